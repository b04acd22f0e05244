import { defineConfig } from 'vitest/config';

// Unit tests live beside the code (src/**), HTTP tests in tests/api. Client component tests run in
// happy-dom; everything else in Node. Browser tests are Playwright's (tests/e2e), not Vitest's.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/{engine,generator,shared,server}/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // one migrated PGlite for the run, cloned by every API test file (issue 23)
          globalSetup: ['tests/helpers/pglite-template.ts'],
        },
      },
      {
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/helpers/client-setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: [
        'src/engine/**/*.ts',
        'src/generator/**/*.ts',
        'src/shared/**/*.ts',
        'src/server/**/*.ts',
      ],
      exclude: ['**/*.test.ts', 'src/server/main.ts'],
      reporter: ['text-summary', ['text', { skipFull: true }]],
      thresholds: {
        'src/engine/**/*.ts': { branches: 95, statements: 95, functions: 95, lines: 95 },
      },
    },
  },
});
