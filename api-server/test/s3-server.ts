import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/files/object-storage.js';

/** The key pair s3rver accepts; handed to the SDK the usual way, through the AWS_* variables. */
export const s3rverCredentials = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
} as const;

export interface LocalS3 {
  config: Required<S3Config>;
  /** The variables an API process reads to use this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback, with one empty bucket, in a temp folder. */
export async function startLocalS3(bucket = 'hci-files'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'hci-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config = { bucket, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1' };
  return {
    config,
    env: {
      S3_BUCKET: config.bucket,
      S3_ENDPOINT: config.endpoint,
      S3_REGION: config.region,
      ...s3rverCredentials,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
