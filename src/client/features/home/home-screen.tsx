// SPEC §2 Home: glowing logo, title, the 3-8 players line, three buttons and the user menu.
import { BookOpen, Play, Settings } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { UserMenu } from '../auth/user-menu';
import { resetGameOnce } from '../game/home-reset';

export function HomeScreen() {
  const [, navigate] = useLocation();
  useEffect(() => {
    // SPEC §2: the first time the home screen appears it resets the game state, once.
    resetGameOnce();
  }, []);
  return (
    <Screen centered>
      <header className="flex flex-col items-center text-center">
        <Logo className="animate-glow size-40" />
        <h1 className="mt-4 bg-linear-to-r from-primary-strong via-primary to-violet bg-clip-text font-display text-6xl font-black tracking-tight text-transparent">
          Fakeout
        </h1>
        <p className="mt-3 text-lg text-fg-muted">A social bluffing game for 3-8 players</p>
      </header>

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
      </nav>

      <section aria-label="Account" className="mt-8 border-t border-line/60 pt-6">
        <UserMenu />
      </section>
    </Screen>
  );
}
