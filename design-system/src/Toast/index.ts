export { ToastRegion } from './ToastRegion';
export {
  hasCloseAction,
  positiveTimeout,
  toast,
  toastQueue,
  type ToastContent,
  type ToastOptions,
  type ToastText,
  type ToastTone,
} from './toastQueue';
