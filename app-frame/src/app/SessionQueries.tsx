import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClientFor } from '@hci/api-schema';
import { useApi } from './ApiProvider';

/**
 * Provides the query cache of the app's session to the pages that load data. Layouts and pages render it
 * around themselves, so the sign-in pages, which load no data, do not load TanStack Query at all.
 * Inside another provider (tests, stories) it keeps that one.
 */
export function SessionQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const { session } = useApi();
  if (outer) return children;
  return <QueryClientProvider client={queryClientFor(session)}>{children}</QueryClientProvider>;
}
