// SPEC §2 cookie settings: necessary (always on, locked), functional, analytics and marketing
// toggles, preloaded with the stored choice; Cancel leaves without saving, "Save Preferences"
// stores the choice and confirms with the toast "Settings saved".
import { useId, useState } from 'react';
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { toast } from '../../components/toast/toast-store';
import { Button } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import type { ConsentChoice } from '../../lib/consent';
import { chooseConsent, NECESSARY_ONLY, useCookieConsent } from './consent-store';
import { useLeaveCookieSettings } from './return-to';
import { inlineLinkClasses } from '../../components/ui/inline-link';
import { Switch } from '../../components/ui/switch';

type Optional = keyof ConsentChoice;

const OPTIONAL: ReadonlyArray<{ key: Optional; label: string; description: string }> = [
  {
    key: 'functional',
    label: 'Functional',
    description: 'Remembers extra conveniences on this device between visits.',
  },
  {
    key: 'analytics',
    label: 'Analytics',
    description:
      'Counts game starts: the number of players and rounds and the categories picked. Never names or stories.',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    description:
      'Lets us measure our promotions of Fakeout. No advertising cookies are used today.',
  },
];

export function CookieSettingsScreen() {
  const stored = useCookieConsent();
  const [choice, setChoice] = useState<ConsentChoice>(() => ({
    functional: stored?.functional ?? NECESSARY_ONLY.functional,
    analytics: stored?.analytics ?? NECESSARY_ONLY.analytics,
    marketing: stored?.marketing ?? NECESSARY_ONLY.marketing,
  }));
  const leave = useLeaveCookieSettings();

  function save() {
    chooseConsent(choice);
    toast({ title: 'Settings saved', variant: 'success', carry: true });
    leave();
  }

  return (
    <Screen
      title="Cookie Settings"
      className="[overflow-wrap:anywhere]"
      actions={
        <Button size="lg" block onClick={save}>
          Save Preferences
        </Button>
      }
    >
      <header>
        <h1 className="font-display text-3xl font-extrabold">Cookie Settings</h1>
        <p className="mt-3 text-fg-muted">
          Choose what Fakeout may keep and send. You can change this at any time; the{' '}
          <Link href="/privacy" className={inlineLinkClasses}>
            Privacy Policy
          </Link>{' '}
          explains each kind.
        </p>
      </header>

      <ul className="mt-6 flex flex-col gap-3">
        <ConsentToggle
          label="Necessary"
          description="Always on: keeps the game working. Your game in progress, your settings, this choice and, when you log in, your sign-in cookie."
          checked
          locked
        />
        {OPTIONAL.map(({ key, label, description }) => (
          <ConsentToggle
            key={key}
            label={label}
            description={description}
            checked={choice[key]}
            onCheckedChange={(checked) => setChoice((current) => ({ ...current, [key]: checked }))}
          />
        ))}
      </ul>

      <div className="mt-8">
        <Button variant="secondary" size="lg" block onClick={leave}>
          Cancel
        </Button>
      </div>
    </Screen>
  );
}

interface ConsentToggleProps {
  label: string;
  description: string;
  checked: boolean;
  /** Always on and cannot be changed (necessary cookies). */
  locked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

function ConsentToggle({
  label,
  description,
  checked,
  locked = false,
  onCheckedChange,
}: ConsentToggleProps) {
  const id = useId();
  return (
    <li className="flex items-start gap-4 rounded-2xl border border-line bg-surface/80 p-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <label htmlFor={`${id}-switch`} className="text-lg font-semibold">
            {label}
          </label>
          {locked && (
            <span className="inline-flex items-center gap-1 rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold text-fg-muted">
              <Lock aria-hidden="true" className="size-3.5" />
              Locked
            </span>
          )}
        </div>
        <p id={`${id}-description`} className="mt-1 text-sm text-fg-muted">
          {description}
        </p>
      </div>
      <Switch
        id={`${id}-switch`}
        checked={checked}
        disabled={locked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}
