// Our small typed template grammar. A template is text with
//   {slot}      a filler drawn from the slot's bank (fillers are templates too; {slot2} draws from the
//               same bank as {slot} but never repeats a filler already used in this expansion)
//   [a|b|c]     one of the alternatives, picked uniformly (an empty alternative makes a part optional)
//   //          a clause boundary: the clauses become one or two sentences when the entry is styled
// Every bank item carries a randomness tier and the age ranges it suits, so settings filter the banks.
import type { AgeRange, RandomnessLevel } from '../engine/settings';
import { AGE_RANGES } from '../engine/settings';
import type { Rng } from '../engine/random';

/** Tiers: 10–30 believable and mundane, 50 balanced, 70–90 creative but still plausible as something true. */
export type Tier = RandomnessLevel;
export type Dialect = 'uk' | 'us';

export interface BankItem {
  readonly text: string;
  readonly tier: Tier;
  /** The youngest age range the item suits. */
  readonly minAge: AgeRange;
  /** The oldest age range the item suits (e.g. "my teacher" in the present tense). */
  readonly maxAge: AgeRange;
  /** Only for players who write this way (mum/mom); undefined suits both. */
  readonly dialect?: Dialect;
}

export type SlotBank = Readonly<Record<string, readonly BankItem[]>>;

/** Items of a content type for one category. */
export interface TypeBank {
  readonly templates: readonly BankItem[];
  /** Independent clauses that can follow a template (stories: an aftermath; statements: a kicker). */
  readonly tails: readonly BankItem[];
}

export interface CategoryBank {
  readonly story: TypeBank;
  readonly statement: TypeBank;
  /** Slots only this category uses, or overrides of common slots. */
  readonly slots: SlotBank;
}

export function ageIndex(age: AgeRange): number {
  return AGE_RANGES.indexOf(age);
}

/** How far a tier may sit from the requested randomness level and still be used. */
export const TIER_WINDOW = 40;

export function suitsAge(item: BankItem, age: AgeRange): boolean {
  const i = ageIndex(age);
  return ageIndex(item.minAge) <= i && i <= ageIndex(item.maxAge);
}

export function suitsTier(item: BankItem, level: RandomnessLevel): boolean {
  return Math.abs(item.tier - level) <= TIER_WINDOW;
}

/** Items nearer the requested level are likelier: weight 1 at the level, 1/3 at the edge of the window. */
export function tierWeight(item: BankItem, level: RandomnessLevel): number {
  return 1 - Math.abs(item.tier - level) / 60;
}

export interface Filter {
  readonly level: RandomnessLevel;
  readonly age: AgeRange;
  readonly dialect: Dialect;
}

/** A weighted list ready for picking. */
export interface Pool {
  readonly items: readonly BankItem[];
  readonly cumulative: readonly number[];
}

export function eligibleItems(items: readonly BankItem[], filter: Filter): BankItem[] {
  return items.filter(
    (it) =>
      suitsAge(it, filter.age) &&
      suitsTier(it, filter.level) &&
      (it.dialect === undefined || it.dialect === filter.dialect),
  );
}

/** How strongly richer templates are preferred: 1 would make every text equally likely, 0 every template. */
export const RICHNESS_EXPONENT = 1;

/**
 * A weighted pool. Without `richness` every item weighs its tier weight; with it, an item that can
 * produce more different texts weighs more (by richness^RICHNESS_EXPONENT, capped, so rich templates do not crowd out
 * the rest), which spreads the generated entries more evenly over everything the bank can say.
 */
export function makePool(
  items: readonly BankItem[],
  level: RandomnessLevel,
  richness?: (item: BankItem) => number,
): Pool {
  const cumulative: number[] = [];
  let total = 0;
  for (const it of items) {
    total +=
      tierWeight(it, level) *
      (richness ? Math.min(300, Math.max(1, richness(it))) ** RICHNESS_EXPONENT : 1);
    cumulative.push(total);
  }
  return { items, cumulative };
}

/** Roughly how many different texts a template can produce: alternatives multiply, a slot counts its fillers. */
export function templateRichness(source: string, slotSize: (name: string) => number): number {
  const count = (nodes: readonly TemplateNode[]): number => {
    let n = 1;
    for (const node of nodes) {
      if (node.kind === 'choice') n *= node.options.reduce((sum, option) => sum + count(option), 0);
      else if (node.kind === 'slot') n *= Math.max(1, slotSize(baseSlotName(node.name)));
    }
    return n;
  };
  return Math.min(10_000, count(parseTemplate(source)));
}

export function pickFromPool(pool: Pool, rng: Rng): BankItem | undefined {
  const total = pool.cumulative[pool.cumulative.length - 1];
  if (total === undefined) return undefined;
  const r = rng() * total;
  let lo = 0;
  let hi = pool.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((pool.cumulative[mid] as number) > r) hi = mid;
    else lo = mid + 1;
  }
  return pool.items[lo];
}

// ---- parsing ----

export type TemplateNode =
  | { readonly kind: 'text'; readonly value: string }
  | { readonly kind: 'slot'; readonly name: string }
  | { readonly kind: 'choice'; readonly options: readonly (readonly TemplateNode[])[] }
  | { readonly kind: 'break' };

const parsed = new Map<string, readonly TemplateNode[]>();

/** Parses a template (cached). Throws on unbalanced brackets: banks are checked by tests. */
export function parseTemplate(source: string): readonly TemplateNode[] {
  const hit = parsed.get(source);
  if (hit) return hit;
  let pos = 0;
  const parseSequence = (inChoice: boolean): { nodes: TemplateNode[]; end: '|' | ']' | 'eof' } => {
    const nodes: TemplateNode[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') nodes.push({ kind: 'text', value: text });
      text = '';
    };
    while (pos < source.length) {
      const c = source[pos] as string;
      if (c === '{') {
        const close = source.indexOf('}', pos);
        if (close < 0) throw new SyntaxError(`unclosed { in template: ${source}`);
        flush();
        nodes.push({ kind: 'slot', name: source.slice(pos + 1, close) });
        pos = close + 1;
      } else if (c === '[') {
        flush();
        pos++;
        const options: TemplateNode[][] = [];
        for (;;) {
          const part = parseSequence(true);
          options.push(part.nodes);
          if (part.end === ']') break;
          if (part.end === 'eof') throw new SyntaxError(`unclosed [ in template: ${source}`);
        }
        nodes.push({ kind: 'choice', options });
      } else if (inChoice && (c === '|' || c === ']')) {
        pos++;
        flush();
        return { nodes, end: c };
      } else if (c === ']' || c === '|' || c === '}') {
        throw new SyntaxError(`stray ${c} in template: ${source}`);
      } else if (c === '/' && source[pos + 1] === '/') {
        if (inChoice) throw new SyntaxError(`clause break inside [ ] in template: ${source}`);
        flush();
        nodes.push({ kind: 'break' });
        pos += 2;
      } else {
        text += c;
        pos++;
      }
    }
    flush();
    return { nodes, end: 'eof' };
  };
  const result = parseSequence(false);
  parsed.set(source, result.nodes);
  return result.nodes;
}

/** Slot names referenced anywhere in a template (for bank validation). */
export function slotNames(source: string): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly TemplateNode[]) => {
    for (const n of nodes) {
      if (n.kind === 'slot') out.push(n.name);
      else if (n.kind === 'choice') n.options.forEach(walk);
    }
  };
  walk(parseTemplate(source));
  return out;
}

/** Every text a template can produce with its slots left as {name} (for bank validation; small templates only). */
export function alternativesOf(source: string, limit = 5000): string[] {
  const expand = (nodes: readonly TemplateNode[]): string[] => {
    let acc = [''];
    for (const n of nodes) {
      let parts: string[];
      if (n.kind === 'text') parts = [n.value];
      else if (n.kind === 'slot') parts = [`{${n.name}}`];
      else if (n.kind === 'break') parts = [' // '];
      else parts = n.options.flatMap(expand);
      const next: string[] = [];
      for (const a of acc) for (const p of parts) if (next.length < limit) next.push(a + p);
      acc = next;
    }
    return acc;
  };
  return expand(parseTemplate(source));
}

// ---- expansion ----

/** Resolves a slot name to the pool of fillers allowed by the settings; undefined for an unknown slot. */
export type SlotResolver = (name: string) => Pool | undefined;

export interface Expansion {
  readonly clauses: string[];
  readonly used: BankItem[];
}

const MAX_DEPTH = 6;

export function baseSlotName(name: string): string {
  return name.replace(/\d+$/, '');
}

/** Expands a template; null when a slot has no filler for these settings. */
export function expandTemplate(item: BankItem, resolve: SlotResolver, rng: Rng): Expansion | null {
  const clauses: string[] = [''];
  const used: BankItem[] = [item];
  const chosen = new Map<string, Set<string>>();
  let failed = false;
  const append = (s: string) => {
    clauses[clauses.length - 1] += s;
  };
  const walk = (nodes: readonly TemplateNode[], depth: number) => {
    for (const node of nodes) {
      if (failed) return;
      if (node.kind === 'text') append(node.value);
      else if (node.kind === 'break') {
        if (depth > 0) append(' ');
        else clauses.push('');
      } else if (node.kind === 'choice') {
        const option = node.options[Math.floor(rng() * node.options.length)];
        if (option) walk(option, depth);
      } else {
        const base = baseSlotName(node.name);
        const pool = resolve(base);
        if (!pool || pool.items.length === 0 || depth >= MAX_DEPTH) {
          failed = true;
          return;
        }
        const seen = chosen.get(base) ?? new Set<string>();
        chosen.set(base, seen);
        let filler = pickFromPool(pool, rng);
        for (let tries = 0; filler && seen.has(filler.text) && tries < 6; tries++)
          filler = pickFromPool(pool, rng);
        if (!filler) {
          failed = true;
          return;
        }
        seen.add(filler.text);
        used.push(filler);
        walk(parseTemplate(filler.text), depth + 1);
      }
    }
  };
  walk(parseTemplate(item.text), 0);
  if (failed) return null;
  const tidy = clauses.map((c) => c.replace(/\s+/g, ' ').trim()).filter((c) => c !== '');
  if (tidy.length === 0) return null;
  return { clauses: tidy, used };
}
