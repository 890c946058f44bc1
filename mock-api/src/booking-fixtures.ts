// The demo student's own purchases of the demo coach's offer, seen from the demo day.
import { demoStudentPurchases, nameOf } from '@hci/demo-world';
import { purchasedOffering } from '@hci/rules';
import type { CoachProductPurchase, CoachSession } from '@hci/api-schema';
import { coach, demoToday, products, student } from './fixtures';

const coachSummary = {
  id: coach.id,
  name: nameOf(coach),
};
const customer = {
  id: student.id,
  name: nameOf(student),
  email: student.user.email,
};

/** The demo world's purchases, ids from 21 up for the oldest; their sessions from 31 in order. */
const purchases = demoStudentPurchases(demoToday);
const sessionIds = purchases
  .toReversed()
  .flatMap((purchase) => purchase.sessions)
  .map((session, index) => [session, 31 + index] as const);
const sessionIdOf = new Map(sessionIds);

export const studentPurchases: CoachProductPurchase[] = purchases.map((purchase, index) => {
  const id = 20 + purchases.length - index;
  const product = products[purchase.product]!;
  const online = product.serviceSpecification?.session.type === 'ONLINE';
  const facts = {
    id,
    coachId: coach.id,
    coach: coachSummary,
    product: purchasedOffering(product),
    coachProductType: product.type,
    customer,
    status: purchase.status,
    amount: product.price,
    currency: 'USD' as const,
    purchasedAt: purchase.purchasedAt,
  };
  if (product.type !== 'SERVICE') return facts;
  return {
    ...facts,
    sessionsIncluded: product.serviceSpecification!.session.count,
    sessions: purchase.sessions.map((session): CoachSession => ({
      id: sessionIdOf.get(session)!,
      coachId: coach.id,
      productId: product.id,
      productTitle: product.title,
      purchaseId: id,
      customer,
      coach: coachSummary,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      status: session.status,
      deliveryMode: online ? 'ONLINE' : 'IN_PERSON',
      ...(online ? { meetingUrl: coach.coachWebConferenceUrl! } : {}),
    })),
  };
});
