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
