import {
  crossFieldRule,
  numberSchema,
  optionalText,
  rules,
  textSchema,
  withoutUndefined,
  type Rule,
} from '@hci/design-system';
import {
  deliveryModeValues,
  offeringTypeValues,
  priceUnitValues,
  type CoachProduct,
  type CoachProductInput,
  type DeliveryMode,
  type OfferingType,
  type PriceUnit,
} from '@hci/api-schema';
import { defaultPriceUnit } from '@hci/rules';
import { z } from 'zod/mini';

/** The product editor's values: one flat form for both offering types. */
export interface ProductFormValues {
  type: OfferingType;
  title: string;
  image: string;
  description: string;
  /** Cents. */
  price: number | null;
  priceUnit: PriceUnit;
  category: string;
  deliveryMode: DeliveryMode;
  /** Where an in-person service's sessions take place. */
  location: string;
  sessionCount: number | null;
  /** Minutes. */
  sessionDuration: number | null;
  published: boolean;
}

const maxPrice = 100_000_000;

/** Required, and within `min`–`max`. */
const requiredBetween =
  (min: number, max: number): Rule<number | null> =>
  (value) =>
    rules.required(value) ?? rules.numberBetween(min, max)(value);

/** The longest description a product keeps, as the contract says. */
export const descriptionLimit = 2000;

/**
 * The contract's limits: price up to $1,000,000; 1–100 sessions of 15–480 minutes. The price's
 * limits are shown as the language writes money. The sessions are a service's only: a product is
 * not held back by fields it does not show.
 */
export const productFormSchema = (money: (cents: number) => string) => {
  const fields = z.object({
    type: z.enum(offeringTypeValues),
    title: textSchema(rules.required, rules.maxLength(100)),
    image: z.string(),
    description: textSchema(rules.maxLength(descriptionLimit)),
    price: numberSchema(
      rules.required,
      rules.numberBetween(0, maxPrice, [money(0), money(maxPrice)]),
      rules.wholeCents,
    ),
    priceUnit: z.enum(priceUnitValues),
    category: textSchema(rules.maxLength(100)),
    deliveryMode: z.enum(deliveryModeValues),
    location: textSchema(rules.maxLength(300)),
    sessionCount: numberSchema(),
    sessionDuration: numberSchema(),
    published: z.boolean(),
  });
  const forService = (rule: Rule<number | null>) => (values: z.output<typeof fields>) =>
    values.type === 'SERVICE' ? rule : undefined;
  return crossFieldRule(
    crossFieldRule(fields, 'sessionCount', forService(requiredBetween(1, 100))),
    'sessionDuration',
    forService(requiredBetween(15, 480)),
  );
};

export const emptyProduct: ProductFormValues = {
  type: 'SERVICE',
  title: '',
  image: '',
  description: '',
  price: null,
  priceUnit: defaultPriceUnit('SERVICE'),
  category: '',
  deliveryMode: 'ONLINE',
  location: '',
  sessionCount: 1,
  sessionDuration: 60,
  published: true,
};

export function productToForm(product: CoachProduct): ProductFormValues {
  const session = product.serviceSpecification?.session;
  return {
    type: product.type ?? 'SERVICE',
    title: product.title,
    image: product.image ?? '',
    description: product.description ?? '',
    price: product.price,
    priceUnit: product.priceUnit ?? 'NONE',
    category:
      (product.type === 'PRODUCT' ? product.productCategoryId : product.serviceCategoryId) ?? '',
    deliveryMode: session?.type ?? 'ONLINE',
    location: product.location ?? '',
    sessionCount: session?.count ?? 1,
    sessionDuration: session?.duration ?? 60,
    published: product.published,
  };
}

/**
 * The request body: only the specification of the chosen type, empty texts null (none). A product's
 * colours are no field of the form (nothing shows or sells by them), so an edit keeps those stored.
 */
export function formToProductInput(
  values: ProductFormValues,
  product?: CoachProduct,
): CoachProductInput {
  const category = optionalText(values.category);
  const common: CoachProductInput = withoutUndefined({
    type: values.type,
    title: values.title.trim(),
    price: values.price ?? 0,
    priceUnit: values.priceUnit,
    published: values.published,
    image: optionalText(values.image),
    description: optionalText(values.description),
  });
  if (values.type === 'PRODUCT') {
    return withoutUndefined({
      ...common,
      productCategoryId: category,
      productSpecification: { colors: product?.productSpecification?.colors ?? [] },
    });
  }
  return withoutUndefined({
    ...common,
    serviceCategoryId: category,
    // The address only an in-person service keeps; the API drops it from any other.
    location: values.deliveryMode === 'IN_PERSON' ? optionalText(values.location) : null,
    serviceSpecification: {
      session: {
        type: values.deliveryMode,
        count: values.sessionCount ?? 1,
        duration: values.sessionDuration ?? 60,
      },
    },
  });
}
