import { RuleRefusal } from './refusal';
import type {
  CoachProductInput,
  CoachProductPurchase,
  DeliveryMode,
  OfferingType,
  PriceUnit,
} from '@hci/api-schema';

/**
 * What a price is per, by offering type: a product is bought once, so its price is per nothing; a
 * service's is per session first (what most are sold by), or per hour, package or month, or, for a
 * free call, per nothing.
 */
export const priceUnitsByType: Record<OfferingType, readonly [PriceUnit, ...PriceUnit[]]> = {
  PRODUCT: ['NONE'],
  SERVICE: ['SESSION', 'HOUR', 'PACKAGE', 'MONTH', 'NONE'],
};

/** The units a price of this offering type may be per, the usual one first. */
export const priceUnitsFor = (type: OfferingType): readonly PriceUnit[] => priceUnitsByType[type];

/** The unit a new offering of this type starts with. */
export const defaultPriceUnit = (type: OfferingType): PriceUnit => priceUnitsByType[type][0];

/** Whether a price of this offering type may be per `unit`. */
export const fitsPriceUnit = (type: OfferingType, unit: PriceUnit): boolean =>
  priceUnitsByType[type].includes(unit);

type ServiceDelivery = Pick<CoachProductInput, 'type' | 'serviceSpecification'>;

/** Whether the offering is a service whose sessions take place in person. */
export const isInPersonService = (offering: ServiceDelivery): boolean =>
  (offering.type ?? 'SERVICE') === 'SERVICE' &&
  offering.serviceSpecification?.session.type === 'IN_PERSON';

/**
 * The address an offering keeps: an in-person service keeps the one given, trimmed (none when
 * blank); any other offering keeps none, so a service moved online drops its address.
 */
export function keptLocation(offering: ServiceDelivery & { location?: string | null }) {
  const location = offering.location?.trim();
  return isInPersonService(offering) && location ? location : null;
}

/**
 * Where a booked session takes place, as a calendar names it: an in-person session at its
 * service's address, an online one at its meeting link; undefined when neither is known.
 */
export function sessionLocation(
  session: { deliveryMode?: DeliveryMode; meetingUrl?: string },
  product: { location?: string },
): string | undefined {
  return session.deliveryMode === 'IN_PERSON' ? product.location : session.meetingUrl;
}

/**
 * The offering as a purchase names it: its id and title, and for an in-person service the address
 * its sessions take place at, so the buyer's page and calendar file can say where to go.
 */
export function purchasedOffering(product: {
  id: number;
  title: string;
  location?: string | null;
}): CoachProductPurchase['product'] {
  const { id, title, location } = product;
  return location ? { id, title, location } : { id, title };
}

/**
 * The free test call the API keeps for a coach whose profile offers one: a single online session
 * of 20 minutes, long enough to see whether coach and client fit, at no charge and so with no card.
 * Its title and description are words, which the API writes in the coach's language.
 */
export const testCallOffer = {
  type: 'SERVICE',
  price: 0,
  priceUnit: 'NONE',
  serviceSpecification: { session: { type: 'ONLINE', count: 1, duration: 20 } },
  published: true,
} as const satisfies Omit<CoachProductInput, 'title' | 'description'>;

/**
 * Why a coach profile may not be saved as it would stand, if it may not: a free test call is a
 * video call, so a coach offers one only with the meeting link clients join it by.
 */
export function testCallLinkRefusal(profile: {
  testCall?: boolean;
  coachWebConferenceUrl?: string | null;
}): 'testCallWithoutMeetingLink' | undefined {
  return profile.testCall && !profile.coachWebConferenceUrl?.trim()
    ? 'testCallWithoutMeetingLink'
    : undefined;
}

/** Refuses a profile that would offer a free test call with no meeting link (`testCallLinkRefusal`). */
export function checkTestCallLink(profile: {
  testCall?: boolean;
  coachWebConferenceUrl?: string | null;
}): void {
  const key = testCallLinkRefusal(profile);
  if (key)
    throw new RuleRefusal(400, key, 'A free test call needs a video meeting link', [
      { path: 'coachWebConferenceUrl', message: 'is required to offer a free test call' },
    ]);
}
