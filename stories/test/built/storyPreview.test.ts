// The built-Storybook runner reports what fails, with the story's own message: a story that does
// not exist, and a play function that fails because its story renders with other args.
import { afterAll, expect, inject, test } from 'vitest';
import { StoryPreview } from './storyPreview';

const preview = await StoryPreview.open(inject('builtStorybook').url);
afterAll(() => preview.close());

// Its play function looks for the icon of the info tone by name.
const alertInfo = 'library-components-alert--info';
const alertAnnounced = 'library-components-alert--announced';
const passed = { status: 'passed', errors: [] };

test('a story that does not exist is reported missing', async () => {
  expect(await preview.run('library-no-such--story', 'en-US')).toMatchObject({
    status: 'missing',
  });
});

test('a play function that fails is reported with its error message', async () => {
  expect(await preview.run(alertInfo, 'es')).toEqual(passed);
  // Another story between the two: the preview does not render the story it shows again.
  expect(await preview.run(alertAnnounced, 'es')).toEqual(passed);
  const outcome = await preview.run(alertInfo, 'es', { args: { tone: 'critical' } });
  expect(outcome.status).toBe('failed');
  expect(outcome.errors.join('\n')).toMatch(
    /Unable to find an accessible element with the role "img"/,
  );
});

test('the next story after a failure passes as before', async () => {
  expect(await preview.run(alertAnnounced, 'es')).toEqual(passed);
});
