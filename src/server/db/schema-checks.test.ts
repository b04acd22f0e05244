// The database's CHECK constraints repeat the engine's limits as SQL literals (a migration cannot
// import a constant). This test keeps the two in step: it reads every CHECK from the drizzle schema
// and from the SQL migrations (in journal order), requires them to agree with each other, and
// requires their numbers and lists to be the engine's constants.
import { readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgDialect, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../engine/categories';
import * as limits from '../../engine/constants';
import { CUSTOM_DESCRIPTION_MAX, CUSTOM_ID, CUSTOM_NAME_MAX } from '../../engine/custom-categories';
import {
  AGE_RANGES,
  DEFAULT_AGE_RANGE,
  DEFAULT_RANDOMNESS_LEVEL,
  RANDOMNESS_LEVELS,
} from '../../engine/settings';
import * as schema from './schema';

const DRIZZLE_DIR = new URL('../../../drizzle/', import.meta.url);

/** What a CHECK allows, read from its SQL. */
type Rule =
  | { column: string; between: [number, number]; nullable: boolean }
  | { column: string; oneOf: (number | string)[] }
  | { column: string; matches: string };

/**
 * Reads the shapes of CHECK the limits use: `c between a and b`, `c in (…)`, `c ~ 'pattern'`, and a
 * text length, `char_length(c) between a and b` or `char_length(c) <= n` (read as between 0 and n).
 */
function parseCheck(sql: string): Rule | null {
  const col = String.raw`"\w+"\."(\w+)"`;
  const length = new RegExp(
    String.raw`^char_length\(${col}\) (?:between (\d+) and (\d+)|<= (\d+))$`,
  ).exec(sql.trim());
  if (length) {
    const [, column, min, max, atMost] = length;
    return {
      column: `char_length(${column!})`,
      between: atMost !== undefined ? [0, Number(atMost)] : [Number(min), Number(max)],
      nullable: false,
    };
  }
  const pattern = new RegExp(String.raw`^${col} ~ '(.*)'$`).exec(sql.trim());
  if (pattern) return { column: pattern[1]!, matches: pattern[2]! };
  const between = new RegExp(String.raw`^(?:${col} is null or )?${col} between (\d+) and (\d+)$`);
  const range = between.exec(sql.trim());
  if (range) {
    const [, nullCol, column, min, max] = range;
    if (nullCol !== undefined && nullCol !== column) return null;
    return {
      column: column!,
      between: [Number(min), Number(max)],
      nullable: nullCol !== undefined,
    };
  }
  const list = new RegExp(String.raw`^${col} in \((.*)\)$`).exec(sql.trim());
  if (list) {
    const values = list[2]!.split(',').map((raw) => {
      const value = raw.trim();
      return /^'.*'$/.test(value) ? value.slice(1, -1) : Number(value);
    });
    return { column: list[1]!, oneOf: values };
  }
  return null;
}

/** Every CHECK of the drizzle schema, by name, as the SQL drizzle-kit writes for it. */
function schemaChecks(): Map<string, string> {
  const dialect = new PgDialect();
  const checks = new Map<string, string>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const check of getTableConfig(value).checks)
      checks.set(check.name, dialect.sqlToQuery(check.value).sql);
  }
  return checks;
}

/** The text inside the parenthesis that opens at `open`. */
function insideParens(text: string, open: number): string {
  let depth = 0;
  let quoted = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unbalanced parentheses after offset ${open}`);
}

/** Every CHECK the migrations leave in place, by name: added ones, minus dropped ones. */
function migrationChecks(migrations: readonly string[]): Map<string, string> {
  const checks = new Map<string, string>();
  for (const sql of migrations) {
    const events = /CONSTRAINT "(\w+)" CHECK \(|DROP CONSTRAINT (?:IF EXISTS )?"(\w+)"/g;
    for (let m = events.exec(sql); m; m = events.exec(sql)) {
      if (m[2] !== undefined) checks.delete(m[2]);
      else checks.set(m[1]!, insideParens(sql, m.index + m[0].length - 1));
    }
  }
  return checks;
}

function readMigrations(): string[] {
  const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', DRIZZLE_DIR), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map((entry) => readFileSync(new URL(`${entry.tag}.sql`, DRIZZLE_DIR), 'utf8'));
}

/** The engine's rule each limit CHECK must state. */
const EXPECTED: Record<string, Rule> = {
  games_rounds_count_range: {
    column: 'rounds_count',
    between: [limits.MIN_ROUNDS, limits.MAX_ROUNDS],
    nullable: false,
  },
  games_timer_minutes_range: {
    column: 'timer_minutes',
    between: [limits.MIN_TIMER_MINUTES, limits.MAX_TIMER_MINUTES],
    nullable: false,
  },
  games_player_count_range: {
    column: 'player_count',
    between: [limits.MIN_PLAYERS, limits.MAX_PLAYERS],
    nullable: true,
  },
  users_randomness_level_valid: { column: 'randomness_level', oneOf: [...RANDOMNESS_LEVELS] },
  users_age_range_valid: { column: 'age_range', oneOf: [...AGE_RANGES] },
  analytics_events_kind_valid: { column: 'kind', oneOf: [...schema.ANALYTICS_EVENT_KINDS] },
  auth_attempts_kind_valid: { column: 'kind', oneOf: [...schema.AUTH_ATTEMPT_KINDS] },
  // issue 24: a group's own categories
  custom_categories_id_valid: { column: 'id', matches: CUSTOM_ID.source },
  custom_categories_name_length: {
    column: 'char_length(name)',
    between: [1, CUSTOM_NAME_MAX],
    nullable: false,
  },
  custom_categories_description_length: {
    column: 'char_length(description)',
    between: [0, CUSTOM_DESCRIPTION_MAX],
    nullable: false,
  },
  custom_categories_type_valid: { column: 'type', oneOf: [...CONTENT_TYPES] },
};

/** CHECKs that repeat no constant (a rule between columns). */
const NO_CONSTANT = ['users_security_questions_differ'];

describe('parseCheck and migrationChecks (the test’s own readers)', () => {
  it.each<[string, Rule | null]>([
    [
      '"games"."rounds_count" between 1 and 10',
      { column: 'rounds_count', between: [1, 10], nullable: false },
    ],
    [
      '"games"."player_count" is null or "games"."player_count" between 3 and 8',
      { column: 'player_count', between: [3, 8], nullable: true },
    ],
    ['"users"."randomness_level" in (10, 30)', { column: 'randomness_level', oneOf: [10, 30] }],
    [
      '"users"."age_range" in (\'teens\', \'adults\')',
      { column: 'age_range', oneOf: ['teens', 'adults'] },
    ],
    ['"games"."a" is null or "games"."b" between 3 and 8', null],
    ['"users"."a" <> "users"."b"', null],
    [
      'char_length("c"."name") between 1 and 40',
      { column: 'char_length(name)', between: [1, 40], nullable: false },
    ],
    [
      'char_length("c"."description") <= 120',
      { column: 'char_length(description)', between: [0, 120], nullable: false },
    ],
    [`"c"."id" ~ '^custom-[a-z]{6}$'`, { column: 'id', matches: '^custom-[a-z]{6}$' }],
  ])('%s', (sql, rule) => {
    expect(parseCheck(sql)).toEqual(rule);
  });

  it('keeps the last definition of a CHECK and forgets a dropped one', () => {
    const checks = migrationChecks([
      'CREATE TABLE "t" (\n\t"n" smallint,\n\tCONSTRAINT "t_n" CHECK ("t"."n" in (1, 2)),\n\tCONSTRAINT "t_m" CHECK ("t"."m" between 1 and 2)\n);',
      'ALTER TABLE "t" DROP CONSTRAINT "t_n";--> statement-breakpoint\nALTER TABLE "t" ADD CONSTRAINT "t_n" CHECK ("t"."n" in (1, 2, 3));',
      'ALTER TABLE "t" DROP CONSTRAINT IF EXISTS "t_m";',
    ]);
    expect(Object.fromEntries(checks)).toEqual({ t_n: '"t"."n" in (1, 2, 3)' });
  });
});

describe('database CHECK constraints agree with the engine constants', () => {
  const fromSchema = schemaChecks();
  const fromMigrations = migrationChecks(readMigrations());

  it('the migrations hold exactly the schema’s CHECKs (no forgotten db:generate)', () => {
    expect(Object.fromEntries(fromMigrations)).toEqual(Object.fromEntries(fromSchema));
  });

  it('every CHECK is one this test knows', () => {
    expect([...fromSchema.keys()].sort()).toEqual(
      [...Object.keys(EXPECTED), ...NO_CONSTANT].sort(),
    );
  });

  it.each(Object.entries(EXPECTED))('%s states the engine’s rule', (name, rule) => {
    expect(parseCheck(fromSchema.get(name) ?? '')).toEqual(rule);
    expect(parseCheck(fromMigrations.get(name) ?? '')).toEqual(rule);
  });

  it('the users’ default preferences are the engine’s defaults', () => {
    const columns = new Map(getTableConfig(schema.users).columns.map((c) => [c.name, c.default]));
    expect(columns.get('randomness_level')).toBe(DEFAULT_RANDOMNESS_LEVEL);
    expect(columns.get('age_range')).toBe(DEFAULT_AGE_RANGE);
  });
});
