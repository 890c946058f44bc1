import { dayIn, moneyIn } from '../../mail/formats.js';
import type { Services } from '../../services.js';
import { letterTo, type Notice, type Reader } from './notice.js';
import { cardWords, say } from './words.js';

/** The receipt of a coach's product or service a student paid for, mailed to the buyer. */
export async function purchaseReceiptNotice(
  services: Services,
  { purchaseId }: { purchaseId: number },
): Promise<Notice[]> {
  const [purchase] = await services.db.query<
    Reader & {
      student_id: number;
      amount: number;
      purchased_at: string;
      product: string;
      coach: string;
      brand: string | null;
      last4: string | null;
    }
  >(
    `SELECT s.id AS student_id, s.first_name, u.email, s.language, p.amount, p.purchased_at,
            pr.title AS product, concat_ws(' ', cs.first_name, cs.last_name) AS coach,
            m.brand, m.last4
     FROM coach_product_purchases p
     JOIN students s ON s.id = p.buyer_student_id JOIN users u ON u.id = s.user_id
     JOIN coach_products pr ON pr.id = p.product_id
     JOIN coaches co ON co.id = p.coach_id JOIN students cs ON cs.id = co.student_id
     LEFT JOIN payment_methods m ON m.id = p.payment_method_id
     WHERE p.id = $1 AND p.amount > 0`,
    [purchaseId],
  );
  if (!purchase) return [];
  const { language } = purchase;
  const amount = moneyIn(language, purchase.amount);
  return [
    letterTo(purchase, {
      key: `purchase-receipt:${purchaseId}`,
      subject: say(language, 'purchaseReceiptSubject', { product: purchase.product, amount }),
      body: [
        {
          text: say(language, 'purchaseReceiptBody', {
            amount,
            coach: purchase.coach,
            product: purchase.product,
            date: dayIn(language, purchase.purchased_at.slice(0, 10)),
            number: purchaseId,
            ...cardWords(language, purchase),
          }),
        },
        {
          text: say(language, 'purchaseReceiptLink'),
          link: services.links(undefined).studentPurchase(purchaseId),
        },
      ],
      preferences: { studentId: purchase.student_id },
    }),
  ];
}
