// Proves that a story snapshot catches one changed word: the Brand confirm dialog with its
// "Cancel" turned into "Keep", under the dimmed overlay, must fail the comparison with that
// story's committed baseline, compared the way every story is (visualSnapshot.ts).
//
// Under `vitest -u` every difference is written as the new baseline instead of failing, so this
// story fails there by design; it writes only a scratch copy, never the committed baseline.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { commands } from 'vitest/browser';
import confirmDialogMeta, { Brand } from '../src/ConfirmDialog/ConfirmDialog.stories';
import { matchSnapshot } from './visualSnapshot';

// Paths from the workspace folder, as Vitest's file commands take them.
const baseline =
  'src/ConfirmDialog/__screenshots__/ConfirmDialog.stories.tsx/library-components-confirmdialog-brand-chromium-linux.png';
// Where matchSnapshot(…, 'brand') looks for its baseline from this file.
const copy = 'test/__screenshots__/VisualSnapshot.stories.tsx/brand-chromium-linux.png';

const meta = {
  ...confirmDialogMeta,
  title: 'Tests/Visual snapshot',
  tags: ['!dev', '!autodocs'],
  // The play function compares on its own.
  parameters: { ...confirmDialogMeta.parameters, screenshot: false },
} satisfies Meta<typeof confirmDialogMeta.component>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangedLabelFails: Story = {
  ...Brand,
  play: async (context) => {
    await Brand.play?.(context);
    await commands.writeFile(copy, await commands.readFile(baseline, 'base64'), 'base64');
    const cancel = within(document.body).getByRole('button', { name: 'Cancel' });
    try {
      await matchSnapshot(document.body, 'brand');
      cancel.textContent = 'Keep';
      await expect(matchSnapshot(document.body, 'brand')).rejects.toThrow(/pixels .* differ/);
    } finally {
      cancel.textContent = 'Cancel';
      await commands.removeFile(copy);
    }
  },
};
