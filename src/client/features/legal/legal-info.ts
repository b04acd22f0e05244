// Facts the legal pages share, defined once.

/** SPEC §2 {email}: where players write about privacy, the terms or their account. */
export const CONTACT_EMAIL = 'privacy@fakeout.game';

/** SPEC §2/§9: the legal pages are dated May 19, 2025. */
export const LAST_UPDATED = 'May 19, 2025';
