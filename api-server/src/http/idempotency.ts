import { RuleRefusal } from '@hci/rules';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { RequestScope } from '#request-scope';
import type { Principal } from '../auth/principal.js';
import { sha256 } from '../auth/tokens.js';
import { isoAt } from '../clock.js';
import type { ResolvedOperation } from '../contract/openapi.js';
import type { Queryable } from '../db/database.js';
import { DatabaseUnavailable } from '../db/database.js';
import type { Logger } from '../log.js';
import type { Services } from '../services.js';
import { detached, pause } from '../shared/timers.js';
import { badRequest, rule } from './errors.js';

const headerName = 'idempotency-key';
/** How long the answer to a request with a key is kept for its repeats. */
export const idempotencyKeyMs = 24 * 60 * 60 * 1000;
/**
 * How long a claim holds without its request renewing it. A running request renews it every
 * third of that; a claim whose lease ended was left by a request that stopped (a crash, a
 * restart) before its answer was kept, and a repeat then resolves it.
 */
export const claimLeaseMs = 15_000;
/**
 * A claim that could not be let go because the database was unreachable (the run failed for
 * that very reason) is let go as soon as it is back: tried again this often, this many times.
 */
export const releaseRetryMs = 1_000;
const releaseTries = 60;

/** The charge a request made, as noted on its claim in the transaction that charged. */
export interface CommittedCharge {
  subjectId: number;
  reference: string;
}

type ClaimId = [userId: number, operation: string, key: string];
/** The claim of the request running now, if it runs under a key, and the run that holds it. */
const runningClaim = new RequestScope<{ id: ClaimId; runId: string }>();

/**
 * Notes on the running request's claim, in the transaction that charges, what it charged: if
 * the request stops before its answer is kept, a repeat knows the charge was committed.
 */
export async function noteCharge(tx: Queryable, charge: CommittedCharge): Promise<void> {
  const claim = runningClaim.current();
  if (!claim) return;
  const [noted] = await tx.query(
    `UPDATE idempotent_requests SET charge_subject_id = $4, charge_reference = $5
     WHERE user_id = $1 AND operation = $2 AND key = $3 AND run_id = $6 RETURNING 1`,
    [...claim.id, charge.subjectId, charge.reference, claim.runId],
  );
  // A run so slow that its lease ended may have had its claim taken over by a repeat: it must
  // not charge as well, so its transaction ends here.
  if (!noted) throw inProgress();
}

const inProgress = () =>
  rule(
    'paymentStatusInProgress',
    'A request with this Idempotency-Key is still being processed',
    409,
  );

type Answer = Response | { status: number; body: unknown } | { status: number; json: string };

export interface IdempotentRequest {
  principal: Principal | null;
  params: unknown;
  query: unknown;
  body: unknown;
  /** The request's Idempotency-Key header, if any. */
  key: string | undefined;
}

/**
 * Runs a request's handler at most once per key, or answers from its first run; `replay` gives
 * the answer of a first run that committed its charge but stopped before its answer was kept.
 */
export type RunOnce = (
  request: IdempotentRequest,
  run: () => Promise<Answer>,
  replay: (charge: CommittedCharge) => Promise<Answer>,
) => Promise<Answer>;

/** JSON with object keys in one order, so the same request always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Answers that invite the client to try again (a conflict, throttling, a server failure) are not
 * kept: the retry runs. Every other answer is the outcome of the request and is given again.
 */
const kept = (status: number) => status < 500 && status !== 409 && status !== 429;

/**
 * The Idempotency-Key of an operation that declares the header (the operations that charge a
 * card): the first request with a key claims it in the database, where every API instance sees
 * it, and its answer is stored; a repeat within a day gets that answer again without running, a
 * repeat while the first still runs gets 409, and the key sent with a different request is
 * refused. Null for operations without the header.
 */
export function idempotency(op: ResolvedOperation, services: Services): RunOnce | null {
  const parameter = op.parameters.find(
    (p) => p.in === 'header' && p.name.toLowerCase() === headerName,
  );
  if (!parameter) return null;
  const validKey = new Ajv2020({ strict: false }).compile(parameter.schema ?? {});
  const { db, clock, log } = services;

  return async ({ principal, params, query, body, key }, run, replay) => {
    if (key === undefined || !principal) return run();
    if (!validKey(key)) {
      throw badRequest('The Idempotency-Key header is not valid', [
        { path: parameter.name, message: 'must be 1 to 255 visible ASCII characters' },
      ]);
    }
    const id: ClaimId = [principal.userId, op.operationId, key];
    const fingerprint = sha256(canonicalJson({ params, query, body }));
    const now = clock.now();
    await db.query('DELETE FROM idempotent_requests WHERE user_id = $1 AND created_at < $2', [
      principal.userId,
      isoAt(now - idempotencyKeyMs),
    ]);
    const runId = crypto.randomUUID();
    const leaseUntil = () => isoAt(clock.now() + claimLeaseMs);
    const [claimed] = await db.query(
      `INSERT INTO idempotent_requests
         (user_id, operation, key, fingerprint, created_at, lease_until, run_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING 1`,
      [...id, fingerprint, isoAt(now), leaseUntil(), runId],
    );
    if (!claimed) {
      const [first] = await db.query<{
        fingerprint: string;
        status: number | null;
        body: string;
        abandoned: boolean;
        charge_subject_id: number | null;
        charge_reference: string | null;
      }>(
        `SELECT fingerprint, status, body, lease_until <= $4 AS abandoned,
                charge_subject_id, charge_reference
         FROM idempotent_requests WHERE user_id = $1 AND operation = $2 AND key = $3`,
        [...id, isoAt(now)],
      );
      if (first && first.fingerprint !== fingerprint) {
        throw rule(
          'idempotencyKeyReused',
          'This Idempotency-Key was sent before with a different request',
          422,
        );
      }
      if (!first || (first.status === null && !first.abandoned)) throw inProgress();
      if (first.status !== null) return { status: first.status, json: first.body };
      if (first.charge_reference !== null && first.charge_subject_id !== null) {
        // The charge was committed with everything it paid for: answer as the first run would
        // have, and keep that answer for the repeats to come.
        const answer = await replay({
          subjectId: first.charge_subject_id,
          reference: first.charge_reference,
        });
        if (!(answer instanceof Response)) await storeAnswer(db, id, answer);
        return answer;
      }
      // Nothing was charged, so the first run's transaction never committed: this repeat takes
      // the claim over and runs. Of repeats at once only one takes it; a charge being noted (the
      // first run still alive after all) holds the row until its transaction ends, and wins.
      const [taken] = await db.query(
        `UPDATE idempotent_requests SET created_at = $4, lease_until = $5, run_id = $6
         WHERE user_id = $1 AND operation = $2 AND key = $3 AND status IS NULL
           AND charge_reference IS NULL AND lease_until <= $4
         RETURNING 1`,
        [...id, isoAt(now), leaseUntil(), runId],
      );
      if (!taken) throw inProgress();
    }

    // Only this run's claim (one that lost it to a repeat leaves the repeat's alone), and not
    // with a charge noted: that charge committed (its connection may have been lost while
    // committing), and a repeat must answer with it rather than charge again.
    const release = () =>
      db.query(
        `DELETE FROM idempotent_requests WHERE user_id = $1 AND operation = $2 AND key = $3
           AND run_id = $4 AND status IS NULL AND charge_reference IS NULL`,
        [...id, runId],
      );
    const renewal = detached(
      setInterval(() => {
        db.query(
          `UPDATE idempotent_requests SET lease_until = $5
         WHERE user_id = $1 AND operation = $2 AND key = $3 AND run_id = $4 AND status IS NULL`,
          [...id, runId, leaseUntil()],
        ).catch(() => undefined);
      }, claimLeaseMs / 3),
    );
    let answer: Answer;
    try {
      answer = await runningClaim.run({ id, runId }, run);
    } catch (error) {
      if (error instanceof RuleRefusal && kept(error.status)) {
        await store(db, id, error.status, JSON.stringify(error.toBody()), runId);
      } else {
        await release().catch((failed: unknown) => {
          // The answer (503) goes now; the claim is let go once the database is back, so the
          // retry it invites is not refused as a request still running.
          if (!(failed instanceof DatabaseUnavailable)) throw failed;
          void releaseWhenBack(release, log, id);
        });
      }
      throw error;
    } finally {
      clearInterval(renewal);
    }
    if (answer instanceof Response) {
      await release();
      return answer;
    }
    await storeAnswer(db, id, answer, runId);
    return answer;
  };
}

/** Tries `release` again until the database takes it, for a minute or so. */
async function releaseWhenBack(
  release: () => Promise<unknown>,
  log: Logger,
  [, operation]: ClaimId,
) {
  for (let attempt = 1; attempt <= releaseTries; attempt += 1) {
    await pause(releaseRetryMs);
    try {
      await release();
      return;
    } catch (error) {
      if (!(error instanceof DatabaseUnavailable)) break;
    }
  }
  log.error('an idempotency claim was not let go; a repeat waits until its lease ends', {
    operation,
  });
}

/** The answer on the claim; only on the run's own claim when a run is named. */
const store = (db: Queryable, id: ClaimId, status: number, json: string, runId?: string) =>
  db.query(
    `UPDATE idempotent_requests SET status = $4, body = $5
     WHERE user_id = $1 AND operation = $2 AND key = $3 AND ($6::uuid IS NULL OR run_id = $6)`,
    [...id, status, json, runId ?? null],
  );

const storeAnswer = (
  db: Queryable,
  id: ClaimId,
  answer: Exclude<Answer, Response>,
  runId?: string,
) =>
  store(db, id, answer.status, 'json' in answer ? answer.json : JSON.stringify(answer.body), runId);
