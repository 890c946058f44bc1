import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { PaymentPlanTerms } from '@hci/api-schema';

export interface AgreementDiscount {
  kind: 'VOUCHER' | 'PROMO';
  code: string;
  amount: number;
}

/** What an enrollment agreement binds: who enrolls, in what, and the plan's amounts. */
export interface AgreementTerms {
  studentName: string;
  cohortName: string;
  startDate: string;
  graduationDate: string;
  planName: string;
  /** The cohort's tuition, before the codes. */
  tuition: number;
  /** The voucher and promo code that take something off the tuition, each with its amount. */
  discounts: readonly AgreementDiscount[];
  terms: PaymentPlanTerms;
  /** The signature typed by the student, once signed; the block stays blank until then. */
  signature?: { name: string; signedAt: string };
}

const page = { width: 612, height: 792, margin: 72 } as const;
const body = { size: 11, leading: 15 } as const;

/**
 * Cents as US dollars, e.g. 123456 → "$1,234.56". Zero too is an amount here ("$0.00"), not the
 * screens' "Free": an agreement states what is owed.
 */
export function dollars(cents: number): string {
  const amount = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `$${amount}`;
}

/**
 * The installments as bound: a last one that differs from the others is stated on its own, with a
 * comma after it so that the rate that follows is not read as that installment's.
 */
function installments(terms: PaymentPlanTerms): string {
  const count = terms.installmentCount;
  const each = dollars(terms.installmentAmount);
  if (count === 1) return `one payment of ${each}`;
  if (terms.lastInstallmentAmount === terms.installmentAmount)
    return `${count} installments of ${each}`;
  return `${count} installments: ${count - 1} of ${each} and a last one of ${dollars(terms.lastInstallmentAmount)},`;
}

const codeNames = { VOUCHER: 'the voucher', PROMO: 'the promo code' } as const;

/** The clause naming each code and what it takes off, when the tuition has any. */
function discountClause({ tuition, discounts }: AgreementTerms): string[] {
  if (discounts.length === 0) return [];
  const each = discounts.map(
    (discount) => `${codeNames[discount.kind]} ${discount.code} (${dollars(discount.amount)})`,
  );
  return [`The tuition of ${dollars(tuition)} is reduced by ${each.join(' and ')}.`];
}

/** The agreement's paragraphs in reading order; the PDF and the tests read the same text. */
export function agreementParagraphs(agreement: AgreementTerms): string[] {
  const { terms } = agreement;
  return [
    `This enrollment agreement is made between the Health Coach Institute and ${agreement.studentName} (the student), who enrolls in ${agreement.cohortName}, from ${agreement.startDate} to ${agreement.graduationDate}.`,
    ...discountClause(agreement),
    `The student chooses the payment plan "${agreement.planName}": a total of ${dollars(terms.totalOwed)}, of which ${dollars(terms.amountDue)} is due today, with ${terms.depositAmount > 0 ? `a deposit of ${dollars(terms.depositAmount)}` : 'no deposit'} and ${installments(terms)} at a yearly interest rate of ${terms.interestRate.toFixed(2)} %.`,
    'Installments are charged to the payment method the student chose, on the dates of the payment schedule. A late installment may put the account past due; after 90 days past due the account goes to collections.',
    'The student may withdraw within the period the institute publishes; refunds follow the institute’s refund policy. The first transfer to another cohort is free.',
    'By signing, the student confirms that the information given in the application is true and agrees to these terms.',
  ];
}

/** Splits a paragraph into lines no wider than `width` at the font's size. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The enrollment agreement as a PDF: a title, wrapped paragraphs over as many pages as they need,
 * and a signature block. Helvetica's WinAnsi encoding covers the accents of Spanish names.
 */
export async function agreementPdf(agreement: AgreementTerms): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Enrollment agreement: ${agreement.studentName}`);
  pdf.setSubject(agreement.planName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = page.width - 2 * page.margin;
  let current: PDFPage = pdf.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const write = (text: string, font: PDFFont, size: number, leading: number) => {
    if (y - leading < page.margin) {
      current = pdf.addPage([page.width, page.height]);
      y = page.height - page.margin;
    }
    y -= leading;
    current.drawText(text, { x: page.margin, y, font, size, color: rgb(0.1, 0.1, 0.1) });
  };

  write('Enrollment agreement', bold, 18, 24);
  y -= body.leading;
  for (const paragraph of agreementParagraphs(agreement)) {
    for (const line of wrap(paragraph, regular, body.size, width)) {
      write(line, regular, body.size, body.leading);
    }
    y -= body.leading / 2;
  }
  y -= body.leading;
  write('Signature', bold, 13, 20);
  const { signature } = agreement;
  write(`Student: ${agreement.studentName}`, regular, body.size, body.leading * 1.5);
  write(
    `Signed: ${signature ? signature.name : '______________________________'}`,
    regular,
    body.size,
    body.leading * 1.5,
  );
  write(
    `Date: ${signature ? signature.signedAt : '______________'}`,
    regular,
    body.size,
    body.leading * 1.5,
  );
  return Buffer.from(await pdf.save());
}

/**
 * A document the institute files with an agreement (a refund policy, a release) as a PDF of its
 * pages, each headed by its title: the demo's envelopes hold such documents beside the agreement.
 */
export async function titledPdf(title: string, pageCount: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let number = 1; number <= pageCount; number += 1) {
    const sheet = pdf.addPage([page.width, page.height]);
    const heading = pageCount > 1 ? `${title} (${number} of ${pageCount})` : title;
    sheet.drawText(heading, {
      x: page.margin,
      y: page.height - page.margin - 24,
      font: bold,
      size: 18,
      color: rgb(0.1, 0.1, 0.1),
    });
  }
  return Buffer.from(await pdf.save());
}
