// An award arrives as a kind and its facts; its name, what it says and what earns it are worded
// here, in the reader's language.
import { useCallback } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { Award, AwardKind } from '@hci/api-schema';
import { untypedMessages } from '@hci/design-system';

const names = untypedMessages(
  defineMessages({
    FIRST_MODULE: { id: 'portal.award.FIRST_MODULE.name', defaultMessage: 'First steps' },
    ORIENTATION_COMPLETED: {
      id: 'portal.award.ORIENTATION_COMPLETED.name',
      defaultMessage: 'Orientation complete',
    },
    WEEK_COMPLETED: { id: 'portal.award.WEEK_COMPLETED.name', defaultMessage: 'Week {week} done' },
    MODULES_BOOKMARKED: { id: 'portal.award.MODULES_BOOKMARKED.name', defaultMessage: 'Bookworm' },
    COURSE_MODULES_COMPLETED: {
      id: 'portal.award.COURSE_MODULES_COMPLETED.name',
      defaultMessage: 'Well under way',
    },
    COURSE_COMPLETED: {
      id: 'portal.award.COURSE_COMPLETED.name',
      defaultMessage: 'Course complete',
    },
    PROGRAM_HALFWAY: { id: 'portal.award.PROGRAM_HALFWAY.name', defaultMessage: 'Halfway there' },
    PROGRAM_COMPLETED: { id: 'portal.award.PROGRAM_COMPLETED.name', defaultMessage: 'Graduate' },
    CIRCLE_LED: { id: 'portal.award.CIRCLE_LED.name', defaultMessage: 'Circle leader' },
    PRACTICE_SESSION_LED: {
      id: 'portal.award.PRACTICE_SESSION_LED.name',
      defaultMessage: 'First practice session',
    },
    CIRCLE_SESSIONS_ATTENDED: {
      id: 'portal.award.CIRCLE_SESSIONS_ATTENDED.name',
      defaultMessage: 'Circle regular',
    },
  } satisfies Record<AwardKind, MessageDescriptor>),
);

const descriptions = untypedMessages(
  defineMessages({
    FIRST_MODULE: {
      id: 'portal.award.FIRST_MODULE.description',
      defaultMessage: 'Your first module is done: the hardest one to start.',
    },
    ORIENTATION_COMPLETED: {
      id: 'portal.award.ORIENTATION_COMPLETED.description',
      defaultMessage: 'You finished orientation and met your coaching circle.',
    },
    WEEK_COMPLETED: {
      id: 'portal.award.WEEK_COMPLETED.description',
      defaultMessage: 'Every module of week {week}, done.',
    },
    MODULES_BOOKMARKED: {
      id: 'portal.award.MODULES_BOOKMARKED.description',
      defaultMessage: 'You keep the modules that matter close at hand.',
    },
    COURSE_MODULES_COMPLETED: {
      id: 'portal.award.COURSE_MODULES_COMPLETED.description',
      defaultMessage: '{count, plural, one {# module} other {# modules}} of {course} behind you.',
    },
    COURSE_COMPLETED: {
      id: 'portal.award.COURSE_COMPLETED.description',
      defaultMessage: 'The whole of {course}, done.',
    },
    PROGRAM_HALFWAY: {
      id: 'portal.award.PROGRAM_HALFWAY.description',
      defaultMessage: 'Half of the training program is behind you.',
    },
    PROGRAM_COMPLETED: {
      id: 'portal.award.PROGRAM_COMPLETED.description',
      defaultMessage: 'You completed the training program.',
    },
    CIRCLE_LED: {
      id: 'portal.award.CIRCLE_LED.description',
      defaultMessage: 'You led a coaching circle.',
    },
    PRACTICE_SESSION_LED: {
      id: 'portal.award.PRACTICE_SESSION_LED.description',
      defaultMessage: 'You led your first practice coaching session.',
    },
    CIRCLE_SESSIONS_ATTENDED: {
      id: 'portal.award.CIRCLE_SESSIONS_ATTENDED.description',
      defaultMessage: 'Showing up is half the work.',
    },
  } satisfies Record<AwardKind, MessageDescriptor>),
);

const criteria = untypedMessages(
  defineMessages({
    FIRST_MODULE: {
      id: 'portal.award.FIRST_MODULE.criteria',
      defaultMessage: 'Complete your first module.',
    },
    ORIENTATION_COMPLETED: {
      id: 'portal.award.ORIENTATION_COMPLETED.criteria',
      defaultMessage: 'Complete every orientation module.',
    },
    WEEK_COMPLETED: {
      id: 'portal.award.WEEK_COMPLETED.criteria',
      defaultMessage: 'Complete every module of week {week}.',
    },
    MODULES_BOOKMARKED: {
      id: 'portal.award.MODULES_BOOKMARKED.criteria',
      defaultMessage: 'Bookmark {count, plural, one {# module} other {# modules}}.',
    },
    COURSE_MODULES_COMPLETED: {
      id: 'portal.award.COURSE_MODULES_COMPLETED.criteria',
      defaultMessage: 'Complete {count, plural, one {# module} other {# modules}} of {course}.',
    },
    COURSE_COMPLETED: {
      id: 'portal.award.COURSE_COMPLETED.criteria',
      defaultMessage: 'Complete {course}.',
    },
    PROGRAM_HALFWAY: {
      id: 'portal.award.PROGRAM_HALFWAY.criteria',
      defaultMessage: 'Complete half of the training program.',
    },
    PROGRAM_COMPLETED: {
      id: 'portal.award.PROGRAM_COMPLETED.criteria',
      defaultMessage: 'Complete the training program.',
    },
    CIRCLE_LED: {
      id: 'portal.award.CIRCLE_LED.criteria',
      defaultMessage: 'Lead a coaching circle.',
    },
    PRACTICE_SESSION_LED: {
      id: 'portal.award.PRACTICE_SESSION_LED.criteria',
      defaultMessage: 'Submit attendance for a circle session you led.',
    },
    CIRCLE_SESSIONS_ATTENDED: {
      id: 'portal.award.CIRCLE_SESSIONS_ATTENDED.criteria',
      defaultMessage:
        'Attend {count, plural, one {# coaching circle session} other {# coaching circle sessions}}.',
    },
  } satisfies Record<AwardKind, MessageDescriptor>),
);

export interface AwardText {
  name: string;
  description: string;
  criteria: string;
}

/** Words an award's name, what it says and what earns it in the current language. */
export function useAwardText(): (award: Pick<Award, 'kind' | 'params'>) => AwardText {
  const intl = useIntl();
  return useCallback(
    ({ kind, params }) => ({
      name: intl.formatMessage(names[kind], params),
      description: intl.formatMessage(descriptions[kind], params),
      criteria: intl.formatMessage(criteria[kind], params),
    }),
    [intl],
  );
}
