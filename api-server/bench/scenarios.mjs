// The endpoints both benchmarks drive: two list and two write operations of the demo student.

/** Signs the demo student in on `url` and returns the scenarios with the headers to send. */
export async function prepareScenarios(url) {
  const json = { 'content-type': 'application/json' };
  const signIn = await fetch(`${url}/auth/signin/student`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'student@demo.test', password: 'Welcome2026' }),
  });
  const { content: session } = await signIn.json();
  const headers = { ...json, authorization: `Bearer ${session.accessToken}` };
  const student = `/students/${session.studentId}`;
  const inbox = await fetch(`${url}${student}/communication_intents`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const [intent] = (await inbox.json()).content;
  const scenarios = [
    {
      name: 'list: POST communication_intents (inbox page)',
      method: 'POST',
      path: `${student}/communication_intents?size=20`,
      body: '{"statuses":["SENT","DELIVERED"]}',
    },
    {
      name: 'list: GET account_history',
      method: 'GET',
      path: `${student}/account_history?size=10`,
    },
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
  return { headers, scenarios };
}
