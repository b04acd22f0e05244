// SPEC §3 Entities: the game's data, plain and serialisable (the client persists it as JSON). The
// types are inferred from the schemas in schema.ts, so each shape is written once.
import type * as z from 'zod/mini';
import type { PlayerSchema, RoundSchema, StorySchema, VoteSchema, GameStateSchema } from './schema';

export type Player = z.infer<typeof PlayerSchema>;
export type Story = z.infer<typeof StorySchema>;
export type Vote = z.infer<typeof VoteSchema>;
export type Round = z.infer<typeof RoundSchema>;
export type GameState = z.infer<typeof GameStateSchema>;
