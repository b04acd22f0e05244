// The routes of the game's screens (SPEC §2), each its own lazily loaded chunk that can be fetched
// ahead of time (the app's router preloads the screens a player can go to next; starting a game
// fetches every in-game screen, so the game goes on if the network drops).
import { preloadable, type Preloadable } from '../../components/preloadable';

export const GAME_SCREENS = {
  '/player-setup': preloadable(() =>
    import('./player-setup-screen').then((m) => m.PlayerSetupScreen),
  ),
  '/game-settings': preloadable(() =>
    import('./game-settings-screen').then((m) => m.GameSettingsScreen),
  ),
  '/story-input': preloadable(() => import('./story-input-screen').then((m) => m.StoryInputScreen)),
  '/storytell-transition': preloadable(() =>
    import('./storytell-transition-screen').then((m) => m.StorytellTransitionScreen),
  ),
  '/storytelling': preloadable(() =>
    import('./storytelling-screen').then((m) => m.StorytellingScreen),
  ),
  '/discussion': preloadable(() => import('./discussion-screen').then((m) => m.DiscussionScreen)),
  '/voting-transition': preloadable(() =>
    import('./voting-transition-screen').then((m) => m.VotingTransitionScreen),
  ),
  '/voting': preloadable(() => import('./voting-screen').then((m) => m.VotingScreen)),
  '/reveal': preloadable(() => import('./reveal-screen').then((m) => m.RevealScreen)),
  '/end-game': preloadable(() => import('./end-game-screen').then((m) => m.EndGameScreen)),
} satisfies Record<string, Preloadable>;
