// The story baselines are pictures of one Chromium build: another build draws some text and
// borders a few hundred pixels differently, and a run on it failed about 25 stories with no reason
// given. So the build the baselines were made with is recorded beside them, and a run on another
// build stops before any story with one line that says so.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { assertChromium } from './chromium.mjs';

/** The command that makes every baseline again on this machine's Chromium. */
export const refreshCommand =
  'cd stories && npx vitest run --project=stories --project=stories-dark-es-phone -u';

/** The version Chromium reports (`Chromium 156.0.8078.108 built on Debian…` → `156.0.8078.108`). */
export function chromiumBuild(versionOutput) {
  const build = /(\d+(?:\.\d+){3})/.exec(versionOutput)?.[1];
  if (!build) throw new Error(`Chromium reported no version: ${versionOutput.trim()}`);
  return build;
}

/**
 * What a run does about the recorded build: `keep` it (the same build), `record` this one (no
 * record yet, or baselines being made again), or `fail` with one line naming both builds and
 * the command that refreshes the baselines.
 */
export function baselineBrowserVerdict({ recorded, current, updating }) {
  if (recorded === current) return { action: 'keep' };
  if (recorded === undefined || updating) return { action: 'record' };
  return {
    action: 'fail',
    message:
      `The story baselines were made with Chromium ${recorded} and this machine runs Chromium ` +
      `${current}: make them again with \`${refreshCommand}\`, look at the changed pictures and ` +
      'commit them with the recorded build.',
  };
}

/** Checks (or, when updating, records) the build in `file` against the Chromium tests start. */
export function checkBaselineBrowser(file, { updating }) {
  const output = execFileSync(assertChromium(), ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const current = chromiumBuild(output);
  const recorded = existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
  const verdict = baselineBrowserVerdict({ recorded, current, updating });
  if (verdict.action === 'record') writeFileSync(file, `${current}\n`);
  if (verdict.action === 'fail') {
    const error = new Error(verdict.message);
    // The one line is the whole message: a stack would bury it.
    error.stack = verdict.message;
    throw error;
  }
}
