// Issue 15: the game's awards on the end-game screen, under the scores. The rules are the engine's
// (engine/awards.ts); this file words them. Every figure is one the reveal screens already showed.
import { BookOpen, Drama, ScanSearch, Users, type LucideIcon } from 'lucide-react';
// Straight from the engine's modules, not its index: the home screen's chunk of the engine stays
// free of this code (bench/home-bundle.ts).
import { gameAwards, type Award, type AwardId } from '../../../engine/awards';
import { listNames } from '../../../engine/players';
import type { GameState } from '../../../engine/types';
import { cn } from '../../components/ui/cn';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface AwardText {
  title: string;
  /** What earned it, one line. */
  rule: string;
  figure: (award: Award) => string;
  icon: LucideIcon;
  tint: string;
}

export const AWARD_TEXT: Record<AwardId, AwardText> = {
  'master-faker': {
    title: 'Master Faker',
    // The hall of fame's Faker column counts the same rounds (engine/awards.ts).
    rule: 'Fooled most voters in the most rounds as the faker',
    figure: ({ count, outOf }) =>
      outOf === null
        ? `Fooled most voters in ${plural(count, 'round', 'rounds')}`
        : `Fooled most voters in ${count} of ${plural(outOf, 'round', 'rounds')}`,
    icon: Drama,
    tint: 'text-primary-strong bg-primary/15',
  },
  'lie-detector': {
    title: 'Lie Detector',
    rule: 'Named the faker most often',
    figure: ({ count, outOf }) =>
      outOf === null
        ? `${plural(count, 'correct vote', 'correct votes')}`
        : `${count} of ${plural(outOf, 'vote', 'votes')} correct`,
    icon: ScanSearch,
    tint: 'text-accent bg-accent/15',
  },
  'open-book': {
    title: 'Open Book',
    rule: 'Caught by most voters every time as the faker',
    figure: ({ count, outOf }) => `Caught ${count} of ${plural(outOf ?? count, 'time', 'times')}`,
    icon: BookOpen,
    tint: 'text-[#ffd54a] bg-[#ffd54a]/15',
  },
  'herd-instinct': {
    title: 'Herd Instinct',
    rule: 'Voted with the crowd most often',
    figure: ({ count, outOf }) =>
      outOf === null
        ? `With the crowd ${plural(count, 'time', 'times')}`
        : `With the crowd ${count} of ${plural(outOf, 'time', 'times')}`,
    icon: Users,
    tint: 'text-success bg-success/15',
  },
};

/** "Ann", or "Tie: Ann and Bob". */
export function winnersText(award: Award): string {
  const names = listNames(award.winners.map((p) => p.name));
  return award.winners.length > 1 ? `Tie: ${names}` : names;
}

export function AwardsCard({ state }: { state: GameState }) {
  const awards = gameAwards(state);
  if (awards.length === 0) return null;
  return (
    <section
      aria-labelledby="awards-heading"
      className="rounded-3xl border border-line bg-surface/85 p-4 min-[360px]:p-5"
    >
      <h2 id="awards-heading" className="font-display text-xl font-bold">
        Awards
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {awards.map((award) => {
          const text = AWARD_TEXT[award.id];
          const Icon = text.icon;
          return (
            <li
              key={award.id}
              data-testid="award"
              className="flex items-start gap-3 rounded-2xl bg-surface-raised p-3"
            >
              <span
                aria-hidden="true"
                className={cn('grid size-11 shrink-0 place-items-center rounded-full', text.tint)}
              >
                <Icon className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-display text-lg leading-tight font-extrabold">{text.title}</h3>
                <p className="text-sm text-fg-muted">{text.rule}</p>
                <p className="mt-1 font-semibold break-words">
                  {winnersText(award)}
                  <span className="font-normal text-fg-muted">{` · ${text.figure(award)}`}</span>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
