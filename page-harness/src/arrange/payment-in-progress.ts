// A payment the demo student has just made, which the card processor has not settled yet.
import { unwrap } from '@hci/api-schema';
import type { DemoArrangement } from '../referenceApi';

/**
 * The demo student pays `amount` cents on the plan (or the whole balance) with the default card, as
 * from another tab. The payment stays in progress until the API's clock moves on by
 * `settlementMs` (`advanceApiClock`), and is accepted then.
 */
export function paymentInProgress(amount: number | 'balance'): DemoArrangement {
  return async ({ as, sessions }) => {
    const student = as('student');
    const studentId = sessions.student.studentId!;
    const [{ content: plans }, { content: cards }] = await Promise.all([
      unwrap(
        student.GET('/students/{studentId}/payment_plans', { params: { path: { studentId } } }),
      ),
      unwrap(
        student.GET('/students/{studentId}/payment_methods', { params: { path: { studentId } } }),
      ),
    ]);
    await unwrap(
      student.POST('/students/{studentId}/payment_plans/{paymentPlanId}/payments', {
        params: { path: { studentId, paymentPlanId: plans[0]!.id } },
        body: {
          paymentMethodId: cards.find((card) => card.isDefault)!.id,
          ...(amount === 'balance' ? { type: 'PAY_OFF' } : { type: 'CUSTOM', amount }),
        },
      }),
    );
  };
}
