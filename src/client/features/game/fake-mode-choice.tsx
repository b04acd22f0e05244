// Issue 24: "How the fake is made", a choice of the game settings (part of the settings screen's
// lazily loaded chunk, never of the home screen's JavaScript).
import { useId } from 'react';
import { FAKE_MODES, type FakeMode } from '../../../engine';
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

/**
 * Shown before the game starts when custom categories will be played with the faker writing the
 * lie (there is no machine to write them: no LLM, or offline). Issue 24 item 3: never a surprise
 * mid-round.
 */
export const CUSTOM_FALLBACK_TEXT =
  'Your own categories are played with the faker writing the lie: the machine cannot write ' +
  'them right now.';

export function FakeModeChoice({
  mode,
  onChange,
  customFallback = false,
}: {
  mode: FakeMode;
  onChange: (mode: FakeMode) => void;
  /** Whether this game's custom categories fall back to the faker writing the lie. */
  customFallback?: boolean;
}) {
  const name = useId();
  const headingId = useId();
  const fallbackId = useId();
  return (
    <fieldset
      aria-labelledby={headingId}
      aria-describedby={customFallback ? fallbackId : undefined}
      className="flex flex-col gap-3"
    >
      <legend className="contents">
        <h2 id={headingId} className="font-display text-xl font-bold">
          How the fake is made
        </h2>
      </legend>
      <div className="flex flex-col gap-2">
        {FAKE_MODES.map((value) => {
          const id = `${name}-${value}`;
          const checked = value === mode;
          return (
            <label
              key={value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-2xl border p-4 font-semibold transition-colors',
                checked ? 'border-primary/70 bg-primary/10' : 'border-line bg-surface-raised/60',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={value}
                checked={checked}
                onChange={() => onChange(value)}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-explanation`}
                className="mt-1 size-5 shrink-0 accent-primary"
              />
              <span className="grid min-w-0 gap-0.5">
                <span id={`${id}-label`}>{FAKE_MODE_TEXTS[value].label}</span>
                <span id={`${id}-explanation`} className="text-sm font-normal text-fg-muted">
                  {FAKE_MODE_TEXTS[value].explanation}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {customFallback && (
        <p id={fallbackId} className="rounded-2xl bg-accent/10 p-4 text-fg">
          {CUSTOM_FALLBACK_TEXT}
        </p>
      )}
    </fieldset>
  );
}
