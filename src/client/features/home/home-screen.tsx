// SPEC §2 Home: glowing logo, title, the 3-8 players line, three buttons and the user menu.
import { BookOpen, Play, RotateCcw, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { whenIdleAfterPaint } from '../../lib/idle';
import { UserMenu } from '../auth/user-menu';
import { HallOfFameButton } from '../hall-of-fame/hall-of-fame-button';
import { listNames } from '../../../engine/list-names';
import { resetGameOnce } from '../game/home-reset';
import { glanceAtSetAside, type SavedGameGlance } from '../game/saved-game';

/** The whole check of a game set aside, and putting it back: loaded on demand, never at boot. */
const loadResume = () => import('../game/resume-game');

export function HomeScreen() {
  const [, navigate] = useLocation();
  // SPEC §2: the first time the home screen appears it resets the game state, once; a game still
  // unfinished is set aside first and offered back here (issue 16). Done before the first paint, so
  // the offer shows at once (resetGameOnce does nothing the second time). The offer reads the save
  // at a glance; the whole check waits for "Resume game" (issue 22).
  const [suspended, setSuspended] = useState<SavedGameGlance | null>(() => {
    resetGameOnce();
    return glanceAtSetAside(Date.now());
  });
  const offered = suspended !== null;
  // With an offer on screen, its check is fetched once the screen is painted and idle.
  useEffect(() => (offered ? whenIdleAfterPaint(() => void loadResume()) : undefined), [offered]);

  async function resume() {
    let resumeSetAside: (now: number) => string | null;
    try {
      ({ resumeSetAside } = await loadResume());
    } catch {
      return; // the check could not be fetched (offline, no cache): the offer stays, to try again
    }
    const route = resumeSetAside(Date.now());
    // A save that does not load after all is dropped: the offer goes.
    if (route) navigate(route, { replace: true });
    else setSuspended(null);
  }
  return (
    <Screen centered>
      <header className="flex flex-col items-center text-center">
        <div className="relative size-40">
          <Logo className="glow-rest size-40" />
          <Logo className="glow-peak animate-glow absolute inset-0 size-40" />
        </div>
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
            {`Unfinished game: round ${suspended.round} of ${suspended.rounds}, ` +
              listNames(suspended.names)}
          </p>
          <Button size="lg" block onClick={() => void resume()}>
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
