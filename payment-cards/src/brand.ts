// The brand a card number names, the same for the card form, the mock API and the reference API:
// a number the form calls a Visa is one the server stores as a Visa.

/** The brands the contract knows; `OTHER` for a number none of them issues. */
export const cardBrands = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'OTHER'] as const;

export type CardBrand = (typeof cardBrands)[number];

/**
 * The leading digits each brand issues numbers from, as inclusive ranges of equally long
 * prefixes: Mastercard's 2-series is 2221–2720, Discover's 644–649, not whole 2- or 64-prefixes.
 */
const issuerRanges: readonly (readonly [Exclude<CardBrand, 'OTHER'>, number, number])[] = [
  ['VISA', 4, 4],
  ['MASTERCARD', 51, 55],
  ['MASTERCARD', 2221, 2720],
  ['AMEX', 34, 34],
  ['AMEX', 37, 37],
  ['DISCOVER', 6011, 6011],
  ['DISCOVER', 644, 649],
  ['DISCOVER', 65, 65],
];

/** The brand a number's leading digits name; known as soon as enough of them are typed. */
export function cardBrandOf(digits: string): CardBrand {
  const range = issuerRanges.find(([, first, last]) => {
    // Fewer digits than the range's prefixes read as a smaller number, so below the range.
    const prefix = Number(digits.slice(0, String(first).length));
    return prefix >= first && prefix <= last;
  });
  return range?.[0] ?? 'OTHER';
}
