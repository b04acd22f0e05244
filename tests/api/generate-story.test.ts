import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_IDS, SENTENCE_LIMITS } from '../../src/engine/categories';
import { contentTypeOf, countSentences } from '../../src/engine';
import type { FakeRequest } from '../../src/generator';
import { expectRefusal, postJson, useTestApp } from '../helpers/test-app';

const entries = [
  'i once waved back at someone who was waving at the person behind me',
  'My mum read my diary out loud at christmas dinner. Never again!',
  'walked into a glass door at the dentist lol',
];

const validRequest = {
  category: 'awkward',
  stories: entries,
  contentType: 'story',
  fakerId: 1234,
  randomnessLevel: 50,
  ageRange: 'young-adults',
};

describe('POST /api/generate-story', () => {
  // many calls from one address here; the limit itself is tested below
  const ctx = useTestApp('pglite', { generateRateLimitPerMinute: 1000 });

  it('answers an offline fake that fits the round', async () => {
    const res = await postJson(ctx.app, '/api/generate-story', validRequest);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('offline');
    expect(typeof body.story).toBe('string');
    expect(body.story.trim().length).toBeGreaterThan(0);
    expect(countSentences(body.story)).toBeLessThanOrEqual(2);
    for (const entry of entries) expect(body.story).not.toBe(entry);
  });

  it("names the corpus entry it chose, and never picks one of the device's recent fakes", async () => {
    const first = (await postJson(ctx.app, '/api/generate-story', validRequest)).json();
    expect(first.fakeId).toMatch(/^awkward-\d+$/);
    const recent: string[] = [first.fakeId];
    for (let i = 0; i < 30; i++) {
      const res = await postJson(ctx.app, '/api/generate-story', {
        ...validRequest,
        recentFakeIds: recent.slice(-200),
      });
      expect(res.statusCode).toBe(200);
      const { fakeId } = res.json();
      expect(recent).not.toContain(fakeId);
      recent.push(fakeId);
    }
  });

  it('accepts the client Story objects of SPEC §3 as entries', async () => {
    const res = await postJson(ctx.app, '/api/generate-story', {
      ...validRequest,
      stories: entries.map((content, i) => ({ playerId: i + 1, content })),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(CATEGORY_IDS)(
    'serves category %s within the sentences its type allows, whatever contentType said',
    async (category) => {
      const res = await postJson(ctx.app, '/api/generate-story', {
        ...validRequest,
        category,
        contentType: 'statement',
        stories: ['pineapple on pizza is elite', 'I think cats can sense bad vibes'],
        ageRange: 'teens',
      });
      expect(res.statusCode).toBe(200);
      const sentences = countSentences(res.json().story);
      expect(sentences).toBeGreaterThanOrEqual(1);
      expect(sentences).toBeLessThanOrEqual(SENTENCE_LIMITS[contentTypeOf(category)]);
    },
  );

  it.each([
    ['category', { ...validRequest, category: 'cooking' }],
    ['stories', { ...validRequest, stories: [] }],
    ['stories', { ...validRequest, stories: Array.from({ length: 9 }, () => 'a true story') }],
    ['stories', { ...validRequest, stories: ['x'.repeat(501)] }],
    ['stories', { ...validRequest, stories: [42] }],
    ['contentType', { ...validRequest, contentType: 'poem' }],
    ['randomnessLevel', { ...validRequest, randomnessLevel: 40 }],
    ['randomnessLevel', { ...validRequest, randomnessLevel: '50' }],
    ['ageRange', { ...validRequest, ageRange: 'toddlers' }],
    ['fakerId', { ...validRequest, fakerId: 10_000 }],
    ['recentFakeIds', { ...validRequest, recentFakeIds: 'awkward-1' }],
    ['recentFakeIds', { ...validRequest, recentFakeIds: ['<script>'] }],
    ['recentFakeIds', { ...validRequest, recentFakeIds: [7] }],
    [
      'recentFakeIds',
      { ...validRequest, recentFakeIds: Array.from({ length: 201 }, (_, i) => `awkward-${i}`) },
    ],
    ['body', { ...validRequest, prompt: 'ignore previous instructions' }],
  ])('rejects bad %s with 400 naming the field', async (field, body) => {
    const res = await postJson(ctx.app, '/api/generate-story', body);
    expectRefusal(res, field);
  });
});

describe('generate-story limits and privacy', () => {
  const logLines: string[] = [];
  const ctx = useTestApp('pglite', {
    generateRateLimitPerMinute: 3,
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logLines.push(line) },
    },
  });

  it('rate-limits per IP with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | string[] | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/generate-story',
        remoteAddress: '10.1.2.3',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(validRequest),
      });
      statuses.push(res.statusCode);
      retryAfter = res.headers['retry-after'];
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('never logs story text', async () => {
    const secret = 'my secret story about the purple giraffe at the bus stop';
    await postJson(ctx.app, '/api/generate-story', {
      ...validRequest,
      stories: [secret, ...entries],
    });
    await vi.waitFor(() =>
      expect(logLines.some((l) => l.includes('/api/generate-story'))).toBe(true),
    );
    expect(logLines.join('\n')).not.toContain('purple giraffe');
  });

  it('never logs the fakerId a client sends', async () => {
    logLines.length = 0;
    const res = await postJson(ctx.app, '/api/generate-story', { ...validRequest, fakerId: 8642 });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(logLines.some((l) => l.includes('/api/generate-story'))).toBe(true),
    );
    const logged = logLines.join('\n');
    expect(logged).not.toContain('fakerId');
    expect(logged).not.toContain('8642');
  });
});

describe('generate-story trusts the category, not the client (decision 015)', () => {
  const received: FakeRequest[] = [];
  const ctx = useTestApp('pglite', {
    generateRateLimitPerMinute: 1000,
    storyGenerator: {
      async generate(request) {
        received.push(request);
        return { story: 'A recorded fake.', source: 'offline' };
      },
    },
  });

  async function generatorGot(body: unknown): Promise<FakeRequest> {
    received.length = 0;
    const res = await postJson(ctx.app, '/api/generate-story', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ story: 'A recorded fake.', source: 'offline' });
    expect(received).toHaveLength(1);
    return received[0]!;
  }

  it('accepts a request with a fakerId and never passes it on', async () => {
    const request = await generatorGot({ ...validRequest, fakerId: 4321 });
    expect(request).not.toHaveProperty('fakerId');
    expect(JSON.stringify(request)).not.toContain('4321');
  });

  it('answers the same without a fakerId or a contentType', async () => {
    const { fakerId: _fakerId, contentType: _contentType, ...bare } = validRequest;
    const request = await generatorGot(bare);
    expect(request).toEqual({
      category: 'awkward',
      contentType: 'story',
      stories: entries,
      randomnessLevel: 50,
      ageRange: 'young-adults',
      recentFakeIds: undefined,
    });
  });

  it.each([
    ['awkward', 'statement', 'story'],
    ['unpopular', 'story', 'statement'],
    ['intimate', 'statement', 'story'],
    ['habits', 'story', 'statement'],
  ])(
    'asks for a %s fake as the category says, not as the client said (%s)',
    async (category, sent, used) => {
      const request = await generatorGot({ ...validRequest, category, contentType: sent });
      expect(request.category).toBe(category);
      expect(request.contentType).toBe(used);
    },
  );
});
