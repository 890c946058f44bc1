import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  BookmarkIcon,
  EmptyState,
  QueryView,
  Refreshing,
  type QueryState,
} from '@hci/design-system';
import { queryState } from '../queryState';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { elementSource, expression, sourceFrom } from '../docs/shownCode';

type Notes = string[];

const query = (overrides: Partial<QueryState<Notes>>) => queryState<Notes>(overrides);

const meta = {
  title: 'Library/Components/QueryView',
  component: QueryView<Notes>,
  // Show code: the query is the consumer's (react-query's `useQuery`, fetching an example
  // address), the callbacks its own.
  parameters: sourceFrom(
    ({ query: _query, isEmpty: _isEmpty, children: _children, ...args }: Record<string, unknown>) =>
      [
        'const notesQuery = useQuery({',
        "  queryKey: ['notes'],",
        '  queryFn: async (): Promise<string[]> => {',
        "    const response = await fetch('/api/notes');",
        '    if (!response.ok) throw new Error(String(response.status));',
        '    return response.json();',
        '  },',
        '});',
        '',
        elementSource(
          'QueryView',
          {
            query: expression('notesQuery'),
            ...args,
            isEmpty: expression('(notes) => notes.length === 0'),
          },
          [
            '{(notes) => (',
            '  <ul>',
            '    {notes.map((note) => (',
            '      <li key={note}>{note}</li>',
            '    ))}',
            '  </ul>',
            ')}',
          ].join('\n'),
        ),
      ].join('\n'),
  ),
  args: {
    query: query({ data: ['Hydration plan', 'Sleep diary', 'Weekly check-in'] }),
    loadingLabel: 'Loading your notes',
    isEmpty: (notes: Notes) => notes.length === 0,
    empty: (
      <EmptyState
        icon={<BookmarkIcon size="large" />}
        title="No notes yet"
        description="Notes you write after a session appear here."
      />
    ),
    children: (notes: Notes) => (
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof QueryView<Notes>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { query: query({ isPending: true, isFetching: true }) },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(say('Loading your notes'));
  },
};

export const Empty: Story = {
  args: { query: query({ data: [] }) },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('heading', { name: say('No notes yet') })).toBeInTheDocument();
  },
};

/**
 * Another page or filter loads while the last one stays (TanStack Query's `keepPreviousData`):
 * `Refreshing` marks it busy under a moving line, at full contrast.
 */
export const NextPageLoading: Story = {
  args: {
    query: query({
      data: ['Hydration plan', 'Sleep diary', 'Weekly check-in'],
      isFetching: true,
      isPlaceholderData: true,
    }),
    children: (notes: Notes) => (
      <Refreshing isRefreshing>
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Refreshing>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list').closest('[aria-busy="true"]')).not.toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    query: query({ isError: true, error: Object.assign(new Error('503'), { key: 'default' }) }),
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const text = await storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('ds.queryView.loadErrorTitle'));
    await userEvent.click(canvas.getByRole('button', { name: text('ds.queryView.retry') }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { query: query({ isError: true, isFetching: true, error: new Error('offline') }) },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { query: query({ isError: true, error: new Error('offline') }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { query: query({ isError: true, error: new Error('offline') }) },
};
