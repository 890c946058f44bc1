import { useLocation, useSearchParams } from 'wouter';
import type { PaginationState } from '@hci/design-system';

export interface ListAddress<View extends string> {
  view: View;
  paging: PaginationState;
  /** Another parameter of the address, such as a sort order. */
  param: (name: string) => string | null;
  /** The address of a view's first page, for its link. */
  viewHref: (view: View) => string;
  /** Shows other rows of the view; `params` sets (or, with undefined, clears) others with them. */
  showRows: (
    paging: PaginationState,
    params?: Record<string, string | undefined>,
    options?: { replace?: boolean },
  ) => void;
}

/**
 * A list's view, page and page size kept in the address (`?view=archived&page=2`), so a reload,
 * a shared link or Back shows the same rows. Pages count from 1 there and from 0 in the API;
 * defaults stay out, so the bare path is the first view's first page.
 */
export function useListAddress<View extends string>(
  views: readonly [View, ...View[]],
  defaultPageSize: number,
  pageSizes: readonly number[] = [defaultPageSize],
): ListAddress<View> {
  const [path] = useLocation();
  const [params, setParams] = useSearchParams();
  const [firstView] = views;
  const view = views.find((name) => name === params.get('view')) ?? firstView;
  const pageSize = pageSizes.find((size) => String(size) === params.get('size')) ?? defaultPageSize;
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '', 10) || 1) - 1);
  return {
    view,
    paging: { page, pageSize },
    param: (name) => params.get(name),
    viewHref: (next) =>
      next === firstView ? path : `${path}?${new URLSearchParams({ view: next })}`,
    showRows: (next, others = {}, options) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        const set = (name: string, value: string | undefined) =>
          value === undefined ? query.delete(name) : query.set(name, value);
        set('page', next.page > 0 ? String(next.page + 1) : undefined);
        set('size', next.pageSize === defaultPageSize ? undefined : String(next.pageSize));
        for (const [name, value] of Object.entries(others)) set(name, value);
        return query;
      }, options),
  };
}
