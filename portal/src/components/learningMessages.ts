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
    openInLearningPlatform: {
      id: 'portal.learning.openInLearningPlatform',
      defaultMessage: 'Open in the learning platform',
    },
  }),
);
