// `npm test`: every test this machine can run: unit + component + API (Vitest, with engine
// coverage), then the browser tests (Playwright) against the production build.
import { ROOT } from './build-state.mjs';
import { npm, run } from './run.mjs';

process.chdir(ROOT);
const started = Date.now();
const unit = await run(npm, ['run', 'test:unit']);
const e2e = await run(npm, ['run', 'test:e2e']);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `\nnpm test: unit/API ${unit === 0 ? 'passed' : 'FAILED'}, browser ${e2e === 0 ? 'passed' : 'FAILED'} (${seconds} s)`,
);
process.exit(unit !== 0 ? unit : e2e);
