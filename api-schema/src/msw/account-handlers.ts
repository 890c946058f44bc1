// The signed-in user's account: password, e-mail, language, auto-pay, single sign-on and
// communication preferences.
import * as fixtures from './fixtures';
import { callerOf, failure, type MockContext } from './mock-kit';

export function accountHandlers({ http, db }: MockContext) {
  const studentOf = (request: Request) =>
    callerOf(request).studentId === db.coachStudent.id ? db.coachStudent : db.student;
  const studentById = (id: number) =>
    id === db.coachStudent.id ? db.coachStudent : id === db.student.id ? db.student : undefined;
  const forbidden = () => failure(403, 'forbidden', 'Not your record');
  const wrongPassword = () =>
    failure(400, 'invalidCurrentPassword', 'The current password is not correct');

  return [
    http.put('/account/password', async ({ request, response }) => {
      const { currentPassword, newPassword } = await request.json();
      if (currentPassword !== db.password) return response(400).json(wrongPassword());
      if (newPassword === currentPassword) {
        return response(400).json(
          failure(400, 'newPasswordSameAsCurrent', 'The new password equals the current one'),
        );
      }
      db.password = newPassword;
      return response(204).empty();
    }),
    http.put('/account/email', async ({ request, response }) => {
      const { email, currentPassword } = await request.json();
      if (currentPassword !== db.password) return response(400).json(wrongPassword());
      const caller = callerOf(request);
      const taken = [db.student, db.coachStudent].some(
        (student) => student.user.email === email && student.id !== caller.studentId,
      );
      if (taken) {
        return response(409).json(failure(409, 'usernameAlreadyExists', 'The e-mail is in use'));
      }
      const student = studentOf(request);
      student.user = { ...student.user, email };
      return response(200).json({ content: { ...caller, email, isVerifiedEmail: false } });
    }),
    http.put('/account/language', async ({ request, response }) => {
      const { languageIso2LetterCode } = await request.json();
      studentOf(request).languageIso2LetterCode = languageIso2LetterCode;
      return response(204).empty();
    }),
    http.put('/students/{studentId}/auto_pay', async ({ params, request, response }) => {
      const student = studentById(Number(params.studentId));
      if (!student) return response(403).json(forbidden());
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
      return token.startsWith('demo-sso-')
        ? response(200).json({ content: fixtures.demoStudentSession })
        : response(401).json(failure(401, 'invalidSsoToken', 'The link has expired'));
    }),
    http.get('/students/{studentId}/communication_preferences', ({ params, response }) =>
      studentById(Number(params.studentId))
        ? response(200).json({ content: db.communicationPreferences })
        : response(403).json(forbidden()),
    ),
    http.put(
      '/students/{studentId}/communication_preferences',
      async ({ params, request, response }) => {
        if (!studentById(Number(params.studentId))) return response(403).json(forbidden());
        db.communicationPreferences = await request.json();
        return response(200).json({ content: db.communicationPreferences });
      },
    ),
  ];
}
