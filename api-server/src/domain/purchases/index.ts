import type { Handlers } from '../../http/operation.js';
import type { Services } from '../../services.js';
import { buyingHandlers } from './buying.js';
import { salesHandlers } from './sales.js';

/** What a coach's customers bought, and what a student bought and booked. */
export function purchaseHandlers(services: Services) {
  return {
    ...salesHandlers(services),
    ...buyingHandlers(services),
  } satisfies Partial<Handlers>;
}
