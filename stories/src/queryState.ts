import type { QueryState } from '@hci/design-system';
import { fn } from 'storybook/test';

/** A query as a story sets it: settled and empty-handed unless the story says otherwise. */
export const queryState = <T>(overrides: Partial<QueryState<T>>): QueryState<T> => ({
  data: undefined,
  error: null,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: fn(),
  ...overrides,
});
