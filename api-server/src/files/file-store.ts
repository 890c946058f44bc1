import type { Database } from '../db/database.js';
import type { Logger } from '../log.js';
import { ApiError, notFound } from '../http/errors.js';
import { isWellFormed } from './file-content.js';
import type { ObjectStorage } from './object-storage.js';

export const maxFileBytes = 5 * 1024 * 1024;

/** Accepted uploads by media type, with the extension the stored name gets. */
export const acceptedTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

// Stored names are generated (a prefix, a random UUID, the type's extension), so a name from a
// request can be checked against this shape before it ever reaches the file system.
const storedName = /^(?:pub|u[0-9a-f]{24})-[0-9a-f-]{36}\.(jpg|png|gif|webp|pdf)$/;

/** Control characters (NUL, line breaks, escapes) and unpaired surrogates have no place in a name. */
const unfitForName = /[\p{Cc}\p{Cs}]/u;

/** Errors of a disk (or quota) with no room left. */
const noRoomCodes = new Set(['ENOSPC', 'EDQUOT']);
const noRoom = (error: unknown) =>
  noRoomCodes.has((error as NodeJS.ErrnoException | null)?.code ?? '');

/** How long a caller should wait when storage cannot be reached: a restart or a network blip. */
export const storageRetryAfterSeconds = 30;

/**
 * Storage that could not be reached answers 503 with Retry-After, not a bare 500: the request
 * was fine and is worth sending again. Why it failed goes to the log, not to the caller.
 */
const unreachable = (log: Logger, action: string) => (error: unknown) => {
  if (noRoom(error)) throw error;
  log.error('file storage unreachable', {
    action,
    error: error instanceof Error ? error.message : String(error),
  });
  throw Object.assign(
    new ApiError(503, 'storageUnavailable', 'The file storage cannot be reached; try again later'),
    { retryAfterSeconds: storageRetryAfterSeconds },
  );
};

/**
 * The stored file an update leaves unused: the one a record named before, when the update names
 * another or clears it (`given` null). Left out (`undefined`), the record keeps its file.
 */
export function fileLeftBehind(
  stored: string | null | undefined,
  given: string | null | undefined,
): string | undefined {
  return stored && given !== undefined && given !== stored ? stored : undefined;
}

export interface StoredFile {
  fileName: string;
  contentType: string;
  size: number;
  originalName: string;
}

/** Uploaded and generated files: bytes in object storage, owner and type in the database. */
export class FileStore {
  constructor(
    private readonly db: Database,
    readonly storage: ObjectStorage,
    private readonly log: Logger,
  ) {}

  /**
   * Stores an upload under `prefix` (`pub` for media anyone signed in may see, the owner's private
   * prefix otherwise), which decides whose media credentials reach it.
   */
  async save(ownerUserId: number | null, file: File, prefix: string): Promise<StoredFile> {
    if (file.size > maxFileBytes) {
      throw new ApiError(
        413,
        'payloadTooLarge',
        `The file is larger than ${maxFileBytes / 1024 / 1024} MB`,
      );
    }
    if (file.size === 0)
      throw new ApiError(400, 'badRequest', 'The file is empty', [
        { path: 'file', message: 'The file is empty' },
      ]);
    if (unfitForName.test(file.name))
      throw new ApiError(400, 'badRequest', 'The file name is not valid', [
        { path: 'file', message: 'The file name must not contain control characters' },
      ]);
    const contentType = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
    const extension = acceptedTypes[contentType];
    if (!extension) {
      throw new ApiError(
        415,
        'unsupportedMediaType',
        'Only JPEG, PNG, GIF, WebP images and PDF documents are accepted',
      );
    }
    const bytes = Buffer.from(await file.arrayBuffer());
    if (!(await isWellFormed(contentType, bytes))) {
      throw new ApiError(415, 'unsupportedMediaType', 'The file content does not match its type');
    }
    const fileName = `${prefix}-${crypto.randomUUID()}.${extension}`;
    const originalName = (file.name || fileName).slice(0, 255);
    try {
      // The bytes reach storage only after the database took the row, and inside its
      // transaction: a refused row writes nothing, and a failed write keeps no row.
      await this.db.transaction(async (tx) => {
        await tx.query(
          'INSERT INTO files (file_name, owner_user_id, content_type, size, original_name) VALUES ($1, $2, $3, $4, $5)',
          [fileName, ownerUserId, contentType, bytes.length, originalName],
        );
        await this.storage.put(fileName, bytes, contentType).catch(unreachable(this.log, 'put'));
      });
    } catch (error) {
      // What a failed commit left behind (the name is new, so nothing else is lost).
      await this.storage.delete(fileName).catch(() => undefined);
      if (noRoom(error))
        throw new ApiError(
          507,
          'insufficientStorage',
          'The server has no room to store the file; nothing was stored. Try again later',
        );
      throw error;
    }
    return { fileName, contentType, size: bytes.length, originalName };
  }

  /**
   * Writes bytes the server itself produces (agreements, seeded documents); the caller records
   * the row, in the transaction a storage failure (503 storageUnavailable) rolls back.
   */
  async writeGenerated(bytes: Buffer, contentType: string, prefix: string): Promise<string> {
    const extension = acceptedTypes[contentType];
    if (!extension) throw new Error(`Unsupported type ${contentType}`);
    const fileName = `${prefix}-${crypto.randomUUID()}.${extension}`;
    await this.storage.put(fileName, bytes, contentType).catch(unreachable(this.log, 'put'));
    return fileName;
  }

  async find(fileName: string): Promise<(StoredFile & { ownerUserId: number | null }) | null> {
    if (!storedName.test(fileName)) return null;
    const [row] = await this.db.query<{
      file_name: string;
      owner_user_id: number | null;
      content_type: string;
      size: number;
      original_name: string;
    }>(
      'SELECT file_name, owner_user_id, content_type, size, original_name FROM files WHERE file_name = $1',
      [fileName],
    );
    if (!row) return null;
    return {
      fileName: row.file_name,
      ownerUserId: row.owner_user_id,
      contentType: row.content_type,
      size: row.size,
      originalName: row.original_name,
    };
  }

  async read(fileName: string): Promise<{ file: StoredFile; bytes: Buffer }> {
    const file = await this.find(fileName);
    const bytes =
      file && (await this.storage.get(file.fileName).catch(unreachable(this.log, 'get')));
    if (!file || !bytes) throw notFound('No such file');
    return { file, bytes };
  }

  /** Deletes a file its owner no longer uses; one already gone or someone else's is left alone. */
  async discard(ownerUserId: number, fileName: string): Promise<void> {
    const file = await this.find(fileName);
    if (file?.ownerUserId === ownerUserId) await this.delete(ownerUserId, fileName);
  }

  /** Deletes a file its owner uploaded; other people's files look absent. */
  async delete(ownerUserId: number, fileName: string): Promise<void> {
    const file = await this.find(fileName);
    if (!file || file.ownerUserId !== ownerUserId) throw notFound('No such file');
    await this.db.query('DELETE FROM files WHERE file_name = $1', [fileName]);
    await this.storage.delete(fileName);
  }
}
