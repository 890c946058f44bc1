import { fileObjectValues } from '@hci/api-schema';
import * as fileData from '../data/files.js';
import type { MediaGrant } from '../files/media-signing.js';
import { presignedUrlSeconds, publicMediaPrefix } from '../files/media-signing.js';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import type { Services } from '../services.js';
import { created, noContent, ok, requirePrincipal } from '../http/operation.js';

const fileObjects: readonly string[] = fileObjectValues;

/** What a coach shows their clients; a student's photo and documents stay the owner's. */
const publicObjects = new Set(['COACH_PHOTO', 'COACH_COVER_IMAGE', 'COACH_VIDEO', 'PRODUCT_IMAGE']);

/** Uploads, and the signed media URLs that read them. */
export function fileHandlers(services: Services) {
  const { db, files, media, tokens } = services;

  /** A private file's URL holds while the session that asked for it lasts and the password holds. */
  async function stillGranted(grant: MediaGrant): Promise<boolean> {
    if (grant === 'public') return true;
    if (await tokens.sessionEnded(grant.session)) return false;
    const passwordHash = await fileData.sessionOwnerPasswordHash(db, grant.session);
    return passwordHash !== undefined && media.credentialStamp(passwordHash) === grant.credential;
  }

  return {
    async uploadFile(input) {
      const principal = requirePrincipal(input);
      const form = input.body;
      const file = form.file;
      if (Array.isArray(file))
        throw badRequest('Send one file', [{ path: 'file', message: 'Only one file is accepted' }]);
      if (!(file instanceof File))
        throw badRequest('A file is required', [
          { path: 'file', message: 'This field is required' },
        ]);
      if (typeof form.object !== 'string' || !fileObjects.includes(form.object)) {
        throw badRequest('The file purpose is not valid', [
          { path: 'object', message: `must be one of ${fileObjects.join(', ')}` },
        ]);
      }
      await services.quota.takeUnverified(principal, 'uploads');
      await services.quota.takeUnverified(principal, 'uploadBytes', file.size);
      const prefix = publicObjects.has(form.object)
        ? publicMediaPrefix
        : media.ownerPrefix(principal.userId);
      const stored = await files.save(principal.userId, file, prefix);
      return created({
        fileName: stored.fileName,
        contentType: stored.contentType,
        size: stored.size,
      });
    },

    async deleteFile(input) {
      const principal = requirePrincipal(input);
      const { fileName } = input.query;
      const file = await files.find(fileName);
      if (!file) throw notFound('No such file');
      if (file.ownerUserId !== principal.userId)
        throw forbidden('This file belongs to someone else');
      await files.delete(principal.userId, fileName);
      return noContent();
    },

    async generatePresignedUrl(input) {
      const principal = requirePrincipal(input);
      const { fileName } = input.query;
      const file = await files.find(fileName);
      if (!file) throw notFound('No such file');
      if (file.ownerUserId !== principal.userId)
        throw forbidden('This file belongs to someone else');
      // Every verified access token names its session; the URL is bound to it.
      const passwordHash = await fileData.userPasswordHash(db, principal.userId);
      if (passwordHash === undefined) throw unauthorized();
      const credentials = media.signFile(fileName, principal.sessionId, passwordHash);
      const url = new URL(`${services.publicUrl()}/media/${fileName}`);
      for (const [key, value] of Object.entries(credentials)) url.searchParams.set(key, value);
      const expiresAt = new Date(services.clock.now() + presignedUrlSeconds * 1000).toISOString();
      return ok({ url: url.toString(), expiresAt });
    },

    async getMedia(input) {
      const { fileName } = input.params;
      const grant = media.verify(`/media/${fileName}`, {
        keyPairId: input.query.keyPairId,
        signature: input.query.signature,
        policy: input.query.policy,
      });
      if (!grant || !(await stillGranted(grant)))
        throw forbidden('The signature or policy is not valid or has expired');
      const { file, bytes } = await files.read(fileName);
      return new Response(new Uint8Array(bytes), {
        headers: {
          'content-type': file.contentType,
          'content-length': String(bytes.length),
          'cache-control': 'private, max-age=300',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        },
      });
    },
  } satisfies Partial<Handlers>;
}
