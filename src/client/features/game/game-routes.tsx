// The routes of the game, how-to-play and settings screens (SPEC §2), each its own lazily loaded
// chunk. Starting a game preloads every in-game screen, so the game can go on if the network drops.
import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const loaders = {
  '/player-setup': () =>
    import('./player-setup-screen').then((m) => ({ default: m.PlayerSetupScreen })),
  '/game-settings': () =>
    import('./game-settings-screen').then((m) => ({ default: m.GameSettingsScreen })),
  '/how-to-play': () =>
    import('../how-to-play/how-to-play-screen').then((m) => ({ default: m.HowToPlayScreen })),
  '/settings': () =>
    import('../settings/settings-screen').then((m) => ({ default: m.SettingsScreen })),
  '/story-input': () =>
    import('./story-input-screen').then((m) => ({ default: m.StoryInputScreen })),
  '/storytell-transition': () =>
    import('./storytell-transition-screen').then((m) => ({
      default: m.StorytellTransitionScreen,
    })),
  '/storytelling': () =>
    import('./storytelling-screen').then((m) => ({ default: m.StorytellingScreen })),
  '/discussion': () => import('./discussion-screen').then((m) => ({ default: m.DiscussionScreen })),
  '/voting-transition': () =>
    import('./voting-transition-screen').then((m) => ({ default: m.VotingTransitionScreen })),
  '/voting': () => import('./voting-screen').then((m) => ({ default: m.VotingScreen })),
  '/reveal': () => import('./reveal-screen').then((m) => ({ default: m.RevealScreen })),
  '/end-game': () => import('./end-game-screen').then((m) => ({ default: m.EndGameScreen })),
} satisfies Record<string, Loader>;

export type GameRoutePath = keyof typeof loaders;

/** Path and lazily loaded screen of every route this file owns, for the router. */
export const GAME_ROUTES: { path: GameRoutePath; component: ComponentType }[] = (
  Object.keys(loaders) as GameRoutePath[]
).map((path) => ({ path, component: lazy(loaders[path]) }));

const IN_GAME: GameRoutePath[] = [
  '/story-input',
  '/storytell-transition',
  '/storytelling',
  '/discussion',
  '/voting-transition',
  '/voting',
  '/reveal',
  '/end-game',
];

/** Fetches every in-game screen's chunk ahead of time (failures are harmless: it is a hint). */
export function preloadGameScreens(): void {
  for (const path of IN_GAME) void loaders[path]().catch(() => {});
}
