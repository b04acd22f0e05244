// The one list of what the home screen may load at boot (issue 22) refuses what the issue names.
import { describe, expect, it } from 'vitest';
import { bootVerdict } from './boot-allowlist';
import { normalizeId } from './home-bundle';

describe('bootVerdict', () => {
  it.each([
    'node_modules/react-dom/cjs/react-dom-client.production.js',
    'node_modules/wouter/src/index.js',
    'src/client/features/home/home-screen.tsx',
    'src/client/features/game/saved-game.ts',
    'src/engine/phases.ts',
  ])('lets %s load at boot', (id) => {
    expect(bootVerdict(id)).toBeNull();
  });

  it.each([
    ['node_modules/zod/v4/core/schemas.js', /zod/],
    ['src/engine/schema.ts', /schemas/],
    ['src/engine/game.ts', /schemas/],
    ['node_modules/@tanstack/query-core/build/modern/queryClient.js', /TanStack/],
    ['node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs', /radix/],
    ['src/client/features/how-to-play/how-to-play-screen.tsx', /another screen/],
    ['src/client/components/ui/dialog.tsx', /not in bench\/boot-allowlist/],
  ])('refuses %s', (id, reason) => {
    expect(bootVerdict(id)).toMatch(reason);
  });
});

describe('normalizeId', () => {
  it('names packages by node_modules and sources by their path in the repository', () => {
    expect(normalizeId('/work/main/node_modules/zod/v4/core/api.js')).toBe(
      'node_modules/zod/v4/core/api.js',
    );
    expect(normalizeId(new URL('../src/engine/game.ts', import.meta.url).pathname)).toBe(
      'src/engine/game.ts',
    );
  });
});
