// SPEC §2 End game: "Game Over", the winner or tie banner with confetti (after 0.5 s, SPEC §9) and a
// Celebrate button, the ranked score table with medals for the top 3, Share Story, Main Menu and
// Play Again (both reset the game). Issue 15: the game's awards under the scores, and the hall of
// fame.
import { Home, Medal, PartyPopper, RotateCcw, Share2, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { gameResult, hasShareableStories, standings } from '../../../engine';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast } from '../../components/toast/toast-store';
import { AwardsCard } from '../hall-of-fame/awards-card';
import { HallOfFameButton } from '../hall-of-fame/hall-of-fame-button';
import { clearConfetti, fireConfetti } from './celebrate';
import { useGameStore } from './game-store';
import { Card, GameScreen, Heading } from './game-ui';
import { ShareDialog } from './share-dialog';
import { useGameScreen } from './use-game-screen';
import { useReducedMotion } from './use-reduced-motion';

/** SPEC §9: the celebration starts 0.5 s after the screen appears. */
export const CELEBRATION_DELAY_MS = 500;

const MEDALS: Record<number, { label: string; color: string }> = {
  1: { label: '1st place', color: 'text-[#ffd54a]' },
  2: { label: '2nd place', color: 'text-[#d5dbe8]' },
  3: { label: '3rd place', color: 'text-[#f0a06a]' },
};

/** "Ann", "Ann and Bob", "Ann, Bob and Cy". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function EndGameScreen() {
  const session = useGameScreen('end-game');
  const { play } = useGameStore();
  const reducedMotion = useReducedMotion();
  const [, navigate] = useLocation();
  const [shareOpen, setShareOpen] = useState(false);
  const active = session !== null;

  useEffect(() => {
    if (!active || reducedMotion) return;
    const timer = setTimeout(() => void fireConfetti().catch(() => {}), CELEBRATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, reducedMotion]);
  useEffect(() => clearConfetti, []);

  if (!session) return null;
  const { state } = session;
  const result = gameResult(state);
  const table = standings(state);
  const winnerNames = joinNames(result.winners.map((p) => p.name));

  function celebrate() {
    if (reducedMotion) {
      toast({ title: `Congratulations, ${winnerNames}!`, variant: 'success' });
      return;
    }
    void fireConfetti().catch(() => {});
  }

  function leave(path: string) {
    navigate(path, { replace: true });
    play({ type: 'reset' });
  }

  return (
    <GameScreen
      title="Game Over"
      actions={
        <Button size="lg" block onClick={() => leave('/game-settings')}>
          <RotateCcw aria-hidden="true" />
          Play Again
        </Button>
      }
      secondaryActions={
        <Button size="lg" variant="secondary" block onClick={() => leave('/')}>
          <Home aria-hidden="true" />
          Main Menu
        </Button>
      }
    >
      <Heading className="text-center text-4xl">Game Over</Heading>

      {result.kind !== 'none' && (
        <Card
          padding="px-3 py-5 min-[360px]:px-5"
          className="flex flex-col items-center gap-3 border-primary/60 bg-linear-to-br from-primary/20 via-surface to-violet/20 text-center shadow-glow"
        >
          <Trophy aria-hidden="true" className="size-14 text-[#ffd54a]" />
          {result.kind === 'winner' ? (
            <p className="font-display text-3xl font-black break-words">{`${winnerNames} Wins!`}</p>
          ) : (
            <>
              <p className="font-display text-3xl font-black break-words">It&apos;s a Tie!</p>
              <p className="text-lg font-semibold break-words">{winnerNames}</p>
            </>
          )}
          <p className="text-fg-muted">
            {`${result.topScore} ${result.topScore === 1 ? 'point' : 'points'}`}
          </p>
          <Button
            variant="secondary"
            className="max-w-full px-3 text-sm min-[360px]:px-5 min-[360px]:text-base"
            onClick={celebrate}
          >
            <PartyPopper aria-hidden="true" />
            Celebrate
          </Button>
        </Card>
      )}

      <Card padding="p-1.5 min-[360px]:p-3">
        <table className="w-full border-collapse">
          <caption className="px-2 pb-1 text-left font-display text-xl font-bold">
            Final Scores
          </caption>
          {/* Narrow screens (200% zoom) keep the header for screen readers only. */}
          <thead className="sr-only text-sm text-fg-muted min-[360px]:not-sr-only">
            <tr>
              <th scope="col" className="px-1.5 text-left font-semibold">
                Rank
              </th>
              <th scope="col" className="w-full px-2 text-left font-semibold">
                Player
              </th>
              <th scope="col" className="px-2 text-right font-semibold">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {table.map(({ player, score, rank }) => {
              // Medals for the top 3 ranks (ties share one), never for a score of 0.
              const medal = score > 0 ? MEDALS[rank] : undefined;
              return (
                <tr key={player.id} data-testid="final-score" className="border-t border-line/70">
                  <td className="h-14 px-1.5 whitespace-nowrap">
                    {medal ? (
                      <span className="flex items-center gap-1">
                        <Medal aria-hidden="true" className={cn('size-6', medal.color)} />
                        <span className="sr-only">{medal.label}</span>
                        <span
                          aria-hidden="true"
                          className="hidden font-semibold min-[360px]:inline"
                        >
                          {rank}
                        </span>
                      </span>
                    ) : (
                      <span className="pl-1 font-semibold">{rank}</span>
                    )}
                  </td>
                  <th
                    scope="row"
                    className="px-1.5 py-2 text-left text-base font-semibold wrap-anywhere min-[360px]:px-2 min-[360px]:text-lg"
                  >
                    {player.name}
                  </th>
                  <td className="px-1.5 text-right font-display text-xl font-black tabular-nums min-[360px]:px-2">
                    {score}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>

      <AwardsCard state={state} />

      {hasShareableStories(state) && (
        <>
          <Button variant="secondary" block onClick={() => setShareOpen(true)}>
            <Share2 aria-hidden="true" />
            Share Story
          </Button>
          <ShareDialog state={state} open={shareOpen} onOpenChange={setShareOpen} />
        </>
      )}
      <HallOfFameButton variant="secondary" block names={state.players.map((p) => p.name)} />
    </GameScreen>
  );
}
