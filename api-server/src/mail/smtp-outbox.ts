import { createTransport } from 'nodemailer';
import type { Logger } from '../log.js';
import type { ComposedMail } from './letters.js';

export interface SmtpConfig {
  /** `smtp://` (STARTTLS when offered) or `smtps://` (TLS from the start), credentials in the URL. */
  url: string;
  /** The sender every mail names (MAIL_FROM), e.g. `Health Coach Institute <no-reply@example.org>`. */
  from: string;
}

export interface RetryPolicy {
  /** Tries in all, the first one included. */
  attempts: number;
  /** The wait before the second try; each later wait doubles. */
  firstDelayMs: number;
}

/**
 * Waits of 2 s, 4 s … 4 min 16 s: about 8.5 minutes of retrying, within the 15 minutes a
 * verification code works, for a mail server restarting or briefly unreachable.
 */
const defaultRetry: RetryPolicy = { attempts: 9, firstDelayMs: 2_000 };

/** What a failed try says about itself, without anything of the mail it carried. */
function failure(error: unknown) {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    reason: typeof code === 'string' ? code : 'unknown',
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

/**
 * A 5xx answer (an address refused, the credentials wrong) will be the same next time; a refused
 * connection, a timeout or a 4xx answer may not.
 */
const isPermanent = (error: unknown) => {
  const { responseCode } = (error ?? {}) as { responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500;
};

/**
 * Sends mail through an SMTP server in the background: a request hands a mail over and answers at
 * once, and a mail the server does not take is tried again after longer and longer waits. Mail
 * still waiting is lost when the process stops; its reader asks for a new code or link. The logs
 * name the kind of mail and the outcome, never its code or link.
 */
export class SmtpOutbox {
  private readonly transport;
  private readonly waiting = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    config: SmtpConfig,
    private readonly log: Logger,
    private readonly retry: RetryPolicy = defaultRetry,
  ) {
    this.transport = createTransport(
      // Shorter than nodemailer's minutes, so an unresponsive server counts as a failed try.
      {
        url: config.url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      { from: config.from },
    );
  }

  post(mail: ComposedMail): void {
    void this.attempt(mail, 1);
  }

  private async attempt(mail: ComposedMail, attempt: number): Promise<void> {
    if (this.closed) return;
    const { kind } = mail;
    try {
      await this.transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
      this.log.info('mail sent', { kind, attempt });
    } catch (error) {
      if (this.closed) return;
      if (isPermanent(error) || attempt >= this.retry.attempts) {
        this.log.error('mail not sent', { kind, attempt, ...failure(error) });
        return;
      }
      const retryInMs = this.retry.firstDelayMs * 2 ** (attempt - 1);
      this.log.error('mail not sent yet, retrying', {
        kind,
        attempt,
        retryInMs,
        ...failure(error),
      });
      const timer = setTimeout(() => {
        this.waiting.delete(timer);
        void this.attempt(mail, attempt + 1);
      }, retryInMs);
      // A retry waiting does not keep a stopping process alive.
      timer.unref();
      this.waiting.add(timer);
    }
  }

  close(): void {
    this.closed = true;
    for (const timer of this.waiting) clearTimeout(timer);
    this.waiting.clear();
    this.transport.close();
  }
}
