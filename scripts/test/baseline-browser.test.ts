// The Chromium build the story baselines were made with (lib/baseline-browser.mjs): another build
// stops the run with one line naming both builds and the refresh command.
import { describe, expect, test } from 'vitest';
import { baselineBrowserVerdict, chromiumBuild, refreshCommand } from '../lib/baseline-browser.mjs';

describe('the baselines’ Chromium build', () => {
  test('is read from what Chromium reports', () => {
    expect(chromiumBuild('Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      '156.0.8078.108',
    );
    expect(() => chromiumBuild('command not found')).toThrow('no version');
  });

  test('the same build runs on', () => {
    expect(
      baselineBrowserVerdict({
        recorded: '156.0.8078.108',
        current: '156.0.8078.108',
        updating: false,
      }),
    ).toEqual({ action: 'keep' });
  });

  test('another build fails with one line naming both and the refresh command', () => {
    const verdict = baselineBrowserVerdict({
      recorded: '156.0.8078.108',
      current: '157.0.8123.4',
      updating: false,
    });
    expect(verdict.action).toBe('fail');
    const message = verdict.action === 'fail' ? verdict.message : '';
    expect(message).not.toContain('\n');
    expect(message).toContain('Chromium 156.0.8078.108');
    expect(message).toContain('Chromium 157.0.8123.4');
    expect(message).toContain(refreshCommand);
  });

  test('making the baselines again, or a first run, records this build', () => {
    expect(
      baselineBrowserVerdict({
        recorded: '156.0.8078.108',
        current: '157.0.8123.4',
        updating: true,
      }),
    ).toEqual({ action: 'record' });
    expect(
      baselineBrowserVerdict({ recorded: undefined, current: '157.0.8123.4', updating: false }),
    ).toEqual({ action: 'record' });
  });
});
