import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Language, PaymentPlanTerms, SystemText } from '@hci/api-schema';
import { dayIn, instantIn, moneyIn } from '../mail/formats.js';
import { localeOf, say } from '../words.js';
import { agreementMessages as m } from './agreement-messages.js';

export interface AgreementDiscount {
  kind: 'VOUCHER' | 'PROMO';
  code: string;
  amount: number;
}

/**
 * What an enrollment agreement binds: who enrolls, in what, and the plan's amounts. Facts only,
 * worded when the PDF is written, so the same terms read in either language.
 */
export interface AgreementTerms {
  studentName: string;
  cohortName: string;
  startDate: string;
  graduationDate: string;
  /** The plan's name as a system text (its kind and installment count). */
  plan: SystemText;
  /** The cohort's tuition, before the codes. */
  tuition: number;
  /** The voucher and promo code that take something off the tuition, each with its amount. */
  discounts: readonly AgreementDiscount[];
  terms: PaymentPlanTerms;
}

/** Who signed, when, and the envelope that holds the signature: what a completed copy states. */
export interface DocumentSignature {
  /** The name typed as the signature, as typed. */
  name: string;
  /** The instant of signing (ISO 8601). */
  signedAt: string;
  /** The signer's time zone, to write the instant in; UTC when unknown. */
  timeZone: string | null;
  envelopeId: number;
}

const page = { width: 612, height: 792, margin: 72 } as const;
const body = { size: 11, leading: 15 } as const;
const blank = { name: '______________________________', date: '______________' } as const;

/** A yearly interest rate in percent (5 → "5.00%", "5,00 %"), to the hundredth as bound. */
function rateIn(language: Language, percent: number): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

/** The clause naming each code and what it takes off, when the tuition has any. */
function discountClause(language: Language, { tuition, discounts }: AgreementTerms): string[] {
  if (discounts.length === 0) return [];
  const codes = new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(
    discounts.map((discount) =>
      say(language, m.discount, { ...discount, amount: moneyIn(language, discount.amount) }),
    ),
  );
  return [say(language, m.discounts, { tuition: moneyIn(language, tuition), codes })];
}

/**
 * The plan clause. An agreement states amounts as amounts ("$0.00", never "Free"); a plan without
 * a deposit says so, and a last installment that differs from the others is stated on its own.
 */
function planClause(language: Language, { plan, terms }: AgreementTerms): string {
  const money = (cents: number) => moneyIn(language, cents);
  const amounts = {
    plan: say(language, m.planName, { kind: plan.kind, ...plan.params }),
    total: money(terms.totalOwed),
    due: money(terms.amountDue),
    hasDeposit: terms.depositAmount > 0 ? 'yes' : 'no',
    deposit: money(terms.depositAmount),
    count: terms.installmentCount,
    installment: money(terms.installmentAmount),
    rate: rateIn(language, terms.interestRate),
  };
  return terms.lastInstallmentAmount === terms.installmentAmount
    ? say(language, m.plan, amounts)
    : say(language, m.planLastDiffers, {
        ...amounts,
        others: terms.installmentCount - 1,
        last: money(terms.lastInstallmentAmount),
      });
}

/** The agreement's paragraphs in reading order, in `language`; the PDF and the tests read the same text. */
export function agreementParagraphs(agreement: AgreementTerms, language: Language): string[] {
  return [
    say(language, m.parties, {
      student: agreement.studentName,
      cohort: agreement.cohortName,
      start: dayIn(language, agreement.startDate),
      graduation: dayIn(language, agreement.graduationDate),
    }),
    ...discountClause(language, agreement),
    planClause(language, agreement),
    say(language, m.charges),
    say(language, m.refunds),
    say(language, m.consent),
  ];
}

/** The code points each embedded font can encode, read once per font. */
const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text as the standard fonts can draw it: their WinAnsi encoding covers the letters of Western
 * European names ("Zoë-Ann O'Brien-Núñez") but not every character a name or a date may hold. A
 * character it lacks is written as its compatibility decomposition where that can be drawn ("Ő"
 * as "O", the narrow space before "AM" as a space), else as "?", rather than failing to write the
 * document.
 */
function drawable(text: string, font: PDFFont): string {
  let encodable = characterSets.get(font);
  if (!encodable) {
    encodable = new Set(font.getCharacterSet());
    characterSets.set(font, encodable);
  }
  let out = '';
  for (const char of text) {
    if (encodable.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = [...char.normalize('NFKD')].filter((part) => encodable.has(part.codePointAt(0)!));
    out += base.length > 0 ? base.join('') : '?';
  }
  return out;
}

/**
 * Splits a paragraph into lines no wider than `width` at the font's size, at plain spaces only: a
 * no-break space holds an amount and its currency ("525,00 US$") on one line.
 */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/[ \t\r\n]+/)) {
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

/** A document being written: lines down the page, a new page when one is full. */
async function writer(pdf: PDFDocument) {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let current: PDFPage = pdf.addPage([page.width, page.height]);
  let y = page.height - page.margin;
  const line = (text: string, font: PDFFont, size: number, leading: number) => {
    if (y - leading < page.margin) {
      current = pdf.addPage([page.width, page.height]);
      y = page.height - page.margin;
    }
    y -= leading;
    current.drawText(drawable(text, font), {
      x: page.margin,
      y,
      font,
      size,
      color: rgb(0.1, 0.1, 0.1),
    });
  };
  return {
    heading: (text: string) => line(text, bold, 18, 24),
    subheading: (text: string) => line(text, bold, 13, 20),
    paragraph: (text: string) => {
      const width = page.width - 2 * page.margin;
      for (const part of wrap(drawable(text, regular), regular, body.size, width))
        line(part, regular, body.size, body.leading);
    },
    /** A line of the signature block, spaced for a pen on the unsigned copy. */
    field: (text: string) => line(text, regular, body.size, body.leading * 1.5),
    gap: (lines: number) => {
      y -= body.leading * lines;
    },
  };
}

/**
 * The signature block's lines: blank to sign on paper until signed, then who signed, when (in
 * the signer's time zone, named) and the envelope that holds the signature.
 */
function signatureLines(language: Language, signature: DocumentSignature | undefined): string[] {
  if (!signature)
    return [
      say(language, m.signedBy, { name: blank.name }),
      say(language, m.signedOn, { date: blank.date }),
    ];
  return [
    say(language, m.signedBy, { name: signature.name }),
    say(language, m.signedOn, {
      date: instantIn(language, signature.signedAt, signature.timeZone),
    }),
    say(language, m.evidence, { envelopeId: signature.envelopeId }),
  ];
}

/**
 * The enrollment agreement as a PDF in `language`: a title, wrapped paragraphs over as many pages
 * as they need, and a signature block, filled in once `signature` is given.
 */
export async function agreementPdf(
  agreement: AgreementTerms,
  language: Language,
  signature?: DocumentSignature,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const title = say(language, m.title);
  pdf.setTitle(`${title}: ${agreement.studentName}`);
  pdf.setLanguage(localeOf(language));
  const write = await writer(pdf);
  write.heading(title);
  write.gap(1);
  for (const paragraph of agreementParagraphs(agreement, language)) {
    write.paragraph(paragraph);
    write.gap(0.5);
  }
  write.gap(1);
  write.subheading(say(language, m.signature));
  write.field(say(language, m.student, { name: agreement.studentName }));
  for (const text of signatureLines(language, signature)) write.field(text);
  return Buffer.from(await pdf.save());
}

/**
 * A signed copy of a document the API did not write itself (the demo's refund policy, a release):
 * its pages as they were, then a page stating the signature.
 */
export async function signedCopy(
  original: Uint8Array,
  language: Language,
  signature: DocumentSignature,
): Promise<Buffer> {
  const pdf = await PDFDocument.load(original);
  const write = await writer(pdf);
  write.subheading(say(language, m.signaturePage));
  for (const text of signatureLines(language, signature)) write.field(text);
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
