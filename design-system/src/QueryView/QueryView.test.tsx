import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, test, vi } from 'vitest';
import { ServerErrorMessageProvider } from '../i18n/serverErrorMessage';
import { QueryView, type QueryState } from './QueryView';
import { Refreshing } from './Refreshing';

/** An app's messages for the error keys its API sends. */
const appErrorMessages: Record<string, { id: string; defaultMessage: string }> = {
  default: { id: 'app.error.default', defaultMessage: 'An error found, please try again.' },
  forbidden: {
    id: 'app.error.forbidden',
    defaultMessage: 'You do not have permission to do this.',
  },
  notFound: {
    id: 'app.error.notFound',
    defaultMessage: 'We could not find what you were looking for.',
  },
};

const english = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" defaultLocale="en-US">
    <ServerErrorMessageProvider
      messageOf={(key) => appErrorMessages[key ?? 'default'] ?? appErrorMessages.default!}
    >
      {children}
    </ServerErrorMessageProvider>
  </IntlProvider>
);

function state(overrides: Partial<QueryState<string[]>>): QueryState<string[]> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

function View({ query }: { query: QueryState<string[]> }) {
  return (
    <QueryView
      query={query}
      loadingLabel="Loading your notes"
      empty={<p>No notes yet</p>}
      isEmpty={(notes) => notes.length === 0}
    >
      {(notes) => (
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

describe('QueryView', () => {
  test('while loading: a busy status named after what loads', () => {
    render(<View query={state({ isPending: true, isFetching: true })} />, { wrapper: english });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading your notes');
  });

  test('on an error: the message of its error key and a retry that refetches', async () => {
    const refetch = vi.fn();
    const error = Object.assign(new Error('403'), { key: 'forbidden' });
    const { rerender } = render(<View query={state({ isError: true, error, refetch })} />, {
      wrapper: english,
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded');
    expect(alert).toHaveTextContent('You do not have permission to do this.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    rerender(<View query={state({ isError: true, error, refetch, isFetching: true })} />);
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test('what does not exist is said so, with no retry that could not find it either', () => {
    const error = Object.assign(new Error('404'), { key: 'notFound' });
    render(<View query={state({ isError: true, error })} />, { wrapper: english });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find what you were looking for.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  test('an error without a key shows the general message', () => {
    render(<View query={state({ isError: true, error: new TypeError('Failed to fetch') })} />, {
      wrapper: english,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An error found, please try again.');
  });

  test("without the app's messages, any error reads as the generic one", () => {
    const error = Object.assign(new Error('403'), { key: 'forbidden' });
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <View query={state({ isError: true, error })} />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  test('empty data shows the empty state; data shows the content', () => {
    const { rerender } = render(<View query={state({ data: [] })} />, { wrapper: english });
    expect(screen.getByText('No notes yet')).toBeVisible();
    rerender(<View query={state({ data: ['Hydration plan'] })} />);
    expect(screen.getByRole('listitem')).toHaveTextContent('Hydration plan');
    expect(screen.queryByText('No notes yet')).toBeNull();
  });
});

describe('Refreshing', () => {
  test('marks the last result busy, under a line, only while the next one loads', () => {
    const { container, rerender } = render(
      <Refreshing isRefreshing>
        <p>Page 1</p>
      </Refreshing>,
    );
    const region = container.firstElementChild!;
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.childElementCount).toBe(2);
    expect(screen.getByText('Page 1')).toBeVisible();
    rerender(
      <Refreshing isRefreshing={false}>
        <p>Page 2</p>
      </Refreshing>,
    );
    expect(region).not.toHaveAttribute('aria-busy');
    expect(region.childElementCount).toBe(1);
    expect(screen.getByText('Page 2')).toBeVisible();
  });
});
