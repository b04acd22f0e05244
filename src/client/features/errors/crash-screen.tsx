// SPEC §2 crash screen, shown by the app's error boundary on an uncaught display error.
import { RotateCcw, Sparkles, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { loadPage, reloadPage } from '../../lib/browser';
import { clearAll } from '../../lib/storage';

export function CrashScreen() {
  function startFresh() {
    clearAll();
    // A full page load drops whatever in-memory state caused the crash.
    loadPage('/');
  }
  return (
    <Screen title="Something went wrong" centered>
      <div role="alert" className="flex flex-col items-center gap-6 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-danger/15 text-danger">
          <TriangleAlert aria-hidden="true" className="size-10" />
        </span>
        <h1 className="font-display text-3xl font-extrabold">Something went wrong</h1>
        <p className="text-lg text-fg-muted">
          The game encountered an unexpected error. Don&apos;t worry - your progress should be
          saved.
        </p>
      </div>
      <div className="mt-10 flex flex-col gap-3">
        <Button size="lg" block onClick={reloadPage}>
          <RotateCcw aria-hidden="true" />
          Reload Game
        </Button>
        <Button size="lg" variant="secondary" block onClick={startFresh}>
          <Sparkles aria-hidden="true" />
          Start Fresh
        </Button>
      </div>
    </Screen>
  );
}
