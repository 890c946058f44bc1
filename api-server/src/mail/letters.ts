import type { Language } from '@hci/api-schema';
import { localeOf, say as sayIn } from '../words.js';
import { mailMessages } from './messages.js';

type MessageName = keyof typeof mailMessages;

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

/** What an account is e-mailed. */
export type Letter = CodeLetter | TakenAddressLetter;

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
    link: letter.link,
  };
}

/** Writes a letter out in its reader's language. */
export function composeLetter(letter: Letter): ComposedMail {
  const { language } = letter;
  const signature = { text: say(language, 'signature') };
  if (letter.kind === 'takenAddress') {
    return compose(letter, say(language, 'takenAddressSubject'), [
      { text: say(language, 'takenAddressAttempt') },
      { text: say(language, 'takenAddressLink'), link: letter.link },
      { text: say(language, 'takenAddressNotYou') },
      signature,
    ]);
  }
  const { minutes } = letter;
  if (letter.kind === 'verificationCode') {
    return compose(letter, say(language, 'verificationSubject'), [
      { text: say(language, 'verificationCode', { code: letter.code, minutes }) },
      { text: say(language, 'verificationLink'), link: letter.link },
      { text: say(language, 'verificationNotYou') },
      signature,
    ]);
  }
  return compose(letter, say(language, 'resetSubject'), [
    { text: say(language, 'resetLink', { minutes }), link: letter.link },
    { text: say(language, 'resetNotYou') },
    signature,
  ]);
}
