// The accessibility audit of the end-to-end page checks, in one place for both apps.

/** axe's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules that read colours. A theme assigns colours and shadows only, so a page audited in one
 * theme can fail these alone in another; the rest would repeat the first audit's answers.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];
