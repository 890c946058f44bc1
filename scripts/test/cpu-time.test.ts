import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { childrenCpuSeconds, machineBusySeconds } from '../lib/cpu-time.mjs';
import { runHeld } from '../lib/run.mjs';

// Busy for about half a second of CPU, whatever the machine's speed.
const spin = `const end = process.cpuUsage().user + 500_000; while (process.cpuUsage().user < end);`;

test('a held command reports its CPU seconds, and the children and the machine count them', async () => {
  const childrenBefore = childrenCpuSeconds()!;
  const busyBefore = machineBusySeconds()!;
  const { code, cpuSeconds } = await runHeld(process.execPath, ['-e', spin]);
  expect(code).toBe(0);
  expect(childrenCpuSeconds()! - childrenBefore).toBeGreaterThanOrEqual(0.5);
  expect(machineBusySeconds()! - busyBefore).toBeGreaterThanOrEqual(0.5);
  // GNU time is what measures a single command; without it the figure is missing, never wrong.
  if (existsSync('/usr/bin/time')) expect(cpuSeconds).toBeGreaterThanOrEqual(0.5);
  else expect(cpuSeconds).toBeNull();
});

test("a failing command's CPU seconds are read past GNU time's line about its status", async () => {
  const { code, cpuSeconds } = await runHeld(process.execPath, ['-e', `${spin} process.exit(3)`]);
  expect(code).toBe(3);
  if (existsSync('/usr/bin/time')) expect(cpuSeconds).toBeGreaterThanOrEqual(0.5);
});
