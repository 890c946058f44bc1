import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const learningMessages = untypedMessages(
  defineMessages({
    notStarted: { id: 'learning.status.notStarted', defaultMessage: 'Not started' },
    inProgress: { id: 'learning.status.inProgress', defaultMessage: 'In progress' },
    completed: { id: 'learning.status.completed', defaultMessage: 'Completed' },
    moduleCount: {
      id: 'learning.moduleCount',
      defaultMessage: '{completed} of {total, plural, one {# module} other {# modules}}',
    },
    progressLabel: { id: 'learning.progressLabel', defaultMessage: 'Progress in {course}' },
    moduleMinutes: { id: 'learning.moduleMinutes', defaultMessage: '{minutes} min' },
    bookmark: { id: 'learning.bookmark', defaultMessage: 'Bookmark {module}' },
    bookmarkFailed: {
      id: 'learning.bookmarkFailed',
      defaultMessage: 'The bookmark of “{module}” could not be saved. Try again.',
    },
    openInLearningPlatform: {
      id: 'learning.openInLearningPlatform',
      defaultMessage: 'Open in the learning platform',
    },
  }),
);
