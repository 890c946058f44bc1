import { useQueries, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  BookmarkIcon,
  EmptyState,
  focusAfterRemoval,
  Heading,
  Link,
  LoadError,
  LoadingRegion,
  Skeleton,
  Stack,
  Text,
  vars,
} from '@hci/design-system';
import { PageHeading, useBoundApi, useStudentId } from '@hci/app-frame';
import { createApi, type CourseModule } from '@hci/api-schema';
import { ModuleSummary } from '../../components/ModuleList';
import * as listStyles from '../../components/ModuleList.css';
import { useModuleBookmarkToggle } from '../../components/useModuleBookmarkToggle';
import { useOpenModule } from '../../components/useOpenModule';
import { pathTo, paths } from '../../paths';
import { bookmarksMessages as m } from './bookmarksMessages';

const headingIdOf = (courseId: number) => `bookmarks-course-${courseId}`;

/** /my-bookmarks: every bookmarked module of every course, under its course. */
export function BookmarksPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const toggle = useModuleBookmarkToggle();
  const [openModule] = useOpenModule();
  const onOpen = (moduleId: number) => void openModule(moduleId);
  const courses = useQuery(queries.courses.list(studentId, { size: 100 }));
  const lists = useQueries({
    queries: (courses.data?.content ?? []).map((course) =>
      queries.courseModules.list(studentId, course.id, { bookmarks: 'MARKED' }),
    ),
  });
  const heading = (
    <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
  );
  const failed = [courses, ...lists].find((result) => result.isError);
  if (failed)
    return (
      <Stack space="large">
        {heading}
        <LoadError
          error={failed.error}
          isRetrying={[courses, ...lists].some((result) => result.isFetching)}
          onRetry={() => {
            for (const result of [courses, ...lists]) if (result.isError) void result.refetch();
          }}
        />
      </Stack>
    );
  if (!courses.data || lists.some((list) => !list.data))
    return (
      <Stack space="large">
        {heading}
        <LoadingRegion label={intl.formatMessage(m.loading)}>
          <Stack space="small">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} shape="block" height={vars.space.xxxlarge} />
            ))}
          </Stack>
        </LoadingRegion>
      </Stack>
    );

  const groups = courses.data.content
    .map((course, index) => ({
      course,
      modules: (lists[index]?.data?.content ?? []).filter((module) => module.bookmarked),
    }))
    .filter((group) => group.modules.length > 0);
  // A removed bookmark leaves the list at once; focus goes to its course's heading, not lost. A
  // course's last one takes the section with it: focus goes to the next course's heading (the one
  // before when none follows, the page's when no course is left).
  const onBookmark = (module: CourseModule, bookmarked: boolean) => {
    if (!bookmarked) {
      const courseHeading = document.getElementById(headingIdOf(module.courseId));
      courseHeading?.focus();
      const section = courseHeading?.closest('section');
      const group = groups.find(({ course }) => course.id === module.courseId);
      if (section && group?.modules.length === 1) focusAfterRemoval(section);
    }
    toggle(module, bookmarked);
  };
  return (
    <Stack space="large">
      {heading}
      {groups.length === 0 ? (
        <EmptyState
          icon={<BookmarkIcon size="large" />}
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyBody)}
          action={
            <Link href={paths.courses} appearance="secondary">
              {intl.formatMessage(m.goToCourses)}
            </Link>
          }
        />
      ) : (
        groups.map(({ course, modules }) => (
          <section key={course.id} aria-labelledby={headingIdOf(course.id)}>
            <Stack space="small">
              <Heading level={2} id={headingIdOf(course.id)} tabIndex={-1}>
                {course.title}
              </Heading>
              <Text size="small" tone="secondary">
                {intl.formatMessage(m.count, { count: modules.length })}
                {' · '}
                <Link href={pathTo(paths.course, { courseId: course.id }, { view: 'marked' })}>
                  {intl.formatMessage(m.openCourse, { course: course.title })}
                </Link>
              </Text>
              <ul
                aria-label={intl.formatMessage(m.listLabel, { course: course.title })}
                className={listStyles.list}
              >
                {modules.map((module) => (
                  <li key={module.id} className={listStyles.row}>
                    <ModuleSummary module={module} onBookmark={onBookmark} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        ))
      )}
    </Stack>
  );
}
