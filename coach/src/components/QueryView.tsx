import { Alert, Button, LoadingRegion, Skeleton, Stack, errorMessage } from '@hci/design-system';
import { isApiError } from '@hci/api-schema';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

import { commonMessages } from './commonMessages';

const messages = defineMessages({
  loadError: { id: 'coach.query.loadError', defaultMessage: 'This could not be loaded' },
});

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, announced once ("Loading your services"). */
  loadingLabel: string;
  /** The skeleton in the shape of the content; three lines by default. */
  skeleton?: ReactNode;
  /** The empty state, shown when `isEmpty` says the data has nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a data screen from one query: a skeleton while loading, the error with a
 * retry, the empty state, and the data.
 */
export function QueryView<T>({
  query,
  loadingLabel,
  skeleton,
  empty,
  isEmpty,
  children,
}: QueryViewProps<T>) {
  const intl = useIntl();
  if (query.isPending) {
    return (
      <LoadingRegion label={loadingLabel}>
        {skeleton ?? (
          <Stack space="small">
            <Skeleton shape="block" height="6rem" />
            <Skeleton shape="block" height="6rem" />
            <Skeleton shape="block" height="6rem" />
          </Stack>
        )}
      </LoadingRegion>
    );
  }
  if (query.isError) {
    const key = isApiError(query.error) ? query.error.key : 'default';
    return (
      <Alert tone="critical" title={intl.formatMessage(messages.loadError)}>
        <Stack space="small" align="left">
          <p>{intl.formatMessage(errorMessage(key))}</p>
          <Button variant="secondary" isPending={query.isFetching} onPress={() => query.refetch()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (empty && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
