// Everything every screen may rely on.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/toast/toaster';
import { queryClient as appQueryClient } from '../lib/query-client';

export interface AppProvidersProps {
  /** Tests pass a fresh client. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient = appQueryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
