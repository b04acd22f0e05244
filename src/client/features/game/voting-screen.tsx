// SPEC §2 Voting: each player privately picks who they think the faker is; the faker sees a hint
// and may submit without picking. A "Pass the Device" screen comes between voters; after the last
// the round is scored and revealed.
import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { currentPlayer, currentRoundOf, isFaker, voteChoices, type Player } from '../../../engine';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { toast, toastError } from '../../components/toast/toast-store';
import { useGameStore } from './game-store';
import {
  Chip,
  GameScreen,
  Heading,
  PassDeviceScreen,
  PlayerNote,
  RoundBadge,
  SecretCover,
} from './game-ui';
import { useGameScreen } from './use-game-screen';
import { ARM_DELAY_MS, useArmedAfter } from './use-armed-after';

function Ballot({
  voter,
  choices,
  faker,
  top,
}: {
  voter: Player;
  choices: Player[];
  faker: boolean;
  top: ReactNode;
}) {
  const { play } = useGameStore();
  // A double tap on Ready to Vote must not cast this voter's ballot (a faker may pass unseen).
  const armed = useArmedAfter(ARM_DELAY_MS, voter.id);
  const [choice, setChoice] = useState('');
  const labelId = useId();

  function submit() {
    const suspect = choice === '' ? null : Number(choice);
    const result = play({ type: 'vote', suspectId: suspect });
    if (!result.ok) {
      toastError(result.error);
      return;
    }
    if (result.value.phase === 'reveal') {
      toast({ title: 'All Votes Collected', variant: 'success', carry: true });
    } else {
      toast({ title: 'Vote Submitted', variant: 'success' });
    }
  }

  return (
    <GameScreen
      title="Voting"
      top={top}
      actions={
        <Button size="lg" block disabled={!armed} onClick={submit}>
          <Check aria-hidden="true" />
          Submit Vote
        </Button>
      }
    >
      <div>
        <Heading>Who&apos;s the faker?</Heading>
        <p className="mt-1 text-xl font-bold break-words text-primary-strong">{`${voter.name}'s Vote`}</p>
      </div>

      {/* Issue 21: every voter's screen looks the same at a glance; the note opens on a tap. */}
      <PlayerNote name={voter.name}>
        {faker ? (
          <>
            <p className="font-bold">Psst! You are the faker.</p>
            <p className="mt-1 text-fg-muted">
              You need to blend in by pretending to vote. Your vote won&apos;t actually count.
            </p>
          </>
        ) : (
          <p>You are not the faker this round. Your vote counts: pick who told the fake.</p>
        )}
      </PlayerNote>

      <div className="flex flex-col gap-3">
        <p id={labelId} className="font-semibold text-fg-muted">
          Pick the player you think told the fake.
        </p>
        <RadioGroup.Root
          aria-labelledby={labelId}
          value={choice}
          onValueChange={setChoice}
          className="flex flex-col gap-2"
        >
          {choices.map((player) => {
            const selected = choice === String(player.id);
            return (
              <RadioGroup.Item
                key={player.id}
                value={String(player.id)}
                className={cn(
                  'flex min-h-14 w-full items-center gap-3 rounded-2xl border px-4 text-left text-lg font-semibold transition-colors',
                  selected
                    ? 'border-primary bg-primary/15 text-fg'
                    : 'border-line bg-surface-raised/70 hover:bg-line/60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full border-2',
                    selected ? 'border-primary' : 'border-fg-muted',
                  )}
                >
                  <RadioGroup.Indicator className="size-3 rounded-full bg-primary" />
                </span>
                <span className="min-w-0 flex-1 truncate">{player.name}</span>
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
      </div>
    </GameScreen>
  );
}

export function VotingScreen() {
  const session = useGameScreen('voting');
  const { confirmHandoff } = useGameStore();
  if (!session) return null;
  const { state } = session;
  const round = currentRoundOf(state);
  const voter = currentPlayer(state);
  if (!round || !voter) return null;
  const top = (
    <>
      <RoundBadge round={state.currentRound + 1} of={state.rounds} />
      <Chip>{`Voter ${state.currentPlayerIndex + 1} of ${state.players.length}`}</Chip>
    </>
  );

  if (session.handoff) {
    return (
      <PassDeviceScreen
        name={voter.name}
        instruction={`It's ${voter.name}'s turn to vote.`}
        buttonLabel="Ready to Vote"
        onReady={confirmHandoff}
        top={top}
      />
    );
  }

  return (
    <SecretCover name={voter.name}>
      <Ballot
        key={voter.id}
        voter={voter}
        choices={voteChoices(state, voter.id)}
        faker={isFaker(round, voter.id)}
        top={top}
      />
    </SecretCover>
  );
}
