import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * Where the bytes of stored files live, by their generated name. The `files` table says who owns
 * them and what they are; every instance must reach the same bytes, so a deployment of several
 * instances uses object storage, never the local folder.
 */
export interface ObjectStorage {
  /** Stores the bytes whole or throws, leaving nothing under the name. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the name, or null when there are none. */
  get(name: string): Promise<Buffer | null>;
  /** Deletes the bytes; a name already gone is no error. */
  delete(name: string): Promise<void>;
  /** Resolves when files can be stored and read now, cheaply (the readiness check). */
  check(signal: AbortSignal): Promise<void>;
  /** Lets go of connections (the server is closing). */
  close(): void;
}

/** The embedded default: a folder of the data folder, for one instance. */
export class FolderStorage implements ObjectStorage {
  constructor(
    private readonly dir: string,
    /** Puts bytes on disk (replaced in tests to simulate a full disk). */
    private readonly writeBytes: (path: string, bytes: Buffer) => Promise<void> = writeFile,
  ) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    const path = join(this.dir, name);
    await mkdir(this.dir, { recursive: true });
    try {
      await this.writeBytes(path, bytes);
    } catch (error) {
      // What a write cut short left behind (the name is new, so nothing else is lost).
      await rm(path, { force: true });
      throw error;
    }
  }

  async get(name: string): Promise<Buffer | null> {
    return readFile(join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async delete(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }

  async check(): Promise<void> {
    // The folder is made with the first file; until then, that it can be made is the check.
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.R_OK | constants.W_OK);
  }

  close(): void {}
}

/** S3-compatible object storage; credentials come from the AWS SDK's usual sources. */
export interface S3Config {
  bucket: string;
  /** Another S3-compatible server (MinIO, Ceph…): addressed by path, as they expect. */
  endpoint?: string;
  region?: string;
}

/** One bucket of an S3-compatible server, through the maintained AWS SDK client. */
export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region ?? 'us-east-1',
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
    });
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: name,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: name }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }));
  }

  async check(signal: AbortSignal): Promise<void> {
    // The bucket exists and these credentials may use it: one request, no object read.
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }), {
      abortSignal: signal,
    });
  }

  close(): void {
    this.client.destroy();
  }
}

/** The bucket when one is configured, else the `files` folder of the data folder. */
export function openObjectStorage(dataDir: string, s3: S3Config | undefined): ObjectStorage {
  return s3 ? new S3Storage(s3) : new FolderStorage(join(dataDir, 'files'));
}
