// The rules of every stored field the forms check, written once: the apps' form schemas apply them
// to what a user types, the API to what a request sends, so a value a form refuses is refused by
// the API with the same message. The generic rules are the design system's; the institute's own
// (an under-age student told to call) and their messages are here.
export * from './names';
export * from './age';
export * from './enrollment-age';
export * from './identity';
export * from './sign-up';
export * from './coach-profile';
export * from './issues';
export { fieldRuleMessages, institutionMessages } from './messages';
export { loadFieldRuleMessages } from '../field-rules-catalogue';
