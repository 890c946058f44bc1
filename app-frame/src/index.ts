// The public API of the institute's app frame: what both apps share that is the institute's own
// (and so does not belong in the reusable design system). Each folder's index says what it shares.
export * from './account';
export * from './app';
export { loadFrameMessages } from './catalogue';
export * from './clock';
export * from './errors';
export * from './frame';
export * from './handover';
export * from './identity';
export * from './keep-work';
export * from './notices';
export * from './options';
export * from './payment-methods';
export * from './purchases';
export * from './receipts';
