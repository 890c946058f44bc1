// What Storybook needs from the app to render a portal page on its own: the portal's catalogues.
export { loadPortalMessages } from './catalogues';
