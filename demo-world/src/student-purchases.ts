import type { CoachSessionStatus, PurchaseStatus } from '@hci/api-schema';
import { Temporal } from 'temporal-polyfill';
import { instantFrom } from './dates';
import { demoCoachProducts } from './products';

/** A session the demo student booked with a purchase, as long as the service's sessions. */
export interface DemoStudentSession {
  startsAt: string;
  endsAt: string;
  status: CoachSessionStatus;
}

/** What the demo student bought of the demo coach's offer: the product by its place in it. */
export interface DemoStudentPurchase {
  product: number;
  status: PurchaseStatus;
  purchasedAt: string;
  sessions: DemoStudentSession[];
}

/**
 * The demo student's purchases on `today`, newest first, both paid: the printable planner, and the
 * six-session habit-reset package with one session done, one late today (too late to change) and
 * one a week ahead.
 */
export function demoStudentPurchases(today: string): DemoStudentPurchase[] {
  const habitReset = 1;
  const { duration } = demoCoachProducts[habitReset]!.serviceSpecification!.session;
  const session = (days: number, time: string, status: CoachSessionStatus) => {
    const startsAt = instantFrom(today, days, time);
    const endsAt = Temporal.Instant.from(startsAt).add({ minutes: duration }).toString();
    return { startsAt, endsAt, status };
  };
  return [
    { product: 3, status: 'PAID', purchasedAt: instantFrom(today, -4, '18:30'), sessions: [] },
    {
      product: habitReset,
      status: 'PAID',
      purchasedAt: instantFrom(today, -11, '15:00'),
      sessions: [
        session(-6, '16:00', 'COMPLETED'),
        session(0, '22:00', 'SCHEDULED'),
        session(8, '16:00', 'SCHEDULED'),
      ],
    },
  ];
}
