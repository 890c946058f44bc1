import { Button } from '@hci/design-system';

export function LoginPage() {
  return (
    <main>
      <h1>Sign in to your student portal</h1>
      <Button type="button">Continue</Button>
    </main>
  );
}
