import { refuse } from './refusal';

/** A student's stored cards: adding one, and when one may be removed. */

/**
 * Card numbers the simulated card processor answers in a set way, so every kind of refusal can be
 * shown on purpose: in the reference API and in the mocks alike.
 */
export const testCards = {
  /** Stored, then every charge on it is declined for want of funds (a soft decline). */
  declinedCharge: '4000000000000341',
  /** Stored, then every charge on it is declined as stolen (a hard decline, never retried). */
  stolen: '4000000000009979',
  /** Refused when added: the issuer declines the card. */
  declined: '4000000000000002',
  /** The processor fails (an outage). */
  providerError: '4000000000000119',
} as const;

/** How the simulated processor answers a card it is asked to store. */
export function checkSimulatedCardStored(digits: string): void {
  if (digits === testCards.declined)
    throw refuse('failedAddPaymentMethod', 'The card was declined by its issuer', 402);
  if (digits === testCards.providerError)
    throw refuse('paymentProviderError', 'The card payment provider is not available', 402);
}

/** A card is stored once per student. */
export function checkCardNotStored(alreadyStored: boolean): void {
  if (alreadyStored) throw refuse('cardAlreadyExist', 'This card is already stored', 409);
}

/**
 * A card may be removed unless an unpaid installment is set to be charged to it, or it is the
 * default card while a balance is still owed.
 */
export function checkCardRemovable(card: {
  assignedToOpenInstallment: boolean;
  isDefault: boolean;
  balanceOwed: number;
}): void {
  if (card.assignedToOpenInstallment)
    throw refuse(
      'paymentMethodAssignedDeleteError',
      'The card is assigned to a pending payment schedule',
      409,
    );
  if (card.isDefault && card.balanceOwed > 0)
    throw refuse(
      'paymentMethodDeleteDefaultError',
      'The default card cannot be removed until the balance is paid',
      409,
    );
}
