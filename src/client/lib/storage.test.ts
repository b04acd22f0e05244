import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  clearAll,
  readJson,
  readText,
  removeItem,
  STORAGE_KEYS,
  writeJson,
  writeText,
} from './storage';

const Consent = z.object({ necessary: z.boolean(), accepted: z.number() });
const fallback = { necessary: true, accepted: 0 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage', () => {
  it("uses the SPEC §3 key names, and the app's own five", () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'gameSettings',
      'authUserData',
      'cookieConsent',
      'fakeoutGame',
      'fakeoutSuspendedGame',
      'fakeoutHallOfFame',
      'fakeoutTimesUpMuted',
      'fakeoutCustomCategories',
    ]);
  });

  it('reads and writes text (the versioned saves parse it themselves)', () => {
    expect(writeText('fakeoutGame', '{"version":3}')).toBe(true);
    expect(readText('fakeoutGame')).toBe('{"version":3}');
    removeItem('fakeoutGame');
    expect(readText('fakeoutGame')).toBeNull();
  });

  it('round-trips valid JSON', () => {
    expect(writeJson('cookieConsent', { necessary: true, accepted: 42 })).toBe(true);
    expect(readJson('cookieConsent', Consent, fallback)).toEqual({ necessary: true, accepted: 42 });
  });

  it('returns the fallback for a missing, corrupt or invalid value', () => {
    expect(readJson('cookieConsent', Consent, fallback)).toBe(fallback);
    localStorage.setItem('cookieConsent', '{not json');
    expect(readJson('cookieConsent', Consent, fallback)).toBe(fallback);
    localStorage.setItem('cookieConsent', '{"necessary":"yes"}');
    expect(readJson('cookieConsent', Consent, fallback)).toBe(fallback);
  });

  it('removes one key and clears everything', () => {
    writeJson('gameSettings', { a: 1 });
    writeJson('authUserData', { b: 2 });
    removeItem('gameSettings');
    expect(localStorage.getItem('gameSettings')).toBeNull();
    expect(localStorage.getItem('authUserData')).not.toBeNull();
    clearAll();
    expect(localStorage.length).toBe(0);
  });

  it('never throws when every storage call fails (quota, private mode)', () => {
    const fail = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const broken = {
      getItem: fail,
      setItem: fail,
      removeItem: fail,
      clear: fail,
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
    expect(writeJson('gameSettings', { a: 1 })).toBe(false);
    expect(writeText('fakeoutGame', 'x')).toBe(false);
    expect(readText('fakeoutGame')).toBeNull();
    expect(readJson('cookieConsent', Consent, fallback)).toBe(fallback);
    expect(() => removeItem('gameSettings')).not.toThrow();
    expect(() => clearAll()).not.toThrow();
  });

  it('never throws when storage itself is unreachable', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeJson('gameSettings', { a: 1 })).toBe(false);
    expect(readJson('cookieConsent', Consent, fallback)).toBe(fallback);
    expect(() => removeItem('gameSettings')).not.toThrow();
    expect(() => clearAll()).not.toThrow();
  });
});
