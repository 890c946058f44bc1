import type { ReactNode } from 'react';
import {
  EmptyState,
  Link,
  QueryView,
  Skeleton,
  Stack,
  vars,
  type QueryState,
} from '@hci/design-system';
import { PageHeading } from '../frame/PageHeading';
import { PrintButton, ScreenOnly } from './PrintableReceipt';

export interface ReceiptPageProps<T> {
  /** The page's h1. */
  title: string;
  /** The link back to the list the receipt came from, shown on the screen only. */
  back: { href: string; label: string };
  /** What the page reads the receipt from. */
  query: QueryState<T>;
  loadingLabel: string;
  /** The skeleton's height, in the largest spaces: about the receipt's own. */
  skeletonHeight: number;
  /** What the page says when there is no such receipt. */
  notFound: { title: string; description: string };
  /** True when the address names no receipt, known before (or without) the query's answer. */
  isNotFound?: boolean;
  /**
   * The receipt (a `PrintableReceipt`) from the query's answer; undefined when the answer holds
   * no such receipt.
   */
  children: (data: T) => ReactNode | undefined;
}

/**
 * A page showing one receipt or invoice to print or save as a PDF, a student's or a coach's
 * alike: the link back and the print button on the screen only, the loading, error and
 * not-found states, and the receipt. Printed, only the receipt shows.
 */
export function ReceiptPage<T>({
  title,
  back,
  query,
  loadingLabel,
  skeletonHeight,
  notFound,
  isNotFound = false,
  children,
}: ReceiptPageProps<T>) {
  const none = <EmptyState title={notFound.title} description={notFound.description} />;
  return (
    <Stack space="large">
      <ScreenOnly>
        <Link href={back.href}>{back.label}</Link>
      </ScreenOnly>
      <PageHeading>{title}</PageHeading>
      {isNotFound ? (
        none
      ) : (
        <QueryView
          query={query}
          loadingLabel={loadingLabel}
          skeleton={
            <Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * ${skeletonHeight})`} />
          }
        >
          {(data) => {
            const receipt = children(data);
            return receipt === undefined ? (
              none
            ) : (
              <Stack space="medium">
                <PrintButton />
                {receipt}
              </Stack>
            );
          }}
        </QueryView>
      )}
    </Stack>
  );
}
