import { useIntl } from 'react-intl';
import {
  Badge,
  Card,
  Heading,
  Link,
  ProgressBar,
  Stack,
  Text,
  useFormatters,
} from '@hci/design-system';
import type { Course } from '@hci/api-schema';
import { ContinueLearning } from '../../components/ContinueLearning';
import { learningMessages as lm } from '../../components/learningMessages';
import { statusLabel, statusTone } from '../../components/learningStatus';
import { CourseCover } from '../../components/CourseCover';
import { pathTo, paths } from '../../paths';
import { coursesMessages as m } from './coursesMessages';

/**
 * A course with its image, status, progress, dates and next module ("Continue learning" opens
 * it); its title opens the course page.
 */
export function CourseCard({ course }: { course: Course }) {
  const intl = useIntl();
  const format = useFormatters();
  const headingId = `course-${course.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <CourseCover course={course} />
        <Badge tone={statusTone[course.status]}>
          {intl.formatMessage(statusLabel[course.status])}
        </Badge>
        <Heading level={2} size={3} id={headingId}>
          <Link href={pathTo(paths.course, { courseId: course.id })}>{course.title}</Link>
        </Heading>
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
        {course.startDate && course.endDate && (
          <Text size="small" tone="secondary">
            {intl.formatMessage(m.dates, {
              start: format.longDate(course.startDate),
              end: format.longDate(course.endDate),
            })}
          </Text>
        )}
        <ContinueLearning course={course} />
      </Stack>
    </Card>
  );
}
