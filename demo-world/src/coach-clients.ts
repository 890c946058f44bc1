import type { CoachSessionStatus, PurchaseStatus } from '@hci/api-schema';
import { instantFrom } from './dates';

/** Someone who buys from the demo coach. */
export interface DemoClient {
  name: string;
  email: string;
}

/** The demo coach's clients, none of them a student of the institute. */
export const demoCoachClients: DemoClient[] = [
  { name: 'Avery Thompson', email: 'avery.thompson@example.org' },
  { name: 'Lucía Fernández', email: 'lucia.fernandez@example.org' },
  { name: 'Sam Okafor', email: 'sam.okafor@example.org' },
];

/** A purchase of the coach's offer: what was bought by its place in the offer, who by theirs. */
export interface DemoClientPurchase {
  product: number;
  client: number;
  status: PurchaseStatus;
  purchasedAt: string;
}

/**
 * The clients' purchases on `today`, newest first, one a day at 13:00 UTC over the last fifteen
 * days: the offer's first four in turn, the clients in turn, mostly paid, some pending or refunded.
 */
export function demoClientPurchases(today: string): DemoClientPurchase[] {
  const statuses = ['PAID', 'PAID', 'PENDING', 'REFUNDED', 'PAID'] as const;
  return Array.from({ length: 15 }, (_, index) => ({
    product: index % 4,
    client: index % demoCoachClients.length,
    status: statuses[index % statuses.length]!,
    purchasedAt: instantFrom(today, -index, '13:00'),
  }));
}

/** A session the coach holds with a client: the service by its place in the offer. */
export interface DemoClientSession {
  product: number;
  client: number;
  startsAt: string;
  endsAt: string;
  status: CoachSessionStatus;
  notes?: string;
}

/**
 * The clients' sessions on `today`, two weeks back and three ahead, the clients in turn: the
 * habit-reset package's hour-long sessions (one cancelled) and one two-hour home visit; past ones
 * done, and one that began an hour before noon today not yet marked.
 */
export function demoClientSessions(today: string): DemoClientSession[] {
  const starts: [number, string][] = [
    [-14, '15:00'],
    [-12, '19:00'],
    [-7, '15:00'],
    [-5, '19:00'],
    [-3, '15:00'],
    [1, '15:00'],
    [2, '19:00'],
    [7, '15:00'],
    [9, '19:00'],
    [14, '15:00'],
    [16, '19:00'],
    [18, '16:00'],
    [0, '11:00'],
  ];
  return starts.map(([days, time], index) => {
    const homeVisit = index === 11;
    const hour = Number(time.slice(0, 2)) + (homeVisit ? 2 : 1);
    return {
      product: homeVisit ? 2 : 1,
      client: index % demoCoachClients.length,
      startsAt: instantFrom(today, days, time),
      endsAt: instantFrom(today, days, `${String(hour).padStart(2, '0')}:00`),
      status: index === 3 ? 'CANCELLED' : days < 0 ? 'COMPLETED' : 'SCHEDULED',
      ...(index === 2 ? { notes: 'Focus on evening snacking; bring food log.' } : {}),
    };
  });
}
