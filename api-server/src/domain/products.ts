import type { CoachProduct, CoachProductInput, Language } from '@hci/api-schema';
import { fitsPriceUnit, maxScheduleRangeDays, testCallOffer } from '@hci/rules';
import { Temporal } from 'temporal-polyfill';
import { isoAt } from '../clock.js';
import * as productData from '../data/products.js';
import type { Queryable } from '../db/database.js';
import { badRequest, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { created, ok, paged, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { freeTimes } from '../shared/free-times.js';
import { coachShownTo } from '../shared/views.js';
import { orderBy, pageOf } from '../shared/listing.js';
import { compact } from '../shared/rows.js';
import { defineMessages, say } from '../words.js';

const testCallMessages = defineMessages({
  title: { id: 'api.testCall.title', defaultMessage: 'Free test call' },
  description: {
    id: 'api.testCall.description',
    defaultMessage: 'A free {minutes}-minute online call to see whether we are a good fit.',
  },
});

/**
 * The free test call the API keeps for a coach, worded in the coach's language: the API writes
 * it, so it reads as the coach's own offers do, which the coach writes in their language.
 */
export function testCallIn(language: Language): CoachProductInput {
  const { duration } = testCallOffer.serviceSpecification.session;
  return {
    ...testCallOffer,
    serviceSpecification: { session: { ...testCallOffer.serviceSpecification.session } },
    title: say(language, testCallMessages.title),
    description: say(language, testCallMessages.description, { minutes: duration }),
  };
}

const productView = (r: productData.ProductRow): CoachProduct =>
  compact({
    id: r.id,
    coachId: r.coach_id,
    type: r.type,
    title: r.title,
    image: r.image,
    description: r.description,
    price: r.price,
    priceUnit: r.price_unit,
    productCategoryId: r.product_category_id,
    productSpecification: r.product_specification,
    serviceCategoryId: r.service_category_id,
    serviceSpecification: r.service_specification,
    location: r.location,
    published: r.published,
    // Named only on the test call: every other product is an offer the coach wrote.
    ...(r.test_call && { testCall: true }),
  });

/** How long one session of a service lasts (an hour when its specification does not say). */
export const sessionMinutes = (product: productData.ProductRow) =>
  product.service_specification?.session.duration ?? 60;

/** How many sessions buying a service includes (one when its specification does not say). */
export const sessionsIncludedIn = (product: productData.ProductRow) =>
  product.service_specification?.session.count ?? 1;

export async function loadProduct(db: Queryable, coachId: number, productId: number) {
  const row = await productData.findProduct(db, coachId, productId);
  if (!row) throw notFound('No such product');
  return row;
}

/** A product the coach edits: the test call is not one, the profile's switch keeps it. */
async function loadOwnProduct(db: Queryable, coachId: number, productId: number) {
  const row = await loadProduct(db, coachId, productId);
  if (row.test_call) throw notFound('No such product');
  return row;
}

/** A product's price is per nothing, a service's per session, hour, package or month (or nothing). */
function checkPriceUnit(body: CoachProductInput) {
  // The validator has filled in the contract's defaults; the generated type still says optional.
  const type = body.type ?? 'SERVICE';
  const unit = body.priceUnit ?? 'NONE';
  if (!fitsPriceUnit(type, unit))
    throw badRequest('The price unit does not fit the offering type', [
      { path: 'priceUnit', message: `a ${type.toLowerCase()} is not priced per ${unit}` },
    ]);
}

/** A coach's products and services, and their free slots. */
export function productHandlers(services: Services) {
  const { db } = services;

  return {
    async listCoachProducts(input) {
      const { coachId } = input.params;
      const page = pageOf(input);
      const { rows, total } = await productData.productsPage(
        db,
        coachId,
        input.query.type ?? null,
        page,
        orderBy(input, { id: 'id', title: 'title', price: 'price', type: 'type' }),
      );
      return paged(rows.map(productView), total, page);
    },

    async listPublicCoachProducts(input) {
      const { coachId } = input.params;
      await coachShownTo(db, input.principal, coachId);
      const page = { page: input.query.page ?? 0, size: input.query.size ?? 100 };
      const { rows, total } = await productData.publishedProductsPage(db, coachId, page);
      return paged(rows.map(productView), total, page);
    },

    async createCoachProduct(input) {
      const { coachId } = input.params;
      checkPriceUnit(input.body);
      const row = await productData.insertProduct(db, coachId, input.body);
      return created(productView(row));
    },

    async getCoachProduct(input) {
      const principal = requirePrincipal(input);
      const { coachId } = input.params;
      const row = await loadProduct(db, coachId, input.params.productId);
      // Unpublished products are visible to their coach only.
      if (!row.published && principal.coachId !== coachId) throw notFound('No such product');
      return ok(productView(row));
    },

    async updateCoachProduct(input) {
      const { coachId } = input.params;
      const { productId } = input.params;
      await loadOwnProduct(db, coachId, productId);
      checkPriceUnit(input.body);
      const row = await productData.updateProduct(db, productId, input.body);
      return ok(productView(row));
    },

    async deleteCoachProduct(input) {
      const { coachId } = input.params;
      const { productId } = input.params;
      const row = await loadOwnProduct(db, coachId, productId);
      // Purchases keep pointing at the product, so it is retired rather than removed.
      await productData.retireProduct(db, productId, isoAt(services.clock.now()));
      return ok(productView(row));
    },

    async getAvailableSchedule(input) {
      const { coachId } = input.params;
      const { productId } = input.params;
      const { scheduleId } = input.params;
      const { startDate, endDate } = input.query;
      if (startDate > endDate)
        throw rule(
          'startTimeMustBeLessThanEndTime',
          'The start date must be before the end date',
          400,
        );
      if (Temporal.PlainDate.from(startDate).until(endDate).days > maxScheduleRangeDays) {
        throw badRequest('The range is too long', [
          {
            path: 'endDate',
            message: `must be at most ${maxScheduleRangeDays} days after startDate`,
          },
        ]);
      }
      const product = await loadProduct(db, coachId, productId);
      if (!product.published || product.type !== 'SERVICE') throw notFound('No such service');
      const schedule = await productData.findSchedule(db, coachId, scheduleId);
      if (!schedule) throw notFound('No such schedule');
      const slots = await freeTimes(
        db,
        schedule,
        { startDate, endDate },
        sessionMinutes(product),
        isoAt(services.clock.now()),
      );
      return ok({ scheduleId: schedule.id, productId, timeZone: schedule.time_zone, slots });
    },
  } satisfies Partial<Handlers>;
}
