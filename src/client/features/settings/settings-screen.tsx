// SPEC §2 Settings: the generator's randomness (a slider with 5 stops) and the players' age group.
// A guest saves them on this device; a signed-in user saves them to the account as well (PATCH
// /api/user/settings), keeping the local copy if that fails (§8). Either way it then goes to /.
import { ArrowLeft, Save } from 'lucide-react';
import { RadioGroup, Slider } from 'radix-ui';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import {
  AGE_RANGES,
  isAgeRange,
  RANDOMNESS_LEVELS,
  type AgeRange,
  type GeneratorSettings,
  type RandomnessLevel,
} from '../../../engine/settings';
import { updateSettings } from '../../../shared/api/auth';
import type { User } from '../../../shared/api/user';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Screen } from '../../components/ui/screen';
import { toast } from '../../components/toast/toast-store';
import { call } from '../../lib/api';
import { readGeneratorSettings, saveLocalGeneratorSettings } from '../../lib/generator-settings';
import { rememberUser, useCurrentUser } from '../auth/current-user';
import { useAppMutation } from '../../lib/app-query';

export const AGE_LABELS: Record<AgeRange, { label: string; hint: string }> = {
  teens: { label: 'Teens', hint: '13 to 17' },
  'young-adults': { label: 'Young Adults', hint: '18 to 29' },
  adults: { label: 'Adults', hint: '30 to 49' },
  'mature-adults': { label: 'Mature Adults', hint: '50 and over' },
};

/**
 * Each stop's name. SPEC §2 labels the slider More Believable, Balanced, More Creative (stops 1, 3
 * and 5, shown under it); the stops between are named too, so that no stop is read out as a bare
 * "2 of 5" (issue 21, item 12).
 */
export const RANDOMNESS_STOP_NAMES = [
  'More Believable',
  'Leaning Believable',
  'Balanced',
  'Leaning Creative',
  'More Creative',
] as const;

/** What the slider says at each stop: its name, then where it is ("Balanced (3 of 5)"). */
export function randomnessText(level: RandomnessLevel): string {
  const index = RANDOMNESS_LEVELS.indexOf(level);
  return `${RANDOMNESS_STOP_NAMES[index]} (${index + 1} of ${RANDOMNESS_LEVELS.length})`;
}

/** The signed-in user's saved preferences (the User schema checked them). */
function accountSettings(user: User | null): GeneratorSettings | null {
  return user && { randomnessLevel: user.randomnessLevel, ageRange: user.ageRange };
}

/** The slider thumb's width: Radix keeps the thumb inside the track, so the stops shift by it. */
const THUMB_PX = 44;

export function SettingsScreen() {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<Partial<GeneratorSettings>>({});
  const settings: GeneratorSettings = {
    ...(accountSettings(user) ?? readGeneratorSettings()),
    ...draft,
  };
  const sliderLabelId = useId();
  const ageLabelId = useId();

  const saveToAccount = useAppMutation({
    mutationFn: (body: GeneratorSettings) => call(updateSettings, body),
  });

  async function save() {
    saveLocalGeneratorSettings(settings);
    if (!user) {
      toast({
        title: 'Settings Saved Locally',
        description: 'Your preferences have been saved on this device.',
        variant: 'success',
        carry: true,
      });
      navigate('/');
      return;
    }
    try {
      const updated = await saveToAccount.mutateAsync({
        randomnessLevel: settings.randomnessLevel,
        ageRange: settings.ageRange,
      });
      rememberUser(updated);
      toast({
        title: 'Account Settings Saved',
        description: 'Your preferences have been saved to your account.',
        variant: 'success',
        carry: true,
      });
    } catch {
      toast({
        title: 'Failed to update settings',
        description:
          'Failed to save settings to your account. Your settings are still saved locally.',
        variant: 'destructive',
        carry: true,
      });
    }
    navigate('/');
  }

  const stop = RANDOMNESS_LEVELS.indexOf(settings.randomnessLevel);
  const saving = saveToAccount.isPending;

  return (
    <Screen
      title="Settings"
      className="gap-6"
      actions={
        <Button size="lg" block disabled={saving} onClick={() => void save()}>
          <Save aria-hidden="true" />
          {saving ? 'Saving...' : user ? 'Save Settings to Account' : 'Save Settings Locally'}
        </Button>
      }
    >
      <h1 className="font-display text-[2rem] leading-tight font-extrabold tracking-tight">
        Settings
      </h1>
      <p className="-mt-3 text-fg-muted">How the fake entries are written.</p>

      <section
        aria-labelledby={sliderLabelId}
        className="rounded-3xl border border-line bg-surface/85 p-5"
      >
        <h2 id={sliderLabelId} className="font-display text-xl font-bold">
          Randomness
        </h2>
        <p className="mt-1 text-fg-muted">
          Believable fakes are harder to spot; creative ones are wilder and funnier.
        </p>
        <Slider.Root
          className="relative mt-5 flex h-11 w-full touch-none items-center select-none"
          min={0}
          max={RANDOMNESS_LEVELS.length - 1}
          step={1}
          value={[stop]}
          onValueChange={([index]) => {
            const level = RANDOMNESS_LEVELS[index ?? 2];
            if (level !== undefined) setDraft((d) => ({ ...d, randomnessLevel: level }));
          }}
        >
          <Slider.Track className="relative h-2 grow rounded-full bg-surface-raised">
            <Slider.Range className="absolute h-full rounded-full bg-linear-to-r from-primary to-violet" />
          </Slider.Track>
          {RANDOMNESS_LEVELS.map((level, i) => (
            <span
              key={level}
              aria-hidden="true"
              className={cn(
                'pointer-events-none absolute size-2 -translate-x-1/2 rounded-full',
                i <= stop ? 'bg-on-primary/60' : 'bg-line',
              )}
              style={{
                left: `calc(${(i / (RANDOMNESS_LEVELS.length - 1)) * 100}% + ${(0.5 - i / 4) * THUMB_PX}px)`,
              }}
            />
          ))}
          <Slider.Thumb
            aria-labelledby={sliderLabelId}
            aria-valuetext={randomnessText(settings.randomnessLevel)}
            className="grid size-11 place-items-center rounded-full"
          >
            {/* A 28 px knob on a 44 px target (issue 16). */}
            <span className="size-7 rounded-full border-4 border-white bg-primary shadow-glow" />
          </Slider.Thumb>
        </Slider.Root>
        <div
          aria-hidden="true"
          className="mt-2 grid grid-cols-3 text-sm font-semibold text-fg-muted"
        >
          <span className={cn(stop === 0 && 'text-fg')}>More Believable</span>
          <span className={cn('text-center', stop === 2 && 'text-fg')}>Balanced</span>
          <span className={cn('text-right', stop === 4 && 'text-fg')}>More Creative</span>
        </div>
      </section>

      <section
        aria-labelledby={ageLabelId}
        className="rounded-3xl border border-line bg-surface/85 p-5"
      >
        <h2 id={ageLabelId} className="font-display text-xl font-bold">
          Age Group
        </h2>
        <p className="mt-1 text-fg-muted">Keeps the fakes right for the people playing.</p>
        <RadioGroup.Root
          aria-labelledby={ageLabelId}
          value={settings.ageRange}
          onValueChange={(value) => {
            if (isAgeRange(value)) setDraft((d) => ({ ...d, ageRange: value }));
          }}
          className="mt-4 grid grid-cols-2 gap-2"
        >
          {AGE_RANGES.map((range) => {
            const selected = settings.ageRange === range;
            return (
              <RadioGroup.Item
                key={range}
                value={range}
                className={cn(
                  'flex min-h-16 flex-col items-start justify-center rounded-2xl border px-4 py-2 text-left transition-colors',
                  selected
                    ? 'border-primary bg-primary/15'
                    : 'border-line bg-surface-raised/70 hover:bg-line/60',
                )}
              >
                <span className="font-semibold">{AGE_LABELS[range].label}</span>
                <span className="text-sm text-fg-muted">{AGE_LABELS[range].hint}</span>
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
      </section>

      <div className="mt-auto">
        <Button variant="ghost" block onClick={() => navigate('/')}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
    </Screen>
  );
}
