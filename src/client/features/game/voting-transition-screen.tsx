// SPEC §2 Voting transition: "Pass the Device" to the first voter, "Ready to Vote" to /voting.
// With no players it redirects to /voting (which, with no game, goes home).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { currentPlayer } from '../../../engine';
import { useGameSession, useGameStore } from './game-store';
import { PassDeviceScreen, RoundBadge } from './game-ui';
import { useGameScreen } from './use-game-screen';

export function VotingTransitionScreen() {
  const noPlayers = useGameSession().state.players.length === 0;
  const { play } = useGameStore();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (noPlayers) navigate('/voting', { replace: true });
  }, [noPlayers, navigate]);
  const session = useGameScreen(noPlayers ? 'voting' : 'voting-transition');
  if (noPlayers || !session) return null;
  const { state } = session;
  const voter = currentPlayer(state);
  if (!voter) return null;
  return (
    <PassDeviceScreen
      name={voter.name}
      instruction={`It's ${voter.name}'s turn to vote.`}
      buttonLabel="Ready to Vote"
      onReady={() => play({ type: 'ready-to-vote' })}
      top={<RoundBadge round={state.currentRound + 1} of={state.rounds} />}
    />
  );
}
