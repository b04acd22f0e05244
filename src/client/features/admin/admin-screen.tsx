// /admin (issue 6): the numbers of the game for admins. Loaded as its own chunk on demand. Anyone
// else (signed out, or signed in without the admin role) sees an "admins only" screen and the
// stats are never requested; the server checks the role on every admin request anyway.
import { useEffect, type ReactNode } from 'react';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { CATEGORIES } from '../../../engine/categories';
import { adminStats, type AdminStats } from '../../../shared/api/admin';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { queryFnFor, statusOf } from '../../lib/api';
import { useCurrentUser } from '../auth/current-user';
import { useAppQuery } from '../../lib/app-query';
import { BarChart, DailyChart } from './charts';

export const ADMIN_STATS_QUERY_KEY = [adminStats.path] as const;

const categoryName = (id: string) => CATEGORIES.find((c) => c.id === id)?.name ?? id;
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);
const minutes = (m: number | null) =>
  m === null ? '—' : `${Number.isInteger(m) ? m : m.toFixed(1)} min`;

function AdminFrame({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.title = 'Admin Dashboard · Fakeout';
  }, []);
  return (
    <main className="animate-fade-in mx-auto flex min-h-dvh w-full max-w-5xl flex-col px-5 pt-[max(2rem,env(safe-area-inset-top))] pb-[max(2rem,env(safe-area-inset-bottom))]">
      {children}
    </main>
  );
}

function AdminsOnly({ signedIn }: { signedIn: boolean }) {
  return (
    <AdminFrame>
      <div className="m-auto flex max-w-md flex-col items-center gap-4 text-center">
        <ShieldAlert aria-hidden="true" className="size-12 text-primary" />
        <h1 className="font-display text-3xl font-extrabold">Admins only</h1>
        <p className="text-fg-muted">
          {signedIn
            ? 'The admin dashboard is only for admin accounts. Your account is not an admin.'
            : 'The admin dashboard is only for admin accounts. Log in with an admin account to see it.'}
        </p>
        <div className="flex w-full flex-col gap-3">
          {!signedIn && (
            <ButtonLink href="/auth" block>
              Log in
            </ButtonLink>
          )}
          <ButtonLink href="/" variant="secondary" block>
            <ArrowLeft aria-hidden="true" /> Back to Home
          </ButtonLink>
        </div>
      </div>
    </AdminFrame>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-extrabold tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-fg-muted">{hint}</dd>}
    </div>
  );
}

function Panel({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl border border-line bg-surface p-4 ${wide ? 'md:col-span-2' : ''}`}
    >
      <h2 className="mb-3 font-display text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Dashboard({ stats }: { stats: AdminStats }) {
  const { games, users } = stats;
  const picked = stats.categories;
  const most = picked[0];
  const least = picked.at(-1);
  // Ties are named together: "Least picked: A, B, C (0)".
  const namesWith = (games: number) =>
    picked
      .filter((c) => c.games === games)
      .map((c) => categoryName(c.category))
      .join(', ');
  const firstDay = stats.daily[0]?.day;
  const lastDay = stats.daily.at(-1)?.day;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Stat label="Games started" value={games.started.toLocaleString('en')} />
        <Stat label="Games completed" value={games.completed.toLocaleString('en')} />
        <Stat label="Completion rate" value={percent(games.completionRate)} />
        <Stat label="Median game" value={minutes(games.medianDurationMinutes)} />
        <Stat
          label="Registered users"
          value={users.registered.toLocaleString('en')}
          hint="all time"
        />
        <Stat label="Premium users" value={users.premium.toLocaleString('en')} hint="all time" />
      </dl>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Panel title="Games per day" wide>
          <DailyChart
            title={`Games started and completed per day, ${firstDay} to ${lastDay} (UTC)`}
            days={stats.daily}
          />
        </Panel>

        <Panel title="Categories">
          {most && least && (
            <p className="mb-3 text-sm text-fg-muted">
              Most picked: <strong className="text-fg">{namesWith(most.games)}</strong> (
              {most.games}). Least picked:{' '}
              <strong className="text-fg">{namesWith(least.games)}</strong> ({least.games}).
            </p>
          )}
          <BarChart
            title="Games per category"
            keyLabel="Category"
            description={`Games that played each category, most picked first: ${picked
              .map((c) => `${categoryName(c.category)} ${c.games}`)
              .join(', ')}.`}
            bars={picked.map((c) => ({ label: categoryName(c.category), value: c.games }))}
          />
        </Panel>

        <Panel title="Players per game">
          <BarChart
            title="Games by number of players"
            keyLabel="Players"
            description={`${stats.playerCounts.counts
              .map((c) => `${c.value} players: ${c.games}`)
              .join(', ')}; not recorded: ${stats.playerCounts.unknown}.`}
            bars={[
              ...stats.playerCounts.counts.map((c) => ({
                label: `${c.value} players`,
                value: c.games,
              })),
              ...(stats.playerCounts.unknown > 0
                ? [{ label: 'Not recorded', value: stats.playerCounts.unknown }]
                : []),
            ]}
          />
        </Panel>

        <Panel title="Rounds chosen">
          <BarChart
            title="Games by number of rounds"
            keyLabel="Rounds"
            description={stats.rounds.map((r) => `${r.value} rounds: ${r.games}`).join(', ')}
            bars={stats.rounds.map((r) => ({
              label: `${r.value} ${r.value === 1 ? 'round' : 'rounds'}`,
              value: r.games,
            }))}
          />
        </Panel>

        <Panel title="Discussion timer chosen">
          <BarChart
            title="Games by discussion time"
            keyLabel="Discussion time"
            description={stats.timerMinutes.map((t) => `${t.value} minutes: ${t.games}`).join(', ')}
            bars={stats.timerMinutes.map((t) => ({ label: `${t.value} min`, value: t.games }))}
          />
        </Panel>
      </div>
    </>
  );
}

export function AdminScreen() {
  const { user, isPending } = useCurrentUser();
  const isAdmin = user?.isAdmin === true;
  const query = useAppQuery({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: queryFnFor(adminStats),
    enabled: isAdmin,
    // The numbers of an operator's dashboard should be current when opened.
    staleTime: 0,
  });

  if (isPending) return <Spinner label="Loading admin dashboard..." />;
  const status = statusOf(query.error);
  if (!isAdmin || status === 401 || status === 403)
    return <AdminsOnly signedIn={user !== null && status !== 401} />;

  return (
    <AdminFrame>
      <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-extrabold">Admin Dashboard</h1>
          <p className="mt-1 text-sm text-fg-muted">
            Games started in the last 30 days (UTC), players and settings they chose; users all
            time.
          </p>
        </div>
        <ButtonLink href="/" variant="secondary">
          <ArrowLeft aria-hidden="true" /> Home
        </ButtonLink>
      </header>
      {query.data ? (
        <Dashboard stats={query.data} />
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-danger p-4">
          <p className="font-semibold">The numbers could not be loaded.</p>
          <p className="mt-1 text-sm text-fg-muted">{query.error.message}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-3 font-semibold text-accent underline underline-offset-4"
          >
            Try again
          </button>
        </div>
      ) : (
        <Spinner label="Loading admin dashboard..." />
      )}
    </AdminFrame>
  );
}
