// SPEC §2 Home: glowing logo, title, the 3-8 players line, three buttons and the user menu.
import { BookOpen, Play, RotateCcw, Settings } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { UserMenu } from '../auth/user-menu';
import { HallOfFameButton } from '../hall-of-fame/hall-of-fame-button';
import { listNames } from '../../../engine/players';
import { routeOfPhase } from '../game/game-session';
import { resetGameOnce, resumeSuspended } from '../game/home-reset';
import { readSuspendedGame, type SuspendedGame } from '../game/suspended-game';

export function HomeScreen() {
  const [, navigate] = useLocation();
  // SPEC §2: the first time the home screen appears it resets the game state, once; a game still
  // unfinished is set aside first and offered back here (issue 16). Done before the first paint, so
  // the offer shows at once (resetGameOnce does nothing the second time).
  const [suspended] = useState<SuspendedGame | null>(() => {
    resetGameOnce();
    return readSuspendedGame(Date.now());
  });

  function resume(game: SuspendedGame) {
    resumeSuspended(game.session);
    const route = routeOfPhase(game.session.phase);
    if (route) navigate(route, { replace: true });
  }
  return (
    <Screen centered>
      <header className="flex flex-col items-center text-center">
        <Logo className="animate-glow size-40" />
        <h1 className="mt-4 bg-linear-to-r from-primary-strong via-primary to-violet bg-clip-text font-display text-6xl font-black tracking-tight text-transparent">
          Fakeout
        </h1>
        <p className="mt-3 text-lg text-fg-muted">A social bluffing game for 3-8 players</p>
      </header>

      {suspended && (
        <section
          aria-labelledby="unfinished-game"
          className="mt-8 flex flex-col gap-3 rounded-2xl border border-accent/50 bg-accent/10 p-4"
        >
          <p id="unfinished-game" className="text-center font-semibold">
            {`Unfinished game: round ${suspended.session.state.currentRound + 1} of ${suspended.session.state.rounds}, ` +
              listNames(suspended.session.state.players.map((p) => p.name))}
          </p>
          <Button size="lg" block onClick={() => resume(suspended)}>
            <RotateCcw aria-hidden="true" />
            Resume game
          </Button>
        </section>
      )}

      <nav aria-label="Main menu" className="mt-10 flex flex-col gap-3">
        <Button size="lg" block onClick={() => navigate('/player-setup')}>
          <Play aria-hidden="true" />
          Start Game
        </Button>
        <Button size="lg" variant="secondary" block onClick={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </Button>
        <Button size="lg" variant="secondary" block onClick={() => navigate('/how-to-play')}>
          <BookOpen aria-hidden="true" />
          How to Play
        </Button>
        <HallOfFameButton size="lg" variant="secondary" block />
      </nav>

      <section aria-label="Account" className="mt-8 border-t border-line/60 pt-6">
        <UserMenu />
      </section>
    </Screen>
  );
}
