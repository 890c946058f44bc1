import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Badge,
  BookmarkIcon,
  Button,
  ExternalIcon,
  Heading,
  Text,
  ToggleButton,
} from '@hci/design-system';
import type { CourseModule } from '@hci/api-schema';
import { learningMessages as m } from './learningMessages';
import { statusLabel, statusTone } from './learningStatus';
import * as styles from './ModuleList.css';

/** The id of a module's summary, by which a page finds the module's row. */
export const moduleSummaryId = (moduleId: number) => `module-${moduleId}`;

/**
 * A module's title, description, status and length, its bookmark toggle and the press that
 * opens it in the learning platform (a new tab). The toggle comes first: focus moves on to the
 * next row's toggle when a bookmark view drops a row. Memoised: while the list scrolls, only the rows
 * coming into view render.
 */
export const ModuleSummary = memo(function ModuleSummary({
  module,
  onBookmark,
  onOpen,
}: {
  module: CourseModule;
  onBookmark: (module: CourseModule, bookmarked: boolean) => void;
  onOpen: (moduleId: number) => void;
}) {
  const intl = useIntl();
  return (
    <div id={moduleSummaryId(module.id)} className={styles.module}>
      <div className={styles.moduleText}>
        <span className={styles.moduleTitle}>{module.title}</span>
        {module.description && (
          <Text size="small" tone="secondary">
            {module.description}
          </Text>
        )}
        <Text size="small" tone="secondary">
          <Badge tone={statusTone[module.status]}>
            {intl.formatMessage(statusLabel[module.status])}
          </Badge>{' '}
          {module.durationMinutes !== undefined &&
            intl.formatMessage(m.moduleMinutes, { minutes: module.durationMinutes })}
        </Text>
      </div>
      <ToggleButton
        aria-label={intl.formatMessage(m.bookmark, { module: module.title })}
        isSelected={module.bookmarked}
        onChange={(bookmarked) => onBookmark(module, bookmarked)}
        icon={<BookmarkIcon />}
      />
      <Button
        variant="tertiary"
        icon={<ExternalIcon />}
        aria-label={intl.formatMessage(m.openModule, { module: module.title })}
        onPress={() => onOpen(module.id)}
      >
        {intl.formatMessage(m.open)}
      </Button>
    </div>
  );
});

/** A row's height before it is measured (a module with a one-line title and description). */
const rowEstimate = 96;

export interface ModuleListProps {
  modules: readonly CourseModule[];
  /** Shows the section's heading above the first module of each section. */
  showSections: boolean;
  label: string;
  onBookmark: (module: CourseModule, bookmarked: boolean) => void;
  /** Opens the module in the learning platform. */
  onOpen: (moduleId: number) => void;
}

/**
 * A course's modules as one list that scrolls with the page. Only the rows near the screen are
 * in the document, so a 2,000-module course types and scrolls as fast as a short one; each row
 * still says its place in the whole list (item 5 of 2,000) to screen readers.
 */
export function ModuleList({ modules, showSections, label, onBookmark, onOpen }: ModuleListProps) {
  const intl = useIntl();
  const listRef = useRef<HTMLUListElement>(null);
  const [listTop, setListTop] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setListTop(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: modules.length,
    estimateSize: () => rowEstimate,
    overscan: 6,
    scrollMargin: listTop,
    getItemKey: (index) => modules[index]!.id,
  });
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={styles.list}
      style={{ blockSize: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const module = modules[row.index]!;
        const startsSection =
          showSections && (row.index === 0 || modules[row.index - 1]!.week !== module.week);
        let heading: ReactNode = null;
        if (startsSection)
          heading = (
            <div className={styles.sectionHeading}>
              <Heading level={3}>{intl.formatMessage(m.week, { week: module.week })}</Heading>
            </div>
          );
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={modules.length}
            aria-posinset={row.index + 1}
            className={`${styles.placedRow} ${styles.row}`}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {heading}
            <ModuleSummary module={module} onBookmark={onBookmark} onOpen={onOpen} />
          </li>
        );
      })}
    </ul>
  );
}
