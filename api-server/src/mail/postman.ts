import type { Logger } from '../log.js';
import type { Letter } from './letters.js';
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
    const mail = composeLetter(letter);
    this.outbox?.post(mail);
    if (this.mailbox) await this.mailbox.keep(mail);
    if (!this.mailbox && !this.outbox) {
      this.log.error('mail not sent: no SMTP_URL names a mail server', { kind: letter.kind });
    }
  }

  close(): void {
    this.outbox?.close();
  }
}
