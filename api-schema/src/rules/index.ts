// The business rules, written once: pure functions the reference API, the mocks and both apps
// import, so each rule has one version. No React, no fetch, no Node APIs.
export * from './bookings';
export * from './coach-calendar';
export * from './enrollment';
export * from './payment-plans';
export * from './payments';
export * from './products';
export * from './purchases';
export * from './refusal';
export * from './signature';
export * from './transfers';
