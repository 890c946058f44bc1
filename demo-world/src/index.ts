// The demo world, written once: the people, what they have done and what is planned, with every
// date counted from a "today". The mocks' fixtures see it from their fixed demo day and shape it
// as the contract's records; the API's seed sees it from the clock's today and writes it as rows.
// Plain data and functions: no React, no msw, no Node APIs.
export * from './agreements';
export * from './cards';
export * from './coach-clients';
export * from './coach-profile';
export * from './coach-schedule';
export * from './coaching-circles';
export * from './cohorts';
export * from './dates';
export * from './discount-codes';
export * from './inbox';
export * from './learning';
export * from './option-lists';
export * from './payment-plan';
export * from './people';
export * from './products';
export * from './student-purchases';
