import type { Secrets } from './auth/secrets.js';
import { SignInThrottle } from './auth/throttle.js';
import { TokenService } from './auth/tokens.js';
import type { AdjustableClock, Clock } from './clock.js';
import type { Database } from './db/database.js';
import { FileStore } from './files/file-store.js';
import type { Queue } from './jobs/queue.js';
import { LearningPlatformLinks } from './learning-platform/links.js';
import { MediaSigner } from './files/media-signing.js';
import type { ObjectStorage } from './files/object-storage.js';
import { AfterAnswer } from './http/after-answer.js';
import { RequestQuota } from './http/request-quota.js';
import type { Logger } from './log.js';
import type { AppLinks, AppOrigins } from './mail/app-links.js';
import { appLinksFor } from './mail/app-links.js';
import { Mailbox } from './mail/mailbox.js';
import { Postman } from './mail/postman.js';
import { UnsubscribeTokens } from './mail/unsubscribe.js';
import type { SmtpOutbox } from './mail/smtp-outbox.js';
import { CardProcessor } from './payments/card-processor.js';

/** Everything a request handler may use, built once per server. */
export interface Services {
  db: Database;
  clock: Clock;
  log: Logger;
  tokens: TokenService;
  throttle: SignInThrottle;
  /** Per-caller limits on what may be sent within a window. */
  quota: RequestQuota;
  /** Work a request starts after its answer (mail whose sending must not show in its timing). */
  afterAnswer: AfterAnswer;
  /** The development mailbox, read by GET /dev/mailbox. */
  mailbox: Mailbox;
  /** Sends what the API e-mails; closed with the server (mail still waiting for a retry is dropped). */
  postman: Postman;
  files: FileStore;
  media: MediaSigner;
  cards: CardProcessor;
  /** Sign-on links into the learning platform (the stand-in's, unless configured away). */
  learningPlatform: LearningPlatformLinks;
  /** The links for e-mails answering a request with this Origin header. */
  links: (requestOrigin: string | undefined) => AppLinks;
  /** GET /dev/mailbox answers (demos and tests only: it hands out codes and reset links). */
  devMailbox: boolean;
  /** The development clock, which POST /dev/clock moves (demos and tests only); unset when off. */
  devClock: AdjustableClock | undefined;
  /** Where the work the product does on its own is queued (charges, renewals, mail). */
  queue: Queue;
  /** The one-click unsubscribe tokens of topic e-mails. */
  unsubscribe: UnsubscribeTokens;
  /**
   * The API's base URL as its callers reach it, for absolute links (signed media, the stand-in
   * platform); from configuration, never from a request's Host header.
   */
  publicUrl: () => string;
}

export function createServices(options: {
  db: Database;
  /** Where file bytes live: shared by every instance of a deployment. */
  storage: ObjectStorage;
  secrets: Secrets;
  clock: Clock;
  log: Logger;
  devMailbox: boolean;
  /** Serve the development clock (`clock` must then be the adjustable one). */
  devClock?: AdjustableClock;
  /** Where jobs are sent (and, in a worker, worked). */
  queue: Queue;
  /** Called right after a charge, before the API records it (crash tests stop the process there). */
  afterCharge?: (reference: string, idempotencyKey: string | undefined) => void;
  /** Hands mail to an SMTP server; unset, mail reaches only the development mailbox. */
  outbox?: SmtpOutbox;
  appOrigins: AppOrigins;
  /** The external learning platform; unset: the stand-in this API serves. */
  learningPlatformUrl?: string;
  publicUrl: () => string;
  sleep?: (ms: number) => Promise<void>;
}): Services {
  const { db, clock, log, secrets } = options;
  const now = () => clock.now();
  const mailbox = new Mailbox(db, log, clock);
  return {
    db,
    clock,
    log,
    tokens: new TokenService(db, secrets, clock),
    throttle: new SignInThrottle(db, clock, options.sleep),
    quota: new RequestQuota(db, clock),
    afterAnswer: new AfterAnswer(log),
    mailbox,
    postman: new Postman(log, options.devMailbox ? mailbox : undefined, options.outbox),
    files: new FileStore(db, options.storage, log),
    media: new MediaSigner(secrets.media, secrets.keyPairId, now),
    cards: new CardProcessor(secrets.cards, now, options.afterCharge),
    learningPlatform: new LearningPlatformLinks(
      secrets.learningPlatform,
      now,
      options.learningPlatformUrl,
    ),
    links: appLinksFor(options.appOrigins),
    devMailbox: options.devMailbox,
    devClock: options.devClock,
    queue: options.queue,
    unsubscribe: new UnsubscribeTokens(secrets.unsubscribe),
    publicUrl: options.publicUrl,
  };
}
