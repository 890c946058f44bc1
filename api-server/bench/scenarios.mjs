// The endpoints both benchmarks drive, as the demo student uses them: sign-in, the hot reads of the
// first pages (the student, the inbox, courses, a 2,000-module course, the payment plans and one
// plan with its schedule, account history; `read: true`, sent as the portal sends them, headers
// included) and two writes.
import { appReads } from './app-requests.mjs';

/** Signs the demo student in on `url` and returns the scenarios with the headers to send. */
export async function prepareScenarios(url) {
  const json = { 'content-type': 'application/json' };
  const credentials = JSON.stringify({ email: 'student@demo.test', password: 'Welcome2026' });
  const signIn = await fetch(`${url}/auth/signin/student`, {
    method: 'POST',
    headers: json,
    body: credentials,
  });
  const { content: session } = await signIn.json();
  const headers = { ...json, authorization: `Bearer ${session.accessToken}` };
  // A browser sends the page's origin with each call to the API (another port, so cross-origin):
  // the portal's default one, which the API allows.
  const browser = { origin: 'http://127.0.0.1:4020' };
  const student = `/students/${session.studentId}`;
  const read = async (path, init = {}) => {
    const response = await fetch(`${url}${path}`, { headers, ...init });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()).content;
  };
  const [intent] = await read(`${student}/communication_intents`, { method: 'POST', body: '{}' });
  const courses = await read(`${student}/courses?size=50`);
  const largest = courses.reduce((a, b) => (b.moduleCount > a.moduleCount ? b : a));
  const [plan] = await read(`${student}/payment_plans`);
  const reads = await appReads({
    studentId: session.studentId,
    courseId: largest.id,
    paymentPlanId: plan.id,
  });
  const scenarios = [
    {
      name: 'sign-in (password check)',
      method: 'POST',
      path: '/auth/signin/student',
      body: credentials,
      headers: json,
      // A deliberately slow password hash: the rate a server can sign people in is bounded by it.
      slow: true,
    },
    ...reads.map((request) => ({
      ...request,
      name: request.name.replace(/course$/, `course (${largest.moduleCount})`),
      headers: { ...browser, ...request.headers, authorization: headers.authorization },
      read: true,
    })),
    {
      name: 'write: PATCH communication intent status',
      method: 'PATCH',
      path: `${student}/communication_intents/${intent.id}/status?status=READ`,
    },
    {
      name: 'write: PUT communication_preferences',
      method: 'PUT',
      path: `${student}/communication_preferences`,
      body: '{"emailEnabled":true,"smsEnabled":false,"pushEnabled":true,"topics":["COURSE_UPDATES"]}',
    },
  ];
  return { headers, scenarios: scenarios.map((s) => ({ headers, ...s })) };
}
