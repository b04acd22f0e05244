// The visitor's cookie choice as React state: the banner hides as soon as a choice is stored, from
// the banner, from the cookie settings screen or from another tab.
import { useSyncExternalStore } from 'react';
import {
  readConsent,
  saveConsent,
  type ConsentChoice,
  type CookieConsent,
} from '../../lib/consent';
import { readText, STORAGE_KEYS } from '../../lib/storage';

type Listener = () => void;
const listeners = new Set<Listener>();
/** A choice that could not be stored (storage disabled): it holds until the page is closed. */
let unsaved: CookieConsent | null = null;
let cached: { raw: string | null; consent: CookieConsent | null } | undefined;

/** Storage disabled: no choice can be stored, so none is shown as made (null). */
function rawConsent(): string | null {
  return readText(STORAGE_KEYS.cookieConsent);
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // key is null when another tab cleared all storage ("Start Fresh").
  if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) emit();
}

/** Calls `listener` whenever the cookie choice changes (here or in another tab). */
export function subscribeToConsent(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getSnapshot(): CookieConsent | null {
  // The same object until the stored text changes, as useSyncExternalStore requires.
  const raw = rawConsent();
  if (cached?.raw !== raw) cached = { raw, consent: readConsent() };
  return cached.consent ?? unsaved;
}

/** The stored cookie choice, or null while the visitor has not chosen. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeToConsent, getSnapshot, () => null);
}

/** Stores a choice (SPEC §3: with its timestamp) and tells every screen showing consent state. */
export function chooseConsent(choice: ConsentChoice): CookieConsent {
  const stored = saveConsent(choice);
  unsaved = rawConsent() === null ? stored : null;
  emit();
  return stored;
}

/** The three choices the banner offers. */
export const NECESSARY_ONLY: ConsentChoice = {
  functional: false,
  analytics: false,
  marketing: false,
};
export const ACCEPT_ALL: ConsentChoice = { functional: true, analytics: true, marketing: true };
