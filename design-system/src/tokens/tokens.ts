// Raw token values as plain data. The vanilla-extract themes are built from these, and the
// contrast test and the Foundations stories read them directly, so what is tested is what ships.

export interface ColorTokens {
  text: {
    /** Body copy and headings. */
    primary: string;
    /** Help text, metadata, placeholders. */
    secondary: string;
    /** Text of inactive controls (exempt from contrast minimums, WCAG 1.4.3). */
    disabled: string;
    link: string;
    /** Derived from `link` (see `stateColours`). */
    linkHover: string;
    brand: string;
    onBrand: string;
    critical: string;
    onCritical: string;
    positive: string;
    caution: string;
    info: string;
    accent: string;
    /** Text on `surface.inverse` (tooltips, toasts). */
    inverse: string;
  };
  surface: {
    page: string;
    raised: string;
    sunken: string;
    /** Hover and pressed background of quiet controls (tertiary buttons, menu items). */
    hover: string;
    disabled: string;
    brand: string;
    /** Derived from `brand` (see `stateColours`), as are `brandPressed` and the critical pair. */
    brandHover: string;
    brandPressed: string;
    brandSoft: string;
    critical: string;
    criticalHover: string;
    criticalPressed: string;
    criticalSoft: string;
    positiveSoft: string;
    cautionSoft: string;
    infoSoft: string;
    accentSoft: string;
    neutralSoft: string;
    inverse: string;
  };
  border: {
    /** Dividers and card outlines: decorative, no contrast minimum. */
    subtle: string;
    field: string;
    fieldHover: string;
    /** Derived from `brand` (see `stateColours`). */
    focus: string;
    brand: string;
    critical: string;
    positive: string;
    caution: string;
    info: string;
    accent: string;
  };
  /** Icon fills that carry meaning on their own (award, status dots). */
  icon: {
    accent: string;
    positive: string;
    critical: string;
    caution: string;
    info: string;
  };
  /** Behind modal dialogs. Translucent, so it has no contrast pairing. */
  backdrop: string;
}

export interface ShadowTokens {
  small: string;
  medium: string;
  large: string;
}

export interface ThemeTokens {
  color: ColorTokens;
  shadow: ShadowTokens;
}

/**
 * The colours of a state (hover, pressed, focus), each derived from the colour it varies, in the
 * browser, where that colour is read: moved toward `text.primary` (darker in light themes, lighter
 * in dark ones) by `towardText` percent. So a subtree that sets `--hci-color-surface-brand` gets
 * its own hover and pressed shades, not the theme's. Themes do not assign them; a consumer may
 * still set one (`--hci-color-surface-brand-hover`) to fix it.
 */
export const stateColours = {
  text: { linkHover: { from: 'link', towardText: 25 } },
  surface: {
    brandHover: { from: 'brand', towardText: 25 },
    brandPressed: { from: 'brand', towardText: 45 },
    criticalHover: { from: 'critical', towardText: 25 },
    criticalPressed: { from: 'critical', towardText: 45 },
  },
  border: { focus: { from: 'brand', towardText: 0 } },
} as const satisfies {
  [Group in 'text' | 'surface' | 'border']?: Partial<
    Record<keyof ColorTokens[Group], { from: keyof ColorTokens[Group]; towardText: number }>
  >;
};

type StateColours = typeof stateColours;

/** The colours a theme assigns: every colour but the state colours. */
export type AssignedColorTokens = {
  [Group in keyof ColorTokens]: Group extends keyof StateColours
    ? Omit<ColorTokens[Group], keyof StateColours[Group]>
    : ColorTokens[Group];
};

/** The tokens a theme assigns, as `lightTokens` and `darkTokens` without the state colours. */
export interface AssignedThemeTokens {
  color: AssignedColorTokens;
  shadow: ShadowTokens;
}

/** Every state colour as its path in `vars` and its derivation. */
export const stateColourPaths = Object.entries(stateColours).flatMap(([group, colours]) =>
  Object.entries(colours).map(([name, { from, towardText }]) => ({
    path: ['color', group, name],
    from: ['color', group, from],
    towardText,
  })),
);

const channels = (hex: string) =>
  [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/** What CSS's `color-mix(in srgb, a, b percent%)` gives, as hex (opaque hex colours only). */
export function mixColours(a: string, b: string, percent: number): string {
  const [from, toward] = [channels(a), channels(b)];
  return `#${from
    .map((channel, index) =>
      Math.round(channel + ((toward[index] as number) - channel) * (percent / 100))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A theme's whole colour set: the state colours worked out as the browser does. */
function withStateColours(tokens: AssignedThemeTokens): ThemeTokens {
  const { text, surface, border } = tokens.color;
  const derive = <Group extends Record<string, string>>(
    group: Group,
    derivations: Record<string, { from: string; towardText: number }>,
  ) =>
    Object.fromEntries(
      Object.entries(derivations).map(([name, { from, towardText }]) => [
        name,
        towardText === 0
          ? (group[from] as string)
          : mixColours(group[from] as string, text.primary, towardText),
      ]),
    );
  return {
    ...tokens,
    color: {
      ...tokens.color,
      text: { ...text, ...derive(text, stateColours.text) } as ColorTokens['text'],
      surface: { ...surface, ...derive(surface, stateColours.surface) } as ColorTokens['surface'],
      border: { ...border, ...derive(border, stateColours.border) } as ColorTokens['border'],
    },
  };
}

// Named palette steps. Neutrals lean warm; the brand is a teal, kept apart from the
// yellow-green of `positive` so a primary button never reads as a success message.
const palette = {
  neutral: {
    0: '#ffffff',
    50: '#faf8f5',
    100: '#f3efe9',
    150: '#ebe6de',
    200: '#e2dcd2',
    300: '#cbc3b7',
    400: '#a39a8e',
    500: '#7a7166',
    600: '#5e564d',
    700: '#48413a',
    800: '#2f2a25',
    850: '#26221e',
    900: '#1e1b18',
    950: '#161412',
    1000: '#100e0d',
  },
  teal: {
    50: '#e7f4f2',
    100: '#c8e7e2',
    300: '#6fc2b6',
    400: '#4aab9e',
    600: '#0d6e66',
    700: '#0a5a53',
    800: '#074841',
    900: '#0f2a27',
    950: '#0a1f1c',
  },
  green: { 50: '#ecf6e6', 300: '#92cf7a', 600: '#2f6f1c', 900: '#1b2c15' },
  red: {
    50: '#fcecea',
    300: '#f4a39b',
    400: '#ee8378',
    600: '#b42318',
    700: '#951c13',
    800: '#7a160f',
    900: '#3a1512',
    950: '#2a0b08',
  },
  amber: { 50: '#fdf3dc', 300: '#f0c267', 600: '#8a5200', 900: '#33250e' },
  blue: { 50: '#e9f1fb', 300: '#90b9ec', 600: '#1f5ea8', 900: '#14243a' },
  orange: { 50: '#fcefe5', 300: '#f2ac7a', 500: '#c8611c', 600: '#a84e12', 900: '#36200f' },
} as const;

const lightBase: AssignedThemeTokens = {
  color: {
    text: {
      primary: palette.neutral[900],
      secondary: palette.neutral[600],
      disabled: palette.neutral[400],
      link: palette.teal[700],
      brand: palette.teal[700],
      onBrand: palette.neutral[0],
      critical: palette.red[600],
      onCritical: palette.neutral[0],
      positive: palette.green[600],
      caution: palette.amber[600],
      info: palette.blue[600],
      accent: palette.orange[600],
      inverse: palette.neutral[50],
    },
    surface: {
      page: palette.neutral[50],
      raised: palette.neutral[0],
      sunken: palette.neutral[100],
      hover: palette.neutral[150],
      disabled: palette.neutral[150],
      brand: palette.teal[600],
      brandSoft: palette.teal[50],
      critical: palette.red[600],
      criticalSoft: palette.red[50],
      positiveSoft: palette.green[50],
      cautionSoft: palette.amber[50],
      infoSoft: palette.blue[50],
      accentSoft: palette.orange[50],
      neutralSoft: palette.neutral[150],
      inverse: palette.neutral[850],
    },
    border: {
      subtle: palette.neutral[200],
      field: palette.neutral[500],
      fieldHover: palette.neutral[700],
      brand: palette.teal[600],
      critical: palette.red[600],
      positive: palette.green[600],
      caution: palette.amber[600],
      info: palette.blue[600],
      accent: palette.orange[500],
    },
    icon: {
      accent: palette.orange[500],
      positive: palette.green[600],
      critical: palette.red[600],
      caution: palette.amber[600],
      info: palette.blue[600],
    },
    backdrop: 'rgba(22, 20, 18, 0.5)',
  },
  shadow: {
    small: '0 1px 2px rgba(38, 34, 30, 0.08), 0 1px 3px rgba(38, 34, 30, 0.06)',
    medium: '0 4px 8px rgba(38, 34, 30, 0.08), 0 2px 4px rgba(38, 34, 30, 0.06)',
    large: '0 12px 24px rgba(38, 34, 30, 0.14), 0 4px 8px rgba(38, 34, 30, 0.08)',
  },
};

const darkBase: AssignedThemeTokens = {
  color: {
    text: {
      primary: palette.neutral[100],
      secondary: palette.neutral[300],
      disabled: palette.neutral[500],
      link: palette.teal[300],
      brand: palette.teal[300],
      onBrand: palette.teal[950],
      critical: palette.red[300],
      onCritical: palette.red[950],
      positive: palette.green[300],
      caution: palette.amber[300],
      info: palette.blue[300],
      accent: palette.orange[300],
      inverse: palette.neutral[900],
    },
    surface: {
      page: palette.neutral[950],
      raised: palette.neutral[900],
      sunken: palette.neutral[1000],
      hover: palette.neutral[800],
      disabled: palette.neutral[800],
      brand: palette.teal[300],
      brandSoft: palette.teal[900],
      critical: palette.red[300],
      criticalSoft: palette.red[900],
      positiveSoft: palette.green[900],
      cautionSoft: palette.amber[900],
      infoSoft: palette.blue[900],
      accentSoft: palette.orange[900],
      neutralSoft: palette.neutral[800],
      inverse: palette.neutral[100],
    },
    border: {
      subtle: palette.neutral[800],
      field: palette.neutral[400],
      fieldHover: palette.neutral[300],
      brand: palette.teal[300],
      critical: palette.red[400],
      positive: palette.green[300],
      caution: palette.amber[300],
      info: palette.blue[300],
      accent: palette.orange[300],
    },
    icon: {
      accent: palette.orange[300],
      positive: palette.green[300],
      critical: palette.red[300],
      caution: palette.amber[300],
      info: palette.blue[300],
    },
    backdrop: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: {
    small: '0 1px 2px rgba(0, 0, 0, 0.4)',
    medium: '0 4px 8px rgba(0, 0, 0, 0.45)',
    large: '0 12px 24px rgba(0, 0, 0, 0.55)',
  },
};

/** The light theme, state colours included (as the browser derives them). */
export const lightTokens: ThemeTokens = withStateColours(lightBase);
/** The dark theme, state colours included (as the browser derives them). */
export const darkTokens: ThemeTokens = withStateColours(darkBase);

export type TextToken = keyof ColorTokens['text'];
export type SurfaceToken = keyof ColorTokens['surface'];
export type BorderToken = keyof ColorTokens['border'];
export type IconToken = keyof ColorTokens['icon'];

/** Text needs 4.5:1; control borders, focus indicators and meaningful icons need 3:1 (WCAG 1.4.3, 1.4.11). */
export type ContrastRequirement = 'text' | 'nonText';

export const minimumContrast: Record<ContrastRequirement, number> = { text: 4.5, nonText: 3 };

export type ContrastPair =
  | { requirement: 'text'; foreground: { text: TextToken }; background: SurfaceToken }
  | {
      requirement: 'nonText';
      foreground: { border: BorderToken } | { icon: IconToken };
      background: SurfaceToken;
    };

const everydaySurfaces = ['page', 'raised', 'sunken'] as const satisfies readonly SurfaceToken[];
const readableTexts = [
  'primary',
  'secondary',
  'link',
  'brand',
  'critical',
  'positive',
  'caution',
  'info',
  'accent',
] as const satisfies readonly TextToken[];

/** Every pairing the components use. A new pairing in a component belongs here first. */
export const contrastPairs: readonly ContrastPair[] = [
  ...everydaySurfaces.flatMap((background) =>
    readableTexts.map((text): ContrastPair => ({
      requirement: 'text',
      foreground: { text },
      background,
    })),
  ),
  ...everydaySurfaces.flatMap((background) =>
    (
      [
        'field',
        'fieldHover',
        'focus',
        'brand',
        'critical',
        'positive',
        'caution',
        'info',
        'accent',
      ] as const
    ).map((border): ContrastPair => ({
      requirement: 'nonText',
      foreground: { border },
      background,
    })),
  ),
  ...everydaySurfaces.flatMap((background) =>
    (['accent', 'positive', 'critical', 'caution', 'info'] as const).map((icon): ContrastPair => ({
      requirement: 'nonText',
      foreground: { icon },
      background,
    })),
  ),
  ...(
    [
      ['primary', 'hover'],
      ['link', 'hover'],
      ['linkHover', 'page'],
      ['linkHover', 'raised'],
      ['onBrand', 'brand'],
      ['onBrand', 'brandHover'],
      ['onBrand', 'brandPressed'],
      ['onCritical', 'critical'],
      ['onCritical', 'criticalHover'],
      ['onCritical', 'criticalPressed'],
      ['critical', 'hover'],
      ['primary', 'brandSoft'],
      ['brand', 'brandSoft'],
      ['primary', 'criticalSoft'],
      ['critical', 'criticalSoft'],
      ['primary', 'positiveSoft'],
      ['positive', 'positiveSoft'],
      ['primary', 'cautionSoft'],
      ['caution', 'cautionSoft'],
      ['primary', 'infoSoft'],
      ['info', 'infoSoft'],
      ['primary', 'accentSoft'],
      ['accent', 'accentSoft'],
      ['primary', 'neutralSoft'],
      ['secondary', 'neutralSoft'],
      ['inverse', 'inverse'],
    ] as const
  ).map(([text, background]): ContrastPair => ({
    requirement: 'text',
    foreground: { text },
    background,
  })),
  ...(
    [
      ['focus', 'brandSoft'],
      ['focus', 'hover'],
      ['critical', 'criticalSoft'],
      ['positive', 'positiveSoft'],
      ['caution', 'cautionSoft'],
      ['info', 'infoSoft'],
    ] as const
  ).map(([border, background]): ContrastPair => ({
    requirement: 'nonText',
    foreground: { border },
    background,
  })),
];

export function foregroundColor(tokens: ThemeTokens, pair: ContrastPair): string {
  const { foreground } = pair;
  if ('text' in foreground) return tokens.color.text[foreground.text];
  if ('border' in foreground) return tokens.color.border[foreground.border];
  return tokens.color.icon[foreground.icon];
}

export function foregroundName(pair: ContrastPair): string {
  const { foreground } = pair;
  if ('text' in foreground) return `text.${foreground.text}`;
  if ('border' in foreground) return `border.${foreground.border}`;
  return `icon.${foreground.icon}`;
}

export const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/** The type scale: 12/14/16/20/24/32/40 with line heights on the 4 px grid, generous for reading. */
export const typeScale = {
  xsmall: { fontSize: '12px', lineHeight: '16px' },
  small: { fontSize: '14px', lineHeight: '20px' },
  standard: { fontSize: '16px', lineHeight: '24px' },
  large: { fontSize: '20px', lineHeight: '28px' },
  xlarge: { fontSize: '24px', lineHeight: '32px' },
  xxlarge: { fontSize: '32px', lineHeight: '40px' },
  xxxlarge: { fontSize: '40px', lineHeight: '48px' },
} as const;

export const fontWeight = { regular: '400', medium: '500', strong: '700' } as const;

/** The 4 px grid. */
export const space = {
  none: '0',
  xxsmall: '4px',
  xsmall: '8px',
  small: '12px',
  medium: '16px',
  large: '24px',
  xlarge: '32px',
  xxlarge: '48px',
  xxxlarge: '64px',
} as const;

export const radius = {
  none: '0',
  small: '4px',
  medium: '8px',
  large: '12px',
  full: '9999px',
} as const;

export const borderWidth = { standard: '1px', strong: '2px', focus: '3px' } as const;

export const size = {
  /** Minimum touch target (WCAG 2.5.5 enhanced, and the brand brief). */
  touchTarget: '44px',
  iconSmall: '16px',
  iconStandard: '20px',
  iconLarge: '24px',
  avatarSmall: '32px',
  avatarStandard: '40px',
  avatarLarge: '64px',
  containerNarrow: '640px',
  containerStandard: '960px',
  containerWide: '1200px',
} as const;

export const motion = {
  duration: { quick: '150ms', standard: '200ms', slow: '250ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0, 1)',
    exit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
} as const;

export const zIndex = { sticky: '10', overlay: '100', popover: '200', toast: '300' } as const;

/** Minimum viewport widths in px, mobile first. */
export const breakpoints = { mobile: 0, tablet: 740, desktop: 992, wide: 1200 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;

/** The tokens all themes share: type, space, radii, borders, sizes, motion, layers. */
export const sharedTokens = {
  font: { family: fontFamily, weight: fontWeight, scale: typeScale },
  space,
  radius,
  borderWidth,
  size,
  motion,
  zIndex,
};

/** The colours and shadows a theme assigns: `tokens` without the state colours. */
export function assignedTokens(tokens: ThemeTokens): AssignedThemeTokens {
  const color = Object.fromEntries(
    Object.entries(tokens.color).map(([group, value]) => [
      group,
      group in stateColours && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value).filter(
              ([name]) => !(name in stateColours[group as keyof StateColours]),
            ),
          )
        : value,
    ]),
  ) as unknown as AssignedColorTokens;
  return { color, shadow: tokens.shadow };
}

/** Every token a theme assigns: its colours and shadows, and the tokens all themes share. */
export function themeValues(tokens: ThemeTokens) {
  return { ...sharedTokens, ...assignedTokens(tokens) };
}

/** The prefix of every public custom property: `--hci-color-surface-brand`. */
export const tokenPrefix = 'hci';

const kebab = (segment: string) =>
  segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A token's public CSS custom property, from its path in `vars`: `--hci-` and the path in kebab
 * case (`['color', 'text', 'onBrand']` → `--hci-color-text-on-brand`). The names are part of the
 * package's API: a consumer re-themes any element by setting them.
 */
export function tokenVariable(path: readonly string[]): `--${string}` {
  return `--${[tokenPrefix, ...path].map(kebab).join('-')}`;
}
