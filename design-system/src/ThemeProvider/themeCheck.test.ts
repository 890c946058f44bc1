import { afterEach, expect, test, vi } from 'vitest';
import { lightTheme } from '../tokens/themeClasses.css';
import { warnIfUnthemed } from './themeCheck';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

test('stays quiet inside a theme, then warns once for an element with none', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const themed = document.createElement('div');
  themed.className = lightTheme;
  const inside = themed.appendChild(document.createElement('button'));
  const outside = document.createElement('button');
  document.body.append(themed, outside);

  warnIfUnthemed(inside);
  expect(warn).not.toHaveBeenCalled();

  warnIfUnthemed(outside);
  warnIfUnthemed(outside);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toMatch(/without a theme.*ThemeProvider/);
});
