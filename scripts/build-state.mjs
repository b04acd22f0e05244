// Is the production build missing or older than its sources? Used by `npm start` and the tests.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname;
/** Where builds go; relative to the repository root. */
export const DIST_DIR = process.env.DIST_DIR || 'dist';
const OUTPUTS = [`${DIST_DIR}/client/index.html`, `${DIST_DIR}/server/main.js`];
const SOURCES = ['src', 'index.html', 'public', 'drizzle', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why a build is needed, or null when dist/ is complete and newer than every source. */
export function buildNeeded() {
  const missing = OUTPUTS.filter((p) => !existsSync(join(ROOT, p)));
  if (missing.length > 0) return `missing ${missing.join(', ')}`;
  const built = Math.min(...OUTPUTS.map((p) => statSync(join(ROOT, p)).mtimeMs));
  const changed = SOURCES.find((p) => newestMtime(join(ROOT, p)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
