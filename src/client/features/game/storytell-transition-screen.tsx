// SPEC §2 Storytell transition: "Time to tell!" / "Time to share!", three instruction points, who
// goes first, and "Start Sharing".
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { contentTypeOf, currentRoundOf, fakeMethodOf, fakeModeOf } from '../../../engine';
import { Button } from '../../components/ui/button';
import { useGameStore } from './game-store';
import { Card, GameScreen, Heading, PreparingOverlay, RoundBadge } from './game-ui';
import { useGameScreen } from './use-game-screen';

const POINTS = {
  story: [
    'Pass the device around: each player reads the story on their screen out loud.',
    'One of the stories is a fake. Its reader has to tell it as if it were their own.',
    'Listen for the details. Next you discuss, then everyone votes on who the faker is.',
  ],
  statement: [
    'Pass the device around: each player reads the statement on their screen out loud.',
    'One of the statements is a fake. Its reader has to defend it as if they meant it.',
    'Listen closely. Next you discuss, then everyone votes on who the faker is.',
  ],
} as const;

/**
 * Issue 24: in "either, at random", a round the machine writes shows "Preparing..." while its fake
 * is made; a round the faker wrote shows it too, this long, so the table cannot tell which it was.
 */
export const RANDOM_MODE_PREPARING_MS = 1200;

/** Whether the "Preparing..." overlay still stands, for `ms` after the screen first shows. */
function useBriefly(active: boolean, ms: number): boolean {
  const [on, setOn] = useState(active);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the screen first shows
  }, []);
  return on;
}

export function StorytellTransitionScreen() {
  const session = useGameScreen('storytell-transition');
  const { play } = useGameStore();
  const round = session ? currentRoundOf(session.state) : undefined;
  const masked =
    !!session &&
    !!round &&
    fakeModeOf(session.state) === 'random' &&
    fakeMethodOf(round) === 'faker';
  const preparing = useBriefly(masked, RANDOM_MODE_PREPARING_MS);
  if (!session) return null;
  const { state } = session;
  const first = state.players[0];
  if (!round || !first) return null;
  const type = contentTypeOf(round.category, state.customCategories);
  const heading = type === 'story' ? 'Time to tell!' : 'Time to share!';
  if (preparing)
    return (
      <PreparingOverlay
        label={type === 'story' ? 'Preparing stories...' : 'Preparing responses...'}
      />
    );

  return (
    <GameScreen
      title={heading}
      top={<RoundBadge round={state.currentRound + 1} of={state.rounds} />}
      actions={
        <Button size="lg" block onClick={() => play({ type: 'start-storytelling' })}>
          <Megaphone aria-hidden="true" />
          Start Sharing
        </Button>
      }
    >
      <Heading className="text-center text-4xl">{heading}</Heading>
      <ol className="flex flex-col gap-3">
        {POINTS[type].map((point, i) => (
          <li key={point} className="flex gap-3 rounded-2xl bg-surface/85 p-4">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-violet font-bold text-on-primary"
            >
              {i + 1}
            </span>
            <span className="text-lg">{point}</span>
          </li>
        ))}
      </ol>
      <Card className="text-center">
        <p className="text-lg text-fg-muted">First up:</p>
        <p className="mt-1 font-display text-3xl font-extrabold break-words text-primary-strong">
          {first.name}
        </p>
      </Card>
    </GameScreen>
  );
}
