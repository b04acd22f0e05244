// Shorthand for writing phrase banks: at(tier, ages, ...texts).
import type { AgeRange } from '../../engine/settings';
import type { BankItem, Dialect, Tier } from '../grammar';

export const T: AgeRange = 'teens';
export const Y: AgeRange = 'young-adults';
export const A: AgeRange = 'adults';
export const M: AgeRange = 'mature-adults';

/** An age range: the youngest it suits, or [youngest, oldest]. */
export type Ages = AgeRange | readonly [AgeRange, AgeRange];

function make(tier: Tier, ages: Ages, texts: readonly string[], dialect?: Dialect): BankItem[] {
  const [minAge, maxAge] = typeof ages === 'string' ? [ages, M] : ages;
  return texts.map((text) =>
    dialect ? { text, tier, minAge, maxAge, dialect } : { text, tier, minAge, maxAge },
  );
}

/** Items of one tier suiting ages from `ages` (or the [min, max] pair). */
export function at(tier: Tier, ages: Ages, ...texts: string[]): BankItem[] {
  return make(tier, ages, texts);
}

/** Items only for players who write British English (mum, mate, holiday). */
export function uk(tier: Tier, ages: Ages, ...texts: string[]): BankItem[] {
  return make(tier, ages, texts, 'uk');
}

/** Items only for players who write American English (mom, buddy, vacation). */
export function us(tier: Tier, ages: Ages, ...texts: string[]): BankItem[] {
  return make(tier, ages, texts, 'us');
}

/** A word that differs between British and American English, usable at every tier and age. */
export function dialectWord(ukText: string, usText: string): BankItem[] {
  return [...uk(50, T, ukText), ...us(50, T, usText)];
}
