export {
  Pagination,
  defaultPageSizeOptions,
  type PaginationProps,
  type PaginationState,
} from './Pagination';
export { pageAfterResize, pageRange, type PageRange } from './pageRange';
