// Public API of the fake-entry generator. Everything here is pure and runs in the browser and on the
// server. The LLM provider (server only) lives in ./llm: import createStoryGenerator from there.
export type { FakeRequest } from './request';
export { allowedWordRange, detectDialect, WORD_RANGE_SLACK } from './request';
export type { OfflineFake } from './offline';
export { generateOfflineDetailed, generateOfflineFake } from './offline';
export type { CheckResult } from './check';
export { checkCandidate } from './check';
export {
  COPY_RUN_LENGTH,
  MAX_WORD_OVERLAP,
  averageWordLength,
  countSentences,
  sharesRun,
  tokens,
  wordCount,
  wordOverlap,
} from './text';
export { findDeniedWord, findLeak, isAgeAppropriate, TEEN_DENYLIST } from './safety';
export type { StyleProfile } from './style';
export { applyStyle, profileStyle } from './style';
