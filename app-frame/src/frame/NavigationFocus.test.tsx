import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavigationFocus } from './NavigationFocus';

function Page({ path }: { path: string }) {
  return (
    <main>
      <h1 tabIndex={-1}>{path === '/' ? 'Home' : 'Settings'}</h1>
      <input aria-label="Search" />
    </main>
  );
}

function renderAt(path: string, page = <PageAtLocation />) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <NavigationFocus>{page}</NavigationFocus>
    </Router>,
  );
  return location;
}

function PageAtLocation() {
  const [path] = useLocation();
  return <Page path={path} />;
}

test('a direct load puts focus on the page’s heading', async () => {
  renderAt('/');
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toHaveFocus());
});

test('each navigation puts focus on the new page’s heading', async () => {
  const location = renderAt('/');
  act(() => location.navigate('/settings/profile'));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Settings' })).toHaveFocus());
});

test('a heading shown over a skeleton, then again over the content, keeps focus', async () => {
  let showContent: () => void = () => undefined;
  function Loading() {
    const [loaded, setLoaded] = useState(false);
    showContent = () => setLoaded(true);
    return (
      <main>
        {loaded ? (
          <section key="content">
            <h1 tabIndex={-1}>Payments</h1>
          </section>
        ) : (
          <div key="skeleton">
            <h1 tabIndex={-1}>Payments</h1>
          </div>
        )}
      </main>
    );
  }
  renderAt('/', <Loading />);
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Payments' })).toHaveFocus());
  act(() => showContent());
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Payments' })).toHaveFocus());
});

test('on a direct load, focus the person already put somewhere stays there', async () => {
  const field = document.createElement('input');
  field.setAttribute('aria-label', 'Email');
  document.body.append(field);
  field.focus();
  renderAt('/');
  expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveFocus();
  expect(field).toHaveFocus();
  field.remove();
});
