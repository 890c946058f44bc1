import type { Envelope, EnvelopeStatus } from '@hci/api-schema';
import { isoAt } from '../clock.js';
import { forbidden, notFound, rule } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { guarded, ok, paged, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { compact } from '../shared/rows.js';

interface EnvelopeRow {
  id: number;
  student_id: number;
  application_id: number | null;
  name: string;
  status: EnvelopeStatus;
  sent_at: string;
  completed_at: string | null;
}

/** The documents a student signs (the enrollment agreement), and their PDFs. */
export function agreementHandlers(services: Services) {
  const { db, files } = services;

  /** The envelopes with their documents: one statement for all the documents. */
  const envelopeViews = async (rows: EnvelopeRow[]): Promise<Envelope[]> => {
    const documents = await db.query<{
      id: number;
      envelope_id: number;
      name: string;
      page_count: number;
    }>(
      'SELECT id, envelope_id, name, page_count FROM envelope_documents WHERE envelope_id = ANY($1::int[]) ORDER BY id',
      [rows.map((e) => e.id)],
    );
    return rows.map((e) =>
      compact<Envelope>({
        id: e.id,
        studentId: e.student_id,
        applicationId: e.application_id,
        name: e.name,
        status: e.status,
        sentAt: e.sent_at,
        completedAt: e.completed_at,
        documents: documents
          .filter((d) => d.envelope_id === e.id)
          .map((d) => ({ id: d.id, name: d.name, pageCount: d.page_count })),
      }),
    );
  };

  return {
    async listStudentEnvelopes(input) {
      const { studentId } = input.params;
      const statuses = input.query.status ?? null;
      const rows = await db.query<EnvelopeRow>(
        'SELECT * FROM envelopes WHERE student_id = $1 AND ($2::text[] IS NULL OR status = ANY($2)) ORDER BY sent_at DESC, id DESC',
        [studentId, statuses],
      );
      const views = await envelopeViews(rows);
      return paged(views, views.length, { page: 0, size: views.length });
    },

    signEnvelope: guarded({
      async authorize(head) {
        const principal = requirePrincipal(head);
        const [envelope] = await db.query<EnvelopeRow>('SELECT * FROM envelopes WHERE id = $1', [
          head.params.envelopeId,
        ]);
        if (!envelope) throw notFound('No such envelope');
        if (envelope.student_id !== principal.studentId)
          throw forbidden('This envelope belongs to someone else');
        return envelope;
      },
      async handle(input, envelope) {
        if (envelope.status !== 'SENT' && envelope.status !== 'DELIVERED')
          throw rule('statusInvalid', 'The envelope is not waiting for a signature', 409);
        const { signatureName } = input.body;
        const now = isoAt(services.clock.now());
        await db.transaction(async (tx) => {
          await tx.query(
            "UPDATE envelopes SET status = 'COMPLETED', signature_name = $2, completed_at = $3 WHERE id = $1",
            [envelope.id, signatureName.trim(), now],
          );
          if (envelope.application_id !== null) {
            await tx.query(
              "UPDATE applications SET status = 'COMPLETE', updated_at = $2 WHERE id = $1 AND status = 'SIGNING'",
              [envelope.application_id, now],
            );
          }
          await tx.query(
            "INSERT INTO account_history (student_id, application_id, event_date, type, description, performed_by) VALUES ($1, $2, $3, 'AGREEMENT', $4, 'Student')",
            [envelope.student_id, envelope.application_id, now, `${envelope.name} signed`],
          );
        });
        const [updated] = await db.query<EnvelopeRow>('SELECT * FROM envelopes WHERE id = $1', [
          envelope.id,
        ]);
        const [view] = await envelopeViews([updated!]);
        return ok(view!);
      },
    }),

    async downloadEnvelopeDocument(input) {
      const principal = requirePrincipal(input);
      const [doc] = await db.query<{ student_id: number; name: string; file_name: string }>(
        `SELECT e.student_id, d.name, d.file_name FROM envelope_documents d JOIN envelopes e ON e.id = d.envelope_id
         WHERE d.id = $1 AND e.id = $2`,
        [input.params.documentId, input.params.envelopeId],
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
  } satisfies Partial<Handlers>;
}
