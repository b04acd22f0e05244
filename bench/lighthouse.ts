// Lighthouse on the home page of the production build (mobile profile: a mid-range phone on a slow
// 4G link, simulated). Starts its own server from DIST_DIR (default dist/) on a free port with an
// in-memory database, runs Debian's Chromium headless, prints the four category scores.
//   DIST_DIR=dist npx tsx bench/lighthouse.ts      (build first: npm run build)
// Aim (issue 7): performance ≥ 95, accessibility 100.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseReport {
  url: string;
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Headline timings in ms (CLS unitless). */
  metrics: Record<string, number>;
  /** Audits that did not pass, per category: "id: title". */
  failing: Record<Category, string[]>;
}

const METRICS = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index ms',
} as const;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(base: string, server: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

/** Starts the production server of `distDir`, runs Lighthouse on `/`, stops everything. */
export async function runLighthouse({
  distDir = process.env.DIST_DIR || 'dist',
  path = '/',
  reportPath = 'test-results/lighthouse/home.json',
}: {
  distDir?: string;
  path?: string;
  /** Where the full Lighthouse result (JSON) is written; null for nowhere. */
  reportPath?: string | null;
} = {}): Promise<LighthouseReport> {
  const main = resolve(distDir, 'server/main.js');
  if (!existsSync(main) || !existsSync(resolve(distDir, 'client/index.html'))) {
    throw new Error(
      `No production build in ${distDir}/: run \`DIST_DIR=${distDir} npm run build\``,
    );
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Lighthouse needs Chromium at ${CHROMIUM_PATH}`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: resolve(distDir, 'client'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await waitUntilReady(base, server);
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
      logLevel: 'silent',
    });
    const url = `${base}${path}`;
    // No config: Lighthouse's default is the mobile profile (emulated phone, simulated slow 4G).
    // A busy machine now and then yields a run that saw no paint (NO_FCP): such runs are repeated.
    let result: Awaited<ReturnType<typeof lighthouse>>;
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        maxWaitForFcp: 30_000,
      });
      if (result?.lhr.runtimeError?.code !== 'NO_FCP' || attempt === 3) break;
      console.warn(`Lighthouse saw no paint (attempt ${attempt}); running again`);
    }
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (reportPath) {
      mkdirSync(dirname(reportPath), { recursive: true });
      writeFileSync(reportPath, JSON.stringify(lhr, null, 2));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);

    const scores = {} as Record<Category, number>;
    const failing = {} as Record<Category, string[]>;
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      scores[id] = Math.round((category?.score ?? 0) * 100);
      failing[id] = (category?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 || id === 'performance')
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .filter((audit) => audit!.scoreDisplayMode !== 'informative')
        .map((audit) => `${audit!.id}: ${audit!.title}`);
    }
    const metrics: Record<string, number> = {};
    for (const [id, label] of Object.entries(METRICS)) {
      const value = lhr.audits[id]?.numericValue;
      if (value !== undefined)
        metrics[label] = label === 'CLS' ? Number(value.toFixed(3)) : Math.round(value);
    }
    return { url, scores, metrics, failing };
  } finally {
    await chrome?.kill();
    server.kill('SIGTERM');
  }
}

export function formatReport(report: LighthouseReport): string {
  const lines = [`Lighthouse (mobile) ${report.url}`];
  for (const id of CATEGORIES)
    lines.push(`  ${id.padEnd(15)} ${String(report.scores[id]).padStart(3)}`);
  lines.push(
    `  ${Object.entries(report.metrics)
      .map(([k, v]) => `${k} ${v}`)
      .join(' · ')}`,
  );
  for (const id of CATEGORIES) {
    for (const audit of report.failing[id]) lines.push(`  ✗ [${id}] ${audit}`);
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runLighthouse()
    .then((report) => {
      console.log(formatReport(report));
      const ok = report.scores.performance >= 95 && report.scores.accessibility === 100;
      if (!ok) console.log('  below the aim (performance ≥ 95, accessibility 100)');
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
