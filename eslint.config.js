// Lint: TypeScript, React hooks and a11y, plus the architecture of DESIGN.md as rules:
//   dependency rule, one way only: engine ← generator ← shared ← server; client may import engine,
//   generator and shared (and types from server), never the reverse; the engine stays pure.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A no-restricted-imports pattern forbidding imports that reach into one of the layers. */
const layer = (name, allowTypeImports = false) => ({
  regex: `^(\\.\\./)+${name}(/|$)|(^|/)src/${name}(/|$)`,
  message: `This layer may not import from src/${name} (see DESIGN.md dependency rule).`,
  allowTypeImports,
});

const nodeBuiltins = {
  regex: '^node:',
  message: 'Node built-ins are not allowed here: this code also runs in the browser.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      '.scratch-*/**',
      'coverage/**',
      'node_modules/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (a wide table at 200% zoom) must be reachable by keyboard
      // (axe: scrollable-region-focusable), so a region may be a tab stop too.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      'no-restricted-imports': ['error', { patterns: [layer('server', true), nodeBuiltins] }],
    },
  },
  {
    // local storage has one door, lib/storage.ts (issue 23); tests seed it directly
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/storage.ts', 'src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'localStorage',
          message: 'Use src/client/lib/storage.ts, the one door to storage.',
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'localStorage',
          message: 'Use src/client/lib/storage.ts, the one door to storage.',
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            layer('generator'),
            layer('shared'),
            layer('server'),
            layer('client'),
            nodeBuiltins,
            {
              regex: '^(?!zod/mini$)[^.]',
              message: 'The engine imports nothing but itself (and zod/mini, for its schemas).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'The engine is pure: no DOM.' },
        { name: 'document', message: 'The engine is pure: no DOM.' },
        { name: 'process', message: 'The engine is pure: no Node process.' },
        { name: 'localStorage', message: 'The engine is pure: no storage.' },
        { name: 'fetch', message: 'The engine is pure: no I/O.' },
        { name: 'setTimeout', message: 'The engine is pure: time is passed in.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass an Rng into the engine instead.' },
        { object: 'Date', property: 'now', message: 'Pass the time into the engine instead.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass the time into the engine instead.',
        },
      ],
    },
  },
  {
    files: ['src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer('generator'), layer('shared'), layer('server'), layer('client')] },
      ],
    },
  },
  {
    files: ['src/generator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer('shared'), layer('server'), layer('client')] },
      ],
    },
  },
  {
    // The generator is pure and runs in the browser too; only its tests may use Node (the LLM
    // provider, which does HTTP, lives in src/server/generator).
    files: ['src/generator/**/*.ts'],
    ignores: ['src/generator/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer('shared'), layer('server'), layer('client'), nodeBuiltins] },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Take an Rng so fakes are reproducible.' },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [layer('server'), layer('client'), nodeBuiltins] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('client')] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/env.ts', 'src/server/main.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through src/server/env.ts only.',
        },
      ],
    },
  },
);
