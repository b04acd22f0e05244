// Lint: TypeScript, React hooks and a11y, plus the architecture of DESIGN.md as rules:
//   dependency rule, one way only: engine ← generator ← shared ← server; client may import engine,
//   generator and shared (and types from server), never the reverse; the engine stays pure;
//   inside the client, folders and features import along CLIENT_BOUNDARIES only (below).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * The engine's rules stay behind apply() (issue 23): outside src/engine nothing imports them, not
 * even through a module's own path. Views and types are imported from src/engine's index.
 */
const engineRules = {
  regex:
    '(^|/)engine(/(categories-selection|fake-rounds|faker|flow|game|players|scoring|setup|state|stories|voting))?$',
  importNames: [
    'addPlayer',
    'removePlayer',
    'drawPlayerId',
    'applyFake',
    'chooseFaker',
    'advancePlayer',
    'buildRounds',
    'fillCategories',
    'nextRound',
    'resetPlayerIndex',
    'startGame',
    'toggleCategory',
    'setCustomCategories',
    'setRounds',
    'setTimerMinutes',
    'applyLastGame',
    'setFakeMode',
    'startRound',
    'decideFakeMethod',
    'scoreRound',
    'castVote',
    'submitStory',
    'upsertStory',
    'resetGame',
    'endGame',
    'setGameRecord',
    'withCurrentRound',
  ],
  message: 'A game changes only through apply() with a move (src/engine/index.ts, issue 23).',
};

const nodeBuiltins = {
  regex: '^node:',
  message: 'Node built-ins are not allowed here: this code also runs in the browser.',
};

/**
 * Who may import whom inside src/client (issue 23, item 6): the one list. Anything not listed fails
 * lint (`fakeout/client-boundaries`, below), and the feature edges must stay acyclic: a cycle in
 * this table fails lint too, and an import against an edge is reported as the back edge it is.
 */
const CLIENT_BOUNDARIES = {
  /** Each folder of src/client and the folders it may import besides itself (one way, downwards). */
  layers: {
    '.': ['app', 'lib'], // main.tsx: boots the app and registers the service worker
    app: ['features', 'components', 'lib'], // providers, router, error boundaries: composes features
    features: ['components', 'lib'], // and other features only along the edges below
    components: ['lib'], // shared UI: knows no feature
    lib: [], // API client, query client, storage and the helpers over it: knows no UI
    'service-worker': [], // its own bundle, run by the browser beside the page
    test: ['app', 'components', 'lib'], // test support (render, game states): imported by tests only
  },
  /** Each feature and the features it may import, with the reason the edge exists ({}: none). */
  features: {
    admin: {
      auth: 'the dashboard is for admins: it reads the signed-in user (current-user)',
    },
    auth: {},
    errors: {},
    game: {
      'hall-of-fame':
        'a finished game is recorded in it (game-store); end-game shows its awards and button',
    },
    'hall-of-fame': {
      legal: 'kept only with functional-cookie consent (consent-store); links to cookie settings',
    },
    home: {
      auth: 'the user menu in the header (user-menu)',
      game: 'resumes the game in progress or sets it aside (game-session, home-reset, suspended-game)',
      'hall-of-fame': 'the hall of fame button',
    },
    'how-to-play': {},
    legal: {},
    settings: {
      auth: "a signed-in user's settings are the account's: read and saved through current-user",
    },
  },
};

/** A cycle among the allowed feature edges, as a path (first = last), or null. */
function featureCycle(features) {
  const state = new Map(); // name → 'open' while on the path, 'done' after
  const trail = [];
  const visit = (name) => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 'open');
    trail.push(name);
    for (const next of Object.keys(features[name] ?? {})) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(features)) {
    const cycle = visit(name);
    if (cycle) return cycle;
  }
  return null;
}

/** True when `from` reaches `to` along the allowed feature edges. */
function reaches(features, from, to, seen = new Set()) {
  if (from === to) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return Object.keys(features[from] ?? {}).some((next) => reaches(features, next, to, seen));
}

const TEST_FILE = /(\.test|-test-helpers)\.[jt]sx?$/;
const CLIENT_ROOT = fileURLToPath(new URL('./src/client', import.meta.url));

/** The lint rule behind CLIENT_BOUNDARIES: checks every static, dynamic, type and vi.mock import. */
const clientBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { layers: { type: 'object' }, features: { type: 'object' } },
        required: ['layers', 'features'],
        additionalProperties: false,
      },
    ],
    messages: {
      forbidden: '{{from}} may not import {{to}}: {{why}} (CLIENT_BOUNDARIES in eslint.config.js).',
      cycle:
        'The allowed feature edges form a cycle: {{cycle}} (CLIENT_BOUNDARIES in eslint.config.js).',
      unknown:
        '{{area}} is not in CLIENT_BOUNDARIES (eslint.config.js): list it with what it may import.',
    },
  },
  create(context) {
    const { layers, features } = context.options[0];
    /** The area of an absolute path: its layer and, in features/, its feature; null outside. */
    const areaOf = (file) => {
      const parts = path.relative(CLIENT_ROOT, file).split(path.sep);
      if (parts[0] === '..' || path.isAbsolute(parts[0])) return null;
      if (parts.length === 1) return { layer: '.', name: 'src/client' };
      if (parts[0] === 'features') {
        return { layer: 'features', feature: parts[1], name: `features/${parts[1]}` };
      }
      return { layer: parts[0], name: parts[0] };
    };
    const isKnown = (area) =>
      area.layer in layers && (area.layer !== 'features' || area.feature in features);
    const from = areaOf(context.filename);
    if (!from) return {};
    if (!isKnown(from)) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'unknown', data: { area: from.name } }),
      };
    }
    const isTest = from.layer === 'test' || TEST_FILE.test(context.filename);

    /** Why `from` may not import `to`, or null when it may. */
    const refusal = (to) => {
      if (to.name === from.name) return null;
      if (to.layer === 'test') return isTest ? null : 'test support is for tests only';
      if (from.layer === 'features' && to.layer === 'features') {
        if (to.feature in features[from.feature]) return null;
        return reaches(features, to.feature, from.feature)
          ? `a back edge (${to.name} already depends on ${from.name}), it would close a cycle`
          : 'not an allowed edge between features';
      }
      if (from.layer === to.layer || layers[from.layer].includes(to.layer)) return null;
      return `${from.layer} is not above ${to.layer}`;
    };

    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), specifier));
      if (!to) return;
      if (!isKnown(to)) {
        context.report({ node, messageId: 'unknown', data: { area: to.name } });
        return;
      }
      const why = refusal(to);
      const data = { from: from.name, to: to.name, why };
      if (why) context.report({ node, messageId: 'forbidden', data });
    };
    const text = (node) =>
      node?.type === 'Literal'
        ? node.value
        : node?.type === 'TemplateLiteral' && node.expressions.length === 0
          ? node.quasis[0].value.cooked
          : undefined;
    const fromSource = (node) => check(node.source ?? node, text(node.source));

    return {
      Program(node) {
        const cycle = featureCycle(features);
        if (cycle && from.layer === 'features' && cycle.includes(from.feature)) {
          context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } });
        }
      },
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: fromSource,
      TSImportType: fromSource,
      // vi.mock('../x'), vi.importActual('../x'), …: a test that stands in for a module depends on it
      'CallExpression[callee.object.name="vi"]'(node) {
        if (node.arguments.length > 0) check(node.arguments[0], text(node.arguments[0]));
      },
    };
  },
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
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      fakeout: { rules: { 'client-boundaries': clientBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (a wide table at 200% zoom) must be reachable by keyboard
      // (axe: scrollable-region-focusable), so a region may be a tab stop too.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [layer('server', true), nodeBuiltins, engineRules] },
      ],
      'fakeout/client-boundaries': ['error', CLIENT_BOUNDARIES],
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
        { patterns: [layer('shared'), layer('server'), layer('client'), engineRules] },
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
        {
          patterns: [layer('shared'), layer('server'), layer('client'), nodeBuiltins, engineRules],
        },
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
        { patterns: [layer('server'), layer('client'), nodeBuiltins, engineRules] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [layer('client'), engineRules] }] },
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
