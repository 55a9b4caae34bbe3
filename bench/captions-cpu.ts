// CPU seconds of a process and of its children (Linux /proc): the children that ended and were
// waited for (cutime + cstime) plus those still running, so short-lived engine processes count too.
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc times are in these ticks (100 on every Linux this runs on). */
const TICKS = 100;

function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: split after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // gone
  }
}

export function childPids(pid: number): number[] {
  const pids: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return pids;
  }
  for (const task of tasks) {
    try {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (list) pids.push(...list.split(' ').map(Number));
    } catch {
      // the thread ended
    }
  }
  return pids;
}

export interface CpuSample {
  /** the process itself, seconds */
  self: number;
  /** its children, ended and running, seconds */
  children: number;
  /** of `children`, those running now whose command line holds `match` */
  matching: number;
}

/** Fields after the name: [11] utime, [12] stime, [13] cutime, [14] cstime. */
export function cpuOf(pid: number, match?: string): CpuSample {
  const f = statFields(pid);
  if (!f) return { self: 0, children: 0, matching: 0 };
  const n = (i: number) => Number(f[i] ?? 0);
  let children = n(13) + n(14);
  let matching = 0;
  for (const child of childPids(pid)) {
    const c = statFields(child);
    if (!c) continue;
    const ticks = Number(c[11] ?? 0) + Number(c[12] ?? 0) + Number(c[13] ?? 0) + Number(c[14] ?? 0);
    children += ticks;
    if (match && commandLine(child).includes(match)) matching += ticks;
  }
  return { self: (n(11) + n(12)) / TICKS, children: children / TICKS, matching: matching / TICKS };
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** CPU seconds a process has used so far (itself and its waited-for children); undefined once gone. */
export function cpuOfProcess(pid: number): number | undefined {
  const c = statFields(pid);
  if (!c) return undefined;
  return (Number(c[11] ?? 0) + Number(c[12] ?? 0) + Number(c[13] ?? 0) + Number(c[14] ?? 0)) / TICKS;
}
