// SPEC §3 Entities as one zod schema each; the engine's types are inferred from them (issue 14:
// written once). A saved game is checked against them before it is played again.
import * as z from 'zod/mini';
import {
  CustomCategorySchema,
  GameCategoryIdSchema,
  MAX_CUSTOM_CATEGORIES,
} from './custom-categories';
import {
  MAX_PLAYER_ID,
  MAX_PLAYERS,
  MAX_ROUNDS,
  MAX_TIMER_MINUTES,
  MIN_ROUNDS,
  MIN_TIMER_MINUTES,
} from './constants';
import { FAKE_METHODS, FAKE_MODES } from './fake-modes';

const playerId = z.int().check(z.minimum(0), z.maximum(MAX_PLAYER_ID));
/** One of SPEC §3's eleven, or a custom id (defined in the game's customCategories: isValidGame). */
const category = GameCategoryIdSchema;

/** SPEC §3 Player: id is a random integer 0–9999, unique among current players. */
export const PlayerSchema = z.object({ id: playerId, name: z.string().check(z.minLength(1)) });

/** SPEC §3 Story: one entry per player per round; isFake is set on the faker's replaced entry. */
export const StorySchema = z.object({
  playerId,
  content: z.string(),
  isFake: z.optional(z.boolean()),
});

/** SPEC §3 Vote: suspectId is null only when the faker submits without choosing. */
export const VoteSchema = z.object({ voterId: playerId, suspectId: z.nullable(playerId) });

/** SPEC §3 Round. */
export const RoundSchema = z.object({
  category,
  faker: z.nullable(PlayerSchema),
  stories: z.array(StorySchema),
  votes: z.array(VoteSchema),
  scored: z.boolean(),
  /**
   * Issue 21, item 17: what the faker really wrote, kept when the fake replaces it so the reveal
   * can show it. It lives only in this device's game (never sent to the server, never shared);
   * optional, so a format-3 save from before it still loads.
   */
  fakerEntry: z.optional(z.string()),
  /**
   * Issue 24: how this round's fake is made, decided when the round starts ('faker': the faker,
   * picked then, writes it). Optional: a round without it (a format-3 save) is the machine's.
   */
  fakeMethod: z.optional(z.enum(FAKE_METHODS)),
  /**
   * Issue 24: a custom category's fake the machine wrote before the game started (the start
   * move's customFakes), waiting for the round's faker to be picked. A secret like fakerEntry: it
   * lives only in this device's game, never on a screen; gone once the fake is in.
   */
  preparedFake: z.optional(z.string()),
});

/** SPEC §3 Game state; gameId and createdAt exist once the server record does. */
export const GameStateSchema = z.object({
  players: z.array(PlayerSchema).check(z.maxLength(MAX_PLAYERS)),
  rounds: z.int().check(z.minimum(MIN_ROUNDS), z.maximum(MAX_ROUNDS)),
  timerMinutes: z.int().check(z.minimum(MIN_TIMER_MINUTES), z.maximum(MAX_TIMER_MINUTES)),
  currentRound: z.int().check(z.minimum(0)),
  selectedCategories: z.array(category).check(z.maxLength(MAX_ROUNDS)),
  gameRounds: z.array(RoundSchema).check(z.maxLength(MAX_ROUNDS)),
  /** Points per player id (JSON keys are strings). */
  scores: z.record(z.string().check(z.regex(/^\d+$/)), z.number()),
  currentPlayerIndex: z.int().check(z.minimum(0)),
  gameId: z.optional(z.string()),
  createdAt: z.optional(z.string()),
  /** Issue 24: "How the fake is made" (absent: the machine, the SPEC's flow). */
  fakeMode: z.optional(z.enum(FAKE_MODES)),
  /**
   * Issue 21, item 20: the settings of the last game played on this device (rounds, minutes and
   * the categories it was played with), kept through a reset for "Same as last game". Optional, so
   * format-3 saves from before it still load.
   */
  lastGame: z.optional(
    z.object({
      rounds: z.int().check(z.minimum(MIN_ROUNDS), z.maximum(MAX_ROUNDS)),
      timerMinutes: z.int().check(z.minimum(MIN_TIMER_MINUTES), z.maximum(MAX_TIMER_MINUTES)),
      categories: z.array(category).check(z.minLength(1), z.maxLength(MAX_ROUNDS)),
    }),
  ),
  /**
   * Issue 24: the group's own categories this game can use, copied from the device's list (a
   * setup move), so a save is self-contained and editing or deleting one on the device never
   * changes a game in progress. Optional, so format-3 saves load (decision 021).
   */
  customCategories: z.optional(
    z.array(CustomCategorySchema).check(z.maxLength(MAX_CUSTOM_CATEGORIES)),
  ),
});
