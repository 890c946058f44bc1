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
  kind: Letter['kind'];
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The code or token the mail carries, if any, for the development mailbox only. */
  code?: string;
  link: string;
}

const say = (language: Language, name: MessageName, values?: Record<string, string | number>) =>
  sayIn(language, mailMessages[name], values);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A paragraph of the mail: text, or text followed by the link on a line of its own. */
type Paragraph = { text: string; link?: string };

function compose(letter: Letter, subject: string, paragraphs: Paragraph[]): ComposedMail {
  const text = paragraphs.map(({ text, link }) => (link ? `${text}\n${link}` : text)).join('\n\n');
  const body = paragraphs
    .map(({ text, link }) => {
      const anchor = link ? `<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : '';
      return `<p>${escapeHtml(text)}${anchor}</p>`;
    })
    .join('\n');
  const lang = localeOf(letter.language);
  const html = `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body}
</body>
</html>
`;
  return {
    kind: letter.kind,
    to: letter.to,
    subject,
    text: `${text}\n`,
    html,
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
