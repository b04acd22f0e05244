// Issue 15: the group's hall of fame, in a dialog (SPEC fixes the routes): a ranked table of the
// group's players with each one's faker success rate and detective accuracy, the group's last 10
// games, and clearing one group or all history after a confirmation. Loaded lazily (home-screen
// budget). Off without functional cookie consent (docs/decisions/017).
import { Crown, Drama, Medal, ScanSearch } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  findGroup,
  groupKeyOf,
  lastGames,
  rankGroup,
  type Group,
  type HallOfFame,
  type RecordedGame,
} from '../../../engine/hall-of-fame';
import { listNames } from '../../../engine/players';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog } from '../../components/ui/dialog';
import { inlineLinkClasses } from '../../components/ui/inline-link';
import { useCookieConsent } from '../legal/consent-store';
import { COOKIE_SETTINGS_PATH, returnToState } from '../legal/return-to';
import {
  forgetGroup,
  forgetHallOfFame,
  loadHallOfFame,
  statusOf,
  type HallOfFameStatus,
} from './hall-of-fame-storage';

/** Games listed under the table. */
export const LAST_GAMES_SHOWN = 10;

export interface HallOfFameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group to show first (the game just played); else the group that played last. */
  names?: readonly string[];
}

type Confirming = null | 'group' | 'all';

const groupNames = (group: Group) => listNames(group.members.map((m) => m.name));
const gamesText = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;
const percent = (value: number) => `${Math.round(value * 100)}%`;

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function resultText(game: RecordedGame): string {
  const names = listNames(game.winners);
  return game.winners.length > 1 ? `Tie: ${names}` : `${names} won`;
}

export function HallOfFameDialog({ open, onOpenChange, names }: HallOfFameDialogProps) {
  const status = statusOf(useCookieConsent());
  const [hall, setHall] = useState<HallOfFame>(loadHallOfFame);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  /** The control to focus once the view has changed under the focused button. */
  const focusNext = useRef<string | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    // Read afresh on each opening; start from the group asked for.
    setWasOpen(open);
    if (open) {
      setHall(loadHallOfFame());
      setPickedKey(null);
      setConfirming(null);
    }
  }

  // after the render that replaced the focused button
  useEffect(() => {
    if (!focusNext.current) return;
    document.querySelector<HTMLElement>(`[data-focus="${focusNext.current}"]`)?.focus();
    focusNext.current = null;
  });

  // A refusal erases what was kept (decision 017).
  useEffect(() => {
    if (open && status === 'refused') forgetHallOfFame();
  }, [open, status]);

  const preferred = (names && findGroup(hall, names)) || hall.groups[0];
  const group = hall.groups.find((g) => groupKeyOf(g) === pickedKey) ?? preferred;

  function clear() {
    if (confirming === 'all') {
      forgetHallOfFame();
      setHall(loadHallOfFame());
    } else if (group) {
      setHall(forgetGroup(groupKeyOf(group)));
    }
    setPickedKey(null);
    setConfirming(null);
    focusNext.current = 'close';
  }

  const close = () => onOpenChange(false);

  if (status === 'on' && confirming && (group || confirming === 'all')) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={confirming === 'all' ? 'Clear all history?' : 'Clear this group?'}
        description={
          confirming === 'all'
            ? `Every group's results on this device (${gamesText(
                hall.groups.reduce((sum, g) => sum + g.games.length, 0),
              )} listed) will be deleted. This cannot be undone.`
            : `The results of ${group ? groupNames(group) : ''} on this device will be deleted. This cannot be undone.`
        }
      >
        <ConfirmActions
          confirmLabel={confirming === 'all' ? 'Clear All' : 'Clear Group'}
          onCancel={() => {
            focusNext.current = `clear-${confirming}`;
            setConfirming(null);
          }}
          onConfirm={clear}
        />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Hall of Fame"
      description="Your group's results, kept on this device only."
    >
      {status !== 'on' ? (
        <Off status={status} />
      ) : !group ? (
        <p className="rounded-2xl border border-line bg-surface-raised p-4 text-fg-muted">
          No games yet. Finish a game and your group&apos;s results will appear here.
        </p>
      ) : (
        <>
          {hall.groups.length > 1 && (
            <GroupPicker
              groups={hall.groups}
              value={groupKeyOf(group)}
              onChange={(key) => setPickedKey(key)}
            />
          )}
          <Standings group={group} />
          <LastGames group={group} />
          {/* Side by side, or one above the other where they do not fit (200% zoom). */}
          <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8.5rem),1fr))] gap-2">
            <Button
              variant="secondary"
              className="px-2 text-sm"
              data-focus="clear-group"
              onClick={() => setConfirming('group')}
            >
              Clear Group
            </Button>
            <Button
              variant="secondary"
              className="px-2 text-sm"
              data-focus="clear-all"
              onClick={() => setConfirming('all')}
            >
              Clear All History
            </Button>
          </div>
        </>
      )}
      <Button block data-focus="close" onClick={close}>
        Close
      </Button>
    </Dialog>
  );
}

function Off({ status }: { status: Exclude<HallOfFameStatus, 'on'> }) {
  // Cookie Settings returns here (to the end of the game, say), never to home (issue 21)
  const [location] = useLocation();
  return (
    <p className="rounded-2xl border border-accent/50 bg-accent/10 p-4">
      {status === 'refused'
        ? 'The hall of fame is off because functional cookies are refused in '
        : 'The hall of fame starts keeping results once you allow functional cookies in '}
      <Link
        href={COOKIE_SETTINGS_PATH}
        state={returnToState(location)}
        className={inlineLinkClasses}
      >
        Cookie Settings
      </Link>
      .
    </p>
  );
}

function GroupPicker({
  groups,
  value,
  onChange,
}: {
  groups: readonly Group[];
  value: string;
  onChange: (key: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-fg-muted">
        Group
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-12 w-full rounded-2xl border border-line bg-surface-raised px-3 text-base text-fg"
      >
        {groups.map((g) => (
          <option key={groupKeyOf(g)} value={groupKeyOf(g)}>
            {`${groupNames(g)} (${gamesText(g.members[0]?.games ?? g.games.length)})`}
          </option>
        ))}
      </select>
    </div>
  );
}

const MEDAL_COLORS: Record<number, string> = {
  1: 'text-[#ffd54a]',
  2: 'text-[#d5dbe8]',
  3: 'text-[#f0a06a]',
};

const KEY_ICON = 'mr-1 inline size-4 align-[-0.2em] text-fg';

function Standings({ group }: { group: Group }) {
  const rows = rankGroup(group);
  const games = group.members[0]?.games ?? group.games.length;
  const captionId = useId();
  const [scroller, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    // Out into the dialog's padding: the table needs the width more than the margin does.
    <div className="-mx-2 rounded-2xl border border-line bg-canvas/40 p-1.5">
      {/* Names get at least 6rem, wrapping between words (issue 21, item 6). Where even that does
          not fit (200% zoom) the table scrolls sideways in its own box, as a data table may
          (WCAG 1.4.10): names then get 8.5rem, and the caption stays as wide as the box. */}
      <div
        ref={scroller}
        role="region"
        aria-labelledby={captionId}
        // Reachable by keyboard when it scrolls (axe: scrollable-region-focusable); relative, so
        // the screen-reader-only header words are clipped with the table, not left out there
        // widening the dialog.
        tabIndex={scrolls ? 0 : undefined}
        className="relative @container overflow-x-auto rounded-xl"
      >
        <table className="w-full border-collapse text-left">
          <caption id={captionId} className="text-left">
            <span className="sticky left-0 block w-[100cqw] px-1.5 pb-2">
              <span className="block font-display text-lg font-bold break-words">
                {groupNames(group)}
              </span>
              <span className="block text-sm text-fg-muted">
                {gamesText(games)} played together
              </span>
            </span>
          </caption>
          <thead className="text-xs font-semibold text-fg-muted">
            <tr>
              <th scope="col" className="px-1 pb-1 font-semibold">
                <span aria-hidden="true">#</span>
                <span className="sr-only">Rank</span>
              </th>
              <th scope="col" className="w-full px-1 pb-1 font-semibold">
                Player
              </th>
              <th scope="col" className="px-1 pb-1 text-right font-semibold">
                Wins
              </th>
              {/* Marked, not named (with the awards' icons): the words are in the key under the
                  table, as a "Detective" header alone was wider than its numbers. */}
              <th scope="col" className="pr-1 pb-1 pl-2 font-semibold">
                <Drama aria-hidden="true" className="ml-auto size-5 text-fg" />
                <span className="sr-only">Faker success rate</span>
              </th>
              <th scope="col" className="pr-1 pb-1 pl-2 font-semibold">
                <ScanSearch aria-hidden="true" className="ml-auto size-5 text-fg" />
                <span className="sr-only">Detective accuracy</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ member, rank, fakerSuccess, detectiveAccuracy }) => (
              <tr
                key={member.name}
                data-testid="hall-of-fame-row"
                className="border-t border-line/70"
              >
                <td className="h-12 px-1 font-semibold tabular-nums">
                  {member.wins > 0 && MEDAL_COLORS[rank] ? (
                    <span className="flex items-center gap-0.5">
                      <Medal aria-hidden="true" className={cn('size-5', MEDAL_COLORS[rank])} />
                      {rank}
                    </span>
                  ) : (
                    rank
                  )}
                </td>
                <th scope="row" className="px-1 py-2 font-semibold">
                  {/* Between words first; a single word longer than the column breaks anywhere. */}
                  <span className="block min-w-24 wrap-anywhere @max-[18rem]:min-w-34">
                    {member.name}
                  </span>
                </th>
                <td className="px-1 text-right font-display text-lg font-black tabular-nums">
                  {member.wins}
                </td>
                <Rate
                  value={fakerSuccess}
                  part={member.fakerFooledMost}
                  whole={member.fakerRounds}
                  none="never the faker"
                />
                <Rate
                  value={detectiveAccuracy}
                  part={member.correctVotes}
                  whole={member.votesCast}
                  none="no votes yet"
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 border-t border-line/70 px-1.5 pt-2 text-xs text-fg-muted">
        <Drama aria-hidden="true" className={KEY_ICON} />
        <strong className="text-fg">Faker</strong>: rounds as the faker that fooled most voters.{' '}
        <ScanSearch aria-hidden="true" className={KEY_ICON} />
        <strong className="text-fg">Detective</strong>: votes that named the faker.
      </p>
    </div>
  );
}

/** A ref for a scrolling box, and whether its content is wider than it (kept up to date). */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

function Rate({
  value,
  part,
  whole,
  none,
}: {
  value: number | null;
  part: number;
  whole: number;
  none: string;
}) {
  return (
    <td className="pr-1 pl-2 text-right whitespace-nowrap tabular-nums">
      {value === null ? (
        <>
          <span aria-hidden="true" className="text-fg-muted">
            –
          </span>
          <span className="sr-only">{none}</span>
        </>
      ) : (
        <>
          <span className="block text-[0.9375rem] font-semibold">{percent(value)}</span>
          <span className="block text-xs text-fg-muted">{`${part}/${whole}`}</span>
        </>
      )}
    </td>
  );
}

function LastGames({ group }: { group: Group }) {
  const games = lastGames(group, LAST_GAMES_SHOWN);
  return (
    <section aria-labelledby="last-games-heading">
      <h3 id="last-games-heading" className="font-display text-lg font-bold">
        Last games
      </h3>
      <ol className="mt-2 flex flex-col gap-1.5">
        {games.map((game, i) => (
          <li
            key={`${game.playedAt}-${i}`}
            data-testid="hall-of-fame-game"
            className="flex min-h-11 items-center gap-3 rounded-2xl bg-surface-raised px-3 py-2"
          >
            <Crown aria-hidden="true" className="size-5 shrink-0 text-[#ffd54a]" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words">{resultText(game)}</span>
              <time
                dateTime={new Date(game.playedAt).toISOString()}
                className="block text-sm text-fg-muted"
              >
                {dateFormat.format(game.playedAt)}
              </time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ConfirmActions({
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const actions = useRef<HTMLDivElement>(null);
  // The button that opened this step is gone: keep the focus in the dialog, on the safe choice.
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={actions} className="grid grid-cols-2 gap-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button
        className="bg-none bg-danger px-3 whitespace-nowrap text-on-primary shadow-none hover:brightness-110"
        onClick={onConfirm}
      >
        {confirmLabel}
      </Button>
    </div>
  );
}
