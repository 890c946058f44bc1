// The API as a student's own client reads it, for the facts a journey needs that no page states
// as data (a due date to move the clock to, what was charged).
import { demoPassword, type Harness } from '@hci/e2e-harness';

/** A GET of the student's own records (`/students/{id}` and below), as the API answers them. */
export async function studentApi(harness: Harness, email: string) {
  const signedIn = await fetch(`${harness.apiUrl}/auth/signin/student`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const { content: session } = await signedIn.json();
  return async <T>(path: string): Promise<T> => {
    const response = await fetch(`${harness.apiUrl}/students/${session.studentId}${path}`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    return (await response.json()).content;
  };
}
