// Saved games for the browser tests (issue 23): a test whose subject starts mid-game starts there,
// from a save the engine itself plays to (apply() from a new game, with seeded randomness), instead
// of replaying the game from the home screen through the UI. game-full.spec.ts still plays whole
// games from home; this only saves the others the walk.
import type { Page } from '@playwright/test';
import {
  routeOfPhase,
  SAVE_KEY,
  serializeSession,
} from '../../src/client/features/game/game-session';
import {
  apply,
  createSeededRng,
  currentPlayer,
  currentRoundOf,
  newGame,
  type CategoryId,
  type Game,
  type Move,
  type Phase,
} from '../../src/engine';
import type { Chooser, VotingRecord } from './game-helpers';

export interface GameOptions {
  /** Seated in this order. */
  names: readonly string[];
  rounds?: number;
  /** Selected before the start (the default pick, awkward, stays selected). */
  categories?: readonly CategoryId[];
  /** The discussion's minutes (the default is 5). */
  timerMinutes?: number;
  /** Seeds the player ids, the categories filled in at the start and the faker. */
  seed?: number;
}

/** A game played by the engine's own moves, as the app would have saved it. */
export class SavedGame {
  private readonly rng;

  private constructor(
    public game: Game,
    seed: number,
  ) {
    this.rng = createSeededRng(seed);
  }

  /** A game set up with these players and settings, not started: the game settings screen's. */
  static setUp({ names, rounds = 1, categories = [], timerMinutes, seed = 1 }: GameOptions) {
    const saved = new SavedGame(newGame(), seed);
    for (const name of names) saved.play({ type: 'add-player', name });
    saved.play({ type: 'set-rounds', rounds });
    if (timerMinutes !== undefined) saved.play({ type: 'set-timer', minutes: timerMinutes });
    for (const category of categories) {
      if (!saved.game.state.selectedCategories.includes(category)) {
        saved.play({ type: 'toggle-category', category });
      }
    }
    return saved;
  }

  /** The same, started: the first writer's turn. */
  static started(options: GameOptions) {
    return SavedGame.setUp(options).play({ type: 'start' });
  }

  /** One move; a move the engine refuses fails the test where it was written. */
  play(...moves: Move[]): this {
    for (const move of moves) {
      const result = apply(this.game, move, { rng: this.rng, now: Date.now() });
      if (!result.ok) throw new Error(`${move.type} refused: ${result.error.message}`);
      this.game = result.value.game;
    }
    return this;
  }

  get phase(): Phase {
    return this.game.phase;
  }

  get names(): string[] {
    return this.game.state.players.map((p) => p.name);
  }

  private nameOf(id: number): string {
    const player = this.game.state.players.find((p) => p.id === id);
    if (!player) throw new Error(`no player ${id}`);
    return player.name;
  }

  private idOf(name: string): number {
    const player = this.game.state.players.find((p) => p.name === name);
    if (!player) throw new Error(`no player ${name}`);
    return player.id;
  }

  /** The current round's faker (once every entry is in). */
  get faker(): string {
    const faker = currentRoundOf(this.game.state)?.faker;
    if (!faker) throw new Error('no faker yet');
    return this.nameOf(faker.id);
  }

  /** The next writers' entries, in seat order (the writer whose turn it is first). */
  write(...entries: string[]): this {
    return this.play(...entries.map((content): Move => ({ type: 'submit-entry', content })));
  }

  /** Every writer left writes `<name> true tale <round>.` (as game-helpers' writeAll does). */
  writeAll(): this {
    const { state } = this.game;
    const round = state.currentRound + 1;
    const left = this.names.slice(state.currentPlayerIndex);
    return this.write(...left.map((name) => `${name} true tale ${round}.`));
  }

  /** The fake arrives (what the server or the device made): the storytelling's intro. */
  fake(content = 'I once taught a parrot to say sorry in three languages.'): this {
    return this.play({ type: 'fake-arrived', content });
  }

  /** Every reader reads; the discussion starts now. */
  tellAll(): this {
    this.play({ type: 'start-storytelling' });
    for (let i = 1; i < this.names.length; i++) this.play({ type: 'next-reader' });
    return this.play({ type: 'start-discussion' });
  }

  /** Skip Timer, then Proceed to Voting: the "pass the device" screen before the first voter. */
  skipDiscussion(): this {
    return this.play({ type: 'skip-timer' }, { type: 'start-voting' });
  }

  /** Every player votes as `choose` says (the last vote scores the round: the reveal). */
  voteAll(choose: Chooser): VotingRecord {
    const faker = this.faker;
    const votes: Record<string, string | null> = {};
    this.play({ type: 'ready-to-vote' });
    while (this.phase === 'voting') {
      const voter = currentPlayer(this.game.state)!.name;
      const others = this.names.filter((n) => n !== voter);
      const suspect = choose(voter, others, voter === faker);
      votes[voter] = suspect;
      this.play({ type: 'vote', suspectId: suspect === null ? null : this.idOf(suspect) });
    }
    return { faker, votes };
  }

  /** The text the app saves under its key. */
  toSave(): string {
    return serializeSession({ ...this.game, handoff: false });
  }
}

let seeded = 0;

/**
 * Puts the game into the page's local storage before the app's first script runs on the next
 * navigation (once: a later reload finds what the app itself saved since), then opens `path`: by
 * default the route of the game's phase. A secret phase opens behind "Pass the Device", as after
 * any reload.
 */
export async function openSavedGame(
  page: Page,
  saved: SavedGame,
  path = routeOfPhase(saved.phase) ?? '/',
): Promise<void> {
  const once = `fakeout-e2e-seeded-${++seeded}`;
  await page.addInitScript(
    ({ key, save, once }) => {
      try {
        if (sessionStorage.getItem(once)) return;
        sessionStorage.setItem(once, '1');
        localStorage.setItem(key, save);
      } catch {
        // a frame without storage (about:blank): the game's own page comes next
      }
    },
    { key: SAVE_KEY, save: saved.toSave(), once },
  );
  await page.goto(path);
}
