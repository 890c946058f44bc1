import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import { answers, appStoryMeta, patiently, type AppStoryArgs } from '../appStory';
import { storyText } from '../storyText';
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    const table = await canvas.findByRole('table', { name: text('portal.inbox.tableLabel') });
    await expect(table).toBeVisible();
    // The page's tab, not the navigation's link of the same name.
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('link', { name: text('portal.inbox.view.inbox') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByRole('button', { name: text('portal.inbox.archiveSelected') }),
    ).toBeDisabled();
    await expect(
      await canvas.findByRole('combobox', { name: text('ds.pagination.rowsPerPage') }),
    ).toHaveValue('20');
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    const [newest] = await canvas.findAllByRole('button', {
      name: text('portal.inbox.type.MODULE_AVAILABLE.subject', {
        moduleTitle: 'Powerful questions',
      }),
    });
    await userEvent.click(newest!);
    const dialog = await screen.findByRole(
      'dialog',
      {
        name: text('portal.inbox.type.MODULE_AVAILABLE.subject', {
          moduleTitle: 'Powerful questions',
        }),
      },
      patiently,
    );
    await expect(
      within(dialog).getByRole('link', { name: text('portal.inbox.type.MODULE_AVAILABLE.action') }),
    ).toHaveAttribute('href', '/my-courses/1?q=Powerful+questions');
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await canvas.findByRole('table', { name: text('portal.inbox.tableLabel') });
    const [, first, second] = canvas.getAllByRole('checkbox');
    await userEvent.click(first!);
    await userEvent.click(second!);
    const actions = canvas.getByRole('group', { name: text('portal.inbox.bulkActions') });
    await expect(within(actions).getByRole('status')).toHaveTextContent(
      text('portal.inbox.selected', { count: 2 }),
    );
    await expect(
      canvas.getByRole('button', { name: text('portal.inbox.archiveSelected') }),
    ).toBeEnabled();
    await expect(
      await canvas.findByRole('combobox', { name: text('ds.pagination.rowsPerPage') }),
    ).toHaveValue('20');
  },
};

export const Archived: Story = {
  args: { path: '/inbox?view=archived' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('table', { name: text('portal.inbox.archivedTableLabel') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text('portal.inbox.view.archived') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      await canvas.findByRole('combobox', { name: text('ds.pagination.rowsPerPage') }),
    ).toHaveValue('20');
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
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: text('portal.inbox.emptyTitle') }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answers(errorHandler(list, { method: 'post' })),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('button', { name: text('ds.queryView.retry') }),
    ).toBeVisible();
  },
};
