// Issue 21, item 18: who read what, a read-only view kept in its own module so only the
// discussion's chunk holds it (not the game's shared chunk, which the home screen loads).
import { currentRoundOf } from './state';
import { storyOf } from './stories';
import type { GameState, Player } from './types';

export interface ReadAloud {
  player: Player;
  /** The text this reader read aloud (the faker's is the fake: nothing here says whose is). */
  content: string;
}

// Issue 21, item 18: who read what, in reading order, for the discussion. Public, since it was all
// read aloud; it carries the text each reader read and nothing else, so never who the faker is.
export function readAloud(state: GameState): ReadAloud[] {
  const round = currentRoundOf(state);
  if (!round) return [];
  return state.players.flatMap((player) => {
    const content = storyOf(round, player.id)?.content;
    return content === undefined ? [] : [{ player, content }];
  });
}
