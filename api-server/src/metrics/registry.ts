import type { Registry as PromRegistry } from 'prom-client';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database, PoolConnections, Queryable, SqlValue } from '../db/database.js';
import type { QueueFigures } from '../jobs/queue.js';

/** One request as the metrics count it: labels with a bounded set of values only. */
export interface ObservedRequest {
  /** The contract's operationId, or the route's template for routes outside the contract. */
  operation: string;
  method: string;
  status: number;
  seconds: number;
}

/**
 * What one API instance reports to Prometheus: requests by operation and status, query times,
 * the connection pool, and Node's own figures (event-loop delay, memory, CPU, handles). A registry
 * of its own per instance, so several in one process (tests) never count into each other.
 */
export class Metrics {
  readonly registry: PromRegistry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by operation, method and status',
    labelNames: ['operation', 'method', 'status'],
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to its answer, by operation, method and status',
    labelNames: ['operation', 'method', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time one SQL statement took, waiting for a connection included',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  private readonly connectionErrors = new Counter({
    name: 'db_connection_errors_total',
    help: 'PostgreSQL connections lost outside a statement (an idle one the server ended, or one a transaction held); each is replaced',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  observeRequest({ operation, method, status, seconds }: ObservedRequest): void {
    const labels = { operation, method, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
  }

  /** One connection to the database lost: the server restarted, failed over or ended it. */
  countConnectionError(): void {
    this.connectionErrors.inc();
  }

  /** `db` with every statement timed, inside transactions too. */
  timed(db: Database): Database {
    const timedQuery =
      (target: Queryable): Queryable['query'] =>
      async <T>(text: string, params?: readonly SqlValue[]) => {
        const end = this.querySeconds.startTimer();
        try {
          return await target.query<T>(text, params);
        } finally {
          end();
        }
      };
    return {
      query: timedQuery(db),
      transaction: (work) => db.transaction((tx) => work({ query: timedQuery(tx) })),
      exec: (script) => db.exec(script),
      executeSql: (text, values) => db.executeSql(text, values),
      close: () => db.close(),
    };
  }

  /** Reports the pool's connections (total, idle, waiting) at every scrape. */
  watchPool(connections: () => PoolConnections): void {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (total, idle, waiting for one)',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const now = connections();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  /**
   * Reports the job queues at every scrape: jobs by queue and state (queued: created or waiting
   * for a retry; running: active; done: completed; failed: failed), and how long the oldest job
   * ready to run has waited (lag).
   */
  watchJobs(figures: () => Promise<QueueFigures[]>): void {
    const jobs = new Gauge({
      name: 'jobs',
      help: 'Jobs in the queues, by queue and state (queued, running, done, failed)',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
    });
    const lag = new Gauge({
      name: 'job_lag_seconds',
      help: 'How long the oldest job ready to run has waited, by queue',
      labelNames: ['queue'],
      registers: [this.registry],
    });
    const stateOf: Record<string, string> = {
      created: 'queued',
      retry: 'queued',
      active: 'running',
      completed: 'done',
      failed: 'failed',
    };
    new Gauge({
      name: 'jobs_scrape',
      help: 'Reads the job figures once per scrape (always 1)',
      registers: [this.registry],
      async collect() {
        this.set(1);
        jobs.reset();
        lag.reset();
        for (const row of await figures()) {
          const state = stateOf[row.state];
          if (state) jobs.inc({ queue: row.queue, state }, row.count);
          lag.set({ queue: row.queue }, Math.max(row.lagSeconds, 0));
        }
      },
    });
  }
}
