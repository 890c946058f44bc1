import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const bookmarksMessages = untypedMessages(
  defineMessages({
    title: { id: 'learning.bookmarks.title', defaultMessage: 'My bookmarks' },
    intro: {
      id: 'learning.bookmarks.intro',
      defaultMessage: 'Every module you bookmarked, in all your courses.',
    },
    loading: { id: 'learning.bookmarks.loading', defaultMessage: 'Loading your bookmarks…' },
    count: {
      id: 'learning.bookmarks.count',
      defaultMessage: '{count, plural, one {# bookmark} other {# bookmarks}}',
    },
    listLabel: {
      id: 'learning.bookmarks.listLabel',
      defaultMessage: 'Bookmarked modules of {course}',
    },
    openCourse: {
      id: 'learning.bookmarks.openCourse',
      defaultMessage: 'See these in {course}',
    },
    emptyTitle: { id: 'learning.bookmarks.emptyTitle', defaultMessage: 'No bookmarks yet' },
    emptyBody: {
      id: 'learning.bookmarks.emptyBody',
      defaultMessage: 'Press the bookmark on any module to keep it here.',
    },
    goToCourses: { id: 'learning.bookmarks.goToCourses', defaultMessage: 'Go to my courses' },
  }),
);
