import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { answerEveryFetch, createTestQueryClient } from '../test/render';
import { resetCurrentUser } from '../features/auth/current-user';
import { App } from './app';
import { ErrorBoundary } from './error-boundary';
import { TopLevelFallback } from './top-level-fallback';

function renderApp(path: string) {
  resetCurrentUser();
  const location = memoryLocation({ path, record: true });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Router hook={location.hook}>
        <App />
      </Router>
    </QueryClientProvider>,
  );
  return location;
}

function Boom(): never {
  throw new Error('kaboom');
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(answerEveryFetch(404, 'Not Found')));
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React and the boundary log caught errors
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('App routes', () => {
  it('loads the home screen at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fakeout' })).toBeTruthy();
  });

  it.each(['/nope', '/player-setup/extra', '/admin/secret'])(
    'shows the not-found screen at %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    },
  );

  it('navigates between screens', async () => {
    const location = renderApp('/missing');
    await screen.findByRole('heading', { name: '404 Page Not Found' });
    location.navigate('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fakeout' })).toBeTruthy();
  });
});

describe('error boundaries', () => {
  it('shows the crash screen for a display error', () => {
    render(
      <ErrorBoundary fallback={<TopLevelFallback />}>
        <ErrorBoundary fallback={<p>crash screen</p>}>
          <Boom />
        </ErrorBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByText('crash screen')).toBeTruthy();
  });

  it('falls back to the top-level screen when the crash screen itself fails', () => {
    render(
      <ErrorBoundary fallback={<TopLevelFallback />}>
        <ErrorBoundary fallback={<Boom />}>
          <Boom />
        </ErrorBoundary>
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Game temporarily unavailable' })).toBeTruthy();
    expect(screen.getByText('Please refresh the page to continue')).toBeTruthy();
  });
});
