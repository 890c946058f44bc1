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

/**
 * What a handler answers: a JSON payload (serialized by the caller), JSON already serialized (a
 * cached answer), or a ready response (files).
 */
export type OperationResult =
  Response | { status?: number; body: unknown } | { status?: number; json: string };

export type OperationHandler = (input: OperationInput) => Promise<OperationResult>;

export type HandlerFactory = (services: Services) => Record<string, OperationHandler>;

export function requirePrincipal(input: OperationInput): Principal {
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
