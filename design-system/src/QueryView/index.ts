export {
  LoadError,
  QueryView,
  type LoadErrorProps,
  type QueryState,
  type QueryViewProps,
} from './QueryView';
