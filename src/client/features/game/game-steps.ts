// The game's routes (SPEC §2) and the phase each one shows, without the save's schema: the home
// screen routes a resumed game with these at boot, and zod stays out of its first load (issue 22).
// game-session.ts re-exports them.
import type { Phase } from '../../../engine/phases';

/** The game's routes (SPEC §2), after the game settings screen has started it: `/${step}`. */
export const GAME_STEPS = [
  'story-input',
  'storytell-transition',
  'storytelling',
  'discussion',
  'voting-transition',
  'voting',
  'reveal',
  'end-game',
] as const;
export type GameStep = (typeof GAME_STEPS)[number];

/** The route step that shows each phase (null: no game in progress). */
export const STEP_OF: Readonly<Record<Phase, GameStep | null>> = {
  setup: null,
  writing: 'story-input',
  'awaiting-fake': 'story-input',
  'storytelling-intro': 'storytell-transition',
  storytelling: 'storytelling',
  discussion: 'discussion',
  'voting-intro': 'voting-transition',
  voting: 'voting',
  reveal: 'reveal',
  over: 'end-game',
};

export function stepOf(phase: Phase): GameStep | null {
  return STEP_OF[phase];
}

export function routeOf(step: GameStep): string {
  return `/${step}`;
}

/** The route that shows a phase; null in setup (no game in progress). */
export function routeOfPhase(phase: Phase): string | null {
  const step = STEP_OF[phase];
  return step && routeOf(step);
}
