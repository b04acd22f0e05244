// SPEC §2 Reveal, in stages: "The faker was..." (3 s), "Voting Results" (2.5 s), then "Points
// Earned This Round" with the round count; only then is the button enabled.
import { ArrowDown, ArrowRight, ArrowUp, Check, Trophy, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  currentRoundOf,
  fakeMethodOf,
  findPlayer,
  isLastRound,
  roundPoints,
  roundsLeft,
  voteOf,
} from '../../../engine';
// its own module, not the engine's index: only the reveal's chunk holds it (home JS stays as it was)
import { roundStandings, type RoundStanding } from '../../../engine/round-standings';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useGameStore } from './game-store';
import { Card, GameScreen, Heading } from './game-ui';
import { useGameScreen } from './use-game-screen';

/** SPEC §9: the faker stage lasts 3 s, the votes stage 2.5 s. */
export const FAKER_STAGE_MS = 3000;
export const VOTES_STAGE_MS = 2500;

export type RevealStage = 'faker' | 'votes' | 'scores';

function useRevealStage(): RevealStage {
  const [stage, setStage] = useState<RevealStage>('faker');
  useEffect(() => {
    const toVotes = setTimeout(() => setStage('votes'), FAKER_STAGE_MS);
    const toScores = setTimeout(() => setStage('scores'), FAKER_STAGE_MS + VOTES_STAGE_MS);
    return () => {
      clearTimeout(toVotes);
      clearTimeout(toScores);
    };
  }, []);
  return stage;
}

/** SPEC §2: "Final round" or "N round(s) left". */
export function roundsLeftText(left: number, final: boolean): string {
  if (final) return 'Final round';
  return `${left} ${left === 1 ? 'round' : 'rounds'} left`;
}

/** Issue 24: the reveal says how the round's fake was made. */
export function madeByText(method: 'machine' | 'faker', fakerName: string): string {
  return method === 'faker' ? `${fakerName} wrote the lie` : 'The machine wrote the fake';
}

/** Issue 21, item 16: "moved up 2 places", "dropped 1 place", or nothing. */
export function movedText(moved: number): string {
  if (moved === 0) return '';
  const places = Math.abs(moved);
  return `${moved > 0 ? 'up' : 'down'} ${places} ${places === 1 ? 'place' : 'places'}`;
}

function StandingsCard({ table }: { table: RoundStanding[] }) {
  return (
    <Card className="animate-fade-in" aria-labelledby="standings-heading">
      <h2 id="standings-heading" className="font-display text-xl font-bold">
        Standings
      </h2>
      <ol className="mt-3 flex flex-col gap-2">
        {table.map((s) => (
          <li
            key={s.player.id}
            data-testid="standing"
            className="flex min-h-12 flex-wrap items-center gap-x-3 rounded-2xl bg-surface-raised px-4 py-1"
          >
            <span className="w-6 shrink-0 font-display font-black text-fg-muted tabular-nums">
              {s.rank}
              <span className="sr-only">. </span>
            </span>
            <span className="min-w-24 flex-1 font-semibold break-words">{s.player.name}</span>
            {s.moved !== 0 && (
              <span
                className={cn(
                  'inline-flex items-center gap-0.5 text-sm font-semibold',
                  s.moved > 0 ? 'text-success' : 'text-fg-muted',
                )}
              >
                {s.moved > 0 ? (
                  <ArrowUp aria-hidden="true" className="size-4" />
                ) : (
                  <ArrowDown aria-hidden="true" className="size-4" />
                )}
                <span className="sr-only">{` ${movedText(s.moved)}`}</span>
                <span aria-hidden="true">{Math.abs(s.moved)}</span>
              </span>
            )}
            <span className="font-display text-xl font-black tabular-nums">
              <span className="sr-only"> </span>
              {s.score}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function RevealScreen() {
  const session = useGameScreen('reveal');
  const { play } = useGameStore();
  const stage = useRevealStage();
  if (!session) return null;
  const { state } = session;
  const round = currentRoundOf(state);
  const faker = round?.faker;
  if (!round || !faker) return null;
  const fake = round.stories.find((s) => s.isFake);
  const points = roundPoints(round, state.players);
  const final = isLastRound(state);
  const showVotes = stage !== 'faker';
  const showScores = stage === 'scores';

  return (
    <GameScreen
      title="Reveal"
      actions={
        <Button size="lg" block disabled={!showScores} onClick={() => play({ type: 'next-round' })}>
          {final ? (
            <>
              <Trophy aria-hidden="true" />
              View Final Scores
            </>
          ) : (
            <>
              Next Round
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      }
    >
      <div aria-live="polite" className="flex flex-col gap-5">
        <Card className="animate-fade-in text-center" aria-labelledby="faker-heading">
          <Heading id="faker-heading" className="text-2xl text-fg-muted">
            The faker was...
          </Heading>
          <p className="mt-2 font-display text-4xl font-black break-words text-primary-strong">
            {faker.name}
          </p>
          {fake && (
            <blockquote className="mt-3 text-lg text-fg-muted italic">
              &ldquo;{fake.content}&rdquo;
            </blockquote>
          )}
          <p data-testid="made-by" className="mt-2 font-semibold">
            {madeByText(fakeMethodOf(round), faker.name)}
          </p>
          {round.fakerEntry !== undefined && (
            <div data-testid="faker-entry" className="mt-4 border-t border-fg-muted/20 pt-3">
              <p className="font-semibold">{`What ${faker.name} actually wrote…`}</p>
              <blockquote className="mt-1 text-lg break-words italic">
                &ldquo;{round.fakerEntry}&rdquo;
              </blockquote>
            </div>
          )}
        </Card>

        {showVotes && (
          <Card className="animate-fade-in" aria-labelledby="votes-heading">
            <h2 id="votes-heading" className="font-display text-xl font-bold">
              Voting Results
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {state.players
                .filter((p) => p.id !== faker.id)
                .map((voter) => {
                  const suspectId = voteOf(round, voter.id)?.suspectId ?? null;
                  const suspect = suspectId === null ? undefined : findPlayer(state, suspectId);
                  const correct = suspectId === faker.id;
                  return (
                    <li
                      key={voter.id}
                      className="flex min-h-12 flex-wrap items-center gap-x-3 rounded-2xl bg-surface-raised px-3 py-1"
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'grid size-8 shrink-0 place-items-center rounded-full',
                          correct ? 'bg-success/20 text-success' : 'bg-danger/20 text-danger',
                        )}
                      >
                        {correct ? <Check className="size-5" /> : <X className="size-5" />}
                      </span>
                      <span className="min-w-24 flex-1 break-words">
                        <span className="sr-only">{correct ? 'Correct: ' : 'Wrong: '}</span>
                        <strong>{voter.name}</strong> voted for{' '}
                        <strong>{suspect?.name ?? 'nobody'}</strong>
                      </span>
                    </li>
                  );
                })}
            </ul>
          </Card>
        )}

        {showScores && (
          <Card className="animate-fade-in" aria-labelledby="points-heading">
            <h2 id="points-heading" className="font-display text-xl font-bold">
              Points Earned This Round
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {state.players.map((player) => (
                <li
                  key={player.id}
                  data-testid="round-points"
                  className="flex min-h-12 flex-wrap items-center gap-x-3 rounded-2xl bg-surface-raised px-4 py-1"
                >
                  <span className="min-w-24 flex-1 break-words">
                    <span className="font-semibold">{player.name}</span>
                    {player.id === faker.id && (
                      <span className="ml-2 rounded-full bg-violet/25 px-2 py-0.5 text-sm font-semibold text-fg">
                        Faker
                      </span>
                    )}
                  </span>
                  <span
                    className={cn(
                      'font-display text-xl font-black tabular-nums',
                      (points[player.id] ?? 0) > 0 ? 'text-success' : 'text-fg-muted',
                    )}
                  >
                    {`+${points[player.id] ?? 0}`}
                  </span>
                </li>
              ))}
            </ul>
            <p data-testid="round-status" className="mt-4 text-center font-semibold text-fg-muted">
              {`Round ${state.currentRound + 1} of ${state.rounds}`}
              <span aria-hidden="true"> · </span>
              <span>{roundsLeftText(roundsLeft(state), final)}</span>
            </p>
          </Card>
        )}

        {showScores && <StandingsCard table={roundStandings(state)} />}
      </div>
    </GameScreen>
  );
}
