import { useLayoutEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { defineMessages, type NoMessageValues } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Select, SelectItem } from '../Select';
import { pageAfterResize, pageRange } from './pageRange';
import * as styles from './Pagination.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages<{
  label: NoMessageValues;
  rowsPerPage: NoMessageValues;
  range: { start: number; end: number; total: number };
  pageOf: { page: number; pageCount: number };
  previous: NoMessageValues;
  next: NoMessageValues;
}>({
  label: { id: 'ds.pagination.label', defaultMessage: 'Pagination' },
  rowsPerPage: { id: 'ds.pagination.rowsPerPage', defaultMessage: 'Rows per page' },
  range: {
    id: 'ds.pagination.range',
    defaultMessage: '{start, number}–{end, number} of {total, number}',
  },
  pageOf: {
    id: 'ds.pagination.pageOf',
    defaultMessage: 'Page {page, number} of {pageCount, number}',
  },
  previous: { id: 'ds.pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'ds.pagination.next', defaultMessage: 'Next page' },
});

/** Lists page 10 rows at a time unless they say otherwise. */
export const defaultPageSizeOptions: readonly number[] = [10, 20, 50];

export interface PaginationState {
  /** 0-based, as the API counts pages. */
  page: number;
  pageSize: number;
}

export interface PaginationProps extends PaginationState, StyleProps {
  /** Rows in the whole list (the API's `pagination.total`). */
  total: number;
  pageSizeOptions?: readonly number[];
  onChange: (next: PaginationState) => void;
}

/** Rows per page, the rows shown ("1–10 of 42") and previous/next page buttons. */
export function Pagination({
  total,
  page,
  pageSize,
  pageSizeOptions = defaultPageSizeOptions,
  onChange,
  className,
  style,
}: PaginationProps) {
  const intl = useIntl();
  const range = pageRange(total, page, pageSize);
  const atStart = range.page === 0;
  const atEnd = range.page >= range.pageCount - 1;
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  // The first or last page disables the button that led there, which would drop keyboard focus
  // on the page's body: it passes to the other button instead.
  useLayoutEffect(() => {
    const from = pressed.current;
    pressed.current = null;
    const lost = (button: HTMLButtonElement | null) =>
      document.activeElement === button || document.activeElement === document.body;
    if (from === 'next' && atEnd && !atStart && lost(nextButton.current))
      previousButton.current?.focus();
    if (from === 'previous' && atStart && !atEnd && lost(previousButton.current))
      nextButton.current?.focus();
  }, [range.page, atStart, atEnd]);
  return (
    <nav
      aria-label={intl.formatMessage(messages.label)}
      className={mergeClassNames(styles.pagination, className)}
      style={style}
    >
      <Select
        label={intl.formatMessage(messages.rowsPerPage)}
        labelPlacement="side"
        value={pageSize}
        onChange={(key) => {
          const nextPageSize = Number(key);
          onChange({
            page: pageAfterResize(range.page, pageSize, nextPageSize),
            pageSize: nextPageSize,
          });
        }}
      >
        {pageSizeOptions.map((size) => (
          <SelectItem key={size} id={size}>
            {intl.formatNumber(size)}
          </SelectItem>
        ))}
      </Select>
      <p role="status" className={styles.range}>
        {intl.formatMessage(messages.range, { start: range.start, end: range.end, total })}
        <span className={styles.visuallyHidden}>
          {`, ${intl.formatMessage(messages.pageOf, { page: range.page + 1, pageCount: range.pageCount })}`}
        </span>
      </p>
      <div className={styles.buttons}>
        <AriaButton
          ref={previousButton}
          aria-label={intl.formatMessage(messages.previous)}
          isDisabled={atStart}
          onPress={() => {
            pressed.current = 'previous';
            onChange({ page: range.page - 1, pageSize });
          }}
          className={styles.pageButton}
        >
          <ChevronLeftIcon aria-hidden className={styles.pageIcon} />
        </AriaButton>
        <AriaButton
          ref={nextButton}
          aria-label={intl.formatMessage(messages.next)}
          isDisabled={atEnd}
          onPress={() => {
            pressed.current = 'next';
            onChange({ page: range.page + 1, pageSize });
          }}
          className={styles.pageButton}
        >
          <ChevronRightIcon aria-hidden className={styles.pageIcon} />
        </AriaButton>
      </div>
    </nav>
  );
}
