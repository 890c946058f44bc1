import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
import { answers, appStoryMeta, patiently, type AppStoryArgs } from '../appStory';
import { portalApp } from './portalStory';

const list = '/students/{studentId}/communication_intents' as const;

const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Inbox',
  args: { path: '/inbox' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Messages' });
    await expect(table).toBeVisible();
    // The page's tab, not the navigation's link of the same name.
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Archive selected' })).toBeDisabled();
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  },
};

export const FilledSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Mensajes' });
    const [newest] = within(table).getAllByRole('button', {
      name: 'Nuevo módulo: Powerful questions',
    });
    await expect(newest).toBeVisible();
  },
};

export const FilledDark: Story = { ...Filled, globals: { theme: 'dark' } };

/** The newest message open: its body with the facts, and the link to what it is about. */
export const OpenMessage: Story = {
  play: async ({ canvas }) => {
    const [newest] = await canvas.findAllByRole('button', {
      name: 'New module: Powerful questions',
    });
    await userEvent.click(newest!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'New module: Powerful questions' },
      patiently,
    );
    await expect(within(dialog).getByRole('link', { name: 'Open the module' })).toHaveAttribute(
      'href',
      '/my-courses/1?q=Powerful+questions',
    );
  },
};

export const OpenMessageSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const [newest] = await canvas.findAllByRole('button', {
      name: 'Nuevo módulo: Powerful questions',
    });
    await userEvent.click(newest!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Nuevo módulo: Powerful questions' },
      patiently,
    );
    await expect(within(dialog).getByRole('link', { name: 'Abrir el módulo' })).toHaveAttribute(
      'href',
      '/my-courses/1?q=Powerful+questions',
    );
  },
};

export const SelectedForArchiving: Story = {
  // The check marks animate in after the clicks, so a picture is not stable; the play function
  // checks the state instead, and the Filled story covers the look of the list.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Messages' });
    const [, first, second] = canvas.getAllByRole('checkbox');
    await userEvent.click(first!);
    await userEvent.click(second!);
    const actions = canvas.getByRole('group', { name: 'Actions for the selected messages' });
    await expect(within(actions).getByRole('status')).toHaveTextContent('2 messages selected');
    await expect(canvas.getByRole('button', { name: 'Archive selected' })).toBeEnabled();
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  },
};

export const Archived: Story = {
  args: { path: '/inbox?view=archived' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Archived messages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Archived' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  },
};

export const Loading: Story = {
  parameters: answers(loadingHandler(list, { method: 'post' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: answers(emptyHandler(list, { method: 'post' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your inbox is empty' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(list, { method: 'post' })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
