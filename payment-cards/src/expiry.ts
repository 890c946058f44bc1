// When a card expires: through the last day of the month printed on it.

/** A month of a year, January being 1: a card's expiry, or the month it is now. */
export interface CardMonth {
  month: number;
  year: number;
}

/** A card is good through the last day of its expiry month: expired once a later month begins. */
export function cardExpired(expiry: CardMonth, now: CardMonth): boolean {
  return expiry.year * 12 + expiry.month < now.year * 12 + now.month;
}
