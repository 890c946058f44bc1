// Chromatic's modes: every story is captured in each theme, each language and on a phone and a
// desktop, eight snapshots per story, each with its own baseline and review. The local picture
// check takes the library's stories in two of them, which between them hold every theme, language
// and width: the default (light, English, the desktop-wide test page) and `localMode`. A mode sets
// the story's globals (`theme`, `locale`, read by preview.tsx's decorator and loaders) and
// Chromatic's viewport width, taken from viewports.ts (the design system's breakpoints).
import { viewportWidths, type ViewportName } from './viewports.ts';

const themes = ['light', 'dark'] as const;
const locales = ['en-US', 'es'] as const;
const viewports: ViewportName[] = ['phone', 'desktop'];

export interface Mode {
  theme: (typeof themes)[number];
  locale: (typeof locales)[number];
  viewport: number;
}

/** Named `<theme> <locale> <viewport>`, e.g. `dark es phone`. */
export const allModes: Record<string, Mode> = Object.fromEntries(
  themes.flatMap((theme) =>
    locales.flatMap((locale) =>
      viewports.map((viewport) => [
        `${theme} ${locale} ${viewport}`,
        { theme, locale, viewport: viewportWidths[viewport] },
      ]),
    ),
  ),
);

/** The mode the local picture check takes the library's stories in besides the default. */
export const localMode = 'dark es phone';

/** The story globals that open a story in `mode` (its viewport by the toolbar's name). */
export function modeGlobals(mode: string) {
  const { theme, locale, viewport } = allModes[mode]!;
  const name = viewports.find((candidate) => viewportWidths[candidate] === viewport);
  return { theme, locale, viewport: { value: name, isRotated: false } };
}
