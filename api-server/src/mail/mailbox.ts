import type { Clock } from '../clock.js';
import { isoAt } from '../clock.js';
import type { Database } from '../db/database.js';
import type { Logger } from '../log.js';
import type { ComposedMail, MailAttachment } from './letters.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  code?: string;
  link?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface DeliveredMail extends Mail {
  sentAt: string;
}

/**
 * The development mailbox: with API_DEV_MAILBOX=1, mails are also kept in the database, codes
 * and links included, for GET /dev/mailbox (demos and tests on this machine). The log says only
 * that a mail was kept.
 */
export class Mailbox {
  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly clock: Clock,
  ) {}

  async keep(mail: ComposedMail): Promise<void> {
    await this.db.query(
      `INSERT INTO mailbox (to_email, subject, text, code, link, sent_at, html, headers, attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        mail.to.toLowerCase(),
        mail.subject,
        mail.text,
        mail.code ?? null,
        mail.link ?? null,
        isoAt(this.clock.now()),
        mail.html,
        JSON.stringify(mail.headers ?? {}),
        JSON.stringify(mail.attachments ?? []),
      ],
    );
    this.log.info('mail kept in the development mailbox', { kind: mail.kind });
  }

  async list(email: string): Promise<DeliveredMail[]> {
    const rows = await this.db.query<{
      to_email: string;
      subject: string;
      text: string;
      code: string | null;
      link: string | null;
      sent_at: string;
      html: string | null;
      headers: Record<string, string>;
      attachments: MailAttachment[];
    }>(
      `SELECT to_email, subject, text, code, link, sent_at, html, headers, attachments
       FROM mailbox WHERE to_email = $1 ORDER BY id DESC LIMIT 50`,
      [email.toLowerCase()],
    );
    return rows.map((row) => ({
      to: row.to_email,
      subject: row.subject,
      text: row.text,
      ...(row.code ? { code: row.code } : {}),
      ...(row.link ? { link: row.link } : {}),
      ...(row.html ? { html: row.html } : {}),
      ...(Object.keys(row.headers).length ? { headers: row.headers } : {}),
      ...(row.attachments.length ? { attachments: row.attachments } : {}),
      sentAt: row.sent_at,
    }));
  }
}
