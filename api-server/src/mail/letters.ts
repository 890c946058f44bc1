import type { Language } from '@hci/api-schema';
import { localeOf, say as sayIn } from '../words.js';
import { mailMessages } from './messages.js';

type MessageName = keyof typeof mailMessages;

/** What every letter says who it is for. */
interface Addressed {
  to: string;
  /** The reader's language: the student's, chosen at sign-up or since. */
  language: Language;
}

/** A code to verify an address, or a link to reset a password. */
interface CodeLetter extends Addressed {
  kind: 'verificationCode' | 'passwordReset';
  /** The verification code, or the reset link's token. */
  code: string;
  /** Where the code works: the app's page that takes it. */
  link: string;
  /** How long the code or link works. */
  minutes: number;
}

/** Tells an account's owner that someone tried to sign up with its address. */
interface TakenAddressLetter extends Addressed {
  kind: 'takenAddress';
  /** The page that asks for a reset link. */
  link: string;
}

/** The code that moves an account to a new address, sent to that address. */
interface EmailChangeCodeLetter extends Addressed {
  kind: 'emailChangeCode';
  code: string;
  minutes: number;
}

/**
 * Sent to an address asked for as an account's new one when another account already has it,
 * instead of a code: the answer to the request does not say so, the address's owner is told.
 */
interface EmailChangeTakenLetter extends Addressed {
  kind: 'emailChangeTaken';
}

/** Sent to an account's current address when a change away from it is asked for. */
interface EmailChangeNoticeLetter extends Addressed {
  kind: 'emailChangeNotice';
  newEmail: string;
  minutes: number;
}

/** What an account is e-mailed. */
export type Letter =
  | CodeLetter
  | TakenAddressLetter
  | EmailChangeCodeLetter
  | EmailChangeTakenLetter
  | EmailChangeNoticeLetter;

/** A letter written out in its reader's language, as plain text and as HTML. */
export interface ComposedMail {
  /** What the mail is, for the logs (never its content). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The code or token the mail carries, for the development mailbox only. */
  code?: string;
  link?: string;
  /** Headers beyond the usual ones: List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A file a mail carries: a calendar entry (`.ics`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const say = (language: Language, name: MessageName, values?: Record<string, string | number>) =>
  sayIn(language, mailMessages[name], values);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A paragraph of the mail: text, or text followed by the link on a line of its own. */
export type Paragraph = { text: string; link?: string };

/** A mail's parts in its reader's language: the plain text and the HTML, saying the same. */
export function writeOut(
  language: Language,
  subject: string,
  paragraphs: readonly Paragraph[],
): { text: string; html: string } {
  const text = paragraphs.map(({ text, link }) => (link ? `${text}\n${link}` : text)).join('\n\n');
  const body = paragraphs
    .map(({ text, link }) => {
      const anchor = link ? `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : '';
      return `<p>${escapeHtml(text)}${anchor}</p>`;
    })
    .join('\n');
  const lang = localeOf(language);
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body}
</body>
</html>
`;
  return { text: `${text}\n`, html };
}

function compose(letter: Letter, subject: string, paragraphs: Paragraph[]): ComposedMail {
  return {
    kind: letter.kind,
    to: letter.to,
    subject,
    ...writeOut(letter.language, subject, paragraphs),
    ...('code' in letter ? { code: letter.code } : {}),
    ...('link' in letter ? { link: letter.link } : {}),
  };
}

/** Writes a letter out in its reader's language. */
export function composeLetter(letter: Letter): ComposedMail {
  const { language } = letter;
  const signature = { text: say(language, 'signature') };
  switch (letter.kind) {
    case 'takenAddress':
      return compose(letter, say(language, 'takenAddressSubject'), [
        { text: say(language, 'takenAddressAttempt') },
        { text: say(language, 'takenAddressLink'), link: letter.link },
        { text: say(language, 'takenAddressNotYou') },
        signature,
      ]);
    case 'verificationCode':
      return compose(letter, say(language, 'verificationSubject'), [
        { text: say(language, 'verificationCode', { code: letter.code, minutes: letter.minutes }) },
        { text: say(language, 'verificationLink'), link: letter.link },
        { text: say(language, 'verificationNotYou') },
        signature,
      ]);
    case 'passwordReset':
      return compose(letter, say(language, 'resetSubject'), [
        { text: say(language, 'resetLink', { minutes: letter.minutes }), link: letter.link },
        { text: say(language, 'resetNotYou') },
        signature,
      ]);
    case 'emailChangeCode':
      return compose(letter, say(language, 'emailChangeCodeSubject'), [
        {
          text: say(language, 'emailChangeCode', { code: letter.code, minutes: letter.minutes }),
        },
        { text: say(language, 'emailChangeCodeNotYou') },
        signature,
      ]);
    case 'emailChangeTaken':
      return compose(letter, say(language, 'emailChangeTakenSubject'), [
        { text: say(language, 'emailChangeTaken') },
        { text: say(language, 'emailChangeTakenNext') },
        signature,
      ]);
    case 'emailChangeNotice':
      return compose(letter, say(language, 'emailChangeNoticeSubject'), [
        {
          text: say(language, 'emailChangeNotice', {
            email: letter.newEmail,
            minutes: letter.minutes,
          }),
        },
        { text: say(language, 'emailChangeNoticeUndo') },
        signature,
      ]);
  }
}
