// SPEC §2 Game settings: rounds and discussion-time steppers, the category list (toggle + info),
// and the start button that counts the categories still needed.
import { ArrowLeft, History, Play, Shuffle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import {
  CATEGORIES,
  canProceedFromSetup,
  categoriesStillNeeded,
  fakeModeOf,
  MAX_ROUNDS,
  MAX_TIMER_MINUTES,
  MIN_ROUNDS,
  MIN_TIMER_MINUTES,
} from '../../../engine';
import { Button } from '../../components/ui/button';
import { Stepper } from '../../components/ui/stepper';
import { toastError } from '../../components/toast/toast-store';
import { readGeneratorSettings } from '../../lib/generator-settings';
import { CategoryRow } from './category-row';
import {
  customFallbackText,
  customsForTheMachine,
  fakesBeforeStart,
  useCustomMachine,
} from './custom-fakes-before-start';
import { useEndGameGuard } from './end-game-guard';
import { FakeModeChoice } from './fake-mode-choice';
import { GameInProgressNotice } from './game-in-progress-notice';
import { useGameSession, useGameStore } from './game-store';
import { Card, GameScreen, Heading } from './game-ui';

// Issue 24: the group's own categories (list, form, confirmations, device and account copies) are
// a chunk of their own, fetched when this screen shows, so neither home nor this screen grows.
// A chunk that cannot load (offline before it was ever cached) leaves the eleven to play with.
type Guard = (change: () => void) => void;
const CustomCategoriesSection = lazy<ComponentType<{ guard: Guard }>>(() =>
  import('./custom-categories-section').catch(() => ({ default: () => null })),
);

export const plural = (n: number, one: string, many: string): string =>
  `${n} ${n === 1 ? one : many}`;

/** SPEC §2: "Select N category/categories". */
export function selectHeader(rounds: number): string {
  return `Select ${plural(rounds, 'category', 'categories')}`;
}

/** Issue 24: the Start button while the machine writes the custom categories' fakes. */
export const PREPARING_LABEL = 'Preparing your categories...';

/** SPEC §2: "Select K more category/categories" until enough, then "Start Game". */
export function startLabel(stillNeeded: number): string {
  return stillNeeded > 0
    ? `Select ${stillNeeded} more ${stillNeeded === 1 ? 'category' : 'categories'}`
    : 'Start Game';
}

export function GameSettingsScreen() {
  const { state } = useGameSession();
  const { play, getSession } = useGameStore();
  const [, navigate] = useLocation();
  const enoughPlayers = canProceedFromSetup(state);
  const stillNeeded = categoriesStillNeeded(state);

  useEffect(() => {
    if (!enoughPlayers) navigate('/player-setup', { replace: true });
  }, [enoughPlayers, navigate]);
  // a change here (or a new start) ends a game still in progress: never without asking (issue 16)
  const { guard, dialog } = useEndGameGuard();

  // Issue 24 (decision 023): the custom categories the machine would fake. Whether it can is asked
  // once, and said before Start; on Start it writes their fakes (≤ 10 s in all), and a custom round
  // without one is played with the faker writing the lie, as said. Never mid-round.
  const customs = customsForTheMachine(state);
  const { machine, known } = useCustomMachine(customs.length > 0);
  const [preparing, setPreparing] = useState(false);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  function start() {
    if (!preparing) guard(() => void startNow());
  }

  async function startNow() {
    const wanted = customsForTheMachine(getSession().state);
    let customFakes: Record<string, string> = {};
    if (wanted.length > 0) {
      setPreparing(true);
      customFakes = await fakesBeforeStart(known(), wanted, readGeneratorSettings());
      if (!shown.current) return;
      setPreparing(false);
    }
    const result = play({ type: 'start', customFakes });
    if (!result.ok) {
      toastError(result.error);
      return;
    }
    navigate('/story-input');
  }

  return (
    <GameScreen
      title="Game Settings"
      actions={
        <Button
          size="lg"
          block
          disabled={stillNeeded > 0 || preparing}
          aria-busy={preparing || undefined}
          onClick={start}
        >
          {stillNeeded === 0 && !preparing && <Play aria-hidden="true" />}
          {preparing ? PREPARING_LABEL : startLabel(stillNeeded)}
        </Button>
      }
      secondaryActions={
        <Button variant="ghost" block onClick={() => navigate('/player-setup')}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      }
    >
      <GameInProgressNotice />
      {dialog}
      <Heading>Game Settings</Heading>

      <Card padding="px-3 py-5 min-[360px]:px-5" className="flex flex-col gap-4">
        <Stepper
          label="Rounds"
          value={state.rounds}
          min={MIN_ROUNDS}
          max={MAX_ROUNDS}
          onChange={(n) => guard(() => play({ type: 'set-rounds', rounds: n }))}
        />
        <div className="border-t border-line/60" />
        <Stepper
          label="Discussion Time"
          value={state.timerMinutes}
          min={MIN_TIMER_MINUTES}
          max={MAX_TIMER_MINUTES}
          unit="min"
          valueText={plural(state.timerMinutes, 'minute', 'minutes')}
          onChange={(n) => guard(() => play({ type: 'set-timer', minutes: n }))}
        />
      </Card>

      {/* Issue 21, item 20: one tap back to the last game's settings; and a start that lets the
          SPEC's own random fill (§4 Start game) pick the categories still needed. */}
      {(state.lastGame || stillNeeded > 0) && (
        <div className="flex flex-wrap gap-2">
          {state.lastGame && (
            <Button
              variant="secondary"
              className="grow basis-40"
              onClick={() => guard(() => play({ type: 'same-as-last-game' }))}
            >
              <History aria-hidden="true" />
              Same as last game
            </Button>
          )}
          {stillNeeded > 0 && (
            <Button
              variant="secondary"
              className="grow basis-40"
              aria-describedby="surprise-hint"
              disabled={preparing}
              onClick={start}
            >
              <Shuffle aria-hidden="true" />
              Surprise me
            </Button>
          )}
          {stillNeeded > 0 && (
            <p id="surprise-hint" className="w-full text-sm text-fg-muted">
              {`Surprise me starts now, with ${plural(stillNeeded, 'category', 'categories')} picked at random.`}
            </p>
          )}
        </div>
      )}

      <section aria-labelledby="categories-heading" className="flex flex-col gap-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="categories-heading" className="font-display text-xl font-bold">
            {selectHeader(state.rounds)}
          </h2>
          <p aria-live="polite" className="text-sm font-semibold text-fg-muted tabular-nums">
            {`${state.selectedCategories.length}/${state.rounds} selected`}
          </p>
        </div>
        <ul className="flex flex-col gap-2">
          {CATEGORIES.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              selected={state.selectedCategories.includes(category.id)}
              onToggle={() => guard(() => play({ type: 'toggle-category', category: category.id }))}
            />
          ))}
        </ul>
        <Suspense fallback={null}>
          <CustomCategoriesSection guard={guard} />
        </Suspense>
      </section>

      <FakeModeChoice
        mode={fakeModeOf(state)}
        onChange={(mode) => guard(() => play({ type: 'set-fake-mode', mode }))}
        customFallback={customs.length > 0 ? customFallbackText(machine) : null}
      />
    </GameScreen>
  );
}
