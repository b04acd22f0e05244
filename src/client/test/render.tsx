// Renders client UI as the app does: a fresh QueryClient (no retries) for the screens that use
// TanStack Query (lib/app-query.ts) and an in-memory location. (The current user's store starts
// afresh after each test: tests/helpers/client-setup.ts.)
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../app/providers';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function renderWithApp(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <Router hook={location.hook}>{ui}</Router>
      </AppProviders>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, history: location.history, navigate: location.navigate };
}

/** Stubs fetch to answer every call with `status` and `body` (fresh Response each time). */
export function answerEveryFetch(status: number, body: unknown = '') {
  return (input: RequestInfo | URL) => {
    void input;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return Promise.resolve(new Response(status === 204 ? null : text, { status }));
  };
}
