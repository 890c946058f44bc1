export {
  useInteractionState,
  type InteractionOptions,
  type InteractionProps,
} from './useInteractionState';
export { announce } from './announce';
export { useHydrated } from './useHydrated';
export { pressEventOfClick, type PressKey } from './pressEvent';
