// Random tokens for cookies and reset links: 32 bytes from the OS CSPRNG; only their SHA-256 is
// stored, so a leaked database holds nothing a browser could present.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

/** 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Hex SHA-256: what the database keeps of a token. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
