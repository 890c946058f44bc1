import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const bookmarksMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.learning.bookmarks.title', defaultMessage: 'My bookmarks' },
    intro: {
      id: 'portal.learning.bookmarks.intro',
      defaultMessage: 'Every module you bookmarked, in all your courses.',
    },
    loading: { id: 'portal.learning.bookmarks.loading', defaultMessage: 'Loading your bookmarks…' },
    count: {
      id: 'portal.learning.bookmarks.count',
      defaultMessage: '{count, plural, one {# bookmark} other {# bookmarks}}',
    },
    listLabel: {
      id: 'portal.learning.bookmarks.listLabel',
      defaultMessage: 'Bookmarked modules of {course}',
    },
    openCourse: {
      id: 'portal.learning.bookmarks.openCourse',
      defaultMessage: 'See these in {course}',
    },
    emptyTitle: { id: 'portal.learning.bookmarks.emptyTitle', defaultMessage: 'No bookmarks yet' },
    emptyBody: {
      id: 'portal.learning.bookmarks.emptyBody',
      defaultMessage: 'Press the bookmark on any module to keep it here.',
    },
    goToCourses: {
      id: 'portal.learning.bookmarks.goToCourses',
      defaultMessage: 'Go to my courses',
    },
  }),
);
