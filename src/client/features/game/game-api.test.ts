import { describe, expect, it } from 'vitest';
import { isUnreachable, readableError } from './game-api';

describe('readableError', () => {
  it.each([
    ['500: {"message":"boom"}', '500: boom'],
    ['503: Service Unavailable', '503: Service Unavailable'],
    ['400: {"error":"x"}', '400: {"error":"x"}'],
    ['400: {not json}', '400: {not json}'],
    ['the server answer was not understood', 'the server answer was not understood'],
  ])('%s → %s', (message, shown) => expect(readableError(new Error(message))).toBe(shown));
});

describe('isUnreachable', () => {
  it('is true for a network failure, false for an error answer', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isUnreachable(new Error('500: boom'))).toBe(false);
  });
});
