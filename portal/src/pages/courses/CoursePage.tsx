import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import {
  Badge,
  BookmarkIcon,
  Breadcrumbs,
  Button,
  EmptyState,
  focusAfterRemoval,
  Heading,
  Link,
  ProgressBar,
  QueryView,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Text,
  useFormatters,
  vars,
} from '@hci/design-system';
import { useDocumentTitle, useBoundApi, useStudentId } from '@hci/app-frame';
import {
  createApi,
  type Course,
  type CourseModule,
  moduleStatusValues,
  type ModuleStatus,
} from '@hci/api-schema';
import { learningMessages as lm } from '../../components/learningMessages';
import { statusLabel, statusTone } from '../../components/learningStatus';
import { ContinueLearning } from '../../components/ContinueLearning';
import { ModuleList, moduleSummaryId } from '../../components/ModuleList';
import { filterModules, groupModules } from '../../components/moduleFilter';
import { CourseCover } from '../../components/CourseCover';
import { useModuleBookmarkToggle } from '../../components/useModuleBookmarkToggle';
import { useOpenModule } from '../../components/useOpenModule';
import { paths } from '../../paths';
import { courseMessages as m } from './courseMessages';
import { defaultModuleListAddress, useModuleListAddress } from './moduleAddress';
import * as styles from './CoursePage.css';

function CourseHeader({ course }: { course: Course }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <div className={styles.header}>
      <CourseCover course={course} />
      <Stack space="small" align="left">
        <Badge tone={statusTone[course.status]}>
          {intl.formatMessage(statusLabel[course.status])}
        </Badge>
        <Heading level={1}>{course.title}</Heading>
        {course.description && <Text>{course.description}</Text>}
        {course.startDate && course.endDate && (
          <Text size="small" tone="secondary">
            {intl.formatMessage(m.dates, {
              start: format.longDate(course.startDate),
              end: format.longDate(course.endDate),
            })}
          </Text>
        )}
        <ProgressBar
          label={intl.formatMessage(lm.progressLabel, { course: course.title })}
          value={course.completedModuleCount}
          maxValue={course.moduleCount}
        />
        <Text size="small" tone="secondary">
          {intl.formatMessage(lm.moduleCount, {
            completed: course.completedModuleCount,
            total: course.moduleCount,
          })}
        </Text>
        <ContinueLearning course={course} variant="primary" />
        <Link href={paths.bookmarks}>{intl.formatMessage(m.allBookmarks)}</Link>
      </Stack>
    </div>
  );
}

function Modules({ course, modules }: { course: Course; modules: CourseModule[] }) {
  const intl = useIntl();
  const [address, change] = useModuleListAddress();
  const { view } = address;
  const toggle = useModuleBookmarkToggle();
  const [openModule] = useOpenModule();
  const onOpen = (moduleId: number) => void openModule(moduleId);
  // In a view by bookmark, the toggled module leaves the list: focus goes on to the next one.
  const onBookmark = useCallback(
    (module: CourseModule, bookmarked: boolean) => {
      const row = document.getElementById(moduleSummaryId(module.id))?.closest('li');
      if (view !== 'all' && row) focusAfterRemoval(row);
      toggle(module, bookmarked);
    },
    [view, toggle],
  );
  const shown = groupModules(filterModules(modules, address), address.grouping).flatMap(
    (section) => section.modules,
  );
  let empty = null;
  if (modules.length === 0)
    empty = (
      <EmptyState
        title={intl.formatMessage(m.noModulesTitle)}
        description={intl.formatMessage(m.noModulesBody)}
      />
    );
  else if (shown.length === 0 && address.view === 'marked' && !modules.some((x) => x.bookmarked))
    empty = (
      <EmptyState
        icon={<BookmarkIcon size="large" />}
        title={intl.formatMessage(m.noBookmarksTitle)}
        description={intl.formatMessage(m.noBookmarksBody)}
        action={
          <Button variant="secondary" onPress={() => change({ view: 'all' })}>
            {intl.formatMessage(m.viewAll)}
          </Button>
        }
      />
    );
  else if (shown.length === 0)
    empty = (
      <EmptyState
        title={intl.formatMessage(m.noMatchTitle)}
        description={intl.formatMessage(m.noMatchBody)}
        action={
          <Button variant="secondary" onPress={() => change(defaultModuleListAddress)}>
            {intl.formatMessage(m.clearFilters)}
          </Button>
        }
      />
    );

  return (
    <Stack space="medium">
      <div role="search" aria-label={intl.formatMessage(m.filters)} className={styles.filters}>
        <div className={styles.search}>
          <SearchField
            label={intl.formatMessage(m.search)}
            description={intl.formatMessage(m.searchHint)}
            value={address.search}
            onChange={(search) => change({ search })}
          />
        </div>
        <Select
          label={intl.formatMessage(m.status)}
          value={address.status ?? ''}
          onChange={(key) => change({ status: (key || undefined) as ModuleStatus | undefined })}
        >
          {[
            <SelectItem key="" id="">
              {intl.formatMessage(m.anyStatus)}
            </SelectItem>,
            ...moduleStatusValues.map((status) => (
              <SelectItem key={status} id={status}>
                {intl.formatMessage(statusLabel[status])}
              </SelectItem>
            )),
          ]}
        </Select>
        <Select
          label={intl.formatMessage(m.grouping)}
          value={address.grouping}
          onChange={(key) => change({ grouping: key === 'flat' ? 'flat' : 'section' })}
        >
          <SelectItem id="section">{intl.formatMessage(m.bySection)}</SelectItem>
          <SelectItem id="flat">{intl.formatMessage(m.flat)}</SelectItem>
        </Select>
        <Select
          label={intl.formatMessage(m.view)}
          value={address.view}
          onChange={(key) => change({ view: key === 'marked' || key === 'unmarked' ? key : 'all' })}
        >
          <SelectItem id="all">{intl.formatMessage(m.viewAll)}</SelectItem>
          <SelectItem id="marked">{intl.formatMessage(m.viewMarked)}</SelectItem>
          <SelectItem id="unmarked">{intl.formatMessage(m.viewUnmarked)}</SelectItem>
        </Select>
      </div>
      {/* Polite: the count is read after the typing, not over it. */}
      <div role="status">
        <Text size="small" tone="secondary">
          {intl.formatMessage(m.shown, { shown: shown.length, total: modules.length })}
        </Text>
      </div>
      {empty ?? (
        <ModuleList
          modules={shown}
          showSections={address.grouping === 'section'}
          label={intl.formatMessage(m.listLabel, { course: course.title })}
          onBookmark={onBookmark}
          onOpen={onOpen}
        />
      )}
    </Stack>
  );
}

/** /my-courses/:courseId: a course, the way into its lessons, and its modules. */
export function CoursePage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const courseId = Number(useParams<{ courseId: string }>().courseId);
  const courses = useQuery(queries.courses.list(studentId, { size: 100 }));
  const course = courses.data?.content.find((candidate) => candidate.id === courseId);
  const modules = useQuery({
    ...queries.courseModules.list(studentId, courseId),
    enabled: course !== undefined,
  });
  useDocumentTitle(course?.title ?? intl.formatMessage(m.myCourses));
  const crumbs = [
    { id: 'courses', label: intl.formatMessage(m.myCourses), href: paths.courses },
    ...(course ? [{ id: 'course', label: course.title }] : []),
  ];
  return (
    <Stack space="large">
      <Breadcrumbs items={crumbs} />
      <QueryView
        query={courses}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 3)`} />}
        isEmpty={() => course === undefined}
        empty={
          <Stack space="medium">
            <Heading level={1}>{intl.formatMessage(m.notFoundTitle)}</Heading>
            <Text>{intl.formatMessage(m.notFoundBody)}</Text>
            <Link href={paths.courses}>{intl.formatMessage(m.backToCourses)}</Link>
          </Stack>
        }
      >
        {() =>
          course && (
            <Stack space="large">
              <CourseHeader course={course} />
              <section aria-labelledby="modules-heading">
                <Stack space="medium">
                  <Heading level={2} id="modules-heading">
                    {intl.formatMessage(m.modules)}
                  </Heading>
                  <QueryView
                    query={modules}
                    loadingLabel={intl.formatMessage(m.modulesLoading)}
                    skeleton={
                      <Stack space="small">
                        {Array.from({ length: 6 }, (_, index) => (
                          <Skeleton key={index} shape="block" height={vars.space.xxxlarge} />
                        ))}
                      </Stack>
                    }
                  >
                    {(data) => <Modules course={course} modules={data.content} />}
                  </QueryView>
                </Stack>
              </section>
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}
