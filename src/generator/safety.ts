// Content rules for generated entries, offline or from an LLM: what an age range may never read,
// what no age may read, and the signs of a model leaking its instructions.
import type { AgeRange } from '../engine/settings';
import type { CustomCategoryText } from './request';
import { normalizeApostrophes } from './text';

/**
 * Words and phrases a teen must never get: alcohol, drugs, smoking, sex and dating apps.
 * Matched as whole words on lower-cased text with straight apostrophes.
 */
export const TEEN_DENYLIST: readonly string[] = [
  // alcohol
  'alcohol',
  'alcoholic',
  'drunk',
  'drunken',
  'beer',
  'beers',
  'wine',
  'wines',
  'vodka',
  'tequila',
  'gin',
  'rum',
  'whisky',
  'whiskey',
  'cider',
  'prosecco',
  'champagne',
  'cocktail',
  'cocktails',
  'shots',
  'pint',
  'pints',
  'lager',
  'booze',
  'boozy',
  'hammered',
  'wasted',
  'tipsy',
  'hangover',
  'hungover',
  'pub',
  'pubs',
  'bartender',
  'nightclub',
  'clubbing',
  'pre drinks',
  'predrinks',
  'pres',
  'bar crawl',
  'pub crawl',
  'jagerbomb',
  'jägerbomb',
  // drugs and smoking
  'weed',
  'stoned',
  'high',
  'drugs',
  'drug',
  'cocaine',
  'mdma',
  'ecstasy',
  'spliff',
  'bong',
  'edible',
  'edibles',
  'vape',
  'vaping',
  'smoking',
  'cigarette',
  'cigarettes',
  'cig',
  'cigs',
  'shrooms',
  // sex
  'sex',
  'sexy',
  'sexual',
  'naked',
  'nude',
  'nudes',
  'condom',
  'condoms',
  'hookup',
  'hook up',
  'hooked up',
  'hooking up',
  'make out',
  'made out',
  'making out',
  'horny',
  'porn',
  'orgasm',
  'vibrator',
  'dildo',
  'lingerie',
  'stripper',
  'strip club',
  'one night stand',
  'slept with',
  'sleeping with',
  'threesome',
  'onlyfans',
  'thong',
  'skinny dipping',
  'boobs',
  'penis',
  'vagina',
  'foreplay',
  'spicy text',
  'spicy pic',
  // adult dating and gambling
  'tinder',
  'hinge',
  'bumble',
  'grindr',
  'casino',
];

/** "high" is allowed in these harmless phrases (a teen says "high five", not "high"). */
const HIGH_EXCEPTIONS =
  /\bhigh(?=\s+(?:school|five|fives|score|scores|street|up|heels|chair|jump|tide|speed|ceiling|shelf|ropes|dive)\b)/g;

/**
 * Slurs and hateful words no age range gets. Stored ROT13-encoded so the source does not read as a list of
 * slurs; decoded once at load.
 */
const HATEFUL_ROT13: readonly string[] = [
  'avttre',
  'avttref',
  'avttn',
  'avttnf',
  'snttbg',
  'snttbgf',
  'snt',
  'sntf',
  'ergneq',
  'ergneqf',
  'ergneqrq',
  'genaal',
  'genaavrf',
  'fcnfgvp',
  'fcnm',
  'puvax',
  'puvaxf',
  'tbbx',
  'xvxr',
  'xvxrf',
  'cnxv',
  'cnxvf',
  'jrgonpx',
  'fcvp',
  'fcvpf',
  'qlxr',
  'pbba',
  'pbbaf',
  'enturnq',
  'gbjryurnq',
  'tlccb',
  'cvxrl',
  'fyhg',
  'fyhgf',
  'juber',
  'juberf',
  'xlf',
  'xvyy lbhefrys',
  'xvyy lbhe frys',
];

function rot13(text: string): string {
  return text.replace(/[a-z]/g, (c) =>
    String.fromCharCode(((c.charCodeAt(0) - 97 + 13) % 26) + 97),
  );
}

export const HATEFUL_DENYLIST: readonly string[] = HATEFUL_ROT13.map(rot13);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wholeWords(list: readonly string[]): RegExp {
  const alternatives = [...list]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeRegExp(w).replace(/ /g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
}

const TEEN_PATTERN = wholeWords(TEEN_DENYLIST);
const HATEFUL_PATTERN = wholeWords(HATEFUL_DENYLIST);

function comparable(text: string): string {
  return normalizeApostrophes(text).toLowerCase().replace(/[-_]/g, ' ');
}

/** The first denylisted word or phrase for this age range found in the text, or null. */
export function findDeniedWord(text: string, ageRange: AgeRange): string | null {
  const lower = comparable(text);
  const hateful = HATEFUL_PATTERN.exec(lower);
  if (hateful) return hateful[0];
  if (ageRange === 'teens') {
    const teen = TEEN_PATTERN.exec(lower.replace(HIGH_EXCEPTIONS, 'hi'));
    if (teen) return teen[0];
  }
  return null;
}

/**
 * The part of a custom category (issue 24) that holds a word these players may not read, or null:
 * its name and description get the checks every fake gets (the slurs for all, the teen list for
 * teens). Words only: a name such as "Ignore previous instructions" is allowed, and stays data
 * between the prompt's delimiters.
 */
export function findDeniedCustomCategory(
  custom: CustomCategoryText,
  ageRange: AgeRange,
): 'name' | 'description' | null {
  if (findDeniedWord(custom.name, ageRange) !== null) return 'name';
  if (findDeniedWord(custom.description, ageRange) !== null) return 'description';
  return null;
}

/**
 * Signs that a model answered about the game instead of writing an entry: our delimiters, prompt words,
 * assistant talk, markup. No offline phrase bank item contains any of them.
 */
const LEAK_PATTERNS: readonly RegExp[] = [
  /<<<|>>>|<\/?\w+>|```/,
  /\bentries\b|\bentry\b/,
  /\bignore (?:all |any |the )?(?:previous|prior|above|earlier)\b/,
  /\bdisregard\b/,
  /\bas an ai\b|\bai (?:model|assistant)\b|\blanguage model\b|\bchatgpt\b/,
  /\b(?:system|the|this|my|your|above) prompt\b/,
  /\b(?:previous|prior|above|system|your|these|following|my) instructions?\b/,
  /\bhere(?:'s| is) (?:a|an|my|the|your|one)\b/,
  /^(?:sure|okay|certainly|of course)[,!]/,
  /\bfake (?:story|statement|one)\b|\bthe faker\b|\bfakeout\b/,
  /\bcategory\b|\bword count\b|\bsentences?\b/,
  /^\s*(?:story|statement|answer|output|response)\s*:/,
  /[{}[\]]/,
];

/** The leaked-instruction sign found in the text, or null. */
export function findLeak(text: string): string | null {
  const lower = comparable(text).replace(/\s+/g, ' ').trim();
  for (const pattern of LEAK_PATTERNS) {
    const match = pattern.exec(lower);
    if (match) return match[0];
  }
  return null;
}
