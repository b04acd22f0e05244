// Whole games driven only through the engine's public API, as the screens will drive it.
import { describe, expect, it } from 'vitest';
import {
  addPlayer,
  allStoriesSubmitted,
  allVotesCast,
  applyFake,
  canProceedFromSetup,
  castVote,
  categoriesStillNeeded,
  chooseFaker,
  createInitialState,
  createSeededRng,
  currentPlayer,
  currentRoundOf,
  gameResult,
  isLastPlayer,
  isLastRound,
  nextRound,
  resetGame,
  resetPlayerIndex,
  roundPoints,
  roundsLeft,
  sampleShareStories,
  scoreRound,
  setRounds,
  setTimerMinutes,
  standings,
  startGame,
  submitStory,
  toggleCategory,
  type GameState,
  type Result,
} from './index';

function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const idOf = (state: GameState, name: string): number =>
  state.players.find((p) => p.name === name)!.id;

/** Every player in turn writes an entry; then the faker at `fakerRoll` is chosen and given a fake. */
function playStoryPhase(state: GameState, fakerRoll: number): GameState {
  let s = state;
  for (let turn = 0; turn < s.players.length; turn++) {
    s = unwrap(submitStory(s, `${currentPlayer(s)!.name} did a thing.`));
  }
  expect(allStoriesSubmitted(s)).toBe(true);
  s = unwrap(chooseFaker(s, () => fakerRoll));
  return unwrap(applyFake(s, 'A generated fake.'));
}

/** Every player in turn votes: votes[name] is the suspect's name, or null to pass (faker only). */
function playVotingPhase(state: GameState, votes: Record<string, string | null>): GameState {
  let s = resetPlayerIndex(state);
  for (let turn = 0; turn < s.players.length; turn++) {
    const voter = currentPlayer(s)!;
    const suspect = votes[voter.name];
    s = unwrap(castVote(s, voter.id, suspect == null ? null : idOf(s, suspect)));
    expect(isLastPlayer(s)).toBe(turn === s.players.length - 1);
    if (turn < s.players.length - 1) s = { ...s, currentPlayerIndex: s.currentPlayerIndex + 1 };
  }
  expect(allVotesCast(s)).toBe(true);
  return scoreRound(s);
}

describe('a 3-player, 2-round game', () => {
  it('plays from setup to the winner', () => {
    const rng = createSeededRng(2025);
    let s = createInitialState();
    for (const name of ['Ann', 'Bob', 'Cy']) s = unwrap(addPlayer(s, name, rng));
    expect(canProceedFromSetup(s)).toBe(true);

    s = unwrap(setRounds(s, 2));
    s = unwrap(setTimerMinutes(s, 4));
    expect(categoriesStillNeeded(s)).toBe(1);
    s = toggleCategory(s, 'unpopular');
    expect(categoriesStillNeeded(s)).toBe(0);
    s = unwrap(startGame(s, rng));
    expect(s.gameRounds.map((r) => r.category)).toEqual(['awkward', 'unpopular']);

    // Round 1 (stories): Cy is the faker. Ann finds Cy, Bob accuses Ann, Cy passes.
    s = playStoryPhase(s, 0.9);
    expect(currentRoundOf(s)!.faker!.name).toBe('Cy');
    s = playVotingPhase(s, { Ann: 'Cy', Bob: 'Ann', Cy: null });
    expect(s.scores).toEqual({ [idOf(s, 'Ann')]: 1, [idOf(s, 'Bob')]: 0, [idOf(s, 'Cy')]: 1 });
    expect(scoreRound(s)).toBe(s);
    expect([isLastRound(s), roundsLeft(s)]).toEqual([false, 1]);

    s = nextRound(s);
    expect(s).toMatchObject({ currentRound: 1, currentPlayerIndex: 0, isGameOver: false });

    // Round 2 (statements): Ann is the faker. Nobody finds her; she votes for Bob, which does not count.
    s = playStoryPhase(s, 0);
    s = playVotingPhase(s, { Ann: 'Bob', Bob: 'Cy', Cy: 'Bob' });
    expect(roundPoints(currentRoundOf(s)!, s.players)).toEqual({
      [idOf(s, 'Ann')]: 2,
      [idOf(s, 'Bob')]: 0,
      [idOf(s, 'Cy')]: 0,
    });
    expect([isLastRound(s), roundsLeft(s)]).toEqual([true, 0]);

    s = nextRound(s);
    expect(s.isGameOver).toBe(true);
    expect(standings(s).map((row) => [row.player.name, row.score, row.rank])).toEqual([
      ['Ann', 3, 1],
      ['Cy', 1, 2],
      ['Bob', 0, 3],
    ]);
    expect(gameResult(s)).toMatchObject({
      kind: 'winner',
      topScore: 3,
      winners: [{ name: 'Ann' }],
    });

    const shared = sampleShareStories(s, rng);
    expect(shared).toHaveLength(5);
    expect(shared.filter((story) => story.isFake)).toHaveLength(2);

    const again = resetGame(s);
    expect(again).toEqual({ ...createInitialState(), players: s.players });
  });
});

describe('an 8-player, 1-round game', () => {
  it('plays one round and ends in a win for an undetected faker', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
    const rng = createSeededRng(8);
    let s = createInitialState();
    for (const name of names) s = unwrap(addPlayer(s, name, rng));
    expect(addPlayer(s, 'Ivy', rng).ok).toBe(false);

    s = unwrap(setRounds(s, 1));
    s = toggleCategory(s, 'dating');
    expect(s.selectedCategories).toEqual(['dating']);
    s = unwrap(startGame(s, rng));

    // Fay (index 5) is the faker; Ann, Bob and Cy find her; the rest are fooled.
    s = playStoryPhase(s, 5.5 / 8);
    expect(currentRoundOf(s)!.faker!.name).toBe('Fay');
    expect(currentRoundOf(s)!.stories.find((st) => st.isFake)?.playerId).toBe(idOf(s, 'Fay'));
    s = playVotingPhase(s, {
      Ann: 'Fay',
      Bob: 'Fay',
      Cy: 'Fay',
      Dee: 'Ann',
      Eve: 'Dee',
      Fay: null,
      Gus: 'Hal',
      Hal: 'Gus',
    });
    // Fay: 8 − 1 − 3 = 4; each finder 1; everyone else 0.
    expect(names.map((n) => s.scores[idOf(s, n)])).toEqual([1, 1, 1, 0, 0, 4, 0, 0]);
    expect(Object.values(s.scores).reduce((a, b) => a + b, 0)).toBe(7);

    s = nextRound(s);
    expect(s.isGameOver).toBe(true);
    expect(gameResult(s)).toMatchObject({
      kind: 'winner',
      topScore: 4,
      winners: [{ name: 'Fay' }],
    });
    expect(
      standings(s)
        .filter((row) => row.rank === 2)
        .map((row) => row.player.name),
    ).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('a round where everyone finds the faker ends in a tie among the finders', () => {
    const names = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];
    const rng = createSeededRng(9);
    let s = createInitialState();
    for (const name of names) s = unwrap(addPlayer(s, name, rng));
    s = unwrap(startGame(unwrap(setRounds(s, 1)), rng));
    s = playStoryPhase(s, 0);
    s = playVotingPhase(s, Object.fromEntries(names.map((n) => [n, n === 'Ann' ? null : 'Ann'])));
    s = nextRound(s);
    const result = gameResult(s);
    expect(result.kind).toBe('tie');
    expect(result.topScore).toBe(1);
    expect(result.winners.map((p) => p.name)).toEqual(names.slice(1));
  });
});
