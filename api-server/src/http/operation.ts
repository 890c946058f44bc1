import type { Context } from 'hono';
import type { Principal } from '../auth/tokens.js';
import type { Services } from '../services.js';
import { forbidden, unauthorized } from './errors.js';

export interface OperationInput {
  /** Path parameters, coerced to the contract's types. */
  params: Record<string, unknown>;
  /** Query parameters, coerced and with the contract's defaults applied. */
  query: Record<string, unknown>;
  /** The JSON body, validated against the contract (or the multipart form for uploads). */
  body: unknown;
  /** The signed-in user when a valid bearer token came with the request. */
  principal: Principal | null;
  context: Context;
  /** The client's network address (for sign-in throttling). */
  clientAddress: string;
}

/** What a handler answers: a JSON payload (wrapped by the caller) or a ready response (files). */
export type OperationResult = Response | { status?: number; body: unknown };

/** What is known about a request before its query and body are read. */
export type RequestHead = Pick<OperationInput, 'params' | 'principal' | 'context'>;

/**
 * An operation on a record its path names outside the caller's own student or coach path: whether
 * the caller may touch it is decided before the query and body are read, and what `authorize`
 * loaded is handed to `handle`.
 */
export interface GuardedHandler<A = unknown> {
  authorize(head: RequestHead): Promise<A>;
  handle(input: OperationInput, authorized: A): Promise<OperationResult>;
}

export type OperationHandler =
  ((input: OperationInput) => Promise<OperationResult>) | GuardedHandler;

/** Keeps what `authorize` loads typed through to `handle`. */
export const guarded = <A>(handler: GuardedHandler<A>): GuardedHandler => handler;

export type HandlerFactory = (services: Services) => Record<string, OperationHandler>;

export function requirePrincipal(input: Pick<OperationInput, 'principal'>): Principal {
  if (!input.principal) throw unauthorized();
  return input.principal;
}

export function requireStudent(
  input: OperationInput,
  studentId?: number,
): Principal & { studentId: number } {
  const principal = requirePrincipal(input);
  if (principal.studentId === null) throw forbidden('Only students may do this');
  if (studentId !== undefined && principal.studentId !== studentId) {
    throw forbidden('This student record belongs to someone else');
  }
  return principal as Principal & { studentId: number };
}

export function requireCoach(
  input: OperationInput,
  coachId?: number,
): Principal & { coachId: number } {
  const principal = requirePrincipal(input);
  if (principal.coachId === null) throw forbidden('Only coaches may do this');
  if (coachId !== undefined && principal.coachId !== coachId) {
    throw forbidden('This coach record belongs to someone else');
  }
  return principal as Principal & { coachId: number };
}

export const ok = (content: unknown, status = 200): OperationResult => ({
  status,
  body: { content },
});

export interface PageRequest {
  page: number;
  size: number;
}

export const paged = (
  content: unknown[],
  total: number,
  { page, size }: PageRequest,
): OperationResult => ({
  body: { content, pagination: { total, page, size } },
});
