import { createHmac, randomBytes } from '#crypto';
import type { DeclineCode } from '@hci/rules';
import { checkCardNotExpired, checkSimulatedCardStored, testCards } from '@hci/rules';
import { cardBrandOf, cardNumberValid, type CardBrand } from '@hci/payment-cards';
import { ApiError } from '../http/errors.js';

export { testCards };

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc?: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string;
}

/** Charges above $50,000.00 are declined, as a card's credit limit would. */
export const cardLimitCents = 5_000_000;

/**
 * A simulated card processor. The card number is used only here, in memory: what leaves is a
 * token, the brand, the last 4 digits, the expiry and a keyed fingerprint for duplicate checks.
 */
export class CardProcessor {
  constructor(
    private readonly fingerprintKey: Buffer,
    private readonly now: () => number,
    /** Called right after a charge is made (crash tests stop the process there). */
    private readonly afterCharge?: (reference: string, idempotencyKey: string | undefined) => void,
  ) {}

  tokenize(card: CardInput): TokenizedCard {
    const digits = card.number.replace(/[\s-]/g, '');
    if (!cardNumberValid(digits)) {
      throw new ApiError(400, 'invalidPaymentMethodDetails', 'The card number is not valid');
    }
    if (card.expMonth < 1 || card.expMonth > 12) {
      throw new ApiError(400, 'invalidPaymentMethodDetails', 'The card has expired');
    }
    checkCardNotExpired(card.expMonth, card.expYear, this.now());
    if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
      throw new ApiError(400, 'invalidPaymentMethodDetails', 'The security code is not valid');
    }
    checkSimulatedCardStored(digits);
    const marker =
      digits === testCards.declinedCharge ? 'dc_' : digits === testCards.stolen ? 'ds_' : '';
    return {
      token: `tok_${marker}${randomBytes(12).toString('hex')}`,
      brand: cardBrandOf(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      fingerprint: createHmac('sha256', this.fingerprintKey).update(digits).digest('base64url'),
    };
  }

  /**
   * Charges a tokenised card. Declines the test cards that attach but cannot be charged, and any
   * charge above the simulated card limit. With an idempotency key, as a processor takes one, the
   * same key always names the same charge, so a charge retried after a crash is not made twice.
   */
  charge(token: string, amountCents: number, idempotencyKey?: string): { reference: string } {
    const declined = declineOf(token, amountCents);
    if (declined) throw new CardDeclined(declined);
    const reference = idempotencyKey
      ? createHmac('sha256', this.fingerprintKey)
          .update(`charge:${idempotencyKey}`)
          .digest('hex')
          .slice(0, 20)
      : randomBytes(10).toString('hex');
    this.afterCharge?.(`ch_${reference}`, idempotencyKey);
    return { reference: `ch_${reference}` };
  }
}

function declineOf(token: string, amountCents: number): DeclineCode | null {
  if (token.startsWith('tok_ds_')) return 'stolen_card';
  if (token.startsWith('tok_dc_')) return 'insufficient_funds';
  return amountCents > cardLimitCents ? 'over_limit' : null;
}

/** The processor declined the charge; `code` says whether another try may pass. */
export class CardDeclined extends ApiError {
  constructor(readonly code: DeclineCode) {
    super(402, 'failedPay', 'The card was declined');
  }
}
