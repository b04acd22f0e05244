// A number picked with − and + buttons (SPEC §2 game settings: rounds, discussion time). The value
// is announced politely when it changes; each button says what it does and stops at the limits.
// At a limit the button is aria-disabled, not disabled: it keeps the keyboard focus (a disabled
// button drops it to <body>, issue 21) and a further press does nothing.
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cn } from './cn';

export interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Shown after the number, e.g. "min". */
  unit?: string;
  /** Read by screen readers instead of "<value> <unit>", e.g. "5 minutes". */
  valueText?: string;
  className?: string;
}

const stepButton =
  'grid size-11 shrink-0 place-items-center rounded-2xl border border-line bg-surface-raised text-fg ' +
  'transition-colors hover:bg-line/70 active:scale-95 aria-disabled:pointer-events-none ' +
  // dimmed inside, so the focus ring around it stays at full strength
  'aria-disabled:border-line/40 aria-disabled:bg-surface-raised/40 aria-disabled:*:opacity-40';

export function Stepper({
  label,
  value,
  min,
  max,
  onChange,
  unit,
  valueText,
  className,
}: StepperProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn(
        // The label wraps before the controls do; only very narrow screens (200% zoom) stack them.
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 min-[360px]:flex-nowrap',
        className,
      )}
    >
      <span id={labelId} className="min-w-0 flex-1 text-lg leading-snug font-semibold">
        {label}
      </span>
      <div className="ml-auto flex items-center gap-1">
        <button
          type="button"
          className={stepButton}
          aria-label={`Decrease ${label}`}
          aria-disabled={value <= min}
          onClick={() => value > min && onChange(value - 1)}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <output
          aria-live="polite"
          aria-label={valueText ? `${label}: ${valueText}` : undefined}
          className="flex min-w-10 flex-col items-center font-display text-2xl leading-none font-bold tabular-nums"
        >
          {value}
          {unit && <span className="mt-0.5 text-xs font-semibold text-fg-muted">{unit}</span>}
        </output>
        <button
          type="button"
          className={stepButton}
          aria-label={`Increase ${label}`}
          aria-disabled={value >= max}
          onClick={() => value < max && onChange(value + 1)}
        >
          <Plus aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
