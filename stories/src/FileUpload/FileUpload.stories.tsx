import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  FileUpload,
  type FileUploadProps,
  type UploadOptions,
  type UploadResult,
} from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { elementSource, expression, sourceFrom } from '../docs/shownCode';

const agreement = () =>
  new File([new Uint8Array(2048)], 'signed-agreement.pdf', { type: 'application/pdf' });

type Upload = FileUploadProps['upload'];

/** Reports 40% and then waits, so the story holds the uploading state. */
const stalledUpload = fn<Upload>((_file: File, { onProgress }: UploadOptions) => {
  onProgress(0.4);
  return new Promise<UploadResult>(() => undefined);
});

/** Show code's upload: the consumer's call to its own storage, an example of one. */
const storeAgreement = `async function storeAgreement(
  file: File,
  { signal }: UploadOptions,
): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  // fetch cannot report an upload's progress: with XMLHttpRequest, report it to onProgress.
  const response = await fetch('/api/agreements', { method: 'POST', body, signal });
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}`;

const meta = {
  title: 'Library/Components/FileUpload',
  component: FileUpload,
  parameters: sourceFrom(({ upload: _upload, ...args }: FileUploadProps) =>
    [
      storeAgreement,
      '',
      elementSource('FileUpload', { ...args, upload: expression('storeAgreement') }),
    ].join('\n'),
  ),
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  args: {
    label: 'Signed agreement',
    description: 'Upload the agreement after signing it.',
    acceptedFileTypes: ['application/pdf', 'image/png', 'image/jpeg'],
    maxFileSize: 5_000_000,
    upload: fn<Upload>(async (file) => ({ fileName: `stored-${file.name}` })),
    onUploaded: fn(),
  },
} satisfies Meta<typeof FileUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('FileUpload rendered no file input.');
  return input;
}

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    const say = argText(globals);
    const limits = text('ds.fileUpload.limits', {
      types: text.intl.formatList(['PDF', 'PNG', 'JPEG'], { type: 'disjunction' }),
      maxSize: text.intl.formatNumber(5, { style: 'unit', unit: 'megabyte' }),
    });
    await expect(
      canvas.getByRole('group', { name: say('Signed agreement') }),
    ).toHaveAccessibleDescription(`${say('Upload the agreement after signing it.')} ${limits}`);
  },
};

export const Uploading: Story = {
  args: { upload: stalledUpload },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals);
    await userEvent.upload(fileInput(canvasElement), agreement());
    await expect(
      canvas.getByRole('progressbar', {
        name: text('ds.fileUpload.uploading', { fileName: 'signed-agreement.pdf' }),
      }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: text('ds.fileUpload.cancel') })).toHaveFocus();
  },
};

export const Uploaded: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const text = await storyText(globals);
    await userEvent.upload(fileInput(canvasElement), agreement());
    await expect(
      await canvas.findByRole('button', { name: text('ds.fileUpload.remove') }),
    ).toBeVisible();
    await expect(args.onUploaded).toHaveBeenCalledWith({ fileName: 'stored-signed-agreement.pdf' });
  },
};

export const Failed: Story = {
  args: { upload: fn<Upload>(() => Promise.reject(new Error('503'))) },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals);
    await userEvent.upload(fileInput(canvasElement), agreement());
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text('ds.fileUpload.failed', { fileName: 'signed-agreement.pdf' }),
    );
    await expect(canvas.getByRole('button', { name: text('ds.fileUpload.retry') })).toBeVisible();
  },
};

export const TooLarge: Story = {
  args: { maxFileSize: 1_000 },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const text = await storyText(globals);
    await userEvent.upload(fileInput(canvasElement), agreement());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      text('ds.fileUpload.tooLarge', {
        fileName: 'signed-agreement.pdf',
        maxSize: text.intl.formatNumber(1, { style: 'unit', unit: 'kilobyte' }),
      }),
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Acuerdo firmado', description: 'Sube el acuerdo después de firmarlo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Elegir archivo' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { upload: stalledUpload },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), agreement());
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};
