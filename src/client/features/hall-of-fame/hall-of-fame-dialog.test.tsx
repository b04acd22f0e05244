import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyHallOfFame, recordGame, type HallOfFame } from '../../../engine/hall-of-fame';
import type { GameState } from '../../../engine/types';
import { renderWithApp } from '../../test/render';
import { afterReveal, startedState, withStories, withVotes } from '../../test/game-states';
import { chooseConsent } from '../legal/consent-store';
import { HallOfFameButton } from './hall-of-fame-button';
import { HALL_OF_FAME_KEY, loadHallOfFame, recordCompletedGame } from './hall-of-fame-storage';

const T0 = Date.UTC(2026, 10, 23, 20, 15);

/** A finished 1-round game; the faker is the player at `faker`, everyone names the next player. */
function finished(names: string[], faker = 0): GameState {
  return afterReveal(withVotes(withStories(startedState(names), faker)));
}

function consent(functional: boolean | null) {
  if (functional === null) return;
  localStorage.setItem(
    'cookieConsent',
    JSON.stringify({
      necessary: true,
      functional,
      analytics: false,
      marketing: false,
      accepted: new Date(T0).toISOString(),
    }),
  );
}

function store(hall: HallOfFame) {
  localStorage.setItem(HALL_OF_FAME_KEY, JSON.stringify(hall));
}

async function openDialog(names?: string[]) {
  const app = renderWithApp(<HallOfFameButton names={names} />);
  await app.user.click(screen.getByRole('button', { name: 'Hall of Fame' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hall of Fame' }, { timeout: 5000 });
  return { ...app, dialog };
}

describe('recordCompletedGame (the record-game-complete effect)', () => {
  it('records only with functional consent', () => {
    const game = finished(['Ann', 'Bob', 'Cy']);
    recordCompletedGame(game, T0);
    expect(localStorage.getItem(HALL_OF_FAME_KEY)).toBeNull();
    consent(true);
    recordCompletedGame(game, T0);
    recordCompletedGame(game, T0 + 1);
    expect(loadHallOfFame().groups[0]?.games).toHaveLength(2);
  });

  it('records the game just finished once functional cookies are turned on (issue 21)', () => {
    consent(false);
    recordCompletedGame(finished(['Ann', 'Bob', 'Cy']), T0);
    expect(localStorage.getItem(HALL_OF_FAME_KEY)).toBeNull();
    chooseConsent({ functional: false, analytics: true, marketing: false });
    expect(localStorage.getItem(HALL_OF_FAME_KEY)).toBeNull();
    chooseConsent({ functional: true, analytics: false, marketing: false });
    expect(loadHallOfFame().groups[0]?.games).toHaveLength(1);
    // once only
    chooseConsent({ functional: true, analytics: true, marketing: false });
    expect(loadHallOfFame().groups[0]?.games).toHaveLength(1);
  });

  it('erases what was kept once functional cookies are refused', () => {
    consent(true);
    recordCompletedGame(finished(['Ann', 'Bob', 'Cy']), T0);
    consent(false);
    recordCompletedGame(finished(['Ann', 'Bob', 'Cy']), T0 + 1);
    expect(localStorage.getItem(HALL_OF_FAME_KEY)).toBeNull();
  });

  it('starts afresh over a corrupt record, without throwing', () => {
    consent(true);
    localStorage.setItem(HALL_OF_FAME_KEY, '{not json');
    recordCompletedGame(finished(['Ann', 'Bob', 'Cy']), T0);
    expect(loadHallOfFame().groups).toHaveLength(1);
  });
});

describe('HallOfFameDialog (issue 15)', () => {
  it('shows the group’s ranked table with headers, rates and the last games', async () => {
    consent(true);
    // Round: Ann fakes; Bob names Cy, Cy names Ann: Ann 1 point, Cy 1 → a tie.
    let hall = recordGame(emptyHallOfFame(), finished(['Ann', 'Bob', 'Cy'], 0), T0);
    // Bob fakes; Ann names Bob, Cy names Ann: Bob 1, Ann 1.
    hall = recordGame(hall, finished(['Cy', 'ann', 'Bob'], 2), T0 + 60_000);
    store(hall);
    const { dialog } = await openDialog(['Ann', 'Bob', 'Cy']);

    const table = within(dialog).getByRole('table');
    expect(within(table).getByText(/played together/).textContent).toBe('2 games played together');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#Rank', 'Player', 'Wins', 'Faker success rate', 'Detective accuracy']);
    const rows = within(table).getAllByTestId('hall-of-fame-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'ann',
      'Cy',
      'Bob',
    ]);
    // ann: rank 1, two shared wins; as faker fooled 1 of 2 voters (not most): 0 of 1 rounds;
    // 1 of 1 counted votes correct (her vote as the faker never counts).
    expect(rows[0]!.textContent).toBe('1ann20%0/1100%1/1');
    // Cy and Bob: one win and 1 point each share rank 2; Cy was never the faker.
    expect(rows[1]!.textContent).toBe('2Cy1–never the faker50%1/2');
    expect(rows[2]!.textContent).toBe('2Bob10%0/10%0/1');

    const games = within(dialog).getAllByTestId('hall-of-fame-game');
    expect(games).toHaveLength(2);
    expect(games[0]!.textContent).toMatch(/^Tie: ann and Bob/);
    expect(within(games[0]!).getByText(/2026/).getAttribute('datetime')).toBe(
      new Date(T0 + 60_000).toISOString(),
    );
  });

  it('shows the last 10 games only, newest first', async () => {
    consent(true);
    const game = finished(['Ann', 'Bob', 'Cy']);
    let hall = emptyHallOfFame();
    for (let i = 0; i < 12; i++) hall = recordGame(hall, game, T0 + i * 86_400_000);
    store(hall);
    const { dialog } = await openDialog();
    const times = within(dialog)
      .getAllByTestId('hall-of-fame-game')
      .map((li) => li.querySelector('time')!.getAttribute('datetime'));
    expect(times).toHaveLength(10);
    expect(times[0]).toBe(new Date(T0 + 11 * 86_400_000).toISOString());
    expect(within(dialog).getByText('12 games played together')).toBeTruthy();
  });

  it('switches between groups, the game just played first', async () => {
    consent(true);
    let hall = recordGame(emptyHallOfFame(), finished(['Ann', 'Bob', 'Cy']), T0);
    hall = recordGame(hall, finished(['Di', 'Eve', 'Fay', 'Gus']), T0 + 1);
    store(hall);
    const { dialog, user } = await openDialog(['Cy', 'Bob', 'Ann']);
    const picker = within(dialog).getByRole('combobox', { name: 'Group' });
    expect(within(dialog).getByRole('table').querySelector('caption')!.textContent).toMatch(
      /^Ann, Bob and Cy/,
    );
    await user.selectOptions(picker, 'Di, Eve, Fay and Gus (1 game)');
    expect(within(dialog).getAllByTestId('hall-of-fame-row')).toHaveLength(4);
  });

  it('says so when there are no games yet', async () => {
    consent(true);
    const { dialog } = await openDialog();
    expect(within(dialog).getByText(/No games yet/)).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it.each<[string, boolean | null, RegExp]>([
    ['refused', false, /off because functional cookies are refused in Cookie Settings/],
    ['not chosen yet', null, /once you allow functional cookies in Cookie Settings/],
  ])('is off when functional cookies are %s, with a link to the settings', async (_n, f, text) => {
    consent(f);
    store(recordGame(emptyHallOfFame(), finished(['Ann', 'Bob', 'Cy']), T0));
    const { dialog, user, history } = await openDialog(['Ann', 'Bob', 'Cy']);
    const link = within(dialog).getByRole('link', { name: 'Cookie Settings' });
    expect(link.parentElement!.textContent).toMatch(text);
    expect(within(dialog).queryByRole('table')).toBeNull();
    // a refusal erases what was kept; with no choice yet it stays
    expect(localStorage.getItem(HALL_OF_FAME_KEY) === null).toBe(f === false);
    await user.click(within(dialog).getByRole('link', { name: 'Cookie Settings' }));
    expect(history.at(-1)).toBe('/cookie-settings');
  });

  it('clears one group after a confirmation; Cancel keeps it', async () => {
    consent(true);
    let hall = recordGame(emptyHallOfFame(), finished(['Ann', 'Bob', 'Cy']), T0);
    hall = recordGame(hall, finished(['Di', 'Eve', 'Fay']), T0 + 1);
    store(hall);
    const { user } = await openDialog(['Ann', 'Bob', 'Cy']);

    await user.click(screen.getByRole('button', { name: 'Clear Group' }));
    const confirm = screen.getByRole('dialog', { name: 'Clear this group?' });
    expect(
      within(confirm).getByText(/Ann, Bob and Cy on this device will be deleted/),
    ).toBeTruthy();
    // the focus stays in the dialog, on the safe choice
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear Group' }));
    expect(loadHallOfFame().groups).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear Group' }));
    await user.click(screen.getByRole('button', { name: 'Clear Group' }));
    expect(loadHallOfFame().groups.map((g) => g.members.map((m) => m.name))).toEqual([
      ['Di', 'Eve', 'Fay'],
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Hall of Fame' });
    expect(within(dialog).getByRole('table').querySelector('caption')!.textContent).toMatch(
      /^Di, Eve and Fay/,
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('clears all history after a confirmation', async () => {
    consent(true);
    let hall = recordGame(emptyHallOfFame(), finished(['Ann', 'Bob', 'Cy']), T0);
    hall = recordGame(hall, finished(['Di', 'Eve', 'Fay']), T0 + 1);
    store(hall);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Clear All History' }));
    const confirm = screen.getByRole('dialog', { name: 'Clear all history?' });
    await user.click(within(confirm).getByRole('button', { name: 'Clear All' }));
    expect(localStorage.getItem(HALL_OF_FAME_KEY)).toBeNull();
    expect(screen.getByText(/No games yet/)).toBeTruthy();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    consent(true);
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hall of Fame' }));
  });
});
