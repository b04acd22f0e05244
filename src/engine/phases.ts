// The game's phases (issue 14) in a file of their own, without the game's schema: the home screen
// reads a saved game's phase at boot (whether a game is in progress) and must not load zod for it
// (issue 22). game-model.ts re-exports these; the engine's index is the door for everyone else.

export const PHASES = [
  'setup',
  'writing',
  'awaiting-fake',
  'storytelling-intro',
  'storytelling',
  'discussion',
  'voting-intro',
  'voting',
  'reveal',
  'over',
] as const;
export type Phase = (typeof PHASES)[number];

export function isPhase(value: unknown): value is Phase {
  return (PHASES as readonly unknown[]).includes(value);
}

/** A game started and not over: one a setup change would end, and one worth resuming. */
export function isInProgress(game: { readonly phase: Phase }): boolean {
  return game.phase !== 'setup' && game.phase !== 'over';
}
