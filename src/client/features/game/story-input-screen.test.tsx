import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentRoundOf } from '../../../engine';
import { answerEveryFetch } from '../../test/render';
import {
  clickWhenArmed,
  pageLoad,
  renderGame,
  seedSession,
  startedState,
  testStore,
  withStories,
} from './game-test-helpers';
import { StoryInputScreen } from './story-input-screen';
import { stepOf } from './game-session';

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(answerEveryFetch(200, { story: 'A fake one.', source: 'llm' })));
  await seedSession({ state: startedState(['Ann', 'Bob', 'Cy'], 2), step: 'story-input' });
  // Started normally (not a reload): no handoff cover.
  pageLoad();
  testStore().confirmHandoff();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const area = () => screen.getByLabelText('Your story') as HTMLTextAreaElement;
const toastText = () => screen.getByTestId('toast').textContent;

/** One writer submits; the next one (if any) takes the device through the pass-the-device screen. */
async function writeAndPass(user: UserEvent, text: string) {
  await user.type(area(), text);
  await user.click(screen.getByRole('button', { name: 'Submit Story' }));
  if (screen.queryByRole('button', { name: "I'm Ready" })) await clickWhenArmed(user, "I'm Ready");
}

describe('StoryInputScreen (SPEC §2)', () => {
  it("shows the heading, the player's turn, the category and who is next", () => {
    renderGame(<StoryInputScreen />, { path: '/story-input' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tell Your Story' })).toBeTruthy();
    expect(screen.getByText("Ann's Turn")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Awkward Moments' })).toBeTruthy();
    expect(screen.getByText(/Next, pass the device to/).textContent).toBe(
      'Next, pass the device to Bob',
    );
  });

  it('turns the text area off for suggestions from previous writers', () => {
    renderGame(<StoryInputScreen />);
    const a = area();
    expect(a.getAttribute('autocomplete')).toBe('off');
    expect(a.getAttribute('autocorrect')).toBe('off');
    expect(a.getAttribute('spellcheck')).toBe('false');
  });

  it('focuses the text area after 0.5 s', () => {
    vi.useFakeTimers();
    renderGame(<StoryInputScreen />);
    act(() => vi.advanceTimersByTime(400));
    expect(document.activeElement).not.toBe(area());
    act(() => vi.advanceTimersByTime(150));
    expect(document.activeElement).toBe(area());
  });

  it('counts sentences and marks an entry over the limit', async () => {
    const { user } = renderGame(<StoryInputScreen />);
    await user.type(area(), 'One. Two!');
    expect(screen.getByText('2/2 sentences')).toBeTruthy();
    await user.type(area(), ' Three?');
    const hint = screen.getByText('3/2 sentences (too long)');
    expect(hint.className).toContain('text-danger');
    expect(area().getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(toastText()).toContain('Too Long');
    expect(toastText()).toContain('Please keep your story to 2 sentences maximum.');
  });

  it('rejects an empty entry with the SPEC toast', async () => {
    const { user } = renderGame(<StoryInputScreen />);
    await user.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(toastText()).toContain('Empty Story');
    expect(toastText()).toContain('Please write something before submitting.');
  });

  it('submits, thanks the writer and hands over to the next with an empty text area', async () => {
    const { user } = renderGame(<StoryInputScreen />);
    await user.type(area(), '  I fell off a stage.  ');
    await user.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(toastText()).toContain('Story Submitted');
    expect(toastText()).toContain('Great job, Ann!');
    // Issue 21: Bob's screen waits behind the pass-the-device screen, every time.
    expect(screen.getByText("It's Bob's turn to tell a story.")).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await clickWhenArmed(user, "I'm Ready");
    expect(screen.getByText("Bob's Turn")).toBeTruthy();
    expect(area().value).toBe('');
    expect(currentRoundOf(testStore().getSession().state)!.stories[0]!.content).toBe(
      'I fell off a stage.',
    );
  });

  it('after the last player prepares the stories, then goes to the storytell transition', async () => {
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user, history } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    for (const text of ['One thing.', 'Two things.']) await writeAndPass(user, text);
    expect(screen.getByText("You're the last player for this round!")).toBeTruthy();
    await user.type(area(), 'Three things.');
    await user.click(screen.getByRole('button', { name: 'Submit Story' }));
    expect(await screen.findByText('Preparing stories...')).toBeTruthy();
    expect(screen.queryByLabelText('Your story')).toBeNull();
    answer(Response.json({ story: 'A fake one.', source: 'llm' }));
    await vi.waitFor(() => expect(history.at(-1)).toBe('/storytell-transition'));
    expect(stepOf(testStore().getSession().phase)).toBe('storytell-transition');
  });

  it('makes the fake on the device when the server answers with an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(answerEveryFetch(400, '{"message":"bad"}')));
    const { user, history } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    for (const text of ['One.', 'Two.', 'Three.']) await writeAndPass(user, text);
    await vi.waitFor(() => expect(history.at(-1)).toBe('/storytell-transition'));
    expect(toastText()).not.toContain('Error');
  });

  it('shows the SPEC error toast and a retry when the fake cannot be made at all', async () => {
    pageLoad({ makeFake: () => Promise.reject(new Error('the generator could not load')) });
    testStore().confirmHandoff();
    const { user } = renderGame(<StoryInputScreen />);
    for (const text of ['One.', 'Two.', 'Three.']) await writeAndPass(user, text);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByText(/round could not be prepared/).textContent).not.toMatch(/connection/i);
    expect(toastText()).toContain('Error');
    expect(toastText()).toContain('Failed to generate content: the generator could not load');
  });

  it('after a reload shows the neutral pass-the-device screen first', async () => {
    pageLoad();
    const { user } = renderGame(<StoryInputScreen />);
    expect(screen.getByRole('heading', { name: 'Pass the Device' })).toBeTruthy();
    expect(screen.queryByLabelText('Your story')).toBeNull();
    await clickWhenArmed(user, "I'm Ready");
    expect(screen.getByText("Ann's Turn")).toBeTruthy();
  });

  it('covers the entry while the page is hidden, keeping the draft', async () => {
    const { user } = renderGame(<StoryInputScreen />);
    await user.type(area(), 'Secret draft');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByRole('heading', { name: 'Screen Hidden' })).toBeTruthy();
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByRole('heading', { name: 'Screen Hidden' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(area().value).toBe('Secret draft');
    visibility.mockRestore();
  });

  it('sends a visitor to the step the game is at (Back never shows an old screen)', async () => {
    await seedSession({ state: withStories(startedState()), step: 'storytell-transition' });
    const { history } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    expect(history.at(-1)).toBe('/storytell-transition');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('a round of a custom category (issue 24)', () => {
  const quiz = {
    id: 'custom-quiz01',
    name: 'Pub Quiz <Confessions>',
    description: 'A question you got wrong in public.',
    type: 'statement',
  } as const;

  beforeEach(async () => {
    const state = startedState(['Ann', 'Bob', 'Cy'], 1);
    const custom = {
      ...state,
      customCategories: [quiz],
      selectedCategories: [quiz.id],
      gameRounds: state.gameRounds.map((r) => ({ ...r, category: quiz.id })),
    };
    await seedSession({ state: custom, step: 'story-input' });
    pageLoad();
    testStore().confirmHandoff();
  });

  it('shows its own name and description as plain text, and asks for its own kind of entry', async () => {
    const { user } = renderGame(<StoryInputScreen />, { path: '/story-input' });
    expect(screen.getByRole('heading', { level: 1, name: 'Share Your Statement' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: quiz.name })).toBeTruthy();
    expect(screen.getByText(quiz.description)).toBeTruthy();
    // a statement allows one sentence
    await user.type(screen.getByLabelText('Your statement'), 'One. Two.');
    await user.click(screen.getByRole('button', { name: 'Submit Statement' }));
    expect(toastText()).toContain('Please keep your statement to 1 sentence maximum.');
  });
});
