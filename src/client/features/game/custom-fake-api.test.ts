import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOM_FAKE_FAILED,
  NO_STORY_MACHINE,
  type CustomStoryRequest,
} from '../../../shared/api/stories';
import {
  CAPABILITIES_WAIT_MS,
  CUSTOM_FAKE_WAIT_MS,
  fetchCapabilities,
  generateCustomFake,
} from './custom-fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A server that never answers. */
const silent = () => vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));

describe('fetchCapabilities', () => {
  it('GETs /api/capabilities and answers what the server said', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ customCategoryFakes: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchCapabilities()).resolves.toEqual({ customCategoryFakes: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/capabilities');
    expect(init!.method).toBe('GET');
  });

  it.each([
    [
      'an error answer',
      () =>
        vi
          .fn<typeof fetch>()
          .mockResolvedValue(new Response('{"message":"boom"}', { status: 500 })),
    ],
    [
      'an answer that does not fit',
      () => vi.fn<typeof fetch>().mockResolvedValue(Response.json({ llm: 'yes' })),
    ],
    [
      'a server out of reach',
      () => vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    ],
  ])('takes %s as no', async (_label, server) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', server());
    await expect(fetchCapabilities()).resolves.toEqual({ customCategoryFakes: false });
  });

  it('answers no at once when the device is offline, without asking', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(fetchCapabilities()).resolves.toEqual({ customCategoryFakes: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(`answers no when the server has not answered in ${CAPABILITIES_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', silent());
    let answer: unknown;
    void fetchCapabilities().then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(CAPABILITIES_WAIT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ customCategoryFakes: false });
  });
});

const request: CustomStoryRequest = {
  category: 'custom-pets42',
  stories: [{ playerId: 1, content: 'my cat opened the fridge' }],
  contentType: 'story',
  randomnessLevel: 50,
  ageRange: 'adults',
  customCategory: { name: 'Pet Chaos', description: 'What your pet did.', contentType: 'story' },
};

describe('generateCustomFake', () => {
  it('POSTs the custom category to generate-story and answers the fake', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ story: 'my hamster ate a sock', source: 'llm' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(generateCustomFake(request)).resolves.toEqual({
      ok: true,
      story: 'my hamster ate a sock',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/generate-story');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(String(init!.body))).toEqual(request);
  });

  it('reports a server without the story machine (409), once, never making an offline fake', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ message: NO_STORY_MACHINE }, { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(generateCustomFake(request)).resolves.toEqual({
      ok: false,
      reason: 'no-machine',
      message: NO_STORY_MACHINE,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a failed LLM (503) without retrying: the server already did', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ message: CUSTOM_FAKE_FAILED }, { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(generateCustomFake(request)).resolves.toEqual({
      ok: false,
      reason: 'failed',
      message: CUSTOM_FAKE_FAILED,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a refused category with the field the server named', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        Response.json(
          {
            message: "The category's name has a word not allowed for these players",
            field: 'customCategory',
          },
          { status: 400 },
        ),
      ),
    );
    await expect(generateCustomFake(request)).resolves.toEqual({
      ok: false,
      reason: 'refused',
      message: "The category's name has a word not allowed for these players",
      field: 'customCategory',
    });
  });

  it('reports a server out of reach as failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );
    await expect(generateCustomFake(request)).resolves.toEqual({
      ok: false,
      reason: 'failed',
      message: 'Failed to fetch',
    });
  });

  it(`reports failed when the server has not answered in ${CUSTOM_FAKE_WAIT_MS} ms`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', silent());
    let outcome: unknown;
    void generateCustomFake(request).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(CUSTOM_FAKE_WAIT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
  });
});
