import type { CoachProduct, LookupItem } from '@hci/api-schema';

/** What a coach offers, as the coach wrote it (its picture is a file each side stores its way). */
export type DemoProduct = Omit<CoachProduct, 'id' | 'coachId' | 'image'>;

/**
 * The demo coach's offer: a free discovery call, a six-session package, a home visit and a
 * printable planner, all published, and a journal still in draft.
 */
export const demoCoachProducts: DemoProduct[] = [
  {
    type: 'SERVICE',
    title: 'Free discovery call',
    description: 'Twenty minutes to see whether we are a good fit.',
    price: 0,
    priceUnit: 'NONE',
    serviceCategoryId: 'DISCOVERY',
    serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 20 } },
    published: true,
  },
  {
    type: 'SERVICE',
    title: 'Habit reset: 6 weekly sessions',
    description: 'Six one-hour sessions to rebuild eating, sleep and movement routines.',
    price: 54000,
    priceUnit: 'PACKAGE',
    serviceCategoryId: 'COACHING_PACKAGE',
    serviceSpecification: { session: { type: 'ONLINE', count: 6, duration: 60 } },
    published: true,
  },
  {
    type: 'SERVICE',
    title: 'In-person pantry makeover',
    description: 'A two-hour visit to reorganise your kitchen for easier healthy choices.',
    price: 18000,
    priceUnit: 'SESSION',
    serviceCategoryId: 'HOME_VISIT',
    serviceSpecification: { session: { type: 'IN_PERSON', count: 1, duration: 120 } },
    location: '2100 Larimer Street, Suite 4, Denver, CO 80205',
    published: true,
  },
  {
    type: 'PRODUCT',
    title: 'Family meal planner (printable)',
    description: 'Four weeks of bilingual meal plans with shopping lists.',
    price: 1900,
    priceUnit: 'NONE',
    productCategoryId: 'DIGITAL_GUIDE',
    productSpecification: { colors: [] },
    published: true,
  },
  {
    type: 'PRODUCT',
    title: 'Coaching journal',
    description: 'A guided 90-day journal.',
    price: 2450,
    priceUnit: 'NONE',
    productCategoryId: 'PRINTED',
    productSpecification: { colors: ['Sage', 'Sand', 'Charcoal'] },
    published: false,
  },
];

/** The student coach's one service: a sleep session, online. */
export const demoStudentCoachProducts: DemoProduct[] = [
  {
    type: 'SERVICE',
    title: 'Sleep reset session',
    description: 'Forty-five minutes on a routine for better sleep.',
    price: 8000,
    priceUnit: 'SESSION',
    serviceCategoryId: 'COACHING_PACKAGE',
    serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 45 } },
    published: true,
  },
];

/** The categories a coach files an offer under, as the option lists name them. */
export const demoOfferCategories: Omit<LookupItem, 'parent'>[] = [
  { type: 'SERVICE_CATEGORY', value: 'DISCOVERY', label: 'Discovery call' },
  { type: 'SERVICE_CATEGORY', value: 'COACHING_PACKAGE', label: 'Coaching package' },
  { type: 'SERVICE_CATEGORY', value: 'HOME_VISIT', label: 'Home visit' },
  { type: 'PRODUCT_CATEGORY', value: 'DIGITAL_GUIDE', label: 'Digital guide' },
  { type: 'PRODUCT_CATEGORY', value: 'PRINTED', label: 'Printed' },
];
