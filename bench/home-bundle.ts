// Home-screen JavaScript budget (issue 4): the JS the home screen loads is at most 110 KB gzipped,
// and every other screen lives in a lazily loaded chunk. Builds the client once with a manifest
// into a temporary folder, walks the chunk graph from index.html and the home screen, and prints
// the measured size against the budget as a ratio. Not a test: `npx tsx bench/home-bundle.ts`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';

export const HOME_BUDGET_KB = 110;
/** Stylesheets the home screen loads, gzipped (Tailwind v4 output of the used classes only). */
export const HOME_CSS_BUDGET_KB = 20;
const ROOT = new URL('..', import.meta.url).pathname;
const HOME_SOURCE = 'src/client/features/home/home-screen.tsx';
/** Loaded by the home screen only for a signed-in user (the account dropdown); a guest never
 * downloads it, so it is reported beside the budget rather than in it. */
const SIGNED_IN_ONLY = new Set(['src/client/features/auth/account-menu.tsx']);

export interface BundleFile {
  file: string;
  gzipKb: number;
  /** Why the home screen loads it. */
  reason: 'entry' | 'home' | 'home on mount' | 'signed in only';
}

export interface HomeBundleResult {
  files: BundleFile[];
  /** What a guest's home screen loads (the budgeted number). */
  totalKb: number;
  /** What a signed-in user's home screen loads on top (the account dropdown). */
  signedInExtraKb: number;
  budgetKb: number;
  ratio: number;
  /** Other screens whose code the home screen would load (should be none). */
  eagerScreens: string[];
  /** Stylesheets the same chunks bring in, and their gzipped total against HOME_CSS_BUDGET_KB. */
  cssFiles: { file: string; gzipKb: number }[];
  cssKb: number;
  cssBudgetKb: number;
}

/** Every chunk reachable through static imports from `key`. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

export async function measureHomeBundle(): Promise<HomeBundleResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'fakeout-home-bundle-'));
  try {
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (!manifest['index.html'] || !manifest[HOME_SOURCE]) {
      throw new Error('manifest lacks index.html or the home screen');
    }

    const reasons = new Map<string, BundleFile['reason']>();
    const mark = (keys: Iterable<string>, reason: BundleFile['reason']) => {
      for (const key of keys) if (!reasons.has(key)) reasons.set(key, reason);
    };
    mark(staticClosure(manifest, 'index.html'), 'entry');
    mark(staticClosure(manifest, HOME_SOURCE), 'home');
    // What the home screen imports on demand as it appears (e.g. the game store for its reset).
    const onMount = manifest[HOME_SOURCE]?.dynamicImports ?? [];
    for (const dynamic of onMount.filter((d) => !SIGNED_IN_ONLY.has(d))) {
      mark(staticClosure(manifest, dynamic), 'home on mount');
    }
    for (const dynamic of onMount.filter((d) => SIGNED_IN_ONLY.has(d))) {
      mark(staticClosure(manifest, dynamic), 'signed in only');
    }

    const files: BundleFile[] = [];
    for (const [key, reason] of reasons) {
      const file = manifest[key]?.file;
      if (!file || !file.endsWith('.js')) continue;
      const gz = gzipSync(readFileSync(join(outDir, file)), { level: 9 });
      files.push({ file, gzipKb: gz.length / 1024, reason });
    }
    files.sort((a, b) => b.gzipKb - a.gzipKb);
    const cssNames = new Set([...reasons.keys()].flatMap((key) => manifest[key]?.css ?? []));
    const cssFiles = [...cssNames].map((file) => ({
      file,
      gzipKb: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024,
    }));

    // Every other screen must be a dynamic entry whose chunk the home screen does not load.
    const loaded = new Set(files.map((f) => f.file));
    const eagerScreens = Object.entries(manifest)
      .filter(([src]) => /-screen\.tsx$/.test(src) && src !== HOME_SOURCE)
      .filter(([, chunk]) => !chunk.isDynamicEntry || loaded.has(chunk.file))
      .map(([src]) => src);

    const totalKb = files
      .filter((f) => f.reason !== 'signed in only')
      .reduce((sum, f) => sum + f.gzipKb, 0);
    const signedInExtraKb = files
      .filter((f) => f.reason === 'signed in only')
      .reduce((sum, f) => sum + f.gzipKb, 0);
    return {
      files,
      totalKb,
      signedInExtraKb,
      budgetKb: HOME_BUDGET_KB,
      ratio: totalKb / HOME_BUDGET_KB,
      eagerScreens,
      cssFiles,
      cssKb: cssFiles.reduce((sum, f) => sum + f.gzipKb, 0),
      cssBudgetKb: HOME_CSS_BUDGET_KB,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function printHomeBundle(result: HomeBundleResult): boolean {
  console.log('\nHome-screen JavaScript (gzip -9)');
  for (const f of result.files) {
    console.log(`  ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.reason.padEnd(14)}  ${f.file}`);
  }
  const cssPass = result.cssKb <= result.cssBudgetKb;
  const pass = result.ratio <= 1 && result.eagerScreens.length === 0 && cssPass;
  console.log(
    `  guest total ${result.totalKb.toFixed(1)} KB / budget ${result.budgetKb} KB = ${result.ratio.toFixed(2)} ` +
      `(${result.ratio <= 1 ? 'within budget' : 'OVER BUDGET'})`,
  );
  console.log(
    `  a signed-in user's home screen also loads ${result.signedInExtraKb.toFixed(1)} KB (the account menu): ` +
      `${(result.totalKb + result.signedInExtraKb).toFixed(1)} KB`,
  );
  console.log(
    result.eagerScreens.length === 0
      ? '  every other screen is in a lazily loaded chunk'
      : `  screens loaded with the home screen: ${result.eagerScreens.join(', ')}`,
  );
  console.log('Home-screen CSS (gzip -9)');
  for (const f of result.cssFiles)
    console.log(`  ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.file}`);
  console.log(
    `  total ${result.cssKb.toFixed(1)} KB / budget ${result.cssBudgetKb} KB = ` +
      `${(result.cssKb / result.cssBudgetKb).toFixed(2)} (${cssPass ? 'within budget' : 'OVER BUDGET'})`,
  );
  return pass;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = printHomeBundle(await measureHomeBundle());
  process.exitCode = ok ? 0 : 1;
}
