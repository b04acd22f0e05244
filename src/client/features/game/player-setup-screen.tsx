// SPEC §2 Player setup ("Who's Playing?"): add players (Enter adds), remove them, the counter and
// the hint; Next to game settings once there are at least 3.
import { ArrowLeft, ArrowRight, Plus, UserRound, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { canProceedFromSetup, MAX_PLAYERS, MIN_PLAYERS } from '../../../engine';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { GameInProgressNotice } from './game-in-progress-notice';
import { useEndGameGuard } from './end-game-guard';
import { useGameSession, useGameStore } from './game-store';
import { Card, GameScreen, Heading } from './game-ui';

/** Long names would not fit the screens they appear on. */
export const MAX_NAME_LENGTH = 20;
/** Said once a name reaches MAX_NAME_LENGTH (issue 21, item 13: it used to stop without a word). */
export const NAME_LIMIT_MESSAGE = `Names can be up to ${MAX_NAME_LENGTH} characters.`;

export function PlayerSetupScreen() {
  const { state } = useGameSession();
  const { play } = useGameStore();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  // why the last name was refused (issue 16: a name already playing), shown under the input
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const counterId = useId();
  const limitId = useId();
  const atLimit = name.length >= MAX_NAME_LENGTH;
  const count = state.players.length;
  const full = count >= MAX_PLAYERS;

  const { guard, dialog } = useEndGameGuard();

  function add(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: an empty name (after trimming) is ignored.
    if (name.trim() === '') return;
    guard(() => {
      const result = play({ type: 'add-player', name });
      if (result.ok) setName('');
      setProblem(
        !result.ok && result.error.code === 'duplicate-name' ? result.error.message : null,
      );
      inputRef.current?.focus();
    });
  }

  function remove(playerId: number, index: number) {
    guard(() => removeAndRefocus(playerId, index));
  }

  function removeAndRefocus(playerId: number, index: number) {
    play({ type: 'remove-player', playerId });
    // Keep the keyboard focus in the list (or back on the input when it empties).
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('[data-remove-player]');
      (buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
    });
  }

  return (
    <GameScreen
      title="Who's Playing?"
      actions={
        <Button
          size="lg"
          block
          disabled={!canProceedFromSetup(state)}
          aria-describedby={hintId}
          onClick={() => navigate('/game-settings')}
        >
          Next
          <ArrowRight aria-hidden="true" />
        </Button>
      }
      secondaryActions={
        <Button variant="ghost" block onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      }
    >
      <GameInProgressNotice />
      {dialog}
      <Heading>Who&apos;s Playing?</Heading>

      <form onSubmit={add} className="flex gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={inputId} className="text-sm font-semibold text-fg-muted">
              Player name
            </label>
            {/* How much of the name's room is used (issue 21, item 13). */}
            <span
              id={counterId}
              data-testid="name-counter"
              className={cn(
                'text-sm text-fg-muted tabular-nums',
                name.length === 0 && 'invisible',
                atLimit && 'font-semibold text-fg',
              )}
            >
              <span className="sr-only">Characters used: </span>
              {`${name.length}/${MAX_NAME_LENGTH}`}
            </span>
          </div>
          <input
            ref={inputRef}
            id={inputId}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem !== null}
            aria-describedby={[counterId, atLimit && limitId, problem !== null && problemId]
              .filter(Boolean)
              .join(' ')}
            maxLength={MAX_NAME_LENGTH}
            disabled={full}
            autoComplete="off"
            autoCapitalize="words"
            enterKeyHint="done"
            placeholder={full ? 'The table is full' : 'Enter a name'}
            className="min-h-12 w-full rounded-2xl border border-line bg-surface-raised px-4 text-lg text-fg placeholder:text-fg-muted/80 focus:border-accent disabled:opacity-50 aria-invalid:border-danger"
          />
        </div>
        <Button
          type="submit"
          aria-label="Add player"
          disabled={full}
          className="mt-auto size-12 shrink-0 px-0"
        >
          <Plus aria-hidden="true" />
        </Button>
      </form>
      {/* Always present, so that the limit is announced when it is reached. */}
      <p id={limitId} aria-live="polite" className="-mt-3 text-sm font-semibold empty:hidden">
        {atLimit ? NAME_LIMIT_MESSAGE : ''}
      </p>
      {problem !== null && (
        <p id={problemId} role="alert" className="-mt-3 text-sm font-semibold text-danger">
          {problem}
        </p>
      )}

      <Card padding="p-3">
        <div className="flex items-center justify-between px-2 pb-2">
          <h2 className="font-semibold">Players</h2>
          <p aria-live="polite" className="text-sm font-semibold text-fg-muted tabular-nums">
            {`${count}/${MAX_PLAYERS} players added`}
          </p>
        </div>
        {count === 0 ? (
          <p className="px-2 py-4 text-center text-fg-muted">No players yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {state.players.map((player, index) => (
              <li
                key={player.id}
                className="flex min-h-14 items-center gap-3 rounded-2xl bg-surface-raised py-1 pr-1 pl-3"
              >
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-violet text-on-primary"
                >
                  <UserRound className="size-5" />
                </span>
                <span className="min-w-0 flex-1 truncate text-lg font-semibold">{player.name}</span>
                <button
                  type="button"
                  data-remove-player
                  onClick={() => remove(player.id, index)}
                  aria-label={`Remove ${player.name}`}
                  className="grid size-12 shrink-0 place-items-center rounded-xl text-fg-muted hover:bg-line/60 hover:text-danger"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <p
        id={hintId}
        className={count >= MIN_PLAYERS ? 'text-center text-fg-muted' : 'text-center font-semibold'}
      >
        You need at least 3 players to start
      </p>
    </GameScreen>
  );
}
