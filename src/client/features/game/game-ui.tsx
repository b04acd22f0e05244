// Building blocks shared by the game screens: the page frame with the actions at the thumb, the
// round badge, cards, the neutral pass-the-device screen, the cover for hidden pages and the
// "Preparing..." overlay.
import { EyeOff, Smartphone, VenetianMask } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { dismissToast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { canHoldFocus, focusElement, trackFocus, wasFocusTaken } from '../../components/ui/focus';
import { Screen } from '../../components/ui/screen';
import { ARM_DELAY_MS, useArmedAfter } from './use-armed-after';
import { usePageHidden } from './use-page-hidden';

export interface GameScreenProps {
  title: string;
  /** Above the heading: the round badge, a category chip... */
  top?: ReactNode;
  /** The main action, pinned at the bottom of the screen within the thumb's reach. */
  actions?: ReactNode;
  /** Other ways on (Back...), at the end of the content just above the pinned action. */
  secondaryActions?: ReactNode;
  centered?: boolean;
  children: ReactNode;
}

export function GameScreen({
  title,
  top,
  actions,
  secondaryActions,
  centered = false,
  children,
}: GameScreenProps) {
  const content = useRef<HTMLDivElement>(null);
  useFocusKeeper(content);
  return (
    <Screen title={title} className="gap-6" actions={actions}>
      {top && <div className="flex flex-wrap items-center justify-between gap-2">{top}</div>}
      <div ref={content} className={cn('flex flex-col gap-5', centered && 'my-auto')}>
        {children}
      </div>
      {secondaryActions && <div className="mt-auto flex flex-col gap-3">{secondaryActions}</div>}
    </Screen>
  );
}

/**
 * Issue 21, item 10: when the app takes the focus away (the focused button is disabled or replaced,
 * the next player's step shows), it goes to the new step's heading, so reading resumes at the top
 * of what changed; if the step is the same (Skip Timer became Proceed to Voting, the last name
 * filled the table), to the screen's main action. Never when the player moved the focus themselves.
 */
function useFocusKeeper(content: RefObject<HTMLDivElement | null>) {
  const shownHeading = useRef<Element | null>(null);
  useEffect(trackFocus, []);
  // after every render: any of them can take the focus away
  useEffect(() => {
    const heading = content.current?.querySelector('h1') ?? null;
    const newStep = heading !== shownHeading.current;
    shownHeading.current = heading;
    if (!wasFocusTaken()) return;
    const action = content.current
      ?.closest('main')
      ?.querySelector<HTMLElement>('[data-action-bar] button');
    if (!newStep && canHoldFocus(action) && focusElement(action)) return;
    if (heading instanceof HTMLElement) focusElement(heading);
  });
}

export function Heading({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <h1
      id={id}
      className={cn(
        'font-display text-[2rem] leading-tight font-extrabold tracking-tight text-balance break-words',
        className,
      )}
    >
      {children}
    </h1>
  );
}

export function Card({
  children,
  className,
  padding = 'p-5',
  as: As = 'section',
  ...rest
}: {
  children: ReactNode;
  className?: string;
  /** Padding classes (replacing the default p-5; class order cannot override it). */
  padding?: string;
  as?: 'section' | 'div' | 'article' | 'li';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <As
      className={cn('rounded-3xl border border-line bg-surface/85', padding, className)}
      {...rest}
    >
      {children}
    </As>
  );
}

export function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex min-h-8 items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3 text-sm font-semibold text-fg-muted',
        className,
      )}
    >
      {children}
    </span>
  );
}

export function RoundBadge({ round, of }: { round: number; of: number }) {
  return <Chip>{`Round ${round} of ${of}`}</Chip>;
}

export interface PassDeviceScreenProps {
  /** Who should hold the device now. */
  name: string;
  /** One line saying what they will do, e.g. "Ann's turn to vote". */
  instruction: string;
  buttonLabel: string;
  onReady: () => void;
  heading?: string;
  top?: ReactNode;
}

/** The neutral screen between two players: nothing on it is anyone's secret. */
export function PassDeviceScreen({
  name,
  instruction,
  buttonLabel,
  onReady,
  heading = 'Pass the Device',
  top,
}: PassDeviceScreenProps) {
  const armed = useArmedAfter(ARM_DELAY_MS, name);
  return (
    <GameScreen
      title={heading}
      top={top}
      centered
      actions={
        <Button
          size="lg"
          block
          disabled={!armed}
          onClick={() => {
            // The previous player's toast is not the next player's business.
            dismissToast();
            onReady();
          }}
        >
          {buttonLabel}
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-5 text-center">
        <span className="grid size-24 place-items-center rounded-full bg-linear-to-br from-primary/25 to-violet/25 text-primary-strong shadow-glow">
          <Smartphone aria-hidden="true" className="size-12" />
        </span>
        <Heading>{heading}</Heading>
        <p className="max-w-full text-lg text-fg-muted">
          Hand the device to{' '}
          <strong className="block text-3xl font-extrabold [overflow-wrap:anywhere] text-fg">
            {name}
          </strong>
        </p>
        <p className="text-lg">{instruction}</p>
      </div>
    </GameScreen>
  );
}

/**
 * Covers one player's secret while the page is hidden (the app switcher's snapshot shows the cover)
 * and until they come back and tap Continue. What is underneath (a half-written entry) is kept.
 */
export function SecretCover({ name, children }: { name: string; children: ReactNode }) {
  const hidden = usePageHidden();
  const [covered, setCovered] = useState(hidden);
  // Once hidden, covered until Continue (state adjusted while rendering, not in an effect).
  if (hidden && !covered) setCovered(true);
  const show = covered || hidden;
  return (
    <>
      <div inert={show} aria-hidden={show || undefined} className={cn(show && 'invisible')}>
        {children}
      </div>
      {show && (
        <div className="fixed inset-0 z-30 overflow-y-auto bg-canvas">
          <Screen title="Screen Hidden" centered>
            <div className="flex flex-col items-center gap-5 text-center">
              <span className="grid size-20 place-items-center rounded-full bg-surface-raised text-fg-muted">
                <EyeOff aria-hidden="true" className="size-10" />
              </span>
              <h1 className="font-display text-3xl font-extrabold">Screen Hidden</h1>
              <p className="text-lg text-fg-muted">
                {name}, tap Continue when only you can see the screen.
              </p>
            </div>
            <div className="mt-10">
              <Button size="lg" block onClick={() => setCovered(false)}>
                Continue
              </Button>
            </div>
          </Screen>
        </div>
      )}
    </>
  );
}

/** SPEC §2 Story input: the full-screen overlay while the fake is made. */
export function PreparingOverlay({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-30 overflow-y-auto bg-canvas">
      <Screen title={label} centered>
        <div role="status" className="flex flex-col items-center gap-5 text-center">
          <span
            aria-hidden="true"
            className="size-14 animate-spin rounded-full border-4 border-line border-t-primary"
          />
          <h1 className="font-display text-2xl font-bold">{label}</h1>
        </div>
      </Screen>
    </div>
  );
}

/**
 * A note for one player's eyes (issues 12 and 21): every player's screen shows the same closed
 * "Note for <name>" button, so whoever glances at the phone learns nothing from its layout; the
 * player opens it once they hold the device. It starts closed for each player and after a reload,
 * and nothing of it is stored, logged or put in the URL.
 */
export function PlayerNote({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <section
      aria-label={`Note for ${name}`}
      className="rounded-2xl border-2 border-dashed border-accent/60 p-1"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 py-2 text-left font-semibold text-accent"
      >
        <VenetianMask aria-hidden="true" className="size-5 shrink-0" />
        {open ? 'Hide note' : `Note for ${name} (only ${name} may look)`}
      </button>
      {open && (
        <div id={noteId} className="px-3 pb-3">
          {children}
        </div>
      )}
    </section>
  );
}
