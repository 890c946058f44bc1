// What the Storybook workspace imports: the whole app (pages render inside it, with their layout,
// guards and providers); app-frame's createAppApi points it at MSW.
export { PortalApp } from './App';
