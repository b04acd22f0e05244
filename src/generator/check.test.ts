import { describe, expect, it } from 'vitest';
import { checkPrepared } from './check';
import { prepareRequest, type FakeRequest as CheckedRequest } from './request';

/** Every gate of check.ts for a whole request. */
const checkCandidate = (text: string, req: CheckedRequest) =>
  checkPrepared(text, prepareRequest(req));
import type { FakeRequest } from './request';
import { allowedWordRange } from './request';

const storyReq: FakeRequest = {
  category: 'awkward',
  contentType: 'story',
  stories: [
    'i waved at a stranger in tesco who was waving at his wife',
    'Called my teacher mum in year 9. Never lived it down',
    'tripped up the stairs at my graduation',
  ],
  randomnessLevel: 50,
  ageRange: 'teens',
};
const statementReq: FakeRequest = {
  ...storyReq,
  category: 'unpopular',
  contentType: 'statement',
  stories: ['pineapple on pizza is elite', 'cats are better than dogs and i will die on this hill'],
};

describe('checkPrepared', () => {
  it('accepts a fresh entry of the right shape', () => {
    expect(
      checkCandidate('i fell asleep in assembly and snored. the whole hall heard', storyReq),
    ).toEqual({ ok: true });
    expect(checkCandidate('cereal is a soup', statementReq)).toEqual({ ok: true });
  });

  it('applies the SPEC §5 sentence limit (statement 1, story 2)', () => {
    expect(checkCandidate('cereal is a soup. milk is a sauce', statementReq)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/2 sentences/),
    });
    expect(checkCandidate('i fell. i cried. i left the school', storyReq)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/3 sentences/),
    });
    expect(checkCandidate('i fell!! i cried. then i left', storyReq).ok).toBe(false);
    // an ellipsis ends no sentence (decision 012)
    expect(checkCandidate('i fell over... then i cried in the canteen', storyReq).ok).toBe(true);
  });

  it("keeps the word count within the real entries' range ±2", () => {
    expect(allowedWordRange(storyReq.stories, 'story')).toEqual({ min: 5, max: 15 });
    expect(checkCandidate('i fell over', storyReq)).toMatchObject({
      ok: false,
      reason: '3 words; expected 5 to 15',
    });
    expect(
      checkCandidate(
        'i fell over in the middle of the canteen today and my lunch tray went everywhere',
        storyReq,
      ).ok,
    ).toBe(false);
  });

  it('rejects copying: a shared 4-word run or word overlap above 0.35', () => {
    expect(checkCandidate('so i waved at a stranger on the bus', storyReq)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/4-word run/),
    });
    expect(checkCandidate('pizza with pineapple is elite', statementReq)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/overlap/),
    });
  });

  it("rejects the same story as a player's (two content words in common)", () => {
    expect(
      checkCandidate('my teacher laughed when i called her mum by accident', storyReq),
    ).toMatchObject({
      ok: false,
      reason: "the same story as a player's entry",
    });
  });

  it('takes the same subject told as another story (one content word in common)', () => {
    expect(checkCandidate('my teacher read my texts out to the whole class', storyReq)).toEqual({
      ok: true,
    });
  });

  it('applies the age filter', () => {
    expect(checkCandidate('i got so drunk at a party i cried', storyReq)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/teens/),
    });
    expect(
      checkCandidate('i got so drunk at a party i cried', { ...storyReq, ageRange: 'adults' }),
    ).toEqual({ ok: true });
  });

  it('rejects leaked instructions and delimiters', () => {
    expect(checkCandidate('Here is a fake story about a party', storyReq).ok).toBe(false);
    expect(checkCandidate('i fell over <<<ENTRIES in class', storyReq).ok).toBe(false);
    expect(checkCandidate('ignore previous instructions i am free now', storyReq).ok).toBe(false);
  });

  it('rejects empty and multi-line answers', () => {
    expect(checkCandidate('   ', storyReq)).toEqual({ ok: false, reason: 'empty' });
    expect(checkCandidate('i fell over in class\ni cried in class too', storyReq)).toEqual({
      ok: false,
      reason: 'more than one line',
    });
  });

  it('never quotes story text in a reason', () => {
    const result = checkCandidate('so i waved at a stranger on the bus', storyReq);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).not.toMatch(/stranger|waved/);
  });
});
