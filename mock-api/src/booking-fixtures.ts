// The demo student's own purchases of the demo coach's offer, seen from the demo day.
import { nameOf } from '@hci/demo-world';
import { purchasedOffering } from '@hci/rules';
import type { CoachProductPurchase, CoachSession } from '@hci/api-schema';
import { coach, products, student } from './fixtures';

const coachSummary = {
  id: coach.id,
  name: nameOf(coach),
};
const customer = {
  id: student.id,
  name: nameOf(student),
  email: student.user.email,
};
const habitReset = products[1]!;
const mealPlanner = products[3]!;

/** One session of the habit-reset package, an hour long (from the hour `hour` UTC), online. */
const packageSession = (
  id: number,
  day: string,
  hour: number,
  status: CoachSession['status'],
): CoachSession => ({
  id,
  coachId: coach.id,
  productId: habitReset.id,
  productTitle: habitReset.title,
  purchaseId: 21,
  customer,
  coach: coachSummary,
  startsAt: `${day}T${hour}:00:00Z`,
  endsAt: `${day}T${hour + 1}:00:00Z`,
  status,
  deliveryMode: 'ONLINE',
  meetingUrl: coach.coachWebConferenceUrl!,
});

/**
 * A six-session package with one session done, one starting within a day of the demo day (too
 * late to change) and one a week ahead; and a printable guide.
 */
export const studentPurchases: CoachProductPurchase[] = [
  {
    id: 22,
    coachId: coach.id,
    coach: coachSummary,
    product: purchasedOffering(mealPlanner),
    coachProductType: 'PRODUCT',
    customer,
    status: 'PAID',
    amount: mealPlanner.price,
    currency: 'USD',
    purchasedAt: '2026-03-27T18:30:00Z',
  },
  {
    id: 21,
    coachId: coach.id,
    coach: coachSummary,
    product: purchasedOffering(habitReset),
    coachProductType: 'SERVICE',
    customer,
    status: 'PAID',
    amount: habitReset.price,
    currency: 'USD',
    purchasedAt: '2026-03-20T15:00:00Z',
    sessionsIncluded: 6,
    sessions: [
      packageSession(31, '2026-03-25', 16, 'COMPLETED'),
      packageSession(32, '2026-03-31', 22, 'SCHEDULED'),
      packageSession(33, '2026-04-08', 16, 'SCHEDULED'),
    ],
  },
];
