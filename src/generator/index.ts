// Public API of the fake-entry generator. Everything in src/generator is pure apart from loading a
// category's corpus file, and runs in the browser and on the server; so is the LLM prompt
// (./prompt). The LLM provider, with its HTTP calls and circuit breaker, is the server's:
// src/server/generator/llm-provider.ts.
import type { Rng } from '../engine/random';
import { loadCorpus } from './corpus-files';
import type { OfflineFake } from './offline';
import { pickFake } from './offline';
import type { FakeRequest } from './request';

export type { CustomCategoryText, CustomFakeRequest, FakeRequest } from './request';
export { allowedWordRange, WORD_RANGE_SLACK } from './request';
export type { OfflineFake, Relaxable } from './offline';
export { pickFake, RELAXABLE } from './offline';
export type { CorpusEntry, CorpusFile, CorpusIndex } from './corpus';
export { indexCorpus } from './corpus';
export { isCorpusId, RECENT_FAKES_KEPT } from './corpus-id';
export { loadCorpus, loadCorpusFile } from './corpus-files';
export { detectDialect } from './dialect';
export { findDeniedCustomCategory, findDeniedWord, findLeak, TEEN_DENYLIST } from './safety';

/** The offline fake for a round: loads the category's corpus (once) and picks from it. */
export async function generateOfflineFake(req: FakeRequest, rng: Rng): Promise<OfflineFake> {
  return pickFake(req, await loadCorpus(req.category), rng);
}
