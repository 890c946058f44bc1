import {
  offeringTypeValues,
  purchaseStatusValues,
  type OfferingType,
  type PurchaseStatus,
} from '@hci/api-schema';
import { useSearchParams } from 'wouter';
import type { PurchaseFilter } from './types';

const filterNames = ['customer', 'type', 'status'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The purchase filter and page kept in the address (`?status=PAID&page=2`), so a reload, a shared
 * link or Back shows the same rows. Pages count from 1 there and from 0 here; a new filter starts
 * again at the first page.
 */
export function usePurchaseAddress() {
  const [params, setParams] = useSearchParams();
  const type = oneOf<OfferingType>(offeringTypeValues, params.get('type'));
  const status = oneOf<PurchaseStatus>(purchaseStatusValues, params.get('status'));
  const customer = params.get('customer');
  const filter: PurchaseFilter = {
    ...(customer ? { customer } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
  };
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '', 10) || 1) - 1);
  return {
    filter,
    page,
    setFilter: (next: PurchaseFilter) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        query.delete('page');
        for (const name of filterNames) {
          const value = next[name];
          if (value) query.set(name, value);
          else query.delete(name);
        }
        return query;
      }),
    setPage: (next: number) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        if (next > 0) query.set('page', String(next + 1));
        else query.delete('page');
        return query;
      }),
  };
}
