import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** The account the test server accepts, given to the API in SMTP_URL as a deployment gives it. */
export const smtpAccount = { user: 'portal-mailer', pass: 'mail pass/word' };

/** A message as the server received it: its envelope, headers and decoded text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface LocalSmtp {
  port: number;
  /** SMTP_URL for this server, with the account in it. */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message to arrive (or the first not yet taken). */
  nextMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A quoted-printable body or header word in UTF-8 as text. */
function quotedPrintable(value: string, underscoreIsSpace = false): string {
  const joined = value.replace(/=\r?\n/g, '');
  const spaced = underscoreIsSpace ? joined.replace(/_/g, ' ') : joined;
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; i += 1) {
    const hex = spaced[i] === '=' ? /^[0-9A-F]{2}$/i.exec(spaced.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(spaced.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header with its encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : quotedPrintable(word, true),
    );

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody({ headers, body }: Part): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body);
  return body;
}

/** Reads the message nodemailer writes: multipart/alternative, a text and an HTML part. */
function readMessage(raw: string, from: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(message.headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? message.body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitPart(part.replace(/^\r?\n/, '')))
    : [message];
  const partOf = (type: string) => {
    const part = parts.find((p) => p.headers.get('content-type')?.startsWith(type));
    return part ? decodeBody(part).replace(/\r\n/g, '\n') : '';
  };
  return {
    from,
    to,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: partOf('text/plain'),
    html: partOf('text/html'),
  };
}

export interface LocalSmtpOptions {
  /** On this port (a server coming back where one was down); by default a free one. */
  port?: number;
  /** Recipients it refuses for good (550), as a server does an address it has no mailbox for. */
  refuse?: string[];
}

/**
 * A real SMTP server on loopback (smtp-server) that asks for the account above and keeps what it
 * receives.
 */
export async function startLocalSmtp({
  port = 0,
  refuse = [],
}: LocalSmtpOptions = {}): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  let taken = 0;
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    // No TLS on loopback: the test certificate would only add a warning.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === smtpAccount.user && auth.password === smtpAccount.pass) {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (!refuse.includes(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(readMessage(Buffer.concat(chunks).toString('utf8'), from, to));
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  const account = `${encodeURIComponent(smtpAccount.user)}:${encodeURIComponent(smtpAccount.pass)}`;
  return {
    port: bound,
    url: `smtp://${account}@127.0.0.1:${bound}`,
    received,
    async nextMail() {
      while (received.length <= taken) await new Promise<void>((wake) => waiting.push(wake));
      return received[taken++]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
