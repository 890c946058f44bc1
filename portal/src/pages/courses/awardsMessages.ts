import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const awardsMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.learning.awards.title', defaultMessage: 'Awards' },
    loading: { id: 'portal.learning.awards.loading', defaultMessage: 'Loading your awards…' },
    earned: { id: 'portal.learning.awards.earned', defaultMessage: 'Earned' },
    available: { id: 'portal.learning.awards.available', defaultMessage: 'Available' },
    earnedOn: { id: 'portal.learning.awards.earnedOn', defaultMessage: 'Earned on {date}' },
    howToEarn: {
      id: 'portal.learning.awards.howToEarn',
      defaultMessage: 'How to earn it: {criteria}',
    },
    noneEarnedTitle: {
      id: 'portal.learning.awards.noneEarnedTitle',
      defaultMessage: 'No awards earned yet',
    },
    noneEarnedBody: {
      id: 'portal.learning.awards.noneEarnedBody',
      defaultMessage:
        'Complete modules in your courses to earn your first award. Each one below says what earns it.',
    },
    allEarnedTitle: {
      id: 'portal.learning.awards.allEarnedTitle',
      defaultMessage: 'You have earned every award',
    },
    allEarnedBody: {
      id: 'portal.learning.awards.allEarnedBody',
      defaultMessage: 'New awards appear here when the program adds them.',
    },
    emptyTitle: { id: 'portal.learning.awards.emptyTitle', defaultMessage: 'No awards yet' },
    emptyBody: {
      id: 'portal.learning.awards.emptyBody',
      defaultMessage:
        'Awards appear here once your courses offer them. Keep learning in the meantime.',
    },
    goToCourses: { id: 'portal.learning.awards.goToCourses', defaultMessage: 'Go to my courses' },
  }),
);
