// The payment card rules. One file per concern, so that an app's bundler can leave the number's
// rules out of a chunk that only checks an expiry date.
export { cardBrandOf, cardBrands, type CardBrand } from './brand';
export { cardExpired, type CardMonth } from './expiry';
export { cardNumberLength, cardNumberValid, luhnValid } from './number';
