// The business rules, written once: pure functions the reference API, the mocks and both apps
// import, so each rule has one version. No React, no fetch, no Node APIs.
export * from './account';
export * from './auth';
export * from './auto-pay';
export * from './awards';
export * from './bookings';
export * from './coach-calendar';
export * from './coaching-circles';
export * from './communication-intents';
export * from './courses';
export * from './enrollment';
export * from './lifecycles';
export * from './ownership';
export * from './payment-methods';
export * from './payment-plans';
export * from './payments';
export * from './products';
export * from './purchases';
export * from './receipts';
export * from './refusal';
export * from './signature';
export * from './subscription';
export * from './transfers';
