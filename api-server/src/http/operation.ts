import type { operations } from '@hci/api-schema';
import type { Context } from 'hono';
import type { SessionPrincipal } from '../auth/principal.js';
import type { CommittedCharge } from './idempotency.js';
import { forbidden, unauthorized } from './errors.js';

/** Every operation of the contract, by operationId (from api-schema's generated types). */
export type OperationId = keyof operations;

type ParametersOf<K extends OperationId> = operations[K]['parameters'];
/** Parameters of one place (path, query); an operation without any gets an empty object. */
type Present<T> = [Exclude<T, undefined>] extends [never]
  ? Record<string, never>
  : Exclude<T, undefined>;

/** A request body as the contract types it: JSON as declared, a multipart form as parsed. */
type BodyOf<Body> = Body extends { content: infer Content }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : Record<string, unknown>
  : undefined;
type RequestBody<K extends OperationId> = operations[K] extends { requestBody: infer Body }
  ? BodyOf<Body>
  : operations[K] extends { requestBody?: infer Body }
    ? BodyOf<Body> | undefined
    : undefined;

export interface OperationInput<K extends OperationId = OperationId> {
  /** Path parameters, coerced to the contract's types. */
  params: Present<ParametersOf<K>['path']>;
  /** Query parameters, coerced and with the contract's defaults applied. */
  query: Present<ParametersOf<K>['query']>;
  /** The JSON body, validated against the contract (or the multipart form for uploads). */
  body: RequestBody<K>;
  /** The signed-in user when a valid bearer token came with the request. */
  principal: SessionPrincipal | null;
  context: Context;
  /** The client's network address (for sign-in throttling). */
  clientAddress: string;
}

type Responses<K extends OperationId> = operations[K]['responses'];
type Success<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201 | 202 | 204>;
type JsonContent<Response> = Response extends { content: { 'application/json': infer Json } }
  ? Json
  : null;

/** The JSON body the contract gives an operation's answer with `status`. */
export type ResponseBody<K extends OperationId, S extends Success<K> = Success<K>> = JsonContent<
  Responses<K>[S]
>;

declare const holds: unique symbol;
/**
 * A response body as JSON already encoded to UTF-8, typed with the body it holds: an answer kept
 * this way is sent as it is (encoding half a megabyte of text costs milliseconds per request).
 */
export type JsonBytes<Body> = Uint8Array & { readonly [holds]: Body };

const utf8Encoder = new TextEncoder();

export const jsonBytes = <Body>(body: Body) =>
  utf8Encoder.encode(JSON.stringify(body)) as JsonBytes<Body>;

/**
 * What a handler answers: one of the operation's success statuses with the JSON body the contract
 * gives it (serialized by the caller, or already serialized when it was kept), or a ready
 * response (files).
 */
export type OperationResult<K extends OperationId = OperationId> =
  | Response
  | {
      [S in Success<K>]:
        | { status: S; body: ResponseBody<K, S> }
        | { status: S; json: JsonBytes<ResponseBody<K, S>> };
    }[Success<K>];

/** What is known about a request before its query and body are read. */
export type RequestHead<K extends OperationId = OperationId> = Pick<
  OperationInput<K>,
  'params' | 'principal' | 'context'
>;

/**
 * An operation on a record its path names outside the caller's own student or coach path: whether
 * the caller may touch it is decided before the query and body are read, and what `authorize`
 * loaded is handed to `handle`.
 */
export interface GuardedHandler<K extends OperationId, A = unknown> {
  authorize(head: RequestHead<K>): Promise<A>;
  handle(input: OperationInput<K>, authorized: A): Promise<OperationResult<K>>;
}

/**
 * An operation that charges a card, run at most once per Idempotency-Key. `replay` answers as a
 * run that committed `charge` would have, for a repeat whose first run stopped before its answer
 * was kept; `authorize`, when given, is a guarded handler's.
 */
export interface ChargingHandler<K extends OperationId, A = unknown> {
  authorize?(head: RequestHead<K>): Promise<A>;
  handle(input: OperationInput<K>, authorized: A): Promise<OperationResult<K>>;
  replay(input: OperationInput<K>, charge: CommittedCharge): Promise<OperationResult<K>>;
}

export type OperationHandler<K extends OperationId> =
  | ((input: OperationInput<K>) => Promise<OperationResult<K>>)
  | GuardedHandler<K>
  | ChargingHandler<K>;

/** One handler per operation of the contract: a missing or renamed one fails the build. */
export type Handlers = { [K in OperationId]: OperationHandler<K> };

/** Keeps what `authorize` loads typed through to `handle`. */
export const guarded = <K extends OperationId, A>(
  handler: GuardedHandler<K, A>,
): GuardedHandler<K> => handler;

/** Keeps a charging handler's types, `authorize`'s result through to `handle`. */
export const charging = <K extends OperationId, A = undefined>(
  handler: ChargingHandler<K, A>,
): ChargingHandler<K> => handler as ChargingHandler<K>;

export function requirePrincipal(input: Pick<OperationInput, 'principal'>): SessionPrincipal {
  if (!input.principal) throw unauthorized();
  return input.principal;
}

export function requireStudent(
  input: Pick<OperationInput, 'principal'>,
): SessionPrincipal & { studentId: number } {
  const principal = requirePrincipal(input);
  if (principal.studentId === null) throw forbidden('Only students may do this');
  return { ...principal, studentId: principal.studentId };
}

export function requireCoach(
  input: Pick<OperationInput, 'principal'>,
  coachId?: number,
): SessionPrincipal & { coachId: number } {
  const principal = requirePrincipal(input);
  if (principal.coachId === null) throw forbidden('Only coaches may do this');
  if (coachId !== undefined && principal.coachId !== coachId) {
    throw forbidden('This coach record belongs to someone else');
  }
  return { ...principal, coachId: principal.coachId };
}

export const ok = <T>(content: T) => ({ status: 200 as const, body: { content } });

export const created = <T>(content: T) => ({ status: 201 as const, body: { content } });

export const accepted = () => ({ status: 202 as const, body: null });

/** Accepted, with what the request set going (a change that waits for a mailed code). */
export const acceptedWith = <T>(content: T) => ({ status: 202 as const, body: { content } });

export const noContent = () => ({ status: 204 as const, body: null });

export interface PageRequest {
  page: number;
  size: number;
}

export const paged = <T>(content: T[], total: number, { page, size }: PageRequest) => ({
  status: 200 as const,
  body: { content, pagination: { total, page, size } },
});
