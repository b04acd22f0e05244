// Issue 24: a group's own category name and description pass the same word checks as the fakes
// (safety.ts: the hateful words for every age, the teen denylist when the age range is teens), on
// the device as the player types and again on the server for the account's copy. They reach the
// LLM's prompt only as data between its delimiters, so the delimiters themselves are refused too.
import type { AgeRange } from '../engine/settings';
import { findDeniedWord } from './safety';

export type CustomCategoryTextField = 'name' | 'description';

export interface CustomCategoryProblem {
  readonly field: CustomCategoryTextField;
  readonly message: string;
}

/** The messages the form and the API answer show (the refused word itself is never echoed). */
export const CUSTOM_CATEGORY_MESSAGES = {
  nameDenied: 'This name has a word the game does not allow for this age range.',
  descriptionDenied: 'This description has a word the game does not allow for this age range.',
  delimiters: 'Please leave out "<<<" and ">>>".',
} as const;

const DELIMITERS = /<<<|>>>/;

/** The first problem of a custom category's text for this age range, or null when it is fine. */
export function customCategoryProblem(
  text: { name?: string; description?: string },
  ageRange: AgeRange,
): CustomCategoryProblem | null {
  const fields: Array<[CustomCategoryTextField, string | undefined, string]> = [
    ['name', text.name, CUSTOM_CATEGORY_MESSAGES.nameDenied],
    ['description', text.description, CUSTOM_CATEGORY_MESSAGES.descriptionDenied],
  ];
  for (const [field, value, denied] of fields) {
    if (value === undefined) continue;
    if (DELIMITERS.test(value)) return { field, message: CUSTOM_CATEGORY_MESSAGES.delimiters };
    if (findDeniedWord(value, ageRange) !== null) return { field, message: denied };
  }
  return null;
}
