import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const coursesMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.learning.courses.title', defaultMessage: 'My courses' },
    loading: { id: 'portal.learning.courses.loading', defaultMessage: 'Loading your courses…' },
    dates: { id: 'portal.learning.courses.dates', defaultMessage: '{start} to {end}' },
    allBookmarks: {
      id: 'portal.learning.courses.allBookmarks',
      defaultMessage: 'All my bookmarks',
    },
    emptyTitle: { id: 'portal.learning.courses.emptyTitle', defaultMessage: 'No courses yet' },
    emptyBody: {
      id: 'portal.learning.courses.emptyBody',
      defaultMessage:
        'Your courses appear here once your enrollment is complete. Check your agreements and payment plan if you are waiting for one.',
    },
    reviewAgreements: {
      id: 'portal.learning.courses.reviewAgreements',
      defaultMessage: 'Review my agreements',
    },
  }),
);
