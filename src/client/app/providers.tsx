// Everything every screen may rely on. No QueryClientProvider (issue 22): the screens that use
// TanStack Query reach the app's client through lib/app-query.ts, and load it with themselves.
import type { ReactNode } from 'react';
import { Toaster } from '../components/toast/toaster';

export interface AppProvidersProps {
  children: ReactNode;
}

export function AppProviders({ children }: AppProvidersProps) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
