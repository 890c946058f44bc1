// The signed-in user's account: password, e-mail, language, auto-pay, single sign-on and
// communication preferences.
import {
  checkCurrentPassword,
  checkEmailChangeCode,
  checkEmailFree,
  checkNewPassword,
  checkOwnRecord,
  checkSignInLink,
} from '@hci/rules';
import * as fixtures from './fixtures';
import { callerOf, type MockContext } from './mock-kit';

export function accountHandlers({ http, db }: MockContext) {
  const studentOf = (request: Request) =>
    callerOf(request).studentId === db.coachStudent.id ? db.coachStudent : db.student;
  /** The caller's own student record: the demo students' own, any other refused. */
  const ownStudent = (id: number) => {
    const student =
      id === db.coachStudent.id ? db.coachStudent : id === db.student.id ? db.student : undefined;
    checkOwnRecord(student !== undefined);
    return student;
  };

  return [
    http.put('/account/password', async ({ request, response }) => {
      const { currentPassword, newPassword } = await request.json();
      checkCurrentPassword(db, currentPassword === db.password);
      checkNewPassword(currentPassword, newPassword);
      db.password = newPassword;
      return response(204).empty();
    }),
    http.put('/account/email', async ({ request, response }) => {
      const { email, currentPassword } = await request.json();
      checkCurrentPassword(db, currentPassword === db.password);
      db.pendingEmail = email;
      return response(202).json({
        content: { pendingEmail: email, expiresInMinutes: fixtures.emailChangeMinutes },
      });
    }),
    http.post('/account/email/confirm', async ({ request, response }) => {
      const { code } = await request.json();
      const caller = callerOf(request);
      const email = checkEmailChangeCode(
        code.trim() === fixtures.demoVerificationCode ? db.pendingEmail : undefined,
      );
      checkEmailFree(
        [db.student, db.coachStudent].some(
          (student) => student.user.email === email && student.id !== caller.studentId,
        ),
      );
      db.pendingEmail = undefined;
      const student = studentOf(request);
      student.user = { ...student.user, email };
      return response(200).json({ content: { ...caller, email, isVerifiedEmail: true } });
    }),
    http.put('/account/language', async ({ request, response }) => {
      const { languageIso2LetterCode } = await request.json();
      studentOf(request).languageIso2LetterCode = languageIso2LetterCode;
      return response(204).empty();
    }),
    http.put('/students/{studentId}/auto_pay', async ({ params, request, response }) => {
      const student = ownStudent(Number(params.studentId));
      const { autoPay } = await request.json();
      student.autoPay = autoPay;
      for (const plan of db.paymentPlans) plan.autoPay = autoPay;
      return response(200).json({ content: student });
    }),
    http.get('/students/{studentId}/sso/login_url/{n}', ({ params, query, response }) => {
      const host = params.n === '1' ? 'learn' : 'platform';
      const unit = query.get('orgUnitId');
      const url = new URL(`https://${host}.example.org/sso/login`);
      url.searchParams.set('token', `demo-sso-${params.studentId}`);
      if (unit) url.searchParams.set('orgUnitId', unit);
      // As the reference API: no target; the caller appends `&target=` and its own.
      return response(200).json({ content: { url: url.href } });
    }),
    http.post('/auth/handover_token', ({ request, response }) =>
      response(201).json({
        content: { token: `demo-sso-${callerOf(request).studentId}`, expiresInSeconds: 60 },
      }),
    ),
    http.post('/auth/signin/sso', async ({ request, response }) => {
      const { token } = await request.json();
      const session = checkSignInLink(
        token.startsWith('demo-sso-') ? fixtures.demoStudentSession : null,
        false,
      );
      return response(200).json({ content: session });
    }),
    http.get('/students/{studentId}/communication_preferences', ({ params, response }) => {
      ownStudent(Number(params.studentId));
      return response(200).json({ content: db.communicationPreferences });
    }),
    http.put(
      '/students/{studentId}/communication_preferences',
      async ({ params, request, response }) => {
        ownStudent(Number(params.studentId));
        db.communicationPreferences = await request.json();
        return response(200).json({ content: db.communicationPreferences });
      },
    ),
  ];
}
