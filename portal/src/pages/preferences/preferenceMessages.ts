import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const preferenceMessages = untypedMessages(
  defineMessages({
    title: {
      id: 'portal.communicationPreferences.title',
      defaultMessage: 'Communication preferences',
    },
    intro: {
      id: 'portal.communicationPreferences.intro',
      defaultMessage:
        'Choose how we reach you besides your inbox. Your inbox always receives every message, and we always email what you must not miss: receipts and failed payments, your enrollment, your sessions, codes and security notices.',
    },
    loading: {
      id: 'portal.communicationPreferences.loading',
      defaultMessage: 'Loading your preferences…',
    },
    channels: { id: 'portal.communicationPreferences.channels', defaultMessage: 'Channels' },
    email: { id: 'portal.communicationPreferences.email', defaultMessage: 'Email' },
    sms: { id: 'portal.communicationPreferences.sms', defaultMessage: 'Text messages (SMS)' },
    push: { id: 'portal.communicationPreferences.push', defaultMessage: 'Push notifications' },
    topics: { id: 'portal.communicationPreferences.topics', defaultMessage: 'Topics' },
    topicsDescription: {
      id: 'portal.communicationPreferences.topicsDescription',
      defaultMessage: 'What we send you on the channels above.',
    },
    PAYMENT_REMINDERS: {
      id: 'portal.communicationPreferences.topic.PAYMENT_REMINDERS',
      defaultMessage: 'Payment reminders',
    },
    COURSE_UPDATES: {
      id: 'portal.communicationPreferences.topic.COURSE_UPDATES',
      defaultMessage: 'Course updates',
    },
    COACHING_CIRCLES: {
      id: 'portal.communicationPreferences.topic.COACHING_CIRCLES',
      defaultMessage: 'Coaching circles',
    },
    PROMOTIONS: {
      id: 'portal.communicationPreferences.topic.PROMOTIONS',
      defaultMessage: 'News and offers',
    },
    saved: {
      id: 'portal.communicationPreferences.saved',
      defaultMessage: 'Your communication preferences have been saved.',
    },
  }),
);
