import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AppNavigation,
  AppShell,
  Button,
  Container,
  Heading,
  LogoutIcon,
  Stack,
  Text,
  UnreadBadge,
  RouterProvider,
} from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const navigate = fn();

const meta = {
  title: 'Library/Components/AppShell',
  component: AppShell,
  args: {
    brand: (
      <Text as="span" weight="strong" tone="brand">
        Health Coach Institute
      </Text>
    ),
    navigation: (
      <AppNavigation
        label="Main"
        items={[
          { href: '/', label: 'Courses', isCurrent: true },
          { href: '/schedule', label: 'Schedule' },
          { href: '/inbox', label: 'Inbox', badge: <UnreadBadge count={4} /> },
          { href: '/profile', label: 'Profile' },
        ]}
      />
    ),
    actions: (
      <Button variant="tertiary" icon={<LogoutIcon />}>
        Sign out
      </Button>
    ),
    children: (
      <Container>
        <Stack space="medium">
          <Heading level={1}>Your courses</Heading>
          <Text>Pick up where you left off.</Text>
        </Stack>
      </Container>
    ),
  },
  parameters: { padded: false },
  decorators: [(Story) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>],
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('navigation', { name: say('Main') })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: say('Courses') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: new RegExp(say('Schedule')) }));
    await expect(navigate).toHaveBeenCalledWith('/schedule');
  },
};

export const SkipLinkFocused: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: text('ds.appShell.skipLink') });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * More sections than a phone's width holds: the row scrolls sideways, and the current section's
 * link is brought to its middle, with parts of its neighbours showing on either side.
 */
export const PhoneOnALaterSection: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    navigation: (
      <AppNavigation
        label="Main"
        items={['Home', 'Courses', 'Awards', 'Inbox', 'Enrollment', 'Circles', 'Settings'].map(
          (name) => ({
            href: `/${name.toLowerCase()}`,
            label: name,
            isCurrent: name === 'Circles',
          }),
        )}
      />
    ),
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const row = within(canvas.getByRole('navigation', { name: say('Main') })).getByRole('list');
    const circles = canvas.getByRole('link', { name: say('Circles') });
    await waitFor(() => expect(row.scrollLeft).toBeGreaterThan(0));
    // Its start, with links beyond it, fades; its end only while links remain past it (in
    // English the row is scrolled to its end; the longer Spanish labels leave one beyond).
    await expect(row).toHaveAttribute('data-more-before');
    const linksPastEnd = row.scrollLeft < row.scrollWidth - row.clientWidth - 1;
    await expect(row.hasAttribute('data-more-after')).toBe(linksPastEnd);
    const rowBox = row.getBoundingClientRect();
    const linkBox = circles.getBoundingClientRect();
    await expect(linkBox.left).toBeGreaterThan(rowBox.left);
    await expect(linkBox.right).toBeLessThan(rowBox.right);
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    navigation: (
      <AppNavigation
        label="Principal"
        items={[
          { href: '/', label: 'Cursos', isCurrent: true },
          { href: '/inbox', label: 'Mensajes', badge: <UnreadBadge count={25} /> },
        ]}
      />
    ),
    actions: <Button variant="tertiary">Cerrar sesión</Button>,
    children: (
      <Container>
        <Heading level={1}>Tus cursos</Heading>
      </Container>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
