export {
  LoadError,
  QueryView,
  type LoadErrorProps,
  type QueryState,
  type QueryViewProps,
} from './QueryView';
export { Refreshing, type RefreshingProps } from './Refreshing';
