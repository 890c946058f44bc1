export type FileProblem = 'wrongType' | 'tooLarge';

export interface FileRules {
  /** MIME types such as `application/pdf`, or a family such as `image/*`. */
  acceptedFileTypes?: readonly string[];
  /** Largest accepted size, in bytes. */
  maxFileSize?: number;
}

function matchesType(type: string, accepted: string): boolean {
  return accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : type === accepted;
}

/** Why a file cannot be uploaded under these rules, or null when it can. */
export function fileProblem(file: File, rules: FileRules): FileProblem | null {
  const { acceptedFileTypes, maxFileSize } = rules;
  if (
    acceptedFileTypes?.length &&
    !acceptedFileTypes.some((type) => matchesType(file.type, type))
  ) {
    return 'wrongType';
  }
  if (maxFileSize !== undefined && file.size > maxFileSize) return 'tooLarge';
  return null;
}

/** A short name people know a type by: `application/pdf` → PDF, `image/*` → image. */
export function fileTypeName(type: string): string {
  const [family = type, subtype = ''] = type.split('/');
  if (subtype === '*') return family;
  return subtype.replace(/^(x-|vnd\.)/, '').toUpperCase();
}

/**
 * The images the API stores: JPEG, PNG, GIF or WebP, up to 5 MB (a little under the API's 5 MiB,
 * so the limit reads as a round "5 MB"). Every image upload of both apps checks these first.
 */
export const imageFileRules = {
  acceptedFileTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  maxFileSize: 5_000_000,
} as const satisfies FileRules;
