import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
import { photoAndCover } from '@hci/page-harness';
import { storyText } from '../storyText';
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
  // The demo world's coach has no pictures yet: the profile is shown with both.
  parameters: { ...base.parameters, ...signedIn, arrange: photoAndCover },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: answers(
    loadingHandler(coach),
    loadingHandler(educations),
    loadingHandler(certifications),
  ),
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.profile.title'));
    const loading = await canvas.findAllByRole('status');
    await expect(loading.map((region) => region.textContent)).toEqual([
      text('coach.profile.loading'),
      text('coach.profile.educations.loading'),
      text('coach.profile.certifications.loading'),
    ]);
  },
};

/** A new coach: no education or certification yet, each section says what to add. */
export const Empty: Story = {
  parameters: answers(emptyHandler(educations), emptyHandler(certifications)),
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await expect(
      await canvas.findByText(text('coach.profile.educations.empty'), {}, patiently),
    ).toBeVisible();
    await expect(await canvas.findByText(text('coach.profile.certifications.empty'))).toBeVisible();
    await canvas.findByRole('button', { name: text('coach.common.saveChanges') }, patiently);
    await picturesShown(canvasElement, 3);
  },
};

/** The profile fails to load; once the API answers again, trying again shows the form. */
export const Error: Story = {
  parameters: answers(errorHandler(coach)),
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await findPageHeading(canvas, text('coach.profile.title'));
    await expect(await canvas.findByText(text('error.default'), {}, patiently)).toBeVisible();
    recoverApi();
    await userEvent.click(canvas.getByRole('button', { name: text('ds.queryView.retry') }));
    await expect(
      await canvas.findByRole('button', { name: text('coach.common.saveChanges') }, patiently),
    ).toBeVisible();
    await canvas.findByText('Certified Health Coach');
    await picturesShown(canvasElement, 3);
  },
};

export const Filled: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await canvas.findByRole('button', { name: text('coach.common.saveChanges') }, patiently);
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
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    await canvas.findByRole('button', { name: text('coach.common.saveChanges') }, patiently);
    await picturesShown(canvasElement, 3);
    await canvas.findByText('Certified Health Coach', {}, patiently);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: text('coach.profile.educations.delete', { name: 'Universidad de Guadalajara' }) },
        patiently,
      ),
    );
    const confirm = await findOpenDialog(canvasElement, 'alertdialog');
    await expect(
      within(confirm).getByRole('heading', {
        name: text('coach.profile.deleteTitle', { name: 'Universidad de Guadalajara' }),
      }),
    ).toBeVisible();
  },
};

/** A picture the API does not take is refused before it is sent, saying why. */
export const PhotoRefused: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'coach');
    const group = await canvas.findByRole(
      'group',
      { name: text('coach.profile.photo') },
      patiently,
    );
    await picturesShown(canvasElement, 3);
    const input = group.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).not.toBeNull();
    await userEvent.upload(
      input!,
      new File([new Uint8Array(5_000_001)], 'holiday.png', { type: 'image/png' }),
    );
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      text('ds.fileUpload.tooLarge', {
        fileName: 'holiday.png',
        // The profile's limit, in the units the upload field writes it in.
        maxSize: text.intl.formatNumber(5, {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        }),
      }),
    );
  },
};
