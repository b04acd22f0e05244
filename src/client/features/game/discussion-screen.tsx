// SPEC §2 Discussion: an mm:ss countdown from the saved clock (a reload resumes it), the
// guidelines, Skip Timer, and Proceed to Voting once the time is up or skipped. After 60 s the
// "Halfway there! Final minute..." notice; milestones are announced politely. The table can pause,
// resume and add a minute (issue 15); the engine keeps the clock (discussionClock).
import { FastForward, Pause, Play, Volume2, VolumeX, Vote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  contentTypeOf,
  currentRoundOf,
  DISCUSSION_NOTICE_ELAPSED_SECONDS,
  discussionClock,
  MAX_TIMER_MINUTES,
  SECONDS_PER_MINUTE,
  type DiscussionClock,
  type Game,
} from '../../../engine';
// its own module, not the engine's index: only the discussion's chunk holds it (home JS as it was)
import { readAloud } from '../../../engine/read-aloud';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useGameStore } from './game-store';
import { Card, GameScreen, Heading, RoundBadge } from './game-ui';
import { useGameScreen } from './use-game-screen';
import { announceTimesUp, primeAudio, readMuted, writeMuted } from './times-up';
import { useWakeLock } from './use-wake-lock';

/** How long the timer card flashes when the time is up (issue 21, item 19). */
export const TIMES_UP_FLASH_MS = 2000;

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
  if (total - remaining === DISCUSSION_NOTICE_ELAPSED_SECONDS) return HALFWAY_NOTICE;
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

/** The discussion's clock, read again four times a second while it counts down. */
function useClock(game: Game | null): DiscussionClock | null {
  const [now, setNow] = useState(() => Date.now());
  const clock = game && discussionClock(game, now);
  const ticking = clock !== null && !clock.paused && clock.leftMs > 0;
  const endsAt = game?.discussionEndsAt;
  useEffect(() => {
    const first = setTimeout(() => setNow(Date.now()), 0);
    const interval = ticking ? setInterval(() => setNow(Date.now()), 250) : undefined;
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [ticking, endsAt, game?.discussionPausedLeft]);
  return clock;
}

/**
 * The latest milestone to announce, and when the countdown itself reaches 0 (not when it is
 * skipped, and not when a reload finds it already over) a beep and a buzz unless muted, and a
 * flash of the timer (issue 21, item 19).
 */
function useMilestones(
  left: number,
  totalSeconds: number,
  skipped: boolean,
  muted: boolean,
): { announcement: string; flashing: boolean } {
  const [announcement, setAnnouncement] = useState('');
  const [flashing, setFlashing] = useState(false);
  const previous = useRef(left);
  useEffect(() => {
    if (!flashing) return;
    const stop = setTimeout(() => setFlashing(false), TIMES_UP_FLASH_MS);
    return () => clearTimeout(stop);
  }, [flashing]);
  useEffect(() => {
    const before = previous.current;
    previous.current = left;
    if (left >= before) return;
    // Every second passed since the last tick is checked, so none is missed when a tick is late.
    let said: string | null = null;
    for (let s = before - 1; s >= left; s--) said = milestoneAt(s, totalSeconds) ?? said;
    if (said) setAnnouncement(said);
    if (left === 0 && !skipped) {
      announceTimesUp(muted);
      setFlashing(true);
    }
  }, [left, totalSeconds, skipped, muted]);
  return { announcement, flashing };
}

/** Browsers start sound only after a tap: any tap on the page readies the time's-up beep. */
function useAudioPrimedOnTap(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const prime = () => void primeAudio();
    document.addEventListener('pointerdown', prime);
    return () => document.removeEventListener('pointerdown', prime);
  }, [enabled]);
}

export function DiscussionScreen() {
  const session = useGameScreen('discussion');
  const { play } = useGameStore();
  const [skipped, setSkipped] = useState(false);
  const [muted, setMuted] = useState(readMuted);
  useWakeLock(session !== null);
  const clock = useClock(session);
  const totalSeconds = (clock?.minutes ?? 0) * SECONDS_PER_MINUTE;
  const left = Math.ceil((clock?.leftMs ?? 0) / 1000);
  const { announcement, flashing } = useMilestones(left, totalSeconds, skipped, muted);
  useAudioPrimedOnTap(!muted);
  if (!session || !clock) return null;
  const { state } = session;
  const running = left > 0;
  const noticeShown = running && clock.elapsedMs >= DISCUSSION_NOTICE_ELAPSED_SECONDS * 1000;
  const atMaximum = clock.minutes >= MAX_TIMER_MINUTES;
  // Issue 21, item 18: who read what, as it was read aloud (the faker's line is the fake).
  const read = readAloud(state);
  const round = currentRoundOf(state);
  const what =
    round && contentTypeOf(round.category, state.customCategories) === 'statement'
      ? 'statements'
      : 'stories';

  function skip() {
    setSkipped(true);
    play({ type: 'skip-timer' });
  }

  function toggleMuted() {
    const next = !muted;
    if (!next) primeAudio();
    writeMuted(next);
    setMuted(next);
  }

  function addMinute() {
    setSkipped(false);
    play({ type: 'add-minute' });
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
          <Button size="lg" block onClick={() => play({ type: 'start-voting' })}>
            <Vote aria-hidden="true" />
            Proceed to Voting
          </Button>
        )
      }
    >
      <Heading>Discussion</Heading>
      <div data-testid="timer-card" data-flash={flashing ? 'true' : undefined}>
        <Card
          className={cn(
            'flex flex-col items-center gap-1 text-center transition-colors',
            flashing && 'animate-pulse bg-primary/30 ring-4 ring-primary-strong',
          )}
        >
          <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">
            {!running ? 'Time is up' : clock.paused ? 'Paused' : 'Time left'}
          </p>
          <p
            role="timer"
            aria-label={`Time left: ${formatClock(left)}`}
            className={cn(
              'font-display text-[clamp(2.25rem,18vw,4.5rem)] leading-none font-black tabular-nums',
              (!running || clock.paused) && 'text-fg-muted',
              running && !clock.paused && left <= 30 && 'text-primary-strong',
            )}
          >
            {formatClock(left)}
          </p>
          <p data-testid="halfway-notice" className="min-h-7 text-lg font-semibold text-accent">
            {noticeShown ? HALFWAY_NOTICE : ''}
          </p>
          <div
            role="group"
            aria-label="Timer controls"
            className="mt-1 flex w-full flex-wrap gap-2"
          >
            {running && (
              <Button
                variant="secondary"
                className="grow basis-28 px-3"
                onClick={() => play({ type: clock.paused ? 'resume-timer' : 'pause-timer' })}
              >
                {clock.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                {clock.paused ? 'Resume' : 'Pause'}
              </Button>
            )}
            <Button
              variant="secondary"
              className="grow basis-28 px-3"
              disabled={atMaximum}
              aria-describedby={atMaximum ? 'timer-maximum' : undefined}
              onClick={addMinute}
            >
              +1 min
            </Button>
            <Button
              variant="secondary"
              className="grow basis-28 px-3"
              aria-pressed={muted}
              onClick={toggleMuted}
            >
              {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
              Mute alarm
            </Button>
          </div>
          {atMaximum && (
            <p id="timer-maximum" className="text-sm text-fg-muted">
              {`Discussions last ${MAX_TIMER_MINUTES} minutes at most.`}
            </p>
          )}
        </Card>
      </div>
      <p role="status" aria-live="polite" data-testid="milestone" className="sr-only">
        {announcement}
      </p>
      {read.length > 0 && (
        <section aria-labelledby="read-heading" className="flex flex-col gap-2">
          <h2 id="read-heading" className="font-display text-xl font-bold">
            {`The ${what}`}
          </h2>
          <ul className="flex flex-col gap-2">
            {read.map(({ player, content }) => (
              <li
                key={player.id}
                data-testid="read-aloud"
                className="rounded-2xl bg-surface/85 p-4 break-words"
              >
                <strong>{player.name}</strong>
                <span className="sr-only"> read: </span>
                <q className="mt-1 block text-fg-muted italic">{content}</q>
              </li>
            ))}
          </ul>
        </section>
      )}
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
