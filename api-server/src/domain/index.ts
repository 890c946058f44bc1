import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { accountHandlers } from './account.js';
import { agreementHandlers } from './agreements.js';
import { analyticsHandlers } from './analytics.js';
import { authHandlers } from './auth/index.js';
import { certificationHandlers } from './certifications.js';
import { coachSessionHandlers } from './coach-sessions/index.js';
import { coachHandlers } from './coaches.js';
import { coachingCircleHandlers } from './coaching-circles.js';
import { communicationIntentHandlers } from './communication-intents.js';
import { courseHandlers } from './courses.js';
import { developmentHandlers } from './development.js';
import { educationHandlers } from './educations.js';
import { enrollmentHandlers } from './enrollment/index.js';
import { fileHandlers } from './files.js';
import { lookupHandlers } from './lookups/index.js';
import { paymentMethodHandlers } from './payment-methods.js';
import { paymentHandlers } from './payments.js';
import { preferenceHandlers } from './preferences.js';
import { productHandlers } from './products.js';
import { purchaseHandlers } from './purchases/index.js';
import { studentHandlers } from './students.js';
import { subscriptionHandlers } from './subscription.js';
import { transferHandlers } from './transfers.js';

/**
 * Every operation of the contract, by operationId: one module per contract tag, named after it
 * (the vocabulary test holds them to it).
 */
export function createHandlers(services: Services): Handlers {
  return {
    ...authHandlers(services),
    ...accountHandlers(services),
    ...studentHandlers(services),
    ...communicationIntentHandlers(services),
    ...lookupHandlers(services),
    ...fileHandlers(services),
    ...coachHandlers(services),
    ...educationHandlers(services),
    ...certificationHandlers(services),
    ...productHandlers(services),
    ...purchaseHandlers(services),
    ...courseHandlers(services),
    ...enrollmentHandlers(services),
    ...agreementHandlers(services),
    ...paymentMethodHandlers(services),
    ...paymentHandlers(services),
    ...transferHandlers(services),
    ...preferenceHandlers(services),
    ...coachingCircleHandlers(services),
    ...subscriptionHandlers(services),
    ...coachSessionHandlers(services),
    ...analyticsHandlers(services),
    ...developmentHandlers(services),
  };
}
