import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

// The signed-in workspace's names, apart from the public pages' (messages.ts), which the first
// page loads.
export const workspaceMessages = untypedMessages(
  defineMessages({
    coachNavigation: { id: 'coach.layout.coachNavigation', defaultMessage: 'Your practice' },
    signOut: { id: 'coach.nav.signOut', defaultMessage: 'Sign out' },
    myServices: { id: 'coach.nav.myServices', defaultMessage: 'Services' },
    mySessions: { id: 'coach.nav.mySessions', defaultMessage: 'Sessions' },
    myCoachSchedule: { id: 'coach.nav.myCoachSchedule', defaultMessage: 'Schedule' },
    purchases: { id: 'coach.nav.purchases', defaultMessage: 'Purchases' },
    subscription: { id: 'coach.nav.subscription', defaultMessage: 'Subscription' },
    paymentMethods: { id: 'coach.nav.paymentMethods', defaultMessage: 'Payment method' },
    manageAccount: { id: 'coach.nav.manageAccount', defaultMessage: 'Account' },
  }),
);
