import type { Envelope } from '@hci/api-schema';
import {
  agreementSigner,
  checkEnvelopeSignable,
  checkFirstSignature,
  checkSignature,
  envelopeTitle,
} from '@hci/rules';
import { isoAt } from '../clock.js';
import * as agreementData from '../data/agreements.js';
import * as applicationData from '../data/enrollment/applications.js';
import * as studentData from '../data/students.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Handlers } from '../http/operation.js';
import { charging, ok, paged, requirePrincipal } from '../http/operation.js';
import type { Services } from '../services.js';
import { compact } from '../shared/rows.js';
import { agreementDocuments } from './enrollment/agreement-documents.js';
import { simulatedAdvisor } from './enrollment/advisor.js';
import { enrollmentCodes } from './enrollment/codes.js';
import { enrollmentCompletion } from './enrollment/completion.js';

/** The documents a student signs (the enrollment agreement), and their PDFs. */
export function agreementHandlers(services: Services) {
  const { db, files } = services;
  const provisionCompletion = enrollmentCompletion(services, enrollmentCodes(services));
  const advisor = simulatedAdvisor(services);
  const documents = agreementDocuments(services);

  /** The envelopes with their documents: one statement for all the documents. */
  const envelopeViews = async (rows: agreementData.EnvelopeRow[]): Promise<Envelope[]> => {
    const documents = await agreementData.envelopeDocuments(
      db,
      rows.map((e) => e.id),
    );
    return rows.map((e) =>
      compact<Envelope>({
        id: e.id,
        studentId: e.student_id,
        applicationId: e.application_id,
        name: envelopeTitle(e.kind, e.cohort_name),
        status: e.status,
        sentAt: e.sent_at,
        completedAt: e.completed_at,
        signedBy: e.signature_name,
        documents: documents
          .filter((d) => d.envelope_id === e.id)
          .map((d) => ({
            id: d.id,
            name: envelopeTitle(d.kind, e.cohort_name),
            pageCount: d.page_count,
          })),
      }),
    );
  };

  /** What signing answers: the envelope as it now stands. */
  const signedView = async (envelopeId: number): Promise<Envelope> => {
    const [view] = await envelopeViews([(await agreementData.findEnvelope(db, envelopeId))!]);
    return view!;
  };

  return {
    async listStudentEnvelopes(input) {
      const { studentId } = input.params;
      // The documents the advisor's last step sends are listed even before the application is.
      await advisor.advanceStudent(studentId);
      const rows = await agreementData.studentEnvelopes(db, studentId, input.query.status ?? null);
      const views = await envelopeViews(rows);
      return paged(views, views.length, { page: 0, size: views.length });
    },

    signEnvelope: charging<'signEnvelope', agreementData.EnvelopeRow>({
      async authorize(head) {
        const principal = requirePrincipal(head);
        const envelope = await agreementData.findEnvelope(db, head.params.envelopeId);
        if (!envelope) throw notFound('No such envelope');
        if (envelope.student_id !== principal.studentId)
          throw forbidden('This envelope belongs to someone else');
        return envelope;
      },
      async handle(input, envelope) {
        checkEnvelopeSignable(envelope);
        const { signatureName } = input.body;
        const signer = await agreementData.envelopeSigner(db, envelope.id);
        checkSignature(signatureName, agreementSigner(signer.personal_info, signer.student));
        const now = isoAt(services.clock.now());
        const signature = {
          name: signatureName.trim(),
          signedAt: now,
          timeZone: signer.time_zone,
          envelopeId: envelope.id,
        };
        const signedCopies = await documents.signedCopies(signature, signer.language);
        await db.transaction(async (tx) => {
          // Conditional updates: of requests signing at once, only the first signs and completes.
          checkFirstSignature(
            await agreementData.completeEnvelope(tx, envelope.id, signature.name, now),
          );
          await documents.replaceWithSigned(tx, envelope.student_id, signedCopies);
          const completed =
            envelope.application_id === null
              ? undefined
              : await applicationData.markSigned(tx, envelope.application_id, now);
          if (completed) await provisionCompletion(tx, completed, now);
          await studentData.insertHistoryEvent(tx, {
            studentId: envelope.student_id,
            applicationId: envelope.application_id,
            eventDate: now,
            type: 'AGREEMENT',
            description: { kind: 'AGREEMENT_SIGNED', params: { agreement: envelope.kind } },
            amount: null,
          });
        });
        return ok(await signedView(envelope.id));
      },
      // Signing completes an enrollment whose first payment is charged with it.
      async replay(input) {
        return ok(await signedView(input.params.envelopeId));
      },
    }),

    async downloadEnvelopeDocument(input) {
      const principal = requirePrincipal(input);
      const doc = await agreementData.findDocument(
        db,
        input.params.envelopeId,
        input.params.documentId,
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
