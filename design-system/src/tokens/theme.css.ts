// The theme contract (`vars`). Components style only through `vars`; a theme (themeClasses.css.ts)
// is a class that assigns the contract, so a subtree can switch theme by class name alone. Apart
// from the classes, so that a page that only sets a theme does not carry the contract's names.
// Global names (`--hci-…`, see `tokenVariable`), not generated ones: they are the public way to
// re-theme, and they stay the same from one build and one version to the next.
import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens, themeValues, tokenVariable } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

function contractOf<T extends object>(tokens: T): Contract<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : contractOf(value as object),
    ]),
  ) as Contract<T>;
}

export const vars = createGlobalThemeContract(
  contractOf(themeValues(lightTokens)),
  (_value, path) => tokenVariable(path).slice(2),
);
