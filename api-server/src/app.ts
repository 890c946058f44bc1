import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { RuleRefusal } from '@hci/rules';
import { bodyLimit } from 'hono/body-limit';
import { routePath } from 'hono/route';
import type { SessionPrincipal } from './auth/principal.js';
import type { OpenApiDocument, ResolvedOperation } from './contract/openapi.js';
import { operations } from './contract/openapi.js';
import { fieldRuleErrors, withFieldRules } from './contract/field-rules.js';
import { ContractValidator } from './contract/validation.js';
import { maxFileBytes } from './files/file-store.js';
import { clientAddress } from './http/client-address.js';
import { cors, exposedHeaders } from './http/cors.js';
import { bodyOwnerCheck, ownerCheck, queryOwnerCheck } from './http/ownership.js';
import { DatabaseUnavailable } from './db/database.js';
import { ApiError, badRequest, databaseUnavailable, unauthorized } from './http/errors.js';
import type { CommittedCharge } from './http/idempotency.js';
import { idempotency } from './http/idempotency.js';
import { mountLearningPlatformStandIn } from './learning-platform/stand-in.js';
import type { Handlers } from './http/operation.js';
import { readinessCheck } from './http/readiness.js';
import { payloadTooLarge, queryValues, readBody } from './http/request-input.js';
import { inRequest } from './log.js';
import type { Metrics } from './metrics/registry.js';
import type { Services } from './services.js';

export interface AppOptions {
  /** Origins of the apps allowed to call the API from a browser. */
  allowedOrigins: string[];
  contract: OpenApiDocument;
  services: Services;
  handlers: Handlers;
  /** Proxies in front of the API that append to X-Forwarded-For (0: the header is ignored). */
  trustedProxies: number;
  /** Counts and times each request for Prometheus, when metrics are on. */
  metrics?: Metrics;
}

/** The contract operation a request was routed to, for the metrics' labels. */
type Env = { Variables: { operation: string } };

/**
 * What the metrics call a request: its operationId, else the template of the route that answered
 * (never the path as sent, whose values would make a series per record).
 */
function operationLabel(c: Context<Env>): string {
  const operation = c.get('operation');
  if (operation) return operation;
  const template = routePath(c);
  // Middleware registered for every path (`/*`) answered: no route matched.
  return template && !template.endsWith('*') ? template : 'unmatched';
}

const maxRequestBytes = maxFileBytes + 64 * 1024;

/**
 * Refuses bodies over `maxBytes` with 413. A declared Content-Length is checked without touching
 * the body (reading `c.req.raw.body`, as Hono's bodyLimit does first, would turn the server's
 * lightweight request into a full web Request); chunked bodies are counted by bodyLimit.
 */
function requestSizeLimit(maxBytes: number): MiddlewareHandler {
  const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json(payloadTooLarge().toBody(), 413);
  const counting = bodyLimit({ maxSize: maxBytes, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return parseInt(length || '0', 10) > maxBytes ? onError(c) : next();
    }
    return counting(c, next);
  };
}

/**
 * A caller's (or proxy's) request id, kept when it is a plain token, so one id follows a request
 * through every hop's logs; anything else could forge log lines or bloat them, and is replaced.
 */
function acceptedRequestId(given: string | undefined): string | undefined {
  return given !== undefined && /^[A-Za-z0-9._-]{1,128}$/.test(given) ? given : undefined;
}

export function createApp({
  allowedOrigins,
  contract,
  services,
  handlers,
  trustedProxies,
  metrics,
}: AppOptions) {
  const app = new Hono<Env>();
  const { log } = services;

  app.use('*', async (c, next) => {
    const requestId = acceptedRequestId(c.req.header('x-request-id')) ?? crypto.randomUUID();
    // Set before the handler runs, so it rides on every response the context builds.
    c.header('x-request-id', requestId);
    c.header('x-content-type-options', 'nosniff');
    const started = performance.now();
    await inRequest(requestId, next);
    // JSON is data, never a document: a browser that opens it directly runs and loads nothing.
    if (c.res.headers.get('content-type')?.startsWith('application/json')) {
      c.res.headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    const durationMs = performance.now() - started;
    log.info('request', {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round(durationMs * 10) / 10,
    });
    metrics?.observeRequest({
      operation: operationLabel(c),
      method: c.req.method,
      status: c.res.status,
      seconds: durationMs / 1000,
    });
  });
  app.use(
    '*',
    cors({ origins: allowedOrigins, exposeHeaders: exposedHeaders, maxAgeSeconds: 600 }),
  );
  app.use('*', requestSizeLimit(maxRequestBytes));

  // Liveness: the process answers. It says nothing of the database, so a load balancer asks
  // /ready, and an orchestrator restarts only a process /health finds dead.
  app.get('/health', (c) => c.json({ content: { status: 'ok' } }));
  const readiness = readinessCheck({ db: services.db, storage: services.files.storage, log });
  app.get('/ready', async (c) => {
    const { ready, checks } = await readiness();
    c.header('cache-control', 'no-store');
    return ready
      ? c.json({ status: 'ready', checks }, 200)
      : c.json({ status: 'unavailable', checks }, 503);
  });
  mountLearningPlatformStandIn(app, services);

  const validator = new ContractValidator(contract);
  const ops = operations(contract);
  // Literal segments must win over parameters (/products/public before /products/{productId}).
  const byParamCount = (op: ResolvedOperation) => (op.path.match(/\{/g) ?? []).length;
  for (const op of [...ops].sort((a, b) => byParamCount(a) - byParamCount(b))) {
    const { authorize, handle, replay } = routed(op, handlers);
    const checkOwner = ownerCheck(op);
    const checkQueryOwner = queryOwnerCheck(op);
    const checkBodyOwner = bodyOwnerCheck(op);
    const validate = validator.forOperation(op);
    const once = idempotency(op, services);
    if (once && !replay) throw new Error(`Operation ${op.operationId} charges without a replay`);
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const honoPath = op.path.replace(/\{([^}]+)\}/g, ':$1');
    app.on(op.method.toUpperCase(), honoPath, async (c) => {
      c.set('operation', op.operationId);
      const principal = await authenticate(c, op, services);
      const params: Record<string, unknown> = { ...c.req.param() };
      const pathFields = validate.path(params);
      if (pathFields.length) throw badRequest('The request parameters are not valid', pathFields);
      // Whether the caller may touch the records the path names comes first: someone else's
      // records answer 403 or 404 whatever the query and body hold. An owner named in the query
      // or body is checked the same way, on the values as sent, before they are validated.
      checkOwner?.(principal, params);
      const authorized = authorize ? await authorize({ params, principal, context: c }) : undefined;
      const query = queryValues(c, queryParams);
      checkQueryOwner?.(principal, query);
      const sent = await readBody(c, op, validate.body !== null);
      if (sent.json) checkBodyOwner?.(principal, sent.value);
      const queryFields = validate.query(query);
      if (queryFields.length) throw badRequest('The request parameters are not valid', queryFields);
      // The forms' field rules read the body as sent, beside the contract's schema, so a value
      // both refuse is answered with the form's message.
      const bodyFields = sent.json
        ? withFieldRules(
            validate.body!(sent.value),
            await fieldRuleErrors(op.operationId, sent.value),
          )
        : [];
      if (bodyFields.length) throw badRequest('The request body is not valid', bodyFields);
      const body = sent.value;
      const input = {
        params,
        query,
        body,
        principal,
        context: c,
        clientAddress: clientAddress(c, trustedProxies),
      };
      const run = () => handle(input, authorized);
      const key = c.req.header('idempotency-key');
      const answer = once
        ? await once({ principal, params, query, body, key }, run, (charge) =>
            replay!(input, charge),
          )
        : await run();
      return respond(c, answer);
    });
  }

  app.notFound((c) => c.json({ key: 'notFound', status: 404, message: 'Not found' }, 404));
  app.onError((thrown, c) => {
    let error = thrown;
    if (error instanceof DatabaseUnavailable) {
      log.error('database unavailable', {
        method: c.req.method,
        path: c.req.path,
        error: error.message,
      });
      error = databaseUnavailable();
    }
    if (error instanceof RuleRefusal) {
      if (error instanceof ApiError && error.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(error.retryAfterSeconds));
      }
      return c.json(error.toBody(), error.status as 400);
    }
    log.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json(
      { key: 'default', status: 500, message: 'An error found, please try again.' },
      500,
    );
  });
  return app;
}

async function authenticate(
  c: Context,
  op: ResolvedOperation,
  services: Services,
): Promise<SessionPrincipal | null> {
  const header = c.req.header('authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) {
    if (op.authenticated) throw unauthorized();
    return null;
  }
  try {
    return await services.tokens.verifyAccessToken(token);
  } catch (error) {
    // A stale token on a public operation is ignored rather than refused.
    if (op.authenticated) throw error;
    return null;
  }
}

type Result = Response | { status: number; body: unknown } | { status: number; json: string };

/** How the router calls a handler, whatever its operation. */
interface Routed {
  authorize:
    | ((head: {
        params: unknown;
        principal: SessionPrincipal | null;
        context: Context;
      }) => Promise<unknown>)
    | null;
  handle(
    input: {
      params: unknown;
      query: unknown;
      body: unknown;
      principal: SessionPrincipal | null;
      context: Context;
      clientAddress: string;
    },
    authorized: unknown,
  ): Promise<Result>;
  replay:
    ((input: Parameters<Routed['handle']>[0], charge: CommittedCharge) => Promise<Result>) | null;
}

function routed(op: ResolvedOperation, handlers: Handlers): Routed {
  const handler: unknown = handlers[op.operationId as keyof Handlers];
  if (!handler) throw new Error(`No handler for operation ${op.operationId}`);
  // The one place where types give way to the contract's run-time checks: the router hands each
  // handler parameters and a body validated against that operation's schemas, which is what the
  // handler's types (from the same contract) say they are.
  if (typeof handler === 'function') {
    return { authorize: null, handle: handler as Routed['handle'], replay: null };
  }
  const { authorize, handle, replay } = handler as Partial<Routed> & Pick<Routed, 'handle'>;
  return { authorize: authorize ?? null, handle, replay: replay ?? null };
}

function respond(c: Context, result: Result): Response {
  // Through the context, so the headers prepared by the middleware (request id, CORS) come along.
  if (result instanceof Response) return c.newResponse(result.body, result);
  if ('json' in result) {
    return c.body(result.json, result.status as 200, { 'content-type': 'application/json' });
  }
  if (result.body === null || result.status === 204) return c.body(null, result.status as 204);
  return c.json(result.body, result.status as 200);
}
