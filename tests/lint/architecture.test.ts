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
