// What the Storybook workspace imports: the whole app (pages render inside it, with their layout,
// guards and providers) and the services factory to point it at MSW.
export { CoachApp } from '../App';
export { createCoachServices, type CoachServices } from '../services';
