import { useIntl } from 'react-intl';
import { Button, ExternalIcon, Stack, Text, useFormatters } from '@hci/design-system';
import type { Course } from '@hci/api-schema';
import { learningMessages as m } from './learningMessages';
import { useOpenModule } from './useOpenModule';

/**
 * A course's next unfinished module with its due date, and "Continue learning" ("Start learning"
 * before the first module is done), which opens it in the learning platform in a new tab. A course with every module done says so.
 */
export function ContinueLearning({
  course,
  variant = 'secondary',
}: {
  course: Course;
  variant?: 'primary' | 'secondary';
}) {
  const intl = useIntl();
  const format = useFormatters();
  const [open, isOpening] = useOpenModule();
  const next = course.nextModule;
  if (!next) {
    return course.moduleCount > 0 ? (
      <Text size="small" tone="secondary">
        {intl.formatMessage(m.allModulesDone)}
      </Text>
    ) : null;
  }
  const nextUpId = `next-up-${course.id}`;
  return (
    <Stack space="xsmall" align="left">
      <Text size="small" id={nextUpId}>
        {next.dueDate
          ? intl.formatMessage(m.nextUpDue, {
              module: next.title,
              date: format.longDate(next.dueDate),
            })
          : intl.formatMessage(m.nextUp, { module: next.title })}
      </Text>
      <Button
        variant={variant}
        icon={<ExternalIcon />}
        isPending={isOpening}
        aria-describedby={nextUpId}
        onPress={() => void open(next.id)}
      >
        {intl.formatMessage(
          course.completedModuleCount === 0 ? m.startLearning : m.continueLearning,
        )}
      </Button>
    </Stack>
  );
}
