// `npm start`: builds what is missing or stale, then serves the game and API on one port.
import { pathToFileURL } from 'node:url';
import { buildNeeded, DIST_DIR, ROOT } from './build-state.mjs';
import { npm, run } from './run.mjs';

process.chdir(ROOT);
const reason = buildNeeded();
if (reason) {
  console.log(`Building Fakeout (${reason})...`);
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.env.NODE_ENV ??= 'production';
process.env.CLIENT_DIR ??= `${DIST_DIR}/client`;
await import(pathToFileURL(`${ROOT}/${DIST_DIR}/server/main.js`).href);
