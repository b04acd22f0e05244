import { describe, expect, it } from 'vitest';
import { ENGINE_ERROR_CODES, engineErrors, fail, ok } from './result';

describe('engine errors', () => {
  it.each([
    [
      'story',
      {
        code: 'empty-entry',
        title: 'Empty Story',
        message: 'Please write something before submitting.',
      },
    ],
    [
      'statement',
      {
        code: 'empty-entry',
        title: 'Empty Statement',
        message: 'Please write something before submitting.',
      },
    ],
  ] as const)('empty %s uses the SPEC §5 toast', (type, expected) => {
    expect(engineErrors.emptyEntry(type)).toEqual(expected);
  });

  it.each([
    ['story', 2, 'Please keep your story to 2 sentences maximum.'],
    ['statement', 1, 'Please keep your statement to 1 sentence maximum.'],
  ] as const)('too long %s uses the SPEC §5 toast', (type, limit, message) => {
    expect(engineErrors.entryTooLong(type, limit)).toEqual({
      code: 'entry-too-long',
      title: 'Too Long',
      message,
    });
  });

  it('no current player shows the same toast as an empty entry (SPEC §5)', () => {
    const error = engineErrors.noCurrentPlayer('statement');
    expect(error.code).toBe('no-current-player');
    expect([error.title, error.message]).toEqual([
      'Empty Statement',
      'Please write something before submitting.',
    ]);
  });

  it('a faker that cannot be selected uses the SPEC §8 text', () => {
    expect(engineErrors.noFakerSelectable().message).toBe(
      'Could not select a faker. Please restart the game.',
    );
  });

  it('every error factory yields a listed code with a non-empty title and message, codes unique', () => {
    const errors = Object.values(engineErrors).map((make) => make('story', 2));
    for (const error of errors) {
      expect(ENGINE_ERROR_CODES).toContain(error.code);
      expect(error.title.length).toBeGreaterThan(0);
      expect(error.message.length).toBeGreaterThan(0);
    }
    const codes = new Set(errors.map((e) => e.code));
    expect(codes.size).toBe(errors.length);
    expect(codes.size).toBe(ENGINE_ERROR_CODES.length);
  });

  it('ok and fail build the two result shapes', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    expect(fail(engineErrors.noFaker())).toEqual({ ok: false, error: engineErrors.noFaker() });
  });
});
