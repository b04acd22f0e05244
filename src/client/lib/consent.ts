// SPEC §3 cookie consent, stored locally under cookieConsent: which optional categories the
// visitor accepted, and when. Analytics calls are sent only with analytics consent.
import * as z from 'zod/mini';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export const CookieConsent = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  /** When the choice was made (ISO timestamp). */
  accepted: z.string(),
});
export type CookieConsent = z.infer<typeof CookieConsent>;
export type ConsentChoice = Omit<CookieConsent, 'necessary' | 'accepted'>;

/** The stored choice, or null when the visitor has not chosen yet (the banner shows). */
export function readConsent(): CookieConsent | null {
  return readJson(STORAGE_KEYS.cookieConsent, z.nullable(CookieConsent), null);
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
