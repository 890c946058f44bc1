// Stories are drawn only in the fonts the project ships (the dejavu-fonts-ttf package, the one font
// folder Chromium sees in tests: scripts/lib/fonts.conf). Text in any other font would make a
// snapshot depend on the machine that took it, so it fails the story, whether or not it has one.
import { cdp } from 'vitest/browser';

/** The families of the dejavu-fonts-ttf package. */
const shippedFamilies = new Set([
  'DejaVu Sans',
  'DejaVu Sans Mono',
  'DejaVu Serif',
  'DejaVu Math TeX Gyre',
]);

const probe = 'data-font-probe';

/** DevTools sessions whose DOM and CSS agents are on (they stay on for the session). */
const enabledSessions = new WeakSet<object>();

/**
 * One visible element for each way text is set on the page: the same font properties and the same
 * letters beyond ASCII (which a font may lack, so another one draws them) get the same fonts.
 * Asking Chromium about an element costs a round trip; a page has hundreds with text.
 */
function oneElementPerFont(): Element[] {
  const chosen = new Map<string, Element>();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    const element = text.parentElement;
    const content = text.textContent?.trim();
    if (!element || !content || !element.checkVisibility()) continue;
    const { fontFamily, fontWeight, fontStyle, fontStretch } = getComputedStyle(element);
    const beyondAscii = [...new Set(content.replace(/[\x20-\x7e]/g, ''))].sort().join('');
    const key = [fontFamily, fontWeight, fontStyle, fontStretch, beyondAscii].join('|');
    if (!chosen.has(key)) chosen.set(key, element);
  }
  return [...chosen.values()];
}

/** Fails when Chromium drew text of the story's page in a font outside the shipped families. */
export async function assertShippedFonts() {
  const elements = oneElementPerFont();
  if (elements.length === 0) return;
  const session = cdp();
  if (!enabledSessions.has(session)) {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    enabledSessions.add(session);
  }
  for (const element of elements) element.setAttribute(probe, '');
  try {
    await session.send('DOM.getDocument', { depth: 0 });
    // A search reaches into the test's frame, which a query from the top document does not.
    const { searchId, resultCount } = await session.send('DOM.performSearch', {
      query: `[${probe}]`,
    });
    const { nodeIds } = await session.send('DOM.getSearchResults', {
      searchId,
      fromIndex: 0,
      toIndex: resultCount,
    });
    await session.send('DOM.discardSearchResults', { searchId });
    // Text can leave the page while it is asked about (a popover closing, a live region clearing
    // itself), but not all of it: a check that found nothing to ask about would prove nothing.
    if (nodeIds.length === 0) throw new Error('DevTools found none of the elements asked.');
    const families = await Promise.all(
      nodeIds.map(async (nodeId) => {
        try {
          const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
          return fonts.map((font) => font.familyName);
        } catch (error) {
          // Replaced since the search (a page rendering its answer over its skeleton): gone text
          // is drawn in no font.
          // The browser's answer may arrive as a plain object with a message, not an Error.
          const message = String((error as { message?: unknown } | null)?.message ?? error);
          if (message.includes('Could not find node with given id')) return [];
          throw error;
        }
      }),
    );
    if (families.flat().length === 0) throw new Error('Chromium reported no font for any text.');
    const foreign = [...new Set(families.flat())].filter((family) => !shippedFamilies.has(family));
    if (foreign.length > 0) {
      throw new Error(`Text drawn in fonts the project does not ship: ${foreign.join(', ')}.`);
    }
  } finally {
    for (const element of elements) element.removeAttribute(probe);
  }
}
