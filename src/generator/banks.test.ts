// Checks on the phrase banks themselves: every template parses, every slot exists and has fillers for
// every setting, no item can produce a sentence break, a leak sign or a word its age range must not get.
import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS, CONTENT_TYPES } from '../engine/categories';
import { AGE_RANGES, RANDOMNESS_LEVELS } from '../engine/settings';
import {
  BANKS,
  CLAIM_LEADS,
  COMMON_SLOTS,
  COMMON_STATEMENT_TAILS,
  COMMON_STORY_TAILS,
  OPINION_LEADS,
  STATEMENT_LEADS,
  STORY_LEADS,
} from './banks';
import type { BankItem, Dialect, Filter } from './grammar';
import {
  alternativesOf,
  baseSlotName,
  eligibleItems,
  parseTemplate,
  slotNames,
  suitsAge,
} from './grammar';
import { findDeniedWord, findLeak, TEEN_DENYLIST } from './safety';
import { tokens } from './text';

const DIALECTS: readonly Dialect[] = ['uk', 'us'];

interface Labelled {
  readonly where: string;
  readonly item: BankItem;
}

function allItems(): Labelled[] {
  const out: Labelled[] = [];
  const add = (where: string, items: readonly BankItem[]) =>
    items.forEach((item) => out.push({ where, item }));
  for (const id of CATEGORY_IDS) {
    for (const type of CONTENT_TYPES) {
      add(`${id}.${type}.templates`, BANKS[id][type].templates);
      add(`${id}.${type}.tails`, BANKS[id][type].tails);
    }
    for (const [name, items] of Object.entries(BANKS[id].slots)) add(`${id}.slots.${name}`, items);
  }
  for (const [name, items] of Object.entries(COMMON_SLOTS)) add(`common.slots.${name}`, items);
  add('leads.story', STORY_LEADS);
  add('leads.statement', STATEMENT_LEADS);
  add('leads.claim', CLAIM_LEADS);
  add('leads.opinion', OPINION_LEADS);
  add('tails.story', COMMON_STORY_TAILS);
  add('tails.statement', COMMON_STATEMENT_TAILS);
  return out;
}

const ITEMS = allItems();
/** Single words of the denylist, checked exactly (e.g. "high" even in "high five"). */
const TEEN_WORDS = new Set(TEEN_DENYLIST.filter((w) => !w.includes(' ')));

describe('phrase banks', () => {
  it('parse, and reference only slots that exist', () => {
    for (const { where, item } of ITEMS) {
      expect(() => parseTemplate(item.text), `${where}: ${item.text}`).not.toThrow();
      const category = where.split('.')[0] as string;
      for (const name of slotNames(item.text)) {
        const base = baseSlotName(name);
        const own = (BANKS as Record<string, { slots: Record<string, unknown> }>)[category]?.slots[
          base
        ];
        expect(own ?? COMMON_SLOTS[base], `${where}: unknown slot {${name}}`).toBeDefined();
      }
    }
  });

  it('never produce a sentence break, markup or a leak sign', () => {
    for (const { where, item } of ITEMS) {
      for (const text of alternativesOf(item.text)) {
        const plain = text.replace(/\{[a-z_0-9]+\}/g, 'x').replace(/ \/\/ /g, ' ');
        expect(plain, `${where}: ${item.text}`).not.toMatch(/[.!?\n]/);
        expect(findLeak(plain), `${where}: ${text}`).toBeNull();
        expect(findDeniedWord(plain, 'mature-adults'), `${where}: ${text}`).toBeNull();
      }
    }
  });

  it('give teens nothing from the teen denylist', () => {
    const failures: string[] = [];
    for (const { where, item } of ITEMS) {
      if (!suitsAge(item, 'teens')) continue;
      for (const text of alternativesOf(item.text)) {
        const plain = text.replace(/\{[a-z_0-9]+\}/g, ' ');
        const denied =
          findDeniedWord(plain, 'teens') ?? tokens(plain).find((w) => TEEN_WORDS.has(w)) ?? null;
        if (denied !== null) failures.push(`${where}: ${text} (${denied})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('write stories in the first person', () => {
    const failures: string[] = [];
    for (const id of CATEGORY_IDS) {
      for (const item of BANKS[id].story.templates) {
        for (const text of alternativesOf(item.text)) {
          const first = text.split(' // ')[0] as string;
          if (!tokens(first).some((w) => ['i', 'my', 'me', 'we', 'our', 'us'].includes(w)))
            failures.push(`${id}: ${text}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keep statements to one clause', () => {
    for (const id of CATEGORY_IDS)
      for (const item of BANKS[id].statement.templates) expect(item.text, id).not.toContain('//');
  });

  it('use tiers and age ranges the settings know', () => {
    for (const { where, item } of ITEMS) {
      expect(RANDOMNESS_LEVELS, where).toContain(item.tier);
      expect(AGE_RANGES.indexOf(item.minAge), where).toBeLessThanOrEqual(
        AGE_RANGES.indexOf(item.maxAge),
      );
    }
  });

  // Strict: a slot with no filler inside the tier window would force a relaxed tier, so every slot an
  // eligible item uses must have an eligible filler for every level, age and dialect.
  it.each(CATEGORY_IDS)(
    '%s has templates and fillers for every level, age range and dialect',
    (id) => {
      for (const level of RANDOMNESS_LEVELS) {
        for (const age of AGE_RANGES) {
          for (const dialect of DIALECTS) {
            const filter: Filter = { level, age, dialect };
            for (const type of CONTENT_TYPES) {
              const templates = eligibleItems(BANKS[id][type].templates, filter);
              expect(
                templates.length,
                `${id} ${type} ${level} ${age} ${dialect}`,
              ).toBeGreaterThanOrEqual(type === BANKS_TYPE[id] ? 20 : 3);
              const pending = [...templates];
              const seen = new Set<string>();
              while (pending.length > 0) {
                const item = pending.pop() as BankItem;
                for (const name of slotNames(item.text)) {
                  const base = baseSlotName(name);
                  if (seen.has(base)) continue;
                  seen.add(base);
                  const fillers = eligibleItems(
                    BANKS[id].slots[base] ?? COMMON_SLOTS[base] ?? [],
                    filter,
                  );
                  expect(
                    fillers.length,
                    `{${base}} for ${id} ${level} ${age} ${dialect}`,
                  ).toBeGreaterThan(0);
                  pending.push(...fillers);
                }
              }
            }
          }
        }
      }
    },
  );
});

const BANKS_TYPE: Record<string, string> = {
  awkward: 'story',
  unpopular: 'statement',
  childhood: 'story',
  sports: 'statement',
  politics: 'statement',
  dating: 'story',
  nightsout: 'story',
  guilty: 'statement',
  habits: 'statement',
  beliefs: 'statement',
  intimate: 'story',
};
