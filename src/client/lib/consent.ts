// SPEC §3 cookie consent, stored locally under cookieConsent: which optional categories the
// visitor accepted, and when. Analytics calls are sent only with analytics consent.
import { readJson, STORAGE_KEYS, writeJson, type Parser } from './storage';

/** SPEC §3 cookieConsent: the categories accepted, and when (an ISO timestamp). */
export interface CookieConsent {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  /** When the choice was made (ISO timestamp). */
  accepted: string;
}
export type ConsentChoice = Omit<CookieConsent, 'necessary' | 'accepted'>;

/**
 * Reads a stored choice: all five fields with their types (any other field is dropped), else not a
 * choice. By hand, not with zod: the cookie banner reads it on every first screen (issue 22).
 */
export const CookieConsentParser: Parser<CookieConsent> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null) return { success: false };
    const { necessary, functional, analytics, marketing, accepted } = input as Record<
      string,
      unknown
    >;
    const flags = [functional, analytics, marketing];
    if (necessary !== true || typeof accepted !== 'string') return { success: false };
    if (!flags.every((flag): flag is boolean => typeof flag === 'boolean'))
      return { success: false };
    const [f, a, m] = flags as [boolean, boolean, boolean];
    return {
      success: true,
      data: { necessary, functional: f, analytics: a, marketing: m, accepted },
    };
  },
};

/** The stored choice, or null when the visitor has not chosen yet (the banner shows). */
export function readConsent(): CookieConsent | null {
  return readJson<CookieConsent | null>(STORAGE_KEYS.cookieConsent, CookieConsentParser, null);
}

/** Stores a choice with the time it was made; returns what was stored. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, accepted: now.toISOString() };
  writeJson(STORAGE_KEYS.cookieConsent, consent);
  return consent;
}

/** True only when the visitor accepted analytics cookies. */
export function hasAnalyticsConsent(): boolean {
  return readConsent()?.analytics === true;
}
