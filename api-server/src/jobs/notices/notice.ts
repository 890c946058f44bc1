import type { CommunicationTopic, Language } from '@hci/api-schema';
import type { MailAttachment, Paragraph } from '../../mail/letters.js';
import { say } from './words.js';

/**
 * One mail the product sends on its own, to one reader, in their language. Sent once per key and
 * address, however often its job runs.
 */
export interface Notice {
  /** The business event and recipient it tells of (`receipt:42`). */
  key: string;
  to: string;
  language: Language;
  subject: string;
  paragraphs: Paragraph[];
  /**
   * The student whose preferences decide, with the topic they may turn off (and unsubscribe
   * from). Without a topic the mail always goes: receipts, failed payments, security notices.
   */
  preferences?: { studentId: number; topic?: CommunicationTopic };
  /** Why a mail without a topic goes, when it is not about money or the account. */
  footer?: Paragraph;
  attachments?: MailAttachment[];
}

/** Who a mail is written to, as the queries name them: the greeting's name, address, language. */
export interface Reader {
  first_name: string;
  email: string;
  language: Language;
}

/** A mail in the usual shape: the greeting by first name, then what it tells. */
export function letterTo(
  reader: Reader,
  { body, ...letter }: Omit<Notice, 'to' | 'language' | 'paragraphs'> & { body: Paragraph[] },
): Notice {
  const { language } = reader;
  return {
    ...letter,
    to: reader.email,
    language,
    paragraphs: [{ text: say(language, 'greeting', { name: reader.first_name }) }, ...body],
  };
}
