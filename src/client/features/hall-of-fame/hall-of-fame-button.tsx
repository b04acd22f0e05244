// Issue 15: the button that opens the hall of fame (home and end-game screens). The dialog, its
// table and its storage are fetched only when the button is first pressed, so the home screen's
// own JavaScript stays as small as it was (bench/home-bundle.ts).
import { Trophy } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../components/ui/button';

const HallOfFameDialog = lazy(() =>
  import('./hall-of-fame-dialog').then((m) => ({ default: m.HallOfFameDialog })),
);

export interface HallOfFameButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'block'> {
  /** The group to show first (the game just played). */
  names?: readonly string[];
}

export function HallOfFameButton({ names, ...look }: HallOfFameButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  // Closed, the dialog gives the focus back to this button itself (components/ui/dialog.tsx).
  return (
    <>
      <Button
        aria-haspopup="dialog"
        {...look}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Trophy aria-hidden="true" />
        Hall of Fame
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <HallOfFameDialog open={open} onOpenChange={setOpen} names={names} />
        </Suspense>
      )}
    </>
  );
}
