import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const bookingMessages = untypedMessages(
  defineMessages({
    // The calendar of free times.
    dayLabel: { id: 'portal.booking.dayLabel', defaultMessage: 'Day of the session' },
    timesOn: { id: 'portal.booking.timesOn', defaultMessage: 'Free times on {day}' },
    morning: { id: 'portal.booking.morning', defaultMessage: 'Morning' },
    afternoon: { id: 'portal.booking.afternoon', defaultMessage: 'Afternoon' },
    evening: { id: 'portal.booking.evening', defaultMessage: 'Evening' },
    noTimesMonth: {
      id: 'portal.booking.noTimesMonth',
      defaultMessage: 'No free times in {month}. The next one is on {date}.',
    },
    showDay: { id: 'portal.booking.showDay', defaultMessage: 'Show {date}' },
    noTimesUntil: {
      id: 'portal.booking.noTimesUntil',
      defaultMessage: 'No free times from {from} through {date}.',
    },
    timesFailed: {
      id: 'portal.booking.timesFailed',
      defaultMessage: 'The free times could not be loaded.',
    },
    retry: { id: 'portal.booking.retry', defaultMessage: 'Try again' },
    zones: {
      id: 'portal.booking.zones',
      defaultMessage: 'Times in your time zone ({yours}); the coach’s ({coach}) beside them.',
    },
    zone: { id: 'portal.booking.zone', defaultMessage: 'Times in your time zone ({yours}).' },
    coachTime: { id: 'portal.booking.coachTime', defaultMessage: '{time} (coach: {coachTime})' },
    loadingTimes: { id: 'portal.booking.loadingTimes', defaultMessage: 'Loading the free times…' },
    noSchedule: {
      id: 'portal.booking.noSchedule',
      defaultMessage: 'This coach has no free times to book yet.',
    },
    noTimesDay: { id: 'portal.booking.noTimesDay', defaultMessage: 'No free times on this day.' },
    // Booking or buying.
    loading: { id: 'portal.booking.loading', defaultMessage: 'Loading the offer…' },
    bookTitle: { id: 'portal.booking.bookTitle', defaultMessage: 'Book {title}' },
    buyTitle: { id: 'portal.booking.buyTitle', defaultMessage: 'Buy {title}' },
    withCoach: { id: 'portal.booking.withCoach', defaultMessage: 'With {coach}' },
    stepReview: { id: 'portal.booking.step.review', defaultMessage: 'Review and pay' },
    stepReviewFree: { id: 'portal.booking.step.reviewFree', defaultMessage: 'Review and confirm' },
    chooseTime: { id: 'portal.booking.chooseTime', defaultMessage: 'Choose a time' },
    continue: { id: 'portal.booking.continue', defaultMessage: 'Continue' },
    back: { id: 'portal.booking.back', defaultMessage: 'Back' },
    timeRequired: { id: 'portal.booking.timeRequired', defaultMessage: 'Choose a time first.' },
    summary: { id: 'portal.booking.summary', defaultMessage: 'What you are buying' },
    summaryFreeService: {
      id: 'portal.booking.summaryFreeService',
      defaultMessage: 'What you are booking',
    },
    summaryFreeProduct: { id: 'portal.booking.summaryFreeProduct', defaultMessage: 'What you get' },
    offer: { id: 'portal.booking.offer', defaultMessage: 'Offer' },
    coach: { id: 'portal.booking.coach', defaultMessage: 'Coach' },
    when: { id: 'portal.booking.when', defaultMessage: 'When' },
    coachWhen: { id: 'portal.booking.coachWhen', defaultMessage: 'Coach’s time' },
    price: { id: 'portal.booking.price', defaultMessage: 'Price' },
    includes: {
      id: 'portal.booking.includes',
      defaultMessage:
        '{count, plural, one {# session} other {# sessions}}; you book the others from your purchase.',
    },
    card: { id: 'portal.booking.card', defaultMessage: 'Card' },
    addCard: { id: 'portal.booking.addCard', defaultMessage: 'Add a card' },
    addCardTitle: { id: 'portal.booking.addCardTitle', defaultMessage: 'Add a card' },
    noCard: { id: 'portal.booking.noCard', defaultMessage: 'Add a card to pay with.' },
    pay: { id: 'portal.booking.pay', defaultMessage: 'Pay {amount}' },
    confirmFree: { id: 'portal.booking.confirmFree', defaultMessage: 'Book for free' },
    getFree: { id: 'portal.booking.getFree', defaultMessage: 'Get it for free' },
    slotTaken: {
      id: 'portal.booking.slotTaken',
      defaultMessage:
        'Someone booked that time just before you. Here are the times still free; your card stays chosen.',
    },
    booked: {
      id: 'portal.booking.booked',
      defaultMessage: 'Booked: {title}, {when}. A message is in your inbox.',
    },
    bought: {
      id: 'portal.booking.bought',
      defaultMessage: 'Bought: {title}. A message is in your inbox.',
    },
    addToCalendar: { id: 'portal.booking.addToCalendar', defaultMessage: 'Add to calendar' },
    seePurchase: { id: 'portal.booking.seePurchase', defaultMessage: 'See your booking' },
    seeOrder: { id: 'portal.booking.seeOrder', defaultMessage: 'See your purchase' },
    notOffered: {
      id: 'portal.booking.notOffered',
      defaultMessage: 'This offer is not available any more.',
    },
    sessionWith: { id: 'portal.booking.sessionWith', defaultMessage: '{title} with {coach}' },
    calendarDescription: {
      id: 'portal.booking.calendarDescription',
      defaultMessage: '{title}, a session with your coach {coach}.',
    },
    calendarJoin: { id: 'portal.booking.calendarJoin', defaultMessage: 'Join at {link}' },
    calendarWhere: { id: 'portal.booking.calendarWhere', defaultMessage: 'In person at {address}' },
    where: { id: 'portal.booking.where', defaultMessage: 'Where' },
    inPerson: { id: 'portal.booking.inPerson', defaultMessage: 'In person' },
    online: {
      id: 'portal.booking.online',
      defaultMessage: 'Online; the link comes with your booking',
    },
    // The student's purchases.
    myTitle: { id: 'portal.myPurchases.title', defaultMessage: 'My purchases and bookings' },
    myIntro: {
      id: 'portal.myPurchases.intro',
      defaultMessage: 'What you bought from coaches, and the sessions you booked.',
    },
    findCoach: { id: 'portal.myPurchases.findCoach', defaultMessage: 'Find a coach' },
    myBack: { id: 'portal.myPurchases.back', defaultMessage: 'Back to my purchases' },
    sessions: { id: 'portal.myPurchases.sessions', defaultMessage: 'Sessions' },
    sessionsLeft: {
      id: 'portal.myPurchases.sessionsLeft',
      defaultMessage:
        '{count, plural, =0 {Every session is booked or used.} one {# session left to book.} other {# sessions left to book.}}',
    },
    noSessions: { id: 'portal.myPurchases.noSessions', defaultMessage: 'No session booked yet.' },
    bookNext: { id: 'portal.myPurchases.bookNext', defaultMessage: 'Book your next session' },
    bookThis: { id: 'portal.myPurchases.bookThis', defaultMessage: 'Book this time' },
    move: { id: 'portal.myPurchases.move', defaultMessage: 'Move' },
    moveSession: {
      id: 'portal.myPurchases.moveSession',
      defaultMessage: 'Move the session of {when}',
    },
    moveThis: { id: 'portal.myPurchases.moveThis', defaultMessage: 'Move to this time' },
    cancel: { id: 'portal.myPurchases.cancel', defaultMessage: 'Cancel' },
    close: { id: 'portal.myPurchases.close', defaultMessage: 'Close' },
    cancelTitle: { id: 'portal.myPurchases.cancelTitle', defaultMessage: 'Cancel this session?' },
    cancelBody: {
      id: 'portal.myPurchases.cancelBody',
      defaultMessage:
        'The session of {when} is cancelled and goes back to your purchase, to book again later.',
    },
    cancelConfirm: { id: 'portal.myPurchases.cancelConfirm', defaultMessage: 'Cancel session' },
    keep: { id: 'portal.myPurchases.keep', defaultMessage: 'Keep it' },
    cancelled: { id: 'portal.myPurchases.cancelled', defaultMessage: 'Session cancelled.' },
    moved: { id: 'portal.myPurchases.moved', defaultMessage: 'Session moved to {when}.' },
    bookedNext: {
      id: 'portal.myPurchases.bookedNext',
      defaultMessage: 'Session booked for {when}.',
    },
    join: { id: 'portal.myPurchases.join', defaultMessage: 'Join the session' },
    SCHEDULED: { id: 'portal.myPurchases.status.SCHEDULED', defaultMessage: 'Booked' },
    COMPLETED: { id: 'portal.myPurchases.status.COMPLETED', defaultMessage: 'Done' },
    CANCELLED: { id: 'portal.myPurchases.status.CANCELLED', defaultMessage: 'Cancelled' },
    NO_SHOW: { id: 'portal.myPurchases.status.NO_SHOW', defaultMessage: 'Missed' },
  }),
);
