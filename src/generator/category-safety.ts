// Issue 24: a group's own category name and description pass the same word checks as the fakes
// (safety.ts: the hateful words for every age, the teen denylist when the age range is teens), on
// the device as the player types and again on the server for the account's copy. They reach the
// LLM's prompt only as data between its delimiters, so the delimiters themselves are refused too.
import type { AgeRange } from '../engine/settings';
import { findDeniedCustomCategory } from './safety';

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

/** The form's and the API's message for a field the word checks refuse. */
export function deniedWordMessage(field: CustomCategoryTextField): string {
  return field === 'name'
    ? CUSTOM_CATEGORY_MESSAGES.nameDenied
    : CUSTOM_CATEGORY_MESSAGES.descriptionDenied;
}

/**
 * The first problem of a custom category's text for this age range, or null when it is fine: the
 * prompt's delimiters, then the word checks every fake passes (findDeniedCustomCategory).
 */
export function customCategoryProblem(
  text: { name?: string; description?: string },
  ageRange: AgeRange,
): CustomCategoryProblem | null {
  for (const field of ['name', 'description'] as const) {
    if (DELIMITERS.test(text[field] ?? ''))
      return { field, message: CUSTOM_CATEGORY_MESSAGES.delimiters };
  }
  const denied = findDeniedCustomCategory(
    { name: text.name ?? '', description: text.description ?? '' },
    ageRange,
  );
  return denied === null ? null : { field: denied, message: deniedWordMessage(denied) };
}
