// The theme contract (`vars`). Components style only through `vars`; a theme (themeClasses.css.ts)
// is a class that assigns the contract, so a subtree can switch theme by class name alone. Apart
// from the classes, so that a page that only sets a theme does not carry the contract's names.
// Global names (`--hci-…`, see `tokenVariable`), not generated ones: they are the public way to
// re-theme, and they stay the same from one build and one version to the next.
import { createGlobalThemeContract } from '@vanilla-extract/css';
import {
  lightTokens,
  stateColourPaths,
  themeValues,
  tokenVariable,
  type ColorTokens,
} from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : contractOf(value as object),
    ]),
  ) as Contract<T>;
}

const assigned = createGlobalThemeContract(contractOf(themeValues(lightTokens)), (_value, path) =>
  tokenVariable(path).slice(2),
);

const reference = (path: readonly string[]) => `var(${tokenVariable(path)})`;

/**
 * A state colour (`stateColours`) as CSS: the consumer's own value of its property if they set
 * one, else the colour it varies mixed toward the text colour, worked out where it is used.
 */
function stateColour({ path, from, towardText }: (typeof stateColourPaths)[number]): string {
  const derived =
    towardText === 0
      ? reference(from)
      : `color-mix(in srgb, ${reference(from)}, ${reference(['color', 'text', 'primary'])} ${towardText}%)`;
  return `var(${tokenVariable(path)}, ${derived})`;
}

const state = (group: string) =>
  Object.fromEntries(
    stateColourPaths
      .filter(({ path }) => path[1] === group)
      .map((colour) => [colour.path[2], stateColour(colour)]),
  );

export const vars = {
  ...assigned,
  color: {
    ...assigned.color,
    text: { ...assigned.color.text, ...state('text') } as Record<keyof ColorTokens['text'], string>,
    surface: { ...assigned.color.surface, ...state('surface') } as Record<
      keyof ColorTokens['surface'],
      string
    >,
    border: { ...assigned.color.border, ...state('border') } as Record<
      keyof ColorTokens['border'],
      string
    >,
  },
};

/** The contract of the tokens a theme assigns (no state colours), for `assignVars`. */
export const assignedVars = assigned;
