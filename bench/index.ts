// `npm run bench`: every measured budget of the project in one run, each a ratio measured side by
// side on this machine (absolute numbers on a shared machine are noise; ratios are not).
//   1. HTTP: the app against a bare node:http server answering the same JSON, on PGlite, and on
//      PostgreSQL when BENCH_DATABASE_URL is set or a local server answers on 127.0.0.1:5432
//      (a throwaway database, dropped after).
//   2. The home screen's gzipped JS (guest, signed in) and CSS against their budgets and a React 19
//      hello world's, and what it loads at boot against the one list (bench/boot-allowlist.ts).
//   3. Offline fake generation p50/p95 (bench/generator-bench.ts, when present).
//   4. Lighthouse (mobile) on the home page of the production build (built first when stale) and on
//      the hello world served the same way, alternating, 5 runs each: medians and ratios against
//      their budgets (bench/lighthouse.ts).
// Exits 1 when a budget is missed. Takes about three minutes; run it on a quiet machine.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildNeeded, DIST_DIR } from '../scripts/build-state.mjs';
import { npm, run } from '../scripts/run.mjs';
import { measureHomeBundle, printHomeBundle } from './home-bundle';
import { HTTP_CASES, POSTGRES_CASES, printHttpRows, runHttpBench } from './http';
import { printSideBySide, runLighthouseSideBySide } from './lighthouse';
import { createThrowawayDatabase, findPostgres } from './lib/postgres';

/** Offline generation: p95 must stay at or under this many milliseconds (issue 12). */
const GENERATOR_P95_BUDGET_MS = 2;

const started = performance.now();
const results: { name: string; ok: boolean }[] = [];

// 1. HTTP on PGlite.
results.push({
  name: 'HTTP on PGlite',
  ok: printHttpRows(await runHttpBench({ cases: HTTP_CASES }), 'PGlite (in memory)'),
});

// 1b. HTTP on PostgreSQL.
const postgres = await findPostgres();
if (postgres) {
  const database = await createThrowawayDatabase(postgres.url);
  try {
    const rows = await runHttpBench({
      cases: POSTGRES_CASES,
      env: { BENCH_DATABASE_URL: database.url },
    });
    results.push({
      name: 'HTTP on PostgreSQL',
      ok: printHttpRows(rows, `PostgreSQL (${postgres.source}, database ${database.name})`),
    });
  } finally {
    await database.drop();
  }
} else {
  console.log(
    '\nHTTP on PostgreSQL: SKIPPED (no BENCH_DATABASE_URL and nothing answers on 127.0.0.1:5432); ' +
      'the POST /api/games ≥ 0.3 budget was not measured',
  );
}

// 2. Home-screen bundle.
results.push({ name: 'home-screen JS and CSS', ok: printHomeBundle(await measureHomeBundle()) });

// 3. Offline generation, from another bench when it exists.
const generatorBench = fileURLToPath(new URL('./generator-bench.ts', import.meta.url));
if (existsSync(generatorBench)) {
  const specifier = './generator-bench.ts';
  const mod = (await import(specifier)) as {
    runGeneratorBench?: () => Promise<{ p50: number; p95: number }> | { p50: number; p95: number };
  };
  if (typeof mod.runGeneratorBench === 'function') {
    const { p50, p95 } = await mod.runGeneratorBench();
    const ok = p95 <= GENERATOR_P95_BUDGET_MS;
    console.log('\nOffline fake generation');
    console.log(
      `  p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms / budget ${GENERATOR_P95_BUDGET_MS} ms = ` +
        `${(p95 / GENERATOR_P95_BUDGET_MS).toFixed(2)} (${ok ? 'within budget' : 'OVER BUDGET'})`,
    );
    results.push({ name: 'offline generation p95', ok });
  } else {
    console.log(
      '\nOffline fake generation: not available (bench/generator-bench.ts has no runGeneratorBench)',
    );
  }
} else {
  console.log('\nOffline fake generation: not available (no bench/generator-bench.ts)');
}

// 4. Lighthouse on the home page of the production build. A run that cannot happen (no Chromium,
// a failed build) is reported as a missed aim with its reason; the summary below still prints.
try {
  const staleBuild = buildNeeded();
  if (staleBuild) {
    console.log(`\nBuilding for Lighthouse (${staleBuild})...`);
    if ((await run(npm, ['run', 'build'], { stdio: 'ignore' })) !== 0)
      throw new Error('the build failed (run `npm run build` to see why)');
  }
  const lighthouse = await runLighthouseSideBySide({ distDir: DIST_DIR });
  const lighthouseOk = printSideBySide(lighthouse);
  console.log(
    '  (scores and times are sensitive to other load on the machine: the hello world measured in ' +
      'the same minutes shows how much)',
  );
  results.push({ name: 'Lighthouse side by side with a React 19 hello world', ok: lighthouseOk });
} catch (error) {
  console.log(`\nLighthouse: could not run: ${error instanceof Error ? error.message : error}`);
  results.push({ name: 'Lighthouse (did not run)', ok: false });
}

const missed = results.filter((r) => !r.ok);
console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (missed.length > 0) {
  console.log(`MISSED: ${missed.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
} else {
  console.log('every budget met');
}
