import type { GenerateStoryResponse } from '../../shared/api/stories';
import type { CustomFakeRequest, FakeRequest } from '../../generator/request';
import type { Passwords } from '../auth/passwords';
import type { Database } from '../db/client';
import type { InsertGame } from '../services/games';

/** Makes the fake entry of a round (the corpus picker, or an LLM with the corpus as the fallback). */
export interface StoryGenerator {
  generate(request: FakeRequest): Promise<GenerateStoryResponse>;
  /**
   * A custom category's fake (issue 24), from the LLM alone; null when it could not make one (an
   * error, a timeout, no answer passing the gates, the breaker open). Present only when an LLM is
   * configured: GET /api/capabilities reports whether it is.
   */
  generateCustom?(request: CustomFakeRequest): Promise<GenerateStoryResponse | null>;
}

/** What route plugins need from the app: kept small so routes stay thin. */
export interface RouteContext {
  db(): Database;
  /** Writes a new game row, grouped with the other games being recorded at the same moment. */
  insertGame: InsertGame;
  ping(): Promise<void>;
  now(): Date;
  isShuttingDown(): boolean;
  /** Per-IP limit for the game and analytics writes. */
  writeRateLimit: { max: number; timeWindow: number };
  /** Per-IP limit for POST /api/generate-story. */
  generateRateLimit: { max: number; timeWindow: number };
  storyGenerator: StoryGenerator;
  /** Hashing and checking of passwords and security answers. */
  passwords: Passwords;
}
