import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import { FileUpload, fileProblem, fileTypeName, type UploadOptions, type UploadResult } from '.';

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    {children}
  </IntlProvider>
);

interface UploadCall extends UploadOptions {
  file: File;
  resolve: (result: UploadResult) => void;
  reject: (error: Error) => void;
}

/** An upload function the test finishes by hand, so nothing depends on timing. */
function fakeUpload() {
  const calls: UploadCall[] = [];
  const upload = vi.fn(
    (file: File, options: UploadOptions) =>
      new Promise<UploadResult>((resolve, reject) =>
        calls.push({ file, ...options, resolve, reject }),
      ),
  );
  return { upload, calls };
}

const pdf = (name = 'agreement.pdf', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function renderUpload(
  upload: ReturnType<typeof fakeUpload>['upload'],
  onUploaded = vi.fn(),
  onRemove = vi.fn(),
) {
  const view = render(
    <FileUpload
      label="Signed agreement"
      acceptedFileTypes={['application/pdf', 'image/png']}
      maxFileSize={2_000_000}
      upload={upload}
      onUploaded={onUploaded}
      onRemove={onRemove}
    />,
    { wrapper: english },
  );
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
  return { input, onUploaded, onRemove };
}

describe('file rules', () => {
  test('types match exactly or by family, and size is checked after type', () => {
    const rules = { acceptedFileTypes: ['image/*', 'application/pdf'], maxFileSize: 10 };
    expect(fileProblem(new File(['x'], 'a.png', { type: 'image/png' }), rules)).toBeNull();
    expect(fileProblem(new File(['x'], 'a.txt', { type: 'text/plain' }), rules)).toBe('wrongType');
    expect(fileProblem(pdf('big.pdf', 11), rules)).toBe('tooLarge');
    expect(fileProblem(pdf('any.pdf', 11), {})).toBeNull();
  });

  test('types are named the way people know them', () => {
    expect(['application/pdf', 'image/jpeg', 'image/*'].map(fileTypeName)).toEqual([
      'PDF',
      'JPEG',
      'image',
    ]);
  });
});

test('a named group that states its limits', () => {
  renderUpload(fakeUpload().upload);
  expect(screen.getByRole('group', { name: 'Signed agreement' })).toHaveAccessibleDescription(
    'PDF or PNG files, up to 2 MB.',
  );
  expect(screen.getByRole('button', { name: 'Choose file' })).toBeVisible();
});

test('sends the file as soon as it is chosen, shows progress, then the uploaded file', async () => {
  const { upload, calls } = fakeUpload();
  const { input, onUploaded, onRemove } = renderUpload(upload);
  await userEvent.upload(input, pdf());

  expect(upload).toHaveBeenCalledTimes(1);
  const progress = screen.getByRole('progressbar', { name: 'Uploading agreement.pdf' });
  expect(progress).toHaveAttribute('aria-valuenow', '0');
  act(() => calls[0]!.onProgress(0.4));
  expect(progress).toHaveAttribute('aria-valuenow', '40');
  expect(progress).toHaveTextContent('40%');

  await act(async () => calls[0]!.resolve({ fileName: 'f-123.pdf' }));
  expect(onUploaded).toHaveBeenCalledWith({ fileName: 'f-123.pdf' });
  expect(screen.getByRole('status')).toHaveTextContent('agreement.pdf uploaded.');
  const remove = screen.getByRole('button', { name: 'Remove file' });
  expect(remove).toHaveAccessibleDescription('agreement.pdf uploaded.');

  await userEvent.click(remove);
  expect(onRemove).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
});

test('cancel aborts the upload and says so', async () => {
  const { upload, calls } = fakeUpload();
  const { input, onUploaded } = renderUpload(upload);
  await userEvent.upload(input, pdf());
  await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));

  expect(calls[0]!.signal.aborted).toBe(true);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Upload cancelled.');
  expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus();
  // A late answer from the aborted request changes nothing.
  await act(async () => calls[0]!.resolve({ fileName: 'late.pdf' }));
  expect(onUploaded).not.toHaveBeenCalled();
});

test('a failed upload explains itself and can be retried with the same file', async () => {
  const { upload, calls } = fakeUpload();
  const { input } = renderUpload(upload);
  const file = pdf();
  await userEvent.upload(input, file);
  await act(async () => calls[0]!.reject(new Error('503')));

  expect(screen.getByRole('alert')).toHaveTextContent(
    'Upload failed. agreement.pdf could not be sent; check your connection and try again.',
  );
  const retry = screen.getByRole('button', { name: 'Try again' });
  expect(retry).toHaveFocus();
  await userEvent.click(retry);
  expect(upload).toHaveBeenCalledTimes(2);
  expect(calls[1]!.file).toBe(file);
  expect(screen.getByRole('progressbar')).toBeVisible();
});

test.each([
  [
    'unsupportedMediaType',
    /^agreement\.pdf is not a file type we accept\. Choose a PDF or PNG file\.$/,
  ],
  ['payloadTooLarge', /^agreement\.pdf is larger than 2 MB\. Choose a smaller file\.$/],
])(
  'a file the server refuses with %s is told like one refused before sending, with no retry',
  async (key, text) => {
    const { upload, calls } = fakeUpload();
    const { input } = renderUpload(upload);
    await userEvent.upload(input, pdf());
    await act(async () => calls[0]!.reject(Object.assign(new Error(key), { key, status: 415 })));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
);

test('files over the size or of another type are refused before sending, with a way forward', async () => {
  const { upload } = fakeUpload();
  const { input } = renderUpload(upload);
  await userEvent.upload(input, pdf('scan.pdf', 3_000_000));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'scan.pdf is larger than 2 MB. Choose a smaller file.',
  );

  // A drop ignores the picker's filter, so the type is checked too.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'notes.txt is not a file type we accept. Choose a PDF or PNG file.',
  );
  expect(upload).not.toHaveBeenCalled();
});

test('a file dropped on the area is checked and sent like a chosen one; other drags are ignored', () => {
  const { upload, calls } = fakeUpload();
  renderUpload(upload);
  // The hint sits in the row of actions, inside the area.
  const zone = screen.getByText('or drop it here').parentElement!.parentElement!;
  /** A real drag event, as the browser sends it, carrying these files or this text. */
  const drag = (type: string, ...contents: (File | string)[]) => {
    const dataTransfer = new DataTransfer();
    for (const item of contents)
      if (typeof item === 'string') dataTransfer.setData('text/plain', item);
      else dataTransfer.items.add(item);
    act(() => {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    });
  };

  drag('dragenter', pdf());
  expect(zone).toHaveAttribute('data-drop-target');
  drag('dragleave', pdf());
  expect(zone).not.toHaveAttribute('data-drop-target');

  // Text dragged from the page is not a file: no target, nothing sent.
  drag('dragenter', 'hello');
  expect(zone).not.toHaveAttribute('data-drop-target');
  drag('drop', 'hello');
  expect(upload).not.toHaveBeenCalled();

  const notes = new File(['x'], 'notes.txt', { type: 'text/plain' });
  drag('dragenter', notes);
  drag('drop', notes);
  expect(zone).not.toHaveAttribute('data-drop-target');
  expect(screen.getByRole('alert')).toHaveTextContent('notes.txt is not a file type we accept.');
  expect(upload).not.toHaveBeenCalled();

  const file = pdf();
  drag('drop', file);
  expect(upload).toHaveBeenCalledTimes(1);
  expect(calls[0]!.file).toBe(file);
  expect(screen.getByRole('progressbar')).toBeVisible();
});
