// What Storybook needs to render a portal page on its own: the API context and the client-side
// navigation the app puts around its pages, and the portal's catalogues.
export { AriaRouterProvider } from '@hci/design-system/app';
export { createPortalApi, PortalApiProvider, type PortalApi } from './api';
export { loadPortalMessages } from '../i18n/portalMessages';
