// `npm run build`: the client (Vite) and the server (esbuild, one ESM file) into DIST_DIR
// (default dist/). A separate DIST_DIR lets several builds live side by side.
import { DIST_DIR, ROOT } from './build-state.mjs';
import { run } from './run.mjs';

process.chdir(ROOT);
const bin = (name) => `node_modules/.bin/${name}`;
const client = await run(bin('vite'), ['build', '--outDir', `${DIST_DIR}/client`, '--emptyOutDir']);
if (client !== 0) process.exit(client);
const server = await run(bin('esbuild'), [
  'src/server/main.ts',
  '--bundle',
  '--platform=node',
  '--format=esm',
  '--target=node20',
  '--packages=external',
  '--sourcemap',
  '--log-level=warning',
  `--outfile=${DIST_DIR}/server/main.js`,
]);
process.exit(server);
