export {
  useInteractionState,
  type InteractionOptions,
  type InteractionProps,
} from './useInteractionState';
export { announce } from './announce';
export { useHydrated } from './useHydrated';
export { isPressKey, pressEventOfClick, type PressKey } from './pressEvent';
