import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const directoryMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.coaches.title', defaultMessage: 'Find a coach' },
    intro: {
      id: 'portal.coaches.intro',
      defaultMessage: 'Coaches of the institute who take clients. Book a session or buy a guide.',
    },
    search: { id: 'portal.coaches.search', defaultMessage: 'Search coaches' },
    name: { id: 'portal.coaches.name', defaultMessage: 'Name' },
    specialization: { id: 'portal.coaches.specialization', defaultMessage: 'Specialization' },
    language: { id: 'portal.coaches.language', defaultMessage: 'Language' },
    anyLanguage: { id: 'portal.coaches.anyLanguage', defaultMessage: 'Any language' },
    apply: { id: 'portal.coaches.apply', defaultMessage: 'Search' },
    loading: { id: 'portal.coaches.loading', defaultMessage: 'Loading the coaches…' },
    results: { id: 'portal.coaches.results', defaultMessage: 'Coaches' },
    emptyTitle: { id: 'portal.coaches.empty.title', defaultMessage: 'No coach found' },
    emptyBody: {
      id: 'portal.coaches.empty.body',
      defaultMessage: 'No coach matches this search. Try another name, specialization or language.',
    },
    speaks: { id: 'portal.coaches.speaks', defaultMessage: 'Speaks {languages}' },
    myPurchases: { id: 'portal.coaches.myPurchases', defaultMessage: 'My purchases and bookings' },
    // The public page of one coach.
    coachLoading: { id: 'portal.coach.loading', defaultMessage: 'Loading the coach…' },
    backToDirectory: { id: 'portal.coach.back', defaultMessage: 'All coaches' },
    offer: { id: 'portal.coach.offer', defaultMessage: 'Services and products' },
    offerLoading: { id: 'portal.coach.offerLoading', defaultMessage: 'Loading the offer…' },
    offerEmpty: {
      id: 'portal.coach.offerEmpty',
      defaultMessage: 'This coach has nothing published yet.',
    },
    sessions: {
      id: 'portal.coach.sessions',
      defaultMessage: '{count, plural, one {# session} other {# sessions}} of {minutes} minutes',
    },
    book: { id: 'portal.coach.book', defaultMessage: 'Book {title}' },
    buy: { id: 'portal.coach.buy', defaultMessage: 'Buy {title}' },
    signInToBook: { id: 'portal.coach.signInToBook', defaultMessage: 'Sign in to book {title}' },
    signInToBuy: { id: 'portal.coach.signInToBuy', defaultMessage: 'Sign in to buy {title}' },
    price: { id: 'portal.coach.price', defaultMessage: 'Price' },
    delivery: { id: 'portal.coach.delivery', defaultMessage: 'Delivery' },
    where: { id: 'portal.coach.where', defaultMessage: 'Where' },
    length: { id: 'portal.coach.length', defaultMessage: 'Sessions' },
    testCallTitle: { id: 'portal.coach.testCall.title', defaultMessage: 'Free test call' },
    testCallBody: {
      id: 'portal.coach.testCall.body',
      defaultMessage:
        'A free {minutes}-minute online call with {coach} to see whether you are a good fit. No card needed.',
    },
    bookTestCall: { id: 'portal.coach.testCall.book', defaultMessage: 'Book a free test call' },
    testCallBooked: {
      id: 'portal.coach.testCall.booked',
      defaultMessage: 'Your free test call with {coach} is booked: {when}.',
    },
    seeTestCall: { id: 'portal.coach.testCall.see', defaultMessage: 'See your booking' },
    signInToBookTestCall: {
      id: 'portal.coach.testCall.signIn',
      defaultMessage: 'Sign in to book a free test call',
    },
  }),
);
