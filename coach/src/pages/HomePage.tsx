import { Button } from '@hci/design-system';

export function HomePage() {
  return (
    <main>
      <h1>Coaching that fits your life</h1>
      <Button type="button">Continue</Button>
    </main>
  );
}
