// SPEC §3 Entities: the game's data, plain and serialisable (the client persists it as JSON).
import type { CategoryId } from './categories';

/** SPEC §3 Player: id is a random integer 0–9999, unique among current players. */
export interface Player {
  id: number;
  name: string;
}

/** SPEC §3 Story: one entry per player per round; isFake is set on the faker's replaced entry. */
export interface Story {
  playerId: number;
  content: string;
  isFake?: boolean;
}

/** SPEC §3 Vote: suspectId is null only when the faker submits without choosing. */
export interface Vote {
  voterId: number;
  suspectId: number | null;
}

/** SPEC §3 Round. */
export interface Round {
  category: CategoryId;
  faker: Player | null;
  stories: Story[];
  votes: Vote[];
  scored: boolean;
}

/** SPEC §3 Game state; gameId and createdAt exist once the server record does. */
export interface GameState {
  players: Player[];
  rounds: number;
  timerMinutes: number;
  currentRound: number;
  selectedCategories: CategoryId[];
  gameRounds: Round[];
  scores: Record<number, number>;
  currentPlayerIndex: number;
  isGameStarted: boolean;
  isGameOver: boolean;
  gameId?: string;
  createdAt?: string;
}
