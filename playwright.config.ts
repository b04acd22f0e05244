import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3999);
const DIST_DIR = process.env.DIST_DIR || 'dist';

// Browser tests: Debian's Chromium at a phone viewport, against the production build served by
// the real server on an in-memory database.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  // Two tests at a time, any two (a file that needs its order says so): each test's state lives in
  // its own browser context, account and saved game. Two workers halved the run on this 2-core
  // machine (issue 23: 13.8 → 7.9 min); a third did not help once the tests stopped sitting out
  // waits (they are then bound by the CPU), and spreading a file's tests evens out the workers.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // A player who asks for less motion: the 0.5 s fades end at once, so a tap on a new screen is
    // not held back until it stops moving (issue 23). The motion itself, fades and confetti, is
    // game-full.spec.ts's: its first game runs with it.
    reducedMotion: 'reduce',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node ${DIST_DIR}/server/main.js`,
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: `${DIST_DIR}/client`,
      // Every test signs in from 127.0.0.1: the production limit (10 a minute) would trip.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
