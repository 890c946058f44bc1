export const demoPassword = 'Welcome2026';

export const demoAccounts = [
  ['student@demo.test', 'student: enrolled, courses, payments, inbox'],
  ['unverified@demo.test', 'student whose email is not verified yet'],
  ['student.coach@demo.test', 'student who is also a coach'],
  ['coach@demo.test', 'coach with products, services, sessions and schedule'],
];
