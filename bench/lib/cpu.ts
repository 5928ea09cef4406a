import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Where the machine's CPU went during a load test, per request (decision 0048): the
 * server (its process and the processes it started: a cluster's web processes, its
 * worker), the database (PostgreSQL's processes, when it runs on this machine) and the
 * rest (wrk, the bench, anything else). A throughput ratio of /healthz says how far an
 * endpoint is from a budget; this says what its requests cost, and whose cost it is.
 * Read from /proc: on a machine without it, nothing is measured.
 */
export interface CpuPerRequest {
  serverMs: number;
  /** Null when no PostgreSQL process runs on this machine (a database elsewhere). */
  databaseMs: number | null;
  restMs: number;
  /** The machine's cores in use on average, of `cores`. */
  busyCores: number;
  cores: number;
}

/** CPU seconds used so far by the machine, the server's processes and PostgreSQL's. */
export interface CpuSnapshot {
  machineBusySeconds: number;
  serverSeconds: number;
  databaseSeconds: number | null;
  wallSeconds: number;
  cores: number;
}

const PROC = '/proc';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * A process's parent and CPU ticks from /proc/<pid>/stat: its own (user + system, all
 * its threads) and those of its children that ended (PostgreSQL's connections, once
 * closed, are counted in the postmaster's).
 */
export function parseProcessStat(text: string): {
  ppid: number;
  ticks: number;
  endedChildrenTicks: number;
} {
  // The command name (field 2) is in parentheses and may hold spaces or parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    ppid: Number(fields[1]),
    ticks: Number(fields[11]) + Number(fields[12]),
    endedChildrenTicks: Number(fields[13]) + Number(fields[14]),
  };
}

/** The machine's busy CPU ticks (all cores) from /proc/stat's first line: all but idle and iowait. */
export function parseMachineStat(text: string): { busyTicks: number; cores: number } {
  const lines = text.split('\n');
  const [, ...values] = lines[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is counted in user already).
  const [user, nice, system, , , irq, softirq, steal] = values.slice(0, 8).map(Number);
  return {
    busyTicks: user! + nice! + system! + irq! + softirq! + steal!,
    cores: lines.filter((line) => /^cpu\d+ /.test(line)).length,
  };
}

interface ProcessTicks {
  pid: number;
  ppid: number;
  ticks: number;
  endedChildrenTicks: number;
  name: string;
}

function readProcesses(): ProcessTicks[] {
  const processes = [];
  for (const entry of fs.readdirSync(PROC)) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`${PROC}/${entry}/stat`, 'utf8');
      // Its command name is the stat's second field, in parentheses.
      const name = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      processes.push({ pid: Number(entry), name, ...parseProcessStat(text) });
    } catch {
      // The process ended while we read.
    }
  }
  return processes;
}

/** The pid and every process under it. */
function treeOf(root: number, processes: Array<{ pid: number; ppid: number }>): Set<number> {
  const tree = new Set([root]);
  let isGrowing = true;
  while (isGrowing) {
    isGrowing = false;
    for (const { pid, ppid } of processes) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        isGrowing = true;
      }
    }
  }
  return tree;
}

/** Now, for the server started as `serverPid` (none: 0 for it); null without /proc. */
export function takeCpuSnapshot(serverPid: number | null): CpuSnapshot | null {
  if (!fs.existsSync(`${PROC}/stat`)) return null;
  const ticks = clockTicks();
  const machine = parseMachineStat(fs.readFileSync(`${PROC}/stat`, 'utf8'));
  const processes = readProcesses();
  const server = serverPid === null ? new Set<number>() : treeOf(serverPid, processes);
  let serverTicks = 0;
  let databaseTicks: number | null = null;
  for (const process of processes) {
    if (server.has(process.pid)) serverTicks += process.ticks;
    // Connections come and go (pgbench's end with it): those that ended are the postmaster's.
    if (process.name === 'postgres') {
      databaseTicks = (databaseTicks ?? 0) + process.ticks + process.endedChildrenTicks;
    }
  }
  return {
    machineBusySeconds: machine.busyTicks / ticks,
    serverSeconds: serverTicks / ticks,
    databaseSeconds: databaseTicks === null ? null : databaseTicks / ticks,
    wallSeconds: performance.now() / 1000,
    cores: machine.cores,
  };
}

const ms = (seconds: number, requests: number) => Math.round((seconds / requests) * 1e6) / 1e3;

/** The CPU each request took between two snapshots; null when either is missing or nothing was served. */
export function cpuPerRequest(
  before: CpuSnapshot | null,
  after: CpuSnapshot | null,
  requests: number,
): CpuPerRequest | null {
  if (!before || !after || requests <= 0) return null;
  const machine = after.machineBusySeconds - before.machineBusySeconds;
  const server = after.serverSeconds - before.serverSeconds;
  const database =
    before.databaseSeconds === null || after.databaseSeconds === null
      ? null
      : after.databaseSeconds - before.databaseSeconds;
  const wall = after.wallSeconds - before.wallSeconds;
  return {
    serverMs: ms(server, requests),
    databaseMs: database === null ? null : ms(database, requests),
    restMs: ms(Math.max(0, machine - server - (database ?? 0)), requests),
    busyCores: wall > 0 ? Math.round((machine / wall) * 100) / 100 : 0,
    cores: after.cores,
  };
}
