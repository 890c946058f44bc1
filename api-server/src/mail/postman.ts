import type { Logger } from '../log.js';
import type { ComposedMail, Letter } from './letters.js';
import { composeLetter } from './letters.js';
import type { Mailbox } from './mailbox.js';
import type { SmtpOutbox } from './smtp-outbox.js';

/**
 * Delivers what the API e-mails: written in the reader's language, then kept in the development
 * mailbox (when it is on) and handed to the SMTP server (when SMTP_URL names one).
 */
export class Postman {
  constructor(
    private readonly log: Logger,
    private readonly mailbox: Mailbox | undefined,
    private readonly outbox: SmtpOutbox | undefined,
  ) {}

  /** Resolves once the development mailbox holds the mail; the SMTP server gets it meanwhile. */
  async send(letter: Letter): Promise<void> {
    await this.deliver(composeLetter(letter));
  }

  /** Delivers a mail already written out. */
  async deliver(mail: ComposedMail): Promise<void> {
    this.outbox?.post(mail);
    if (this.mailbox) await this.mailbox.keep(mail);
    if (!this.mailbox && !this.outbox) {
      this.log.error('mail not sent: no SMTP_URL names a mail server', { kind: mail.kind });
    }
  }

  close(): void {
    this.outbox?.close();
  }
}
