// The admin dashboard's numbers (issue 6), computed by the database in SQL that PGlite and
// PostgreSQL run alike. The window is the last ADMIN_STATS_DAYS UTC days, today included, measured
// from the injected clock. "Games" are the game records created in the window (what their creator
// chose: players, rounds, timer, categories; whether and how long they were played); the daily
// "completed" series counts completions by the day they happened.
// The numbers come from game_stats_daily, the per-day rollup triggers on games keep in step
// (drizzle/0005_admin_stats_per_statement.sql): a 30-day window reads a few thousand rollup rows through
// its primary key (day, metric, key) instead of scanning every game, so the answer stays fast at
// 100,000 games and beyond (bench/admin-stats.ts). The median is exact: percentile_cont's
// interpolation computed over the per-minute duration histogram.
import { sql, type SQL } from 'drizzle-orm';
import { CATEGORY_IDS, type CategoryId } from '../../engine/categories';
import {
  MAX_PLAYERS,
  MAX_ROUNDS,
  MAX_TIMER_MINUTES,
  MIN_PLAYERS,
  MIN_ROUNDS,
  MIN_TIMER_MINUTES,
} from '../../engine/constants';
import { ADMIN_STATS_DAYS, type AdminStats, type ValueCount } from '../../shared/api/admin';
import type { Database } from '../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The window [from, to): from the start of the UTC day 29 days ago to the start of tomorrow. */
export function statsWindow(now: Date, days = ADMIN_STATS_DAYS): { from: Date; to: Date } {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    from: new Date(startOfToday - (days - 1) * DAY_MS),
    to: new Date(startOfToday + DAY_MS),
  };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function adminStats(db: Database, now: Date): Promise<AdminStats> {
  const { from, to } = statsWindow(now);
  const fromIso = from.toISOString();
  const fromDay = fromIso.slice(0, 10);
  const lastDay = new Date(to.getTime() - DAY_MS).toISOString().slice(0, 10);
  const inWindow = sql`day between ${fromDay}::date and ${lastDay}::date`;

  // On PostgreSQL the queries run side by side on the pool; PGlite runs them one after another.
  const [settings, median, daily, users] = await Promise.all([
    // Totals, the setting distributions and the category picks of the games started in the window.
    rows<{ metric: string; key: string; games: number }>(
      db,
      sql`select metric, key, sum(games)::int as games
            from game_stats_daily
           where ${inWindow}
             and metric in ('started', 'completed_of_started', 'players', 'rounds', 'timer', 'category')
           group by metric, key
          having sum(games) <> 0`,
    ),
    // percentile_cont(0.5) over the duration histogram: the mean of the values at the two middle
    // positions (the same one when the count is odd).
    rows<{ median: number | string | null }>(
      db,
      sql`with histogram as (
              select key::int as minutes, sum(games) as n
                from game_stats_daily
               where ${inWindow} and metric = 'duration'
               group by key
              having sum(games) > 0
            ),
            cumulative as (
              select minutes, sum(n) over (order by minutes) as upto, sum(n) over () as total
                from histogram
            )
          select (min(minutes) filter (where upto >= floor((total - 1) / 2.0) + 1)
                + min(minutes) filter (where upto >= ceil((total - 1) / 2.0) + 1)) / 2.0 as median
            from cumulative`,
    ),
    rows<{ day: string; started: number; completed: number }>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as day,
                 coalesce(sum(s.games) filter (where s.metric = 'started'), 0)::int as started,
                 coalesce(sum(s.games) filter (where s.metric = 'completed'), 0)::int as completed
            from generate_series(${fromDay}::date, ${lastDay}::date, interval '1 day') as d
            left join game_stats_daily as s
              on s.day = d::date and s.metric in ('started', 'completed') and s.key = ''
           group by d
           order by d`,
    ),
    rows<{ registered: number; premium: number; admins: number }>(
      db,
      sql`select count(*)::int as registered,
                 (count(*) filter (where is_premium))::int as premium,
                 (count(*) filter (where is_admin))::int as admins
            from users`,
    ),
  ]);

  const countOf = (metric: string, key = '') =>
    settings.find((r) => r.metric === metric && r.key === key)?.games ?? 0;
  const started = countOf('started');
  const completed = countOf('completed_of_started');
  const medianValue = median[0]?.median;

  const categoryCounts = CATEGORY_IDS.map((category: CategoryId) => ({
    category,
    games: countOf('category', category),
  })).sort(
    (a, b) =>
      b.games - a.games || CATEGORY_IDS.indexOf(a.category) - CATEGORY_IDS.indexOf(b.category),
  );

  return {
    generatedAt: now.toISOString(),
    from: fromIso,
    days: ADMIN_STATS_DAYS,
    games: {
      started,
      completed,
      completionRate: started > 0 ? completed / started : null,
      medianDurationMinutes:
        medianValue === null || medianValue === undefined ? null : Number(medianValue),
    },
    daily: daily.map((r) => ({ day: r.day, started: r.started, completed: r.completed })),
    playerCounts: {
      counts: distribution(countOf, 'players', MIN_PLAYERS, MAX_PLAYERS),
      unknown: countOf('players', ''),
    },
    rounds: distribution(countOf, 'rounds', MIN_ROUNDS, MAX_ROUNDS),
    timerMinutes: distribution(countOf, 'timer', MIN_TIMER_MINUTES, MAX_TIMER_MINUTES),
    categories: categoryCounts,
    users: users[0] ?? { registered: 0, premium: 0, admins: 0 },
  };
}

/** Every value from min to max with its game count (0 when no game had it). */
function distribution(
  countOf: (metric: string, key: string) => number,
  metric: string,
  min: number,
  max: number,
): ValueCount[] {
  const out: ValueCount[] = [];
  for (let value = min; value <= max; value++) {
    out.push({ value, games: countOf(metric, String(value)) });
  }
  return out;
}
