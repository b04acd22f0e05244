/** SPEC §9: the avatar fallback is the first two characters of the username, upper case. */
export function avatarInitials(username: string): string {
  return Array.from(username).slice(0, 2).join('').toUpperCase();
}
