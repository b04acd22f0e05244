// The frame of the privacy and terms pages: title, date, sections, contact and "Back to Login".
import type { ReactNode } from 'react';
import { ArrowLeft, Mail } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';
import { CONTACT_EMAIL, LAST_UPDATED } from './legal-info';
import { cameFromApp, COOKIE_SETTINGS_PATH, returnToState } from './return-to';

export interface LegalPageProps {
  title: string;
  /** One or two sentences under the title. */
  summary: ReactNode;
  children: ReactNode;
}

export function LegalPage({ title, summary, children }: LegalPageProps) {
  return (
    <Screen title={title} className="[overflow-wrap:anywhere]">
      <header>
        <h1 className="font-display text-3xl font-extrabold">{title}</h1>
        <p className="mt-1 text-sm text-fg-muted">Last updated: {LAST_UPDATED}</p>
        <p className="mt-4 text-fg-muted">{summary}</p>
      </header>

      <div className="mt-6 flex flex-col gap-4">{children}</div>

      <LegalSection title="Contact us">
        <p>
          Questions, requests or complaints: write to us and a person will answer, usually within a
          few days.
        </p>
        <p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex min-h-12 items-center gap-2 font-semibold break-all text-accent underline underline-offset-4"
          >
            <Mail aria-hidden="true" className="size-5" />
            {CONTACT_EMAIL}
          </a>
        </p>
      </LegalSection>

      <nav aria-label="Legal" className="mt-8 flex flex-col gap-3">
        <ButtonLink
          href="/auth"
          variant="secondary"
          size="lg"
          block
          onClick={(event) => {
            // back where the page was opened from (the home screen's cookie banner, say); /auth
            // when it was opened directly or from there
            if (cameFromApp(window.history.state)) {
              event.preventDefault();
              window.history.back();
            }
          }}
        >
          <ArrowLeft aria-hidden="true" />
          Back to Login
        </ButtonLink>
        <LegalLinks />
      </nav>
    </Screen>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4 rounded-2xl border border-line bg-surface/80 p-5">
      <h2 className="font-display text-xl font-bold">{title}</h2>
      <div className="mt-2 flex flex-col gap-3 text-fg-muted [&_strong]:text-fg">{children}</div>
    </section>
  );
}

/** A bulleted list inside a section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="ml-5 flex list-disc flex-col gap-2 marker:text-primary">{children}</ul>;
}

const LINKS = [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  [COOKIE_SETTINGS_PATH, 'Cookie Settings'],
  ['/logo', 'Logo'],
] as const;

/** The other legal pages, as a row of small links. */
export function LegalLinks() {
  const [here] = useLocation();
  return (
    <ul className="flex flex-wrap justify-center gap-x-5 text-sm">
      {LINKS.filter(([href]) => href !== here).map(([href, label]) => (
        <li key={href}>
          <Link
            href={href}
            state={returnToState(here)}
            className="inline-flex min-h-12 min-w-11 items-center justify-center text-fg-muted underline underline-offset-4 hover:text-fg"
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
