// SPEC §2 not-found screen, for every path the router does not know.
import { House, SearchX } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Screen } from '../../components/ui/screen';

export function NotFoundScreen() {
  return (
    <Screen title="Page not found" centered>
      <div className="flex flex-col items-center gap-6 text-center">
        <span className="grid size-20 place-items-center rounded-full bg-surface-raised text-accent">
          <SearchX aria-hidden="true" className="size-10" />
        </span>
        <h1 className="font-display text-3xl font-extrabold">404 Page Not Found</h1>
        <p className="text-lg text-fg-muted">Did you forget to add the page to the router?</p>
      </div>
      <ButtonLink href="/" size="lg" block className="mt-10">
        <House aria-hidden="true" />
        Back to Menu
      </ButtonLink>
    </Screen>
  );
}
