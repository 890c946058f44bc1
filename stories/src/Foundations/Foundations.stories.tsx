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
import { definitionIn, storyFileText } from '../docs/shownCode';

const fileText = storyFileText('Foundations/Foundations.stories.tsx');

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

/** Show code: the table's definition and its use with the theme's tokens. */
const contrastTableSource = (tokens: string) => ({
  docs: {
    source: {
      code: `${definitionIn(fileText, 'ContrastTable')}\n\n<ContrastTable tokens={${tokens}} />`,
    },
  },
});

export const ColoursLight: Story = {
  parameters: contrastTableSource('lightTokens'),
  render: () => <ContrastTable tokens={lightTokens} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(contrastPairs.length + 1);
  },
};

export const ColoursDark: Story = {
  globals: { theme: 'dark' },
  parameters: contrastTableSource('darkTokens'),
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
