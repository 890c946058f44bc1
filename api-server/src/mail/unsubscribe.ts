import { createHmac, timingSafeEqual } from '#crypto';
import type { CommunicationTopic } from '@hci/api-schema';
import { communicationTopicValues } from '@hci/api-schema';

/**
 * One-click unsubscribe links (List-Unsubscribe with List-Unsubscribe-Post): a token naming the
 * reader and the topic, signed so it needs no session and cannot be made for anyone else.
 */
export class UnsubscribeTokens {
  constructor(private readonly key: Buffer) {}

  issue(studentId: number, topic: CommunicationTopic): string {
    const payload = `${studentId}.${topic}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The reader and topic a token names, if it is one this API signed. */
  read(token: string): { studentId: number; topic: CommunicationTopic } | undefined {
    const match = /^(\d{1,10})\.([A-Z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, id, topic, signature] = match;
    const expected = Buffer.from(this.sign(`${id}.${topic}`));
    const given = Buffer.from(signature!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (!(communicationTopicValues as readonly string[]).includes(topic!)) return undefined;
    return { studentId: Number(id), topic: topic as CommunicationTopic };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(`unsubscribe:${payload}`).digest('base64url');
  }
}
