import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { authHandlers } from './auth.js';
import { circleHandlers } from './circles.js';
import { coachCalendarHandlers } from './coach-calendar.js';
import { coachSubscriptionHandlers } from './coach-subscription.js';
import { coachHandlers } from './coaches.js';
import { enrollmentHandlers } from './enrollment.js';
import { communicationIntentHandlers } from './communication-intents.js';
import { fileHandlers } from './files.js';
import { learningHandlers } from './learning.js';
import { paymentHandlers } from './payments.js';
import { productHandlers } from './products.js';
import { studentHandlers } from './students.js';

/** Every operation of the contract, by operationId. */
export function createHandlers(services: Services): Handlers {
  return {
    ...authHandlers(services),
    ...studentHandlers(services),
    ...communicationIntentHandlers(services),
    ...fileHandlers(services),
    ...coachHandlers(services),
    ...productHandlers(services),
    ...coachCalendarHandlers(services),
    ...coachSubscriptionHandlers(services),
    ...learningHandlers(services),
    ...enrollmentHandlers(services),
    ...paymentHandlers(services),
    ...circleHandlers(services),
  };
}
