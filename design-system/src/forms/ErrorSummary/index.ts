export { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
