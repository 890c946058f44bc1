import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { useServerErrorMessage } from '../i18n/serverErrorMessage';
import { serverErrorOf } from '../forms/useForm/serverError';
import { LoadingRegion, Skeleton } from '../Skeleton';
import { Stack } from '../Stack';
import { type StyleProps } from '../css/styleProps';

const messages = defineMessages({
  title: { id: 'ds.queryView.loadErrorTitle', defaultMessage: 'This could not be loaded' },
  retry: { id: 'ds.queryView.retry', defaultMessage: 'Try again' },
});

/**
 * What a data screen needs to know of its query. A TanStack Query result fits as it is; the
 * design system does not depend on the library.
 */
export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** True while `data` is the last result, kept on screen while the next one loads. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface LoadErrorProps extends StyleProps {
  error: unknown;
  onRetry: () => void;
  /** True while the retry runs: the button shows it is busy. */
  isRetrying?: boolean;
}

/**
 * The error state of a page or section that failed to load: what happened, and a retry. It takes
 * the place of a loading state, so it is announced. What does not exist (`notFound`) gets no
 * retry: asking again cannot find it.
 */
export function LoadError({
  error,
  onRetry,
  isRetrying = false,
  className,
  style,
}: LoadErrorProps) {
  const intl = useIntl();
  const errorMessage = useServerErrorMessage();
  const key = serverErrorOf(error)?.key;
  return (
    <Alert
      tone="critical"
      title={intl.formatMessage(messages.title)}
      announce
      className={className}
      style={style}
    >
      <Stack space="small" align="left">
        <span>{intl.formatMessage(errorMessage(key))}</span>
        {key === 'notFound' ? null : (
          <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export interface QueryViewProps<T> {
  query: QueryState<T>;
  /** What is loading, announced once ("Loading your services"). */
  loadingLabel: string;
  /** The skeleton in the shape of the content; three blocks by default. */
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
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending || query.data === undefined) {
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
  if (empty && isEmpty?.(query.data)) return empty;
  return children(query.data);
}
