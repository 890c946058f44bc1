import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const awardsMessages = untypedMessages(
  defineMessages({
    title: { id: 'learning.awards.title', defaultMessage: 'Awards' },
    loading: { id: 'learning.awards.loading', defaultMessage: 'Loading your awards…' },
    earned: { id: 'learning.awards.earned', defaultMessage: 'Earned' },
    available: { id: 'learning.awards.available', defaultMessage: 'Available' },
    earnedOn: { id: 'learning.awards.earnedOn', defaultMessage: 'Earned on {date}' },
    howToEarn: { id: 'learning.awards.howToEarn', defaultMessage: 'How to earn it: {criteria}' },
    noneEarnedTitle: {
      id: 'learning.awards.noneEarnedTitle',
      defaultMessage: 'No awards earned yet',
    },
    noneEarnedBody: {
      id: 'learning.awards.noneEarnedBody',
      defaultMessage:
        'Complete modules in your courses to earn your first award. Each one below says what earns it.',
    },
    allEarnedTitle: {
      id: 'learning.awards.allEarnedTitle',
      defaultMessage: 'You have earned every award',
    },
    allEarnedBody: {
      id: 'learning.awards.allEarnedBody',
      defaultMessage: 'New awards appear here when the program adds them.',
    },
    emptyTitle: { id: 'learning.awards.emptyTitle', defaultMessage: 'No awards yet' },
    emptyBody: {
      id: 'learning.awards.emptyBody',
      defaultMessage:
        'Awards appear here once your courses offer them. Keep learning in the meantime.',
    },
    goToCourses: { id: 'learning.awards.goToCourses', defaultMessage: 'Go to my courses' },
  }),
);
