import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { Button } from '../Button';
import { CheckIcon } from '../icons';
import { ProgressBar } from '../ProgressBar';
import { DropArea } from './DropArea';
import { fileProblem, fileTypeName, type FileProblem, type FileRules } from './fileRules';
import * as styles from './FileUpload.css';
import { serverErrorOf } from '../forms/useForm/serverError';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

const messages = defineMessages<{
  choose: NoMessageValues;
  drop: NoMessageValues;
  limits: { types: string; maxSize: string };
  anyTypeLimit: { maxSize: string };
  typesOnly: { types: string };
  uploading: { fileName: string };
  cancel: NoMessageValues;
  cancelled: NoMessageValues;
  uploaded: { fileName: string };
  remove: NoMessageValues;
  failed: { fileName: string };
  retry: NoMessageValues;
  tooLarge: { fileName: string; maxSize: string };
  wrongType: { fileName: string; types: string };
}>({
  choose: { id: 'ds.fileUpload.choose', defaultMessage: 'Choose file' },
  drop: { id: 'ds.fileUpload.drop', defaultMessage: 'or drop it here' },
  limits: {
    id: 'ds.fileUpload.limits',
    defaultMessage: '{types} files, up to {maxSize}.',
  },
  anyTypeLimit: { id: 'ds.fileUpload.anyTypeLimit', defaultMessage: 'Files up to {maxSize}.' },
  typesOnly: { id: 'ds.fileUpload.typesOnly', defaultMessage: '{types} files.' },
  uploading: { id: 'ds.fileUpload.uploading', defaultMessage: 'Uploading {fileName}' },
  cancel: { id: 'ds.fileUpload.cancel', defaultMessage: 'Cancel upload' },
  cancelled: { id: 'ds.fileUpload.cancelled', defaultMessage: 'Upload cancelled.' },
  uploaded: { id: 'ds.fileUpload.uploaded', defaultMessage: '{fileName} uploaded.' },
  remove: { id: 'ds.fileUpload.remove', defaultMessage: 'Remove file' },
  failed: {
    id: 'ds.fileUpload.failed',
    defaultMessage:
      'Upload failed. {fileName} could not be sent; check your connection and try again.',
  },
  retry: { id: 'ds.fileUpload.retry', defaultMessage: 'Try again' },
  tooLarge: {
    id: 'ds.fileUpload.tooLarge',
    defaultMessage: '{fileName} is larger than {maxSize}. Choose a smaller file.',
  },
  wrongType: {
    id: 'ds.fileUpload.wrongType',
    defaultMessage: '{fileName} is not a file type we accept. Choose a {types} file.',
  },
});

export interface UploadResult {
  /** The stored file name the API returns (`content.fileName`). */
  fileName: string;
}

export interface UploadOptions {
  /** Report progress as a fraction from 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Aborted when the person cancels or the component unmounts. */
  signal: AbortSignal;
}

export interface FileUploadProps extends FileRules, StyleProps {
  label: ReactNode;
  /** Extra help under the label; the accepted types and size are always stated after it. */
  description?: ReactNode;
  /** Sends the file; the design system stays free of API calls. */
  upload: (file: File, options: UploadOptions) => Promise<UploadResult>;
  onUploaded?: (result: UploadResult) => void;
  /** Called when a person removes the uploaded file. */
  onRemove?: () => void;
  isDisabled?: boolean;
}

type UploadState =
  | { status: 'idle'; announcement?: string }
  | { status: 'uploading'; file: File; progress: number }
  | { status: 'uploaded'; file: File }
  | { status: 'failed'; file: File }
  | { status: 'rejected'; file: File; problem: FileProblem };

/**
 * The server's refusal of the file itself (its size or its content), which sending it again would
 * not change: said like the same problem found before sending, without "check your connection".
 */
function refusedFor(error: unknown): FileProblem | undefined {
  const key = serverErrorOf(error)?.key;
  if (key === 'payloadTooLarge') return 'tooLarge';
  if (key === 'unsupportedMediaType') return 'wrongType';
  return undefined;
}

function formatFileSize(intl: IntlShape, bytes: number): string {
  const [value, unit] =
    bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1_000, 'kilobyte'];
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: 1 });
}

function typeList(intl: IntlShape, types: readonly string[]): string {
  return intl.formatList(types.map(fileTypeName), { type: 'disjunction' });
}

function limitsText(intl: IntlShape, { acceptedFileTypes, maxFileSize }: FileRules) {
  const types = acceptedFileTypes?.length ? typeList(intl, acceptedFileTypes) : undefined;
  const maxSize = maxFileSize === undefined ? undefined : formatFileSize(intl, maxFileSize);
  if (types && maxSize) return intl.formatMessage(messages.limits, { types, maxSize });
  if (maxSize) return intl.formatMessage(messages.anyTypeLimit, { maxSize });
  if (types) return intl.formatMessage(messages.typesOnly, { types });
  return undefined;
}

/**
 * One file, sent as soon as it is chosen or dropped. Shows progress with a cancel button, the
 * uploaded file with a remove button, and errors that say how to fix them (with a retry when the
 * upload itself failed). Type and size limits are checked before anything is sent.
 */
export function FileUpload({
  label,
  description,
  upload,
  onUploaded,
  onRemove,
  isDisabled,
  acceptedFileTypes,
  maxFileSize,
  className,
  style,
}: FileUploadProps) {
  const intl = useIntl();
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<HTMLButtonElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const rules: FileRules = { acceptedFileTypes, maxFileSize };
  const limits = limitsText(intl, rules);

  useEffect(() => () => controllerRef.current?.abort(), []);

  // The button a person just pressed disappears with each state change; keep keyboard focus in
  // the component by moving it to the next action, unless focus has already left.
  const shouldMoveFocus = useRef(false);
  useEffect(() => {
    if (!shouldMoveFocus.current) return;
    shouldMoveFocus.current = false;
    const active = document.activeElement;
    if (active === document.body || rootRef.current?.contains(active)) focusRef.current?.focus();
  }, [state.status]);

  function transition(next: UploadState) {
    shouldMoveFocus.current = true;
    setState(next);
  }

  function send(file: File) {
    const problem = fileProblem(file, rules);
    if (problem) {
      transition({ status: 'rejected', file, problem });
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    transition({ status: 'uploading', file, progress: 0 });
    const onProgress = (fraction: number) => {
      if (controller.signal.aborted) return;
      setState({ status: 'uploading', file, progress: Math.min(Math.max(fraction, 0), 1) });
    };
    upload(file, { onProgress, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        transition({ status: 'uploaded', file });
        onUploaded?.(result);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const problem = refusedFor(error);
        transition(problem ? { status: 'rejected', file, problem } : { status: 'failed', file });
      },
    );
  }

  function cancel() {
    controllerRef.current?.abort();
    transition({ status: 'idle', announcement: intl.formatMessage(messages.cancelled) });
  }

  function remove() {
    transition({ status: 'idle' });
    onRemove?.();
  }

  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const fileName = 'file' in state ? state.file.name : '';

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description !== undefined || limits ? descriptionId : undefined}
      className={mergeClassNames(styles.fileUpload, className)}
      style={style}
      data-disabled={isDisabled || undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {(description !== undefined || limits) && (
        <span id={descriptionId} className={styles.description}>
          {description} {limits}
        </span>
      )}

      {state.status === 'uploading' && (
        <div className={styles.progressRow}>
          <div className={styles.progress}>
            <ProgressBar
              label={intl.formatMessage(messages.uploading, { fileName })}
              value={state.progress * 100}
            />
          </div>
          <Button ref={focusRef} variant="secondary" onPress={cancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        </div>
      )}

      {state.status === 'uploaded' && (
        <div className={styles.fileRow}>
          <CheckIcon aria-hidden className={styles.uploadedIcon} />
          <span id={`${id}-file`} className={styles.fileName}>
            {intl.formatMessage(messages.uploaded, { fileName })}
          </span>
          <Button
            ref={focusRef}
            variant="secondary"
            onPress={remove}
            isDisabled={isDisabled}
            aria-describedby={`${id}-file`}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        </div>
      )}

      {(state.status === 'failed' || state.status === 'rejected') && (
        <p role="alert" className={styles.error}>
          {state.status === 'failed'
            ? intl.formatMessage(messages.failed, { fileName })
            : state.problem === 'tooLarge'
              ? intl.formatMessage(messages.tooLarge, {
                  fileName,
                  maxSize: formatFileSize(intl, maxFileSize ?? 0),
                })
              : intl.formatMessage(messages.wrongType, {
                  fileName,
                  types: typeList(intl, acceptedFileTypes ?? []),
                })}
        </p>
      )}

      {state.status !== 'uploading' && state.status !== 'uploaded' && (
        <DropArea isDisabled={isDisabled} onDrop={send}>
          <div className={styles.dropActions}>
            {state.status === 'failed' && (
              <Button ref={focusRef} onPress={() => send(state.file)}>
                {intl.formatMessage(messages.retry)}
              </Button>
            )}
            <input
              ref={fileInputRef}
              type="file"
              hidden
              accept={acceptedFileTypes?.join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // Cleared, so that choosing the same file again is a change too.
                event.target.value = '';
                if (file) send(file);
              }}
            />
            <Button
              ref={state.status === 'failed' ? undefined : focusRef}
              variant="secondary"
              isDisabled={isDisabled}
              onPress={() => fileInputRef.current?.click()}
            >
              {intl.formatMessage(messages.choose)}
            </Button>
            <span className={styles.dropHint} aria-hidden>
              {intl.formatMessage(messages.drop)}
            </span>
          </div>
        </DropArea>
      )}

      <span role="status" className={styles.visuallyHidden}>
        {state.status === 'idle' && state.announcement}
        {state.status === 'uploaded' && intl.formatMessage(messages.uploaded, { fileName })}
      </span>
    </div>
  );
}
