import { presignedUrlSeconds, publicMediaPrefix } from '../files/media-signing.js';
import { badRequest, forbidden, notFound } from '../http/errors.js';
import type { HandlerFactory } from '../http/operation.js';
import { ok, requirePrincipal } from '../http/operation.js';
import { compact, num } from './common.js';

const fileObjects = [
  'STUDENT_PHOTO',
  'COACH_PHOTO',
  'COACH_COVER_IMAGE',
  'COACH_VIDEO',
  'PRODUCT_IMAGE',
  'DOCUMENT',
];

/** What a coach shows their clients; a student's photo and documents stay the owner's. */
const publicObjects = new Set(['COACH_PHOTO', 'COACH_COVER_IMAGE', 'COACH_VIDEO', 'PRODUCT_IMAGE']);

/** Uploads, signed media, envelope documents, option lists, analytics and the dev mailbox. */
export const fileHandlers: HandlerFactory = (services) => {
  const { db, files, media } = services;

  return {
    async uploadFile(input) {
      const principal = requirePrincipal(input);
      const form = (input.body ?? {}) as Record<string, unknown>;
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
      const prefix = publicObjects.has(form.object)
        ? publicMediaPrefix
        : media.ownerPrefix(principal.userId);
      const stored = await files.save(principal.userId, file, prefix);
      return {
        status: 201,
        body: {
          content: {
            fileName: stored.fileName,
            contentType: stored.contentType,
            size: stored.size,
          },
        },
      };
    },

    async deleteFile(input) {
      const principal = requirePrincipal(input);
      const fileName = String(input.query.fileName);
      const file = await files.find(fileName);
      if (!file) throw notFound('No such file');
      if (file.ownerUserId !== principal.userId)
        throw forbidden('This file belongs to someone else');
      await files.delete(principal.userId, fileName);
      return { status: 204, body: null };
    },

    async generatePresignedUrl(input) {
      const principal = requirePrincipal(input);
      const fileName = String(input.query.fileName);
      const file = await files.find(fileName);
      if (!file) throw notFound('No such file');
      if (file.ownerUserId !== principal.userId)
        throw forbidden('This file belongs to someone else');
      const credentials = media.sign([`/media/${fileName}`], presignedUrlSeconds);
      const url = new URL(`/media/${fileName}`, new URL(input.context.req.url).origin);
      for (const [key, value] of Object.entries(credentials)) url.searchParams.set(key, value);
      const expiresAt = new Date(services.clock.now() + presignedUrlSeconds * 1000).toISOString();
      return ok({ url: url.toString(), expiresAt });
    },

    async getMedia(input) {
      const fileName = String(input.params.fileName);
      const granted = media.verify(`/media/${fileName}`, {
        keyPairId: String(input.query.keyPairId),
        signature: String(input.query.signature),
        policy: String(input.query.policy),
      });
      if (!granted) throw forbidden('The signature or policy is not valid or has expired');
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

    async downloadEnvelopeDocument(input) {
      const principal = requirePrincipal(input);
      const [doc] = await db.query<{ student_id: number; name: string; file_name: string }>(
        `SELECT e.student_id, d.name, d.file_name FROM envelope_documents d JOIN envelopes e ON e.id = d.envelope_id
         WHERE d.id = $1 AND e.id = $2`,
        [num(input.params.documentId), num(input.params.envelopeId)],
      );
      if (!doc) throw notFound('No such document');
      if (doc.student_id !== principal.studentId)
        throw forbidden('This document belongs to someone else');
      const { bytes } = await files.read(doc.file_name);
      const safeName = doc.name.replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'document';
      return new Response(new Uint8Array(bytes), {
        headers: {
          'content-type': 'application/pdf',
          'content-length': String(bytes.length),
          'content-disposition': `attachment; filename="${safeName}.pdf"`,
          'cache-control': 'private, no-store',
        },
      });
    },

    async listLookups(input) {
      const types = (input.query.types as string[] | undefined) ?? null;
      const rows = await db.query<{
        type: string;
        value: string;
        label: string | null;
        parent: string | null;
      }>(
        'SELECT type, value, label, parent FROM lookups WHERE $1::text[] IS NULL OR type = ANY($1) ORDER BY type, id',
        [types],
      );
      return {
        body: {
          content: rows.map((r) =>
            compact({ type: r.type, value: r.value, label: r.label, parent: r.parent }),
          ),
          pagination: { total: rows.length, page: 0, size: rows.length },
        },
      };
    },

    async trackEvents(input) {
      const { events } = input.body as { events: { name: string }[] };
      for (const event of events) {
        await db.query('INSERT INTO analytics_events (name, properties) VALUES ($1, $2)', [
          event.name,
          JSON.stringify(event),
        ]);
      }
      return { status: 202, body: null };
    },

    async readDevMailbox(input) {
      if (!services.devMailbox) throw notFound();
      return ok(await services.mailbox.list(String(input.query.email)));
    },
  };
};
