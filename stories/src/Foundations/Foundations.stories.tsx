import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  AlertIcon,
  AwardIcon,
  BookIcon,
  BookmarkIcon,
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  contrastPairs,
  contrastRatio,
  CriticalIcon,
  darkTokens,
  ExternalIcon,
  foregroundColor,
  foregroundName,
  Heading,
  HomeIcon,
  ImageIcon,
  InfoIcon,
  Inline,
  lightTokens,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  minimumContrast,
  PackageIcon,
  PlusIcon,
  PositiveIcon,
  SearchIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  spaceScale,
  Stack,
  Text,
  typeScale,
  UploadIcon,
  UserIcon,
  vars,
  type ThemeTokens,
} from '@hci/design-system';
import * as styles from './Foundations.css';

const meta = {
  title: 'Library/Foundations/Tokens',
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function ContrastTable({ tokens }: { tokens: ThemeTokens }) {
  return (
    <table className={styles.table}>
      <caption>
        <Text as="span" size="small" tone="secondary">
          Every pairing the components use, with its WCAG 2.2 contrast ratio and the minimum it must
          meet (tested in design-system).
        </Text>
      </caption>
      <thead>
        <tr>
          <th className={styles.cell}>Sample</th>
          <th className={styles.cell}>Foreground</th>
          <th className={styles.cell}>Surface</th>
          <th className={styles.number}>Ratio</th>
          <th className={styles.number}>Minimum</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map((pair) => {
          const foreground = foregroundColor(tokens, pair);
          const background = tokens.color.surface[pair.background];
          const name = foregroundName(pair);
          return (
            <tr key={`${name}-${pair.background}`}>
              <td className={styles.cell}>
                <span
                  className={styles.sample}
                  style={{
                    color: pair.requirement === 'text' ? foreground : background,
                    background,
                    borderColor: pair.requirement === 'text' ? background : foreground,
                  }}
                >
                  {pair.requirement === 'text' ? 'Aa text' : '\u00a0'}
                </span>
              </td>
              <td className={styles.cell}>
                {name} <code>{foreground}</code>
              </td>
              <td className={styles.cell}>
                surface.{pair.background} <code>{background}</code>
              </td>
              <td className={styles.number}>
                {contrastRatio(foreground, background).toFixed(2)}:1
              </td>
              <td className={styles.number}>{minimumContrast[pair.requirement]}:1</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// Show code for the colours: a consumer's own element in one of the table's pairings (the table is
// this page's, no consumer's code). The tokens are the theme's CSS custom properties, so the same
// element takes the dark theme's colours inside its class.
const brandNote = `<div
  style={{
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    background: vars.color.surface.brandSoft,
    color: vars.color.text.brand,
  }}
>
  Your next session is on Monday.
</div>`;

const coloursLightCode = `// Each token is a CSS custom property of the theme: vars.color.surface.brandSoft is
// var(--hci-color-surface-brand-soft). In .css.ts files, import vars from '@hci/design-system/tokens'.
${brandNote}`;

const coloursDarkCode = `// The dark theme for a part of the page (ThemeProvider themes the whole page).
<div className={darkTheme}>
${brandNote.replace(/^/gm, '  ')}
</div>`;

export const ColoursLight: Story = {
  parameters: { docs: { source: { code: coloursLightCode } } },
  render: () => <ContrastTable tokens={lightTokens} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
  },
};

export const ColoursDark: Story = {
  globals: { theme: 'dark' },
  parameters: { docs: { source: { code: coloursDarkCode } } },
  render: () => <ContrastTable tokens={darkTokens} />,
};

const steps = Object.keys(typeScale) as (keyof typeof typeScale)[];

export const TypeScale: Story = {
  render: () => (
    <Stack space="medium">
      {steps.map((step) => (
        <div key={step}>
          <Text size="xsmall" tone="secondary">
            {step}: {typeScale[step].fontSize} / {typeScale[step].lineHeight}
          </Text>
          <p
            style={{
              margin: 0,
              fontSize: vars.font.scale[step].fontSize,
              lineHeight: vars.font.scale[step].lineHeight,
            }}
          >
            Healthy habits, one week at a time · Hábitos saludables, semana a semana
          </p>
        </div>
      ))}
      <Heading level={2}>Weights</Heading>
      <Inline space="large">
        <Text weight="regular">Regular 400</Text>
        <Text weight="medium">Medium 500</Text>
        <Text weight="strong">Strong 700</Text>
      </Inline>
    </Stack>
  ),
};

const spaces = Object.keys(spaceScale) as (keyof typeof spaceScale)[];

export const Spacing: Story = {
  render: () => (
    <table className={styles.table}>
      <caption>
        <Text as="span" size="small" tone="secondary">
          The 4 px grid
        </Text>
      </caption>
      <tbody>
        {spaces.map((space) => (
          <tr key={space}>
            <th scope="row" className={styles.cell}>
              {space}
            </th>
            <td className={styles.number}>{spaceScale[space]}</td>
            <td className={styles.cell}>
              <span className={styles.spaceBar} style={{ inlineSize: vars.space[space] }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

const icons = {
  CheckIcon,
  CloseIcon,
  PlusIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  AlertIcon,
  CriticalIcon,
  InfoIcon,
  PositiveIcon,
  MenuIcon,
  UserIcon,
  SearchIcon,
  CalendarIcon,
  UploadIcon,
  BookmarkIcon,
  AwardIcon,
  MailIcon,
  LogoutIcon,
  ExternalIcon,
  HomeIcon,
  ImageIcon,
  BookIcon,
  PackageIcon,
};

export const Icons: Story = {
  render: () => (
    <Inline space="medium">
      {Object.entries(icons).map(([name, Icon]) => (
        <span key={name} className={styles.iconTile}>
          <Icon size="large" />
          {name.replace(/Icon$/, '')}
        </span>
      ))}
    </Inline>
  ),
};
