// CPU time, the suite's second budget beside the clock, from Linux's /proc (null elsewhere). The
// kernel counts it in ticks of 1/100 s on that interface whatever the machine.
import { readFileSync } from 'node:fs';

const ticksPerSecond = 100;

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user and system) of this process's children that have ended, each with its own
 * ended children: every step the suite ran, once it is over.
 */
export function childrenCpuSeconds() {
  const stat = read('/proc/self/stat');
  if (!stat) return null;
  // The fields after the command's name, which may hold spaces, in brackets: cutime and cstime
  // are the 14th and 15th of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

/**
 * CPU seconds the whole machine has been busy since it started (all but idle and I/O wait): over
 * a run, what the run cost plus whatever else the machine did.
 */
export function machineBusySeconds() {
  const stat = read('/proc/stat');
  if (!stat) return null;
  const [user, nice, system, , , irq, softirq, steal] = stat
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / ticksPerSecond;
}
