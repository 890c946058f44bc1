import { errorMessages } from '@hci/app-frame';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Inline, toast, ToastRegion } from '@hci/design-system';
import { storyText } from '../storyText';
import { expectThemedSurface } from '../themedSurface';

function ToastDemo() {
  return (
    <>
      <Inline space="small">
        <Button variant="secondary" onPress={() => toast.positive('Bookmark added')}>
          Show positive
        </Button>
        <Button variant="secondary" onPress={() => toast.critical(errorMessages.failedLogin)}>
          Show error
        </Button>
        <Button
          variant="secondary"
          onPress={() => toast.info('Your session expired, please login again')}
        >
          Show info
        </Button>
      </Inline>
      <ToastRegion />
    </>
  );
}

const toastSource = `<>
  <Inline space="small">
    <Button variant="secondary" onPress={() => toast.positive('Bookmark added')}>
      Show positive
    </Button>
    <Button
      variant="secondary"
      onPress={() =>
        toast.critical({ id: 'error.failedLogin', defaultMessage: 'Invalid username or password.' })
      }
    >
      Show error
    </Button>
    <Button
      variant="secondary"
      onPress={() => toast.info('Your session expired, please login again')}
    >
      Show info
    </Button>
  </Inline>
  <ToastRegion />
</>`;

const meta = {
  title: 'Library/Components/Toast',
  component: ToastRegion,
  render: () => <ToastDemo />,
  // Toasts are fixed to the viewport, outside the story canvas. Show code prints what the demo
  // renders, as a consumer writes it.
  parameters: { screenshot: 'viewport', docs: { source: { code: toastSource } } },
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show positive' }));
    const body = within(canvasElement.ownerDocument.body);
    const shown = await body.findByRole('alertdialog');
    // Hovering pauses the 5 s timer, which also keeps the snapshot deterministic.
    await userEvent.hover(shown);
    await expect(shown).toHaveTextContent('Bookmark added');
    await expect(within(shown).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const NegativeByErrorKey: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const body = within(canvasElement.ownerDocument.body);
    const shown = await body.findByRole('alertdialog');
    await expect(within(shown).getByRole('alert')).toHaveTextContent(
      text.intl.formatMessage(errorMessages.failedLogin),
    );
    await userEvent.click(within(shown).getByRole('button', { name: text('ds.toast.close') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const InfoReachedWithF6: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const body = within(canvasElement.ownerDocument.body);
    const shown = await body.findByRole('alertdialog');
    await userEvent.keyboard('{F6}');
    await expect(body.getByRole('region').contains(canvasElement.ownerDocument.activeElement)).toBe(
      true,
    );
    await expect(shown).toHaveTextContent('Your session expired, please login again');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    const shown = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(shown).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    const toasts = await within(canvasElement.ownerDocument.body).findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(2);
    for (const shown of toasts) await expectThemedSurface(shown, globals);
  },
};
