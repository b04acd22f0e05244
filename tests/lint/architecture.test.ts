// The lint rules that encode DESIGN.md's architecture must actually bite.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the dependency rule and engine purity', () => {
  it.each([
    [
      'src/engine/probe.ts',
      "import { buildApp } from '../server/app';\nexport const x = buildApp;\n",
    ],
    [
      'src/engine/probe.ts',
      "import { CreateGameRequest } from '../shared/api/games';\nexport const x = CreateGameRequest;\n",
    ],
    [
      'src/engine/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    ],
    [
      'src/generator/probe.ts',
      "import { GameRecord } from '../shared/api/games';\nexport const x = GameRecord;\n",
    ],
    [
      'src/generator/probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n",
    ],
    [
      'src/shared/api/probe.ts',
      "import { buildApp } from '../../server/app';\nexport const x = buildApp;\n",
    ],
    [
      'src/server/probe.ts',
      "import { AppRoutes } from '../client/app/routes';\nexport const x = AppRoutes;\n",
    ],
    [
      'src/client/probe.ts',
      "import { buildApp } from '../server/app';\nexport const x = buildApp;\n",
    ],
  ])('%s may not import across the rule', async (filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    [
      'src/engine/probe.ts',
      "import { createInitialState } from './state';\nexport const x = createInitialState;\n",
    ],
    [
      'src/generator/probe.ts',
      "import { CATEGORIES } from '../engine/categories';\nexport const x = CATEGORIES;\n",
    ],
    [
      'src/server/probe.ts',
      "import { GameRecord } from '../shared/api/games';\nexport const x = GameRecord;\n",
    ],
    ['src/client/probe.ts', "import type { App } from '../server/app';\nexport type X = App;\n"],
  ])('%s may import along the rule', async (filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).not.toContain('no-restricted-imports');
  });

  it.each([
    ['Math.random()', 'no-restricted-properties'],
    ['Date.now()', 'no-restricted-properties'],
    ['new Date()', 'no-restricted-syntax'],
    ['window.innerWidth', 'no-restricted-globals'],
    ['document.title', 'no-restricted-globals'],
    ['process.env.X', 'no-restricted-globals'],
  ])('the engine may not use %s', async (expression, rule) => {
    expect(await ruleIdsFor('src/engine/probe.ts', `export const x = ${expression};\n`)).toContain(
      rule,
    );
  });

  it('only env.ts reads process.env on the server', async () => {
    expect(
      await ruleIdsFor('src/server/probe.ts', 'export const x = process.env.PORT;\n'),
    ).toContain('no-restricted-properties');
    expect(
      await ruleIdsFor('src/server/env.ts', 'export const x = process.env.PORT;\n'),
    ).not.toContain('no-restricted-properties');
  });
});

describe("the engine's one door (issue 23)", () => {
  it.each([
    ['src/client/features/game/probe.ts', "import { scoreRound } from '../../../engine';"],
    ['src/client/features/game/probe.ts', "import { castVote } from '../../../engine/voting';"],
    ['src/server/probe.ts', "import { startGame } from '../engine/flow';"],
    ['src/shared/api/probe.ts', "import { chooseFaker } from '../../engine/faker';"],
    ['src/generator/probe.ts', "import { submitStory } from '../engine/stories';"],
  ])('%s may not import a rule behind apply(): %s', async (filePath, line) => {
    const ids = await ruleIdsFor(filePath, `${line}\nexport const x = 1;\n`);
    expect(ids).toContain('no-restricted-imports');
  });

  it('views and moves may be imported', async () => {
    const code =
      "import { apply, currentRoundOf } from '../../../engine';\n" +
      "import { countSentences } from '../../../engine/stories';\n" +
      'export const x = [apply, currentRoundOf, countSentences];\n';
    expect(await ruleIdsFor('src/client/features/game/probe.ts', code)).not.toContain(
      'no-restricted-imports',
    );
  });
});

describe('client boundaries (CLIENT_BOUNDARIES in eslint.config.js)', () => {
  const RULE = 'fakeout/client-boundaries';

  async function boundaryMessages(filePath: string, code: string, lint = eslint) {
    const [result] = await lint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
  }

  it.each([
    // features/game depends on features/hall-of-fame, so the reverse closes a cycle
    ['src/client/features/hall-of-fame/probe.ts', "import { x } from '../game/game-store';"],
    // features/settings depends on features/auth: a test's import counts as much as the app's
    ['src/client/features/auth/probe.test.ts', "import { x } from '../settings/settings-screen';"],
    // features/home depends on features/game; a lazy import is an import too
    ['src/client/features/game/probe.ts', "const x = () => import('../home/home-screen');"],
    ['src/client/features/game/probe.ts', "type x = import('../home/home-screen').Props;"],
  ])('%s: a back edge between features fails (%s)', async (filePath, code) => {
    const messages = await boundaryMessages(filePath, `${code}\nexport { x };\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('a back edge');
  });

  it.each([
    ['src/client/features/game/probe.ts', "export { x } from '../settings/settings-screen';"],
    [
      'src/client/features/admin/probe.test.ts',
      "import { vi } from 'vitest';\nvi.mock('../home/x');",
    ],
    ['src/client/lib/probe.ts', "export { x } from '../features/game/game-store';"],
    ['src/client/components/probe.ts', "export { x } from '../app/app';"],
    ['src/client/features/game/probe.ts', "export { x } from '../../app/routes';"],
    ['src/client/features/game/probe.ts', "export { x } from '../../test/render';"],
    ['src/client/features/game/probe.ts', "export { x } from '../unlisted/x';"],
    ['src/client/features/unlisted/probe.ts', "export { x } from '../game/game-store';"],
  ])('%s: an import off the table fails (%s)', async (filePath, code) => {
    expect(await boundaryMessages(filePath, `${code}\n`)).toHaveLength(1);
  });

  it.each([
    ['src/client/features/home/probe.ts', "export { x } from '../game/game-session';"],
    ['src/client/features/game/probe.ts', "export { x } from '../hall-of-fame/awards-card';"],
    ['src/client/features/game/probe.ts', "export { x } from './game-store';"],
    ['src/client/features/game/probe.ts', "export { x } from '../../lib/generator-settings';"],
    ['src/client/features/game/probe.test.ts', "export { x } from '../../test/game-states';"],
    ['src/client/app/probe.ts', "const x = () => import('../features/admin/admin-screen');"],
    ['src/client/features/game/probe.ts', "export { x } from '../../../engine';"],
  ])('%s may import along the table (%s)', async (filePath, code) => {
    expect(await boundaryMessages(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });

  it('a table whose feature edges form a cycle fails lint', async () => {
    const layers = { app: ['features'], features: [] };
    const cyclic = new ESLint({
      cwd: process.cwd(),
      overrideConfig: {
        files: ['src/client/**/*.ts'],
        rules: {
          [RULE]: [
            'error',
            {
              layers,
              features: { game: { legal: 'a' }, legal: { home: 'b' }, home: { game: 'c' } },
            },
          ],
        },
      },
    });
    expect(await boundaryMessages('src/client/features/legal/probe.ts', '', cyclic)).toEqual([
      expect.stringContaining('a cycle: game → legal → home → game'),
    ]);
    const acyclic = new ESLint({
      cwd: process.cwd(),
      overrideConfig: {
        files: ['src/client/**/*.ts'],
        rules: { [RULE]: ['error', { layers, features: { game: { legal: 'a' }, legal: {} } }] },
      },
    });
    expect(await boundaryMessages('src/client/features/legal/probe.ts', '', acyclic)).toEqual([]);
  });
});
