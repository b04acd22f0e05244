// Issue 24: "How the fake is made", a choice of the game settings (part of the settings screen's
// lazily loaded chunk, never of the home screen's JavaScript).
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { FAKE_MODES, isFakeMode, type FakeMode } from '../../../engine';
import { cn } from '../../components/ui/cn';

export const FAKE_MODE_TEXTS: Record<FakeMode, { label: string; explanation: string }> = {
  machine: {
    label: 'The machine writes it',
    explanation:
      "A fake made by the game replaces one player's entry, who then reads it as theirs.",
  },
  'faker-writes': {
    label: 'The faker writes the lie',
    explanation:
      'One player, told in secret on their turn, writes something believable but untrue.',
  },
  random: {
    label: 'Either, at random',
    explanation: 'Each round is one or the other, and only the faker knows which.',
  },
};

export function FakeModeChoice({
  mode,
  onChange,
  customFallback = null,
}: {
  mode: FakeMode;
  onChange: (mode: FakeMode) => void;
  /**
   * Issue 24: what happens to this game's custom categories when the machine cannot write them
   * (they are played with the faker writing the lie), said before the game starts; null when the
   * game has none for the machine.
   */
  customFallback?: string | null;
}) {
  const id = useId();
  const headingId = `${id}-heading`;
  const fallbackId = `${id}-fallback`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-xl font-bold">
        How the fake is made
      </h2>
      <RadioGroup.Root
        aria-labelledby={headingId}
        aria-describedby={customFallback ? fallbackId : undefined}
        value={mode}
        onValueChange={(value) => {
          if (isFakeMode(value)) onChange(value);
        }}
        className="flex flex-col gap-2"
      >
        {FAKE_MODES.map((value) => {
          const checked = value === mode;
          return (
            <RadioGroup.Item
              key={value}
              value={value}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}-explanation`}
              className={cn(
                'flex min-h-14 w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors',
                checked
                  ? 'border-primary bg-primary/15 text-fg'
                  : 'border-line bg-surface-raised/70 hover:bg-line/60',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2',
                  checked ? 'border-primary' : 'border-fg-muted',
                )}
              >
                <RadioGroup.Indicator className="size-3 rounded-full bg-primary" />
              </span>
              <span className="grid min-w-0 gap-0.5">
                <span id={`${id}-${value}-label`} className="font-semibold">
                  {FAKE_MODE_TEXTS[value].label}
                </span>
                <span id={`${id}-${value}-explanation`} className="text-sm text-fg-muted">
                  {FAKE_MODE_TEXTS[value].explanation}
                </span>
              </span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
      {customFallback && (
        <p id={fallbackId} aria-live="polite" className="rounded-2xl bg-accent/10 p-4 text-fg">
          {customFallback}
        </p>
      )}
    </section>
  );
}
