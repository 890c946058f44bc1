export interface PageRange {
  /** 1-based position of the first row shown; 0 when there are no rows. */
  start: number;
  /** 1-based position of the last row shown; 0 when there are no rows. */
  end: number;
  /** 0-based page actually shown, after clamping into range. */
  page: number;
  /** At least 1, so an empty list still reads "page 1 of 1". */
  pageCount: number;
}

/** Which rows a 0-based `page` of `pageSize` rows covers out of `total` (the API's paging). */
export function pageRange(total: number, page: number, pageSize: number): PageRange {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(page, 0), pageCount - 1);
  if (total === 0) return { start: 0, end: 0, page: 0, pageCount };
  return {
    start: current * pageSize + 1,
    end: Math.min(total, (current + 1) * pageSize),
    page: current,
    pageCount,
  };
}

/** The page that keeps the first row of the current page in view after the page size changes. */
export function pageAfterResize(page: number, pageSize: number, nextPageSize: number): number {
  return Math.floor((page * pageSize) / nextPageSize);
}
