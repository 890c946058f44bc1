import type { OperationHandler } from '../http/operation.js';
import type { Services } from '../services.js';
import { authHandlers } from './auth.js';
import { circleHandlers } from './circles.js';
import { coachHandlers } from './coaches.js';
import { fileHandlers } from './files.js';
import { inboxHandlers } from './inbox.js';
import { learningHandlers } from './learning.js';
import { paymentHandlers } from './payments.js';
import { studentHandlers } from './students.js';

/** Every operation of the contract, by operationId. */
export function createHandlers(services: Services): Record<string, OperationHandler> {
  return {
    ...authHandlers(services),
    ...studentHandlers(services),
    ...inboxHandlers(services),
    ...fileHandlers(services),
    ...coachHandlers(services),
    ...learningHandlers(services),
    ...paymentHandlers(services),
    ...circleHandlers(services),
  };
}
