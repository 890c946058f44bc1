// What the test page held when it first loaded, for the setup to put back before each test. A
// module of its own: Vitest imports a setup file afresh for every test file, while this module is
// imported once per page, before any test has run.
const html = document.documentElement;

const attributes = [...html.attributes].map(({ name, value }) => [name, value] as const);
const title = document.title;

/**
 * Puts back what a test can leave on the page outside the tree Testing Library unmounts: nodes
 * added to the body (live regions made on first use), the root's language, direction, theme class
 * and style, the title and the scroll position.
 */
export function restoreFreshPage(): void {
  document.body.replaceChildren();
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  for (const [name, value] of attributes) html.setAttribute(name, value);
  document.title = title;
  window.scrollTo(0, 0);
}
