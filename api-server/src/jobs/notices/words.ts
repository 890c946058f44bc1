import type { Language } from '@hci/api-schema';
import { noticeMessages } from '../../mail/notice-messages.js';
import { say as sayIn } from '../../words.js';

type Name = keyof typeof noticeMessages;

/** A notice's sentence in its reader's language. */
export const say = (language: Language, name: Name, values?: Record<string, string | number>) =>
  sayIn(language, noticeMessages[name], values);

/** A card as a mail names it ("Visa ending in 4242"), or nothing when none was kept. */
export function cardWords(
  language: Language,
  card: { brand: string | null; last4: string | null },
): { hasCard: 'yes' | 'no'; card: string } {
  if (!card.last4) return { hasCard: 'no', card: '' };
  return {
    hasCard: 'yes',
    card: say(language, 'card', { brand: card.brand ?? 'OTHER', last4: card.last4 }),
  };
}
