import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyHandler, errorHandler, loadingHandler } from '@hci/api-schema/msw';
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
import { coachApp, signedIn } from './coachStory';

// The public profile: the coach's own fields, then educations and certifications, each loaded
// on its own.
const coach = '/coaches/{coachId}';
const educations = '/coaches/{coachId}/educations';
const certifications = '/coaches/{coachId}/certifications';

const base = appStoryMeta(coachApp);
const meta = {
  ...base,
  title: 'Apps/Coach/Profile',
  args: { path: '/profile' },
  parameters: { ...base.parameters, ...signedIn },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(
    loadingHandler(coach),
    loadingHandler(educations),
    loadingHandler(certifications),
  ),
  play: async ({ canvas }) => {
    await findPageHeading(canvas, 'Your coach profile');
    const loading = await canvas.findAllByRole('status');
    await expect(loading.map((region) => region.textContent)).toEqual([
      'Loading your profile',
      'Loading your education',
      'Loading your certifications',
    ]);
  },
};

/** A new coach: no education or certification yet, each section says what to add. */
export const Empty: Story = {
  parameters: answers(emptyHandler(educations), emptyHandler(certifications)),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText('Add the schools and programs that trained you.', {}, patiently),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        'Add the certificates you hold, such as your health-coach certification.',
      ),
    ).toBeVisible();
    await canvas.findByRole('button', { name: 'Save changes' }, patiently);
    await picturesShown(canvasElement, 3);
  },
};

/** The profile fails to load; once the API answers again, trying again shows the form. */
export const Error: Story = {
  parameters: answers(errorHandler(coach)),
  play: async ({ canvas, canvasElement }) => {
    await findPageHeading(canvas, 'Your coach profile');
    await expect(
      await canvas.findByText('An error found, please try again.', {}, patiently),
    ).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('button', { name: 'Save changes' }, patiently),
    ).toBeVisible();
    await canvas.findByText('Certified Health Coach');
    await picturesShown(canvasElement, 3);
  },
};

export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Save changes' }, patiently);
    await picturesShown(canvasElement, 3);
    await expect(
      await canvas.findByText('Universidad de Guadalajara', {}, patiently),
    ).toBeVisible();
    await expect(await canvas.findByText('Certified Health Coach', {}, patiently)).toBeVisible();
  },
};

/** Deleting an education asks first. */
export const DeletingAnEducation: Story = {
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Save changes' }, patiently);
    await picturesShown(canvasElement, 3);
    await canvas.findByText('Certified Health Coach', {}, patiently);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Universidad de Guadalajara' }, patiently),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(confirm).getByRole('heading', { name: 'Delete Universidad de Guadalajara?' }),
    ).toBeVisible();
  },
};

/** A picture the API does not take is refused before it is sent, saying why. */
export const PhotoRefused: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = await canvas.findByRole('group', { name: 'Your photo' }, patiently);
    await picturesShown(canvasElement, 3);
    const input = group.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).not.toBeNull();
    await userEvent.upload(
      input!,
      new File([new Uint8Array(5_000_001)], 'holiday.png', { type: 'image/png' }),
    );
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      'holiday.png is larger than 5 MB. Choose a smaller file.',
    );
  },
};
