import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useQuery,
  type MutationFunctionContext,
  type QueryClient,
} from '@tanstack/react-query';
import { unwrap } from '../client/api-error';
import type {
  CoachProductPurchaseCriteria,
  CoachProductPurchaseRequest,
  SessionTimeRequest,
  OfferingType,
  PurchaseStatus,
} from '../schema';
import { bindApi } from '../query-kit/bind-api';
import type { ApiContext, QueryParams } from '../query-kit/context';
import { idempotencyKeyFor } from '../query-kit/idempotency-key';
import { queryKeys } from '../query-kit/keys';

/** A booked, moved or cancelled session of a purchase, or a new time for one. */
export interface PurchaseSessionChange {
  purchaseId: number;
  sessionId: number;
}

/**
 * A purchase or a booking changed: both sides' purchase lists and details, the coach's sessions,
 * free times and public offer, and the buyer's inbox (each change sends a message) are stale.
 */
const refreshAfterBooking = (client: QueryClient, studentId: number, coachId: number) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.purchases.all() }),
    client.invalidateQueries({ queryKey: queryKeys.products.all(coachId) }),
    client.invalidateQueries({ queryKey: queryKeys.coachSessions.all(coachId) }),
    client.invalidateQueries({ queryKey: queryKeys.communicationIntents.all(studentId) }),
  ]);

const afterBooking =
  (studentId: number) =>
  (
    changed: { coachId: number },
    _variables: unknown,
    _result: unknown,
    { client }: MutationFunctionContext,
  ) =>
    refreshAfterBooking(client, studentId, changed.coachId);

export function purchaseQueries({ authClient }: ApiContext) {
  return {
    list: (params: QueryParams<'listCoachProductPurchases'>) =>
      queryOptions({
        queryKey: queryKeys.purchases.list(params),
        queryFn: ({ signal }) =>
          unwrap(authClient.GET('/coach_product_purchases', { params: { query: params }, signal })),
      }),
    byCriteria: (
      criteria: CoachProductPurchaseCriteria,
      params: QueryParams<'findCoachProductPurchasesByCriteria'> = {},
    ) =>
      queryOptions({
        queryKey: queryKeys.purchases.byCriteria(criteria, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.POST('/coach_product_purchases/find_by_criteria', {
              params: { query: params },
              body: criteria,
              signal,
            }),
          ),
      }),
    /** The signed-in student's own purchases and bookings, newest first. */
    student: (studentId: number, params: QueryParams<'listStudentPurchases'> = {}) =>
      queryOptions({
        queryKey: queryKeys.purchases.student(studentId, params),
        queryFn: ({ signal }) =>
          unwrap(
            authClient.GET('/students/{studentId}/coach_product_purchases', {
              params: { path: { studentId }, query: params },
              signal,
            }),
          ),
      }),
    /** The coach's customers as filter options, by name. */
    customers: (coachId: number) =>
      queryOptions({
        queryKey: queryKeys.purchases.customers(coachId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coaches/{coachId}/customers', {
                params: { path: { coachId } },
                signal,
              }),
            )
          ).content,
      }),
    detail: (purchaseId: number) =>
      queryOptions({
        queryKey: queryKeys.purchases.detail(purchaseId),
        queryFn: async ({ signal }) =>
          (
            await unwrap(
              authClient.GET('/coach_product_purchases/{purchaseId}', {
                params: { path: { purchaseId } },
                signal,
              }),
            )
          ).content,
      }),
    /**
     * Buys a product, or books and pays a service's first session. Each action (its own variables
     * object) sends its own Idempotency-Key, and a retry of it the same one, so the card is charged
     * once. Rejects with slotUnavailable when the time was just taken.
     */
    buy: (studentId: number) =>
      mutationOptions({
        mutationFn: async (body: CoachProductPurchaseRequest) =>
          (
            await unwrap(
              authClient.POST('/coach_product_purchases', {
                params: { header: { 'Idempotency-Key': idempotencyKeyFor(body) } },
                body,
              }),
            )
          ).content,
        onSuccess: afterBooking(studentId),
      }),
    /** Books one more of a service purchase's sessions at a free time. */
    bookSession: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({ purchaseId, ...body }: { purchaseId: number } & SessionTimeRequest) =>
          (
            await unwrap(
              authClient.POST('/coach_product_purchases/{purchaseId}/sessions', {
                params: { path: { purchaseId } },
                body,
              }),
            )
          ).content,
        onSuccess: afterBooking(studentId),
      }),
    /** Moves a booked session to another free time (once, outside the change window). */
    moveSession: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({
          purchaseId,
          sessionId,
          ...body
        }: PurchaseSessionChange & SessionTimeRequest) =>
          (
            await unwrap(
              authClient.PUT('/coach_product_purchases/{purchaseId}/sessions/{sessionId}', {
                params: { path: { purchaseId, sessionId } },
                body,
              }),
            )
          ).content,
        onSuccess: afterBooking(studentId),
      }),
    /** Cancels a booked session outside the change window; it goes back to the purchase. */
    cancelSession: (studentId: number) =>
      mutationOptions({
        mutationFn: async ({ purchaseId, sessionId }: PurchaseSessionChange) =>
          (
            await unwrap(
              authClient.POST(
                '/coach_product_purchases/{purchaseId}/sessions/{sessionId}/cancellation',
                { params: { path: { purchaseId, sessionId } } },
              ),
            )
          ).content,
        onSuccess: afterBooking(studentId),
      }),
  };
}

// Hooks over these queries for the purchase screens of both apps; the caller passes the API
// context its app provides.

/** The purchase filter as the screens keep it: option values, each absent when any will do. */
export interface PurchaseSearch {
  customer?: string;
  type?: OfferingType;
  status?: PurchaseStatus;
}

/**
 * A coach's purchases for a filter and a zero-based page: ten a page, newest (highest id) first,
 * with the customers to filter by. Rows of the last page stay shown while the next one loads.
 * Clients buy and book while the coach works elsewhere, so coming back to the window reads the
 * list (and its customers) again, however recently it was read.
 */
export function usePurchaseSearch(
  context: ApiContext,
  coachId: number,
  search: PurchaseSearch,
  page: number,
) {
  const purchases = bindApi(context, purchaseQueries);
  const customers = useQuery({ ...purchases.customers(coachId), refetchOnWindowFocus: 'always' });
  const customer = customers.data?.find((option) => option.value === search.customer);
  const criteria: CoachProductPurchaseCriteria = {
    ...(search.customer ? { customer: customer ?? { value: search.customer, label: '' } } : {}),
    ...(search.type ? { coachProductType: search.type } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
  const results = useQuery({
    // Newest first by when it was bought; the API breaks a tie by the later record.
    ...purchases.byCriteria(criteria, { page, size: 10, sortBy: 'purchasedAt', descending: true }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: 'always',
    // A customer filter waits for the options, so the criteria carry the customer's name.
    enabled: !search.customer || !customers.isPending,
  });
  return { results, customers: customers.data ?? [] };
}

/**
 * One purchase of the signed-in user, by the id in its address; undefined, and nothing asked of
 * the API, for an address whose id is not one (/purchases/abc), which names no purchase. Its
 * sessions change on the other side too (the coach completes one, or undoes that), which no
 * mutation here invalidates: it is read again each time the page shows or the window regains
 * focus, never shown from the cache alone.
 */
export function usePurchase(context: ApiContext, purchaseIdParam: string) {
  const purchaseId = /^[1-9]\d{0,14}$/.test(purchaseIdParam) ? Number(purchaseIdParam) : undefined;
  const query = useQuery({
    ...bindApi(context, purchaseQueries).detail(purchaseId ?? 0),
    enabled: purchaseId !== undefined,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
  return purchaseId === undefined ? undefined : query;
}
