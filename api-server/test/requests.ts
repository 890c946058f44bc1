// Request options, paths and records that many API tests need, written once.
import type { RequestOptions, Session, TestApi } from './harness.js';

/** The options of a request made as `session`, sending `body` as JSON when there is one. */
export const asUser = (session: Session, body?: unknown): RequestOptions => ({
  token: session.accessToken,
  ...(body ? { body } : {}),
});

/** Where a student's own records are. */
export const studentPath = (session: Session) => `/students/${session.studentId}`;

/** Stores a card of `session`'s, valid through 2031; `extra` adds fields or replaces these. */
export const addCard = (api: TestApi, session: Session, cardNumber: string, extra: object = {}) =>
  api.request(
    'POST',
    `${studentPath(session)}/payment_methods`,
    asUser(session, {
      cardNumber,
      expirationMonth: 12,
      expirationYear: 2031,
      cvc: '123',
      holderName: 'Sam Lee',
      ...extra,
    }),
  );
