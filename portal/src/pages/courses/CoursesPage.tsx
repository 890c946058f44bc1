import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  EmptyState,
  Inline,
  Link,
  QueryView,
  Skeleton,
  Stack,
  Tiles,
  vars,
} from '@hci/design-system';
import { PageHeading, useBoundApi, useStudentId } from '@hci/app-frame';
import { createApi, type Course } from '@hci/api-schema';
import { paths } from '../../paths';
import { CourseCard } from './CourseCard';
import { coursesMessages as m } from './coursesMessages';

const statusOrder = { IN_PROGRESS: 0, NOT_STARTED: 1, COMPLETED: 2 } as const;

/** Courses in progress first, then those not started, then the completed ones. */
export const byStatus = (courses: readonly Course[]) =>
  courses.toSorted((a, b) => statusOrder[a.status] - statusOrder[b.status]);

/** /my-courses: every course of the student, each opening its page. */
export function CoursesPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const courses = useQuery(queries.courses.list(studentId, { size: 100 }));
  return (
    <Stack space="large">
      <Inline space="medium" align="spread" alignY="center">
        <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
        <Link href={paths.bookmarks}>{intl.formatMessage(m.allBookmarks)}</Link>
      </Inline>
      <QueryView
        query={courses}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={
          <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} shape="block" height={`calc(${vars.space.xxxlarge} * 4)`} />
            ))}
          </Tiles>
        }
        isEmpty={(data) => data.content.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
            action={
              <Link href={paths.agreements} appearance="secondary">
                {intl.formatMessage(m.reviewAgreements)}
              </Link>
            }
          />
        }
      >
        {(data) => (
          <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium">
            {byStatus(data.content).map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </Tiles>
        )}
      </QueryView>
    </Stack>
  );
}
