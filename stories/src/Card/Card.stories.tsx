import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Heading,
  Inline,
  SectionCard,
  Stack,
  Text,
} from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/Card',
  component: Card,
  args: {
    as: 'section',
    'aria-labelledby': 'course-title',
    children: (
      <Stack space="small">
        <Inline space="xsmall" align="spread">
          <Heading level={3} id="course-title">
            Nutrition basics
          </Heading>
          <Badge tone="positive">In progress</Badge>
        </Inline>
        <Text tone="secondary">Module 2 of 6 · 45 minutes left</Text>
        <Inline space="small">
          <Button>Continue</Button>
        </Inline>
      </Stack>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('region', { name: say('Nutrition basics') })).toBeInTheDocument();
  },
};

export const BrandTone: Story = { args: { tone: 'brand' } };

export const AccentTone: Story = { args: { tone: 'accent' } };

export const LongText: Story = {
  args: {
    children: (
      <Stack space="small">
        <Heading level={3} id="course-title">
          Advanced motivational interviewing for lasting behaviour change in clients with chronic
          conditions
        </Heading>
        <Text>
          Practise open questions, reflective listening and summarising with real client scenarios,
          then record a session for feedback from your mentor coach.
        </Text>
      </Stack>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    children: (
      <Stack space="small">
        <Heading level={3} id="course-title">
          Fundamentos de nutrición
        </Heading>
        <Text tone="secondary">Módulo 2 de 6 · quedan 45 minutos</Text>
      </Stack>
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** SectionCard: a page's section on a card, named by its second-level heading. */
export const Section: Story = {
  render: () => (
    <SectionCard title="Preferences">
      <Checkbox>Send me course updates</Checkbox>
    </SectionCard>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Preferences' })).toContainElement(
      canvas.getByRole('heading', { level: 2, name: 'Preferences' }),
    );
  },
};
