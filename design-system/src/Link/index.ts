export { Anchor, type AnchorProps } from './Anchor';
export { Link, type LinkProps } from './Link';
export { RouterProvider, useLinkRouter, type LinkRouter } from './RouterProvider';
