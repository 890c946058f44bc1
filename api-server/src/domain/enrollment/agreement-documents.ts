import type { Language } from '@hci/api-schema';
import { PDFDocument } from 'pdf-lib';
import * as agreementData from '../../data/agreements.js';
import * as studentData from '../../data/students.js';
import type { Queryable } from '../../db/database.js';
import { agreementPdf, signedCopy, type DocumentSignature } from '../../files/agreement.js';
import type { Services } from '../../services.js';

/** The PDFs of the documents sent to sign: stored as the student's files, completed on signing. */
export function agreementDocuments(services: Services) {
  /** Stores a PDF the API wrote as a file of the student's account; the stored file's name. */
  const store = async (tx: Queryable, studentId: number, pdf: Buffer) => {
    const ownerUserId = await studentData.studentUserId(tx, studentId);
    const fileName = await services.files.writeGenerated(
      pdf,
      'application/pdf',
      services.media.ownerPrefix(ownerUserId),
    );
    await agreementData.insertAgreementFile(tx, fileName, ownerUserId, pdf.length);
    return fileName;
  };

  /**
   * The envelope's documents as signed, as an e-signature service completes a document: an
   * agreement the API wrote is written again from the same terms, in the language it was sent in,
   * its signature block filled in; any other document keeps its pages and gains one stating the
   * signature, in the signer's language. Written before the signing transaction, which reads
   * nothing else on the embedded database's one connection.
   */
  const signedCopies = async (signature: DocumentSignature, signerLanguage: Language) => {
    const copies: { documentId: number; pdf: Buffer; pageCount: number }[] = [];
    for (const document of await agreementData.storedDocuments(services.db, signature.envelopeId)) {
      const pdf =
        document.agreement && document.language
          ? await agreementPdf(document.agreement, document.language, signature)
          : await signedCopy(
              (await services.files.read(document.file_name)).bytes,
              signerLanguage,
              signature,
            );
      const pageCount = (await PDFDocument.load(pdf)).getPageCount();
      copies.push({ documentId: document.id, pdf, pageCount });
    }
    return copies;
  };

  /** The documents are now their signed copies; the unsigned files stay as they were. */
  const replaceWithSigned = async (
    tx: Queryable,
    studentId: number,
    copies: Awaited<ReturnType<typeof signedCopies>>,
  ) => {
    for (const { documentId, pdf, pageCount } of copies) {
      const fileName = await store(tx, studentId, pdf);
      await agreementData.replaceDocumentFile(tx, documentId, fileName, pageCount);
    }
  };

  return { store, signedCopies, replaceWithSigned };
}
