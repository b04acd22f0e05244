// SPEC §2 How to play: five numbered cards and "Back to Menu".
import { ArrowLeft } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';

export const HOW_TO_PLAY_STEPS = [
  {
    title: 'Setup',
    text: 'Add 3 to 8 players. Choose how many rounds to play, how long each discussion lasts, and a category for every round.',
  },
  {
    title: 'Story Input',
    text: "Pass the phone around. Each player privately writes something true for the round's category: a short story (up to 2 sentences) or a statement (1 sentence). Then one player is secretly picked as the faker, and their entry is swapped for a fake.",
  },
  {
    title: 'Storytelling',
    text: 'Each player reads the entry on their screen out loud. The faker has to tell the fake as if it were their own.',
  },
  {
    title: 'Discussion',
    text: 'Question each other before the timer runs out. Who hesitated? Whose details did not add up? Skip the timer when everyone is ready.',
  },
  {
    title: 'Voting & Scoring',
    text: 'Everyone privately votes for the player they think is the faker. Each player who spots the faker scores 1 point; the faker scores 1 point for every other player who did not vote for them. The most points after the last round wins.',
  },
] as const;

export function HowToPlayScreen() {
  const [, navigate] = useLocation();
  return (
    <Screen
      title="How to Play"
      className="gap-6"
      actions={
        <Button size="lg" block onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back to Menu
        </Button>
      }
    >
      <h1 className="font-display text-[2rem] leading-tight font-extrabold tracking-tight">
        How to Play
      </h1>
      <ol className="flex flex-col gap-3">
        {HOW_TO_PLAY_STEPS.map((step, i) => (
          <li
            key={step.title}
            className="rounded-3xl border border-line bg-surface/85 p-4 min-[360px]:p-5"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br from-primary to-violet font-display text-lg font-black text-on-primary"
              >
                {i + 1}
              </span>
              <h2 className="min-w-0 font-display text-xl font-bold wrap-anywhere">
                <span className="sr-only">{`Step ${i + 1}: `}</span>
                {step.title}
              </h2>
            </div>
            <p className="mt-3 text-fg-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Screen>
  );
}
