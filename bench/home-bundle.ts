// The home screen's first load (issues 4 and 22): builds the client once with a manifest into a
// temporary folder, takes the entry chunk and every chunk it imports statically (what a browser
// loads before the home screen can show), and checks each module in them against the one list
// (bench/boot-allowlist.ts): no zod, no engine schema, no TanStack Query, no other screen. Prints
// the gzipped JS of a guest's and a signed-in user's home screen and its CSS against their budgets,
// and the guest's JS against a React 19 hello world built the same way (bench/hello-world).
// Exits 1 when a budget is missed or boot loads what it may not. `npx tsx bench/home-bundle.ts`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin } from 'vite';
import { bootVerdict, SIGNED_IN_ENTRY, SIGNED_IN_FORBIDDEN } from './boot-allowlist';

/** A guest's home screen: all its JS, gzipped (issue 22; was 110 KB in issue 4). */
export const HOME_BUDGET_KB = 85;
/** A signed-in user's home screen: the guest's plus the account menu. */
export const SIGNED_IN_BUDGET_KB = 105;
/** Stylesheets the home screen loads, gzipped (Tailwind v4 output of the used classes only). */
export const HOME_CSS_BUDGET_KB = 20;

const ROOT = new URL('..', import.meta.url).pathname;
const HELLO_ROOT = join(ROOT, 'bench/hello-world');

export interface BundleFile {
  file: string;
  gzipKb: number;
  reason: 'boot' | 'signed in only';
}

export interface HomeBundleResult {
  files: BundleFile[];
  /** What a guest's home screen loads. */
  totalKb: number;
  /** What a signed-in user's home screen loads on top (the account menu). */
  signedInExtraKb: number;
  cssFiles: { file: string; gzipKb: number }[];
  cssKb: number;
  /** The React 19 hello world's JS, built by Vite the same way (gzip -9). */
  helloKb: number;
  /** Modules of the first load that may not be there, with the reason. */
  bootViolations: string[];
  /** Modules the account menu brings that it may not. */
  signedInViolations: string[];
  /** How many modules the first load has (for the report). */
  bootModules: number;
}

const gzipKb = (path: string) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;

/** A module id as the allowlist writes it: repository-relative, packages as node_modules/<name>/…. */
export function normalizeId(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const at = clean.lastIndexOf('/node_modules/');
  if (at >= 0) return clean.slice(at + 1);
  if (clean.startsWith(ROOT)) return clean.slice(ROOT.length);
  return clean.startsWith('/') ? clean : `\0${clean}`;
}

/** Every chunk reachable through static imports from `key`. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** Records the module ids of every chunk, by file name. */
function moduleRecorder(modules: Map<string, string[]>): Plugin {
  return {
    name: 'fakeout-bench-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') modules.set(chunk.fileName, [...chunk.moduleIds]);
      }
    },
  };
}

/** Builds the hello world into a temporary folder; returns the folder (the caller removes it). */
export async function buildHelloWorld(outDir: string): Promise<void> {
  await build({
    root: HELLO_ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'es2022', manifest: true },
  });
}

export async function measureHomeBundle(): Promise<HomeBundleResult> {
  const outDir = mkdtempSync(join(tmpdir(), 'fakeout-home-bundle-'));
  const helloDir = mkdtempSync(join(tmpdir(), 'fakeout-hello-world-'));
  try {
    const modules = new Map<string, string[]>();
    await build({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      plugins: [moduleRecorder(modules)],
      build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
    });
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (!manifest['index.html']) throw new Error('manifest lacks index.html');
    if (!manifest[SIGNED_IN_ENTRY]?.isDynamicEntry) {
      throw new Error(`${SIGNED_IN_ENTRY} is not a lazily loaded chunk`);
    }

    const boot = staticClosure(manifest, 'index.html');
    const signedIn = [...staticClosure(manifest, SIGNED_IN_ENTRY)].filter((key) => !boot.has(key));
    const files: BundleFile[] = [];
    const bootViolations = new Set<string>();
    const signedInViolations = new Set<string>();
    let bootModules = 0;
    for (const [keys, reason] of [
      [[...boot], 'boot'],
      [signedIn, 'signed in only'],
    ] as const) {
      for (const key of keys) {
        const file = manifest[key]?.file;
        if (!file?.endsWith('.js')) continue;
        files.push({ file, gzipKb: gzipKb(join(outDir, file)), reason });
        for (const id of (modules.get(file) ?? []).map(normalizeId)) {
          if (reason === 'boot') {
            bootModules++;
            const verdict = bootVerdict(id);
            if (verdict) bootViolations.add(`${id} (${verdict})`);
          } else {
            const rule = SIGNED_IN_FORBIDDEN.find((r) => r.pattern.test(id));
            if (rule) signedInViolations.add(`${id} (${rule.why})`);
          }
        }
      }
    }
    files.sort((a, b) => b.gzipKb - a.gzipKb);
    const cssNames = new Set([...boot].flatMap((key) => manifest[key]?.css ?? []));
    const cssFiles = [...cssNames].map((file) => ({ file, gzipKb: gzipKb(join(outDir, file)) }));

    await buildHelloWorld(helloDir);
    const helloManifest = JSON.parse(
      readFileSync(join(helloDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const helloKb = [...staticClosure(helloManifest, 'index.html')]
      .map((key) => helloManifest[key]?.file)
      .filter((file): file is string => !!file?.endsWith('.js'))
      .reduce((sum, file) => sum + gzipKb(join(helloDir, file)), 0);

    const sum = (reason: BundleFile['reason']) =>
      files.filter((f) => f.reason === reason).reduce((total, f) => total + f.gzipKb, 0);
    return {
      files,
      totalKb: sum('boot'),
      signedInExtraKb: sum('signed in only'),
      cssFiles,
      cssKb: cssFiles.reduce((total, f) => total + f.gzipKb, 0),
      helloKb,
      bootViolations: [...bootViolations].sort(),
      signedInViolations: [...signedInViolations].sort(),
      bootModules,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(helloDir, { recursive: true, force: true });
  }
}

/** "12.3 KB / budget 20 KB = 0.62 (within budget)" */
export function budgetLine(value: number, budget: number, unit: string, lowerIsBetter = true) {
  const ratio = value / budget;
  const ok = lowerIsBetter ? ratio <= 1 : ratio >= 1;
  return {
    ok,
    text: `${value.toFixed(1)} ${unit} / budget ${budget} ${unit} = ${ratio.toFixed(2)} (${ok ? 'within budget' : 'OVER BUDGET'})`,
  };
}

export function printHomeBundle(result: HomeBundleResult): boolean {
  console.log(
    '\nHome-screen JavaScript (gzip -9): the first load, then what a signed-in user adds',
  );
  for (const f of result.files) {
    console.log(`  ${f.gzipKb.toFixed(1).padStart(7)} KB  ${f.reason.padEnd(14)}  ${f.file}`);
  }
  const guest = budgetLine(result.totalKb, HOME_BUDGET_KB, 'KB');
  const signedIn = budgetLine(result.totalKb + result.signedInExtraKb, SIGNED_IN_BUDGET_KB, 'KB');
  const css = budgetLine(result.cssKb, HOME_CSS_BUDGET_KB, 'KB');
  console.log(`  guest home JS       ${guest.text}`);
  console.log(
    `  signed-in home JS   ${signedIn.text} (the account menu adds ${result.signedInExtraKb.toFixed(1)} KB)`,
  );
  console.log(
    `  guest JS / React 19 hello world JS = ${result.totalKb.toFixed(1)} / ${result.helloKb.toFixed(1)} KB = ` +
      `${(result.totalKb / result.helloKb).toFixed(2)}× (the floor: React itself; no budget)`,
  );
  console.log(`  home CSS            ${css.text}`);
  const bootOk = result.bootViolations.length === 0;
  console.log(
    bootOk
      ? `  first load: ${result.bootModules} modules, all on the list (bench/boot-allowlist.ts): ` +
          'no zod, no engine schema, no TanStack Query, no other screen'
      : `  FIRST LOAD BRINGS WHAT IT MAY NOT (bench/boot-allowlist.ts):\n` +
          result.bootViolations.map((v) => `    ✗ ${v}`).join('\n'),
  );
  const signedInOk = result.signedInViolations.length === 0;
  if (!signedInOk) {
    console.log(
      `  THE ACCOUNT MENU BRINGS WHAT IT MAY NOT:\n` +
        result.signedInViolations.map((v) => `    ✗ ${v}`).join('\n'),
    );
  }
  return guest.ok && signedIn.ok && css.ok && bootOk && signedInOk;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ok = printHomeBundle(await measureHomeBundle());
  process.exitCode = ok ? 0 : 1;
}
