import { version } from 'react';
import { version as domVersion } from 'react-dom';
import { expect, test } from 'vitest';

// The browser tests run twice, on React 18.3 and on React 19 (HCI_REACT_19=1): this proves each
// run really renders with the React it names.
test('the tests run on the React major the run names, React DOM alike', () => {
  const expected = import.meta.env.HCI_REACT_MAJOR as string;
  expect(version.split('.')[0]).toBe(expected);
  expect(domVersion.split('.')[0]).toBe(expected);
});
