// The engine's public surface (SPEC §3–§5, §9; issue 23): its moves, its types and read-only views.
// A game changes only through apply() with a Move; the rules behind the moves (scoring, choosing
// the faker, casting a vote…) stay inside the engine, so nothing outside can go around the phases.
// ESLint refuses those rules outside src/engine even through a module's own path.

// ---- the game and its one door ------------------------------------------------------------------
export { apply, type Applied, type Effect, type Move, type MoveContext } from './game';
export {
  discussionClock,
  GameSchema,
  isGameOver,
  isGameStarted,
  isInProgress,
  isValidGame,
  newGame,
  PHASES,
  settleSavedSetup,
  type DiscussionClock,
  type Game,
  type Phase,
} from './game-model';
export { createInitialState, currentPlayer, currentRoundOf, findPlayer } from './state';
export type { GameState, Player, Round, Story, Vote } from './types';
export { GameStateSchema } from './schema';
export { ENGINE_ERROR_CODES, type EngineError, type EngineErrorCode, type Result } from './result';
export { createSeededRng, type Rng } from './random';

// ---- what the game is made of -------------------------------------------------------------------
export * from './constants';
export {
  CATEGORIES,
  CATEGORY_IDS,
  CONTENT_TYPES,
  findCategory,
  isCategoryId,
  SENTENCE_LIMITS,
  type Category,
  type CategoryId,
  type ContentType,
} from './categories';
export {
  categoryOf,
  CUSTOM_CATEGORY_PREFIX,
  CUSTOM_DESCRIPTION_MAX,
  CUSTOM_NAME_MAX,
  CustomCategorySchema,
  isCustomCategoryId,
  MAX_CUSTOM_CATEGORIES,
  resolveCategory,
  type CategoryView,
  type CustomCategory,
  type CustomCategoryId,
  type GameCategoryId,
} from './custom-categories';
export {
  AGE_RANGES,
  DEFAULT_GENERATOR_SETTINGS,
  RANDOMNESS_LEVELS,
  type AgeRange,
  type GeneratorSettings,
  type RandomnessLevel,
} from './settings';

// ---- read-only views for the screens ------------------------------------------------------------
export { canProceedFromSetup, listNames } from './players';
export { categoriesStillNeeded } from './categories-selection';
export { isLastPlayer, isLastRound, nextPlayerOf, roundsLeft } from './flow';
export { contentTypeOf, countSentences, storyOf } from './stories';
export { isFaker } from './faker';
export {
  DEFAULT_FAKE_MODE,
  FAKE_METHODS,
  FAKE_MODES,
  fakeMethodOf,
  fakeModeOf,
  isFakeMode,
  writerNoteOf,
  type FakeMethod,
  type FakeMode,
  type WriterNote,
} from './fake-modes';
export { voteChoices, voteOf } from './voting';
export { roundPoints } from './scoring';
export {
  gameDurationMinutes,
  gameResult,
  standings,
  type GameResult,
  type Standing,
} from './standings';
export { hasShareableStories, sampleShareStories, type ShareStory } from './share';
