// The product's own notices: what a success toast says (positive.*) and the neutral ones (info.*).
export { infoMessages, type InfoKey } from './infoMessages';
export { positiveMessages, type PositiveKey } from './positiveMessages';
