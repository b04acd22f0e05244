import type { Database } from '../db/client';

/** What route plugins need from the app: kept small so routes stay thin. */
export interface RouteContext {
  db(): Database;
  ping(): Promise<void>;
  now(): Date;
  isShuttingDown(): boolean;
  /** Per-IP limit for the game and analytics writes. */
  writeRateLimit: { max: number; timeWindow: number };
}
