import type { OfferingType, PriceUnit } from '../schema';

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
