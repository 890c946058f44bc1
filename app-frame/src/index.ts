// The public API of the institute's app frame: what both apps share that is the institute's own
// (and so does not belong in the reusable design system).
export { loadFrameMessages } from './catalogue';
