import { describe, expect, it } from 'vitest';
import { hasAnalyticsConsent, readConsent, saveConsent } from './consent';

describe('cookie consent', () => {
  it('is unset until a choice is stored', () => {
    expect(readConsent()).toBeNull();
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('stores the choice with a timestamp under cookieConsent', () => {
    saveConsent(
      { functional: true, analytics: true, marketing: false },
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(JSON.parse(localStorage.getItem('cookieConsent')!)).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: false,
      accepted: '2026-01-02T03:04:05.000Z',
    });
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('gives no analytics consent for "Necessary Only" or a corrupt record', () => {
    saveConsent({ functional: false, analytics: false, marketing: false });
    expect(hasAnalyticsConsent()).toBe(false);
    localStorage.setItem('cookieConsent', '{"analytics": "yes"}');
    expect(readConsent()).toBeNull();
    expect(hasAnalyticsConsent()).toBe(false);
  });
});

describe('reading a stored choice without zod (issue 22)', () => {
  it('keeps the five fields of a choice and drops anything else', () => {
    const choice = {
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
      accepted: '2026-01-02T03:04:05.000Z',
    };
    localStorage.setItem('cookieConsent', JSON.stringify({ ...choice, extra: 'x' }));
    expect(readConsent()).toEqual(choice);
  });

  it.each([
    ['necessary not true', { necessary: false }],
    ['a flag that is not a boolean', { marketing: 'no' }],
    ['no timestamp', { accepted: undefined }],
  ])('is no choice with %s', (_label, change) => {
    const choice = {
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
      accepted: '2026-01-02T03:04:05.000Z',
      ...change,
    };
    localStorage.setItem('cookieConsent', JSON.stringify(choice));
    expect(readConsent()).toBeNull();
  });
});
