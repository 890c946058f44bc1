// The viewports of Storybook's toolbar and of Chromatic's modes (modes.ts): a phone, then the
// design system's breakpoints, each at the width where its layout starts. The widths come from
// the tokens, so a breakpoint moved there moves here.
import { breakpoints } from '@hci/design-system';

/** The narrowest phone the product is designed for; below `tablet` every layout is the phone's. */
const phoneWidth = 375;

/** Each viewport's width in CSS pixels, narrowest first. */
export const viewportWidths = {
  phone: phoneWidth,
  tablet: breakpoints.tablet,
  desktop: breakpoints.desktop,
  wide: breakpoints.wide,
} as const;

export type ViewportName = keyof typeof viewportWidths;

const heights: Record<ViewportName, number> = { phone: 812, tablet: 1024, desktop: 800, wide: 900 };
const labels: Record<ViewportName, string> = {
  phone: 'Phone',
  tablet: 'Tablet',
  desktop: 'Desktop',
  wide: 'Wide',
};
const types = { phone: 'mobile', tablet: 'tablet', desktop: 'desktop', wide: 'desktop' } as const;

/** Storybook's `parameters.viewport.options`: one entry per viewport, named with its width. */
export const viewportOptions = Object.fromEntries(
  (Object.keys(viewportWidths) as ViewportName[]).map((name) => [
    name,
    {
      name: `${labels[name]} (${viewportWidths[name]} px)`,
      styles: { width: `${viewportWidths[name]}px`, height: `${heights[name]}px` },
      type: types[name],
    },
  ]),
);
