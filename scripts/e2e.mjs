// `npm run test:e2e`: the Playwright browser tests against the production build.
// Without Chromium they are skipped loudly; under CI=true a missing Chromium is a failure.
import { hasChromium, CHROMIUM_PATH } from './chromium.mjs';
import { buildNeeded, ROOT } from './build-state.mjs';
import { npm, run } from './run.mjs';

process.chdir(ROOT);
if (!hasChromium()) {
  const line = `Browser tests need Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`;
  if (process.env.CI === 'true') {
    console.error(`\n✖ ${line} CI=true, so this is a failure.\n`);
    process.exit(1);
  }
  console.warn(`\n⚠⚠⚠ SKIPPED the browser tests: ${line} ⚠⚠⚠\n`);
  process.exit(0);
}
const reason = buildNeeded();
if (reason) {
  console.log(`Building for the browser tests (${reason})...`);
  const code = await run(npm, ['run', 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(await run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
