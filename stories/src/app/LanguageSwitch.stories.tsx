import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from '@hci/app-frame';
import { expect } from 'storybook/test';
import { storyText } from '../storyText';

const meta = {
  title: 'Apps/Frame/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The switch offers the other language, named in that language (Español in English). */
export const English: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    // Whichever language the story starts in, the button leads to the other one.
    const [other, otherLang] =
      text.locale === 'es'
        ? [text('frame.app.language.en'), 'en']
        : [text('frame.app.language.es'), 'es'];
    const button = canvas.getByRole('button', {
      name: text('frame.app.switchLanguage', { language: other }),
    });
    await expect(button.querySelector(`[lang="${otherLang}"]`)).toHaveTextContent(other);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
