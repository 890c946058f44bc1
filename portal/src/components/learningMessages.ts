import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const learningMessages = untypedMessages(
  defineMessages({
    notStarted: { id: 'portal.learning.status.notStarted', defaultMessage: 'Not started' },
    inProgress: { id: 'portal.learning.status.inProgress', defaultMessage: 'In progress' },
    completed: { id: 'portal.learning.status.completed', defaultMessage: 'Completed' },
    week: { id: 'portal.learning.week', defaultMessage: 'Week {week}' },
    moduleCount: {
      id: 'portal.learning.moduleCount',
      defaultMessage: '{completed, number} of {total, plural, one {# module} other {# modules}}',
    },
    progressLabel: { id: 'portal.learning.progressLabel', defaultMessage: 'Progress in {course}' },
    moduleMinutes: { id: 'portal.learning.moduleMinutes', defaultMessage: '{minutes} min' },
    bookmark: { id: 'portal.learning.bookmark', defaultMessage: 'Bookmark {module}' },
    bookmarkFailed: {
      id: 'portal.learning.bookmarkFailed',
      defaultMessage: 'The bookmark of “{module}” could not be saved. Try again.',
    },
    startLearning: {
      id: 'portal.learning.startLearning',
      defaultMessage: 'Start learning',
    },
    continueLearning: {
      id: 'portal.learning.continueLearning',
      defaultMessage: 'Continue learning',
    },
    nextUp: { id: 'portal.learning.nextUp', defaultMessage: 'Next up: {module}' },
    nextUpDue: {
      id: 'portal.learning.nextUpDue',
      defaultMessage: 'Next up: {module}, due {date}',
    },
    allModulesDone: {
      id: 'portal.learning.allModulesDone',
      defaultMessage: 'Every module is done.',
    },
    open: { id: 'portal.learning.open', defaultMessage: 'Open' },
    openModule: {
      id: 'portal.learning.openModule',
      defaultMessage: 'Open {module} in the learning platform (new tab)',
    },
  }),
);
