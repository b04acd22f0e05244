// SPEC §2 Discussion: an mm:ss countdown from the saved deadline (a reload resumes it), the
// guidelines, Skip Timer, and Proceed to Voting once the time is up or skipped. After 60 s the
// "Halfway there! Final minute..." notice; milestones are announced politely.
import { FastForward, Vote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { HALFWAY_NOTICE_AFTER_SECONDS, SECONDS_PER_MINUTE } from '../../../engine';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { skipDiscussion, startVotingTransition } from './game-store';
import { Card, GameScreen, Heading, RoundBadge } from './game-ui';
import { useGameScreen } from './use-game-screen';
import { useWakeLock, vibrate } from './use-wake-lock';

export const HALFWAY_NOTICE = 'Halfway there! Final minute...';

/** Whole seconds → "mm:ss". */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** What is announced when the countdown reaches `remaining` seconds (null: nothing). */
export function milestoneAt(remaining: number, total: number): string | null {
  if (remaining <= 0) return "Time's up!";
  if (total - remaining === HALFWAY_NOTICE_AFTER_SECONDS) return HALFWAY_NOTICE;
  if (remaining === 30) return '30 seconds left';
  if (remaining % 60 === 0 && remaining < total) {
    const minutes = remaining / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  }
  return null;
}

const GUIDELINES = [
  'Ask each other about the details: who, where, when?',
  'Everyone gets a say. Let people answer before the next question.',
  'The faker will bluff, and honest people blush. Decide carefully!',
];

/** Seconds left until `endsAt`, ticking while above 0. */
function useSecondsLeft(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) clearInterval(interval);
    };
    const first = setTimeout(tick, 0);
    if (endsAt > Date.now()) interval = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [endsAt]);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The latest milestone to announce, and a buzz when the countdown itself reaches 0 (not when it
 * is skipped, and not when a reload finds it already over).
 */
function useMilestones(left: number, totalSeconds: number, skipped: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(left);
  useEffect(() => {
    const before = previous.current;
    previous.current = left;
    if (left >= before) return;
    // Every second passed since the last tick is checked, so none is missed when a tick is late.
    let said: string | null = null;
    for (let s = before - 1; s >= left; s--) said = milestoneAt(s, totalSeconds) ?? said;
    if (said) setAnnouncement(said);
    if (left === 0 && !skipped) vibrate();
  }, [left, totalSeconds, skipped]);
  return announcement;
}

export function DiscussionScreen() {
  const session = useGameScreen('discussion');
  const [skipped, setSkipped] = useState(false);
  useWakeLock(session !== null);
  const totalSeconds = (session?.state.timerMinutes ?? 0) * SECONDS_PER_MINUTE;
  // A deadline is set on entry; a save without one (should not happen) counts as time up.
  const left = useSecondsLeft(session?.discussionEndsAt ?? 0);
  const announcement = useMilestones(left, totalSeconds, skipped);
  if (!session) return null;
  const { state } = session;
  const running = left > 0;
  const halfway = running && totalSeconds - left >= HALFWAY_NOTICE_AFTER_SECONDS;

  function skip() {
    setSkipped(true);
    skipDiscussion();
  }

  return (
    <GameScreen
      title="Discussion"
      top={<RoundBadge round={state.currentRound + 1} of={state.rounds} />}
      actions={
        running ? (
          <Button size="lg" variant="secondary" block onClick={skip}>
            <FastForward aria-hidden="true" />
            Skip Timer
          </Button>
        ) : (
          <Button size="lg" block onClick={startVotingTransition}>
            <Vote aria-hidden="true" />
            Proceed to Voting
          </Button>
        )
      }
    >
      <Heading>Discussion</Heading>
      <Card className="flex flex-col items-center gap-1 text-center">
        <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
          {running ? 'Time left' : 'Time is up'}
        </p>
        <p
          role="timer"
          aria-label={`Time left: ${formatClock(left)}`}
          className={cn(
            'font-display text-[clamp(2.25rem,18vw,4.5rem)] leading-none font-black tabular-nums',
            !running && 'text-fg-muted',
            running && left <= 30 && 'text-primary-strong',
          )}
        >
          {formatClock(left)}
        </p>
        <p data-testid="halfway-notice" className="min-h-7 text-lg font-semibold text-accent">
          {halfway ? HALFWAY_NOTICE : ''}
        </p>
      </Card>
      <p role="status" aria-live="polite" data-testid="milestone" className="sr-only">
        {announcement}
      </p>
      <section aria-labelledby="guidelines-heading" className="flex flex-col gap-2">
        <h2 id="guidelines-heading" className="font-display text-xl font-bold">
          Guidelines
        </h2>
        <ul className="flex flex-col gap-2">
          {GUIDELINES.map((line) => (
            <li key={line} className="rounded-2xl bg-surface/85 p-4">
              {line}
            </li>
          ))}
        </ul>
      </section>
    </GameScreen>
  );
}
