import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/mock-api';
import {
  answers,
  type AppStoryArgs,
  appStoryMeta,
  findOpenDialog,
  findPageHeading,
  patiently,
  picturesShown,
  recoverApi,
} from '../appStory';
import { coachPictures } from '@hci/page-harness';
import { storyText } from '../storyText';
import { expectThemedSurface } from '../themedSurface';
import { coachApp, signedIn } from './coachStory';

const products = '/coaches/{coachId}/products';
const publicProducts = '/coaches/{coachId}/products/public';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/My services',
  args: { path: '/my-services' },
  parameters: { ...base.parameters, ...signedIn, arrange: coachPictures },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(loadingHandler(products), loadingHandler(publicProducts)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.services.title'));
    const [services] = await canvas.findAllByRole('status');
    await expect(services).toHaveAttribute('aria-busy', 'true');
    await expect(services).toHaveTextContent(text('coach.services.loading'));
  },
};

/** A new coach: what to do next, and nothing published. */
export const Empty: Story = {
  parameters: answers(emptyHandler(products), emptyHandler(publicProducts)),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByRole('heading', { name: text('coach.services.empty.title') }, patiently),
    ).toBeVisible();
    await expect(
      await canvas.findByText(text('coach.services.publicList.empty'), {}, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('coach.services.add') })).toBeEnabled();
  },
};

/** Both lists fail; once the API answers again, trying again shows them. */
export const Error: Story = {
  parameters: answers(errorHandler(products), errorHandler(publicProducts)),
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.services.title'));
    await waitFor(
      () =>
        expect(canvas.getAllByRole('button', { name: text('ds.queryView.retry') })).toHaveLength(2),
      patiently,
    );
    const retries = canvas.getAllByRole('button', { name: text('ds.queryView.retry') });
    await expect(canvas.getAllByText(text('error.default'))[0]).toBeVisible();
    recoverApi();
    for (const retry of retries) await userEvent.click(retry);
    await expect(await canvas.findByRole('article', { name: 'Free discovery call' })).toBeVisible();
    const published = await canvas.findByRole('list', {
      name: text('coach.services.publicList.title'),
    });
    // The four published offers, and the free test call the profile's switch keeps.
    await expect(within(published).getAllByRole('listitem')).toHaveLength(5);
    await picturesShown(canvasElement, 3);
  },
};

export const Filled: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    const card = await canvas.findByRole('article', { name: 'Free discovery call' }, patiently);
    await expect(
      within(card).getByText(
        // A free service's price, without a unit.
        text('coach.services.perUnit', { price: text('ds.format.free'), unit: 'NONE' }),
      ),
    ).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(
      within(canvas.getByRole('article', { name: 'Coaching journal' })).getByText(
        text('coach.services.draft'),
      ),
    ).toBeVisible();
    await canvas.findByRole('list', { name: text('coach.services.publicList.title') });
    await picturesShown(canvasElement, 3);
  },
};

/** Adding a service opens the editor over the page. */
export const AddingAService: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await canvas.findByRole('article', { name: 'Free discovery call' }, patiently);
    await picturesShown(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: text('coach.services.add') }));
    const editor = await findOpenDialog(canvasElement);
    await expect(within(editor).getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/** An in-person service's editor asks where its sessions take place, with the address kept. */
export const EditingAnInPersonService: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    const title = 'In-person pantry makeover';
    await canvas.findByRole('article', { name: title }, patiently);
    await picturesShown(canvasElement, 3);
    await userEvent.click(
      canvas.getByRole('button', { name: text('coach.services.edit.label', { title }) }),
    );
    const editor = await findOpenDialog(canvasElement);
    await expect(
      within(editor).getByRole('textbox', {
        name: new RegExp(`^${text('coach.services.field.location')}`),
      }),
    ).toHaveValue('2100 Larimer Street, Suite 4, Denver, CO 80205');
  },
};

/** A first save names every problem at once: the title, the price, the sessions and their length. */
export const SavingWithEveryProblem: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await canvas.findByRole('article', { name: 'Free discovery call' }, patiently);
    await picturesShown(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: text('coach.services.add') }));
    const editor = await findOpenDialog(canvasElement);
    const field = (id: string) =>
      within(editor).getByRole('textbox', { name: new RegExp(`^${text(id)}`) });
    await userEvent.clear(field('coach.services.field.sessionCount'));
    await userEvent.clear(field('coach.services.field.sessionDuration'));
    await userEvent.click(within(editor).getByRole('button', { name: text('coach.common.save') }));
    const summary = await within(editor).findByRole('alert');
    await expect(within(summary).getAllByRole('link')).toHaveLength(4);
    await expect(field('coach.services.field.sessionDuration')).toHaveAccessibleDescription(
      expect.stringContaining(text('form.validation.required')),
    );
  },
};

/** Closing the editor with a change not saved asks first. */
export const ClosingWithUnsavedChanges: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await canvas.findByRole('article', { name: 'Free discovery call' }, patiently);
    await picturesShown(canvasElement, 3);
    await userEvent.click(canvas.getByRole('button', { name: text('coach.services.add') }));
    const editor = await findOpenDialog(canvasElement);
    await userEvent.type(
      within(editor).getByRole('textbox', {
        name: new RegExp(`^${text('coach.services.field.title')}`),
      }),
      'Family meals',
    );
    await userEvent.click(
      within(editor).getByRole('button', { name: text('coach.common.cancel') }),
    );
    const question = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(question).getByRole('button', { name: text('frame.keepWork.stay') }),
    ).toBeVisible();
    await expectThemedSurface(question, globals);
  },
};

export const ClosingWithUnsavedChangesDark: Story = {
  ...ClosingWithUnsavedChanges,
  globals: { theme: 'dark' },
};
