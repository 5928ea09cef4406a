import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatApplyCpu } from '../bench/lib/apply-floor';
import {
  cpuPerRequest,
  parseMachineStat,
  parseProcessStat,
  takeCpuSnapshot,
  type CpuSnapshot,
} from '../bench/lib/cpu';
import type { LoadResult } from '../bench/lib/http';

describe("the bench's CPU per request (decision 0048)", () => {
  it("reads a process's parent and ticks past a command name holding spaces and parentheses", () => {
    const stat =
      '4242 (node (web) 1) S 4200 4242 4200 0 -1 4194560 100 0 0 0 1500 250 30 7 20 0 11 0 900 1000 500';
    expect(parseProcessStat(stat)).toEqual({ ppid: 4200, ticks: 1750, endedChildrenTicks: 37 });
  });

  it("counts the machine's busy ticks (not idle, not iowait) and its cores", () => {
    const stat = [
      'cpu  100 5 40 1000 60 3 2 7 0 0',
      'cpu0 50 2 20 500 30 1 1 3 0 0',
      'cpu1 50 3 20 500 30 2 1 4 0 0',
      'intr 123',
    ].join('\n');
    expect(parseMachineStat(stat)).toEqual({ busyTicks: 100 + 5 + 40 + 3 + 2 + 7, cores: 2 });
  });

  const snapshot = (values: Partial<CpuSnapshot>): CpuSnapshot => ({
    machineBusySeconds: 0,
    serverSeconds: 0,
    databaseSeconds: 0,
    wallSeconds: 0,
    cores: 2,
    ...values,
  });

  it('splits the machine time between two snapshots per request: server, database, the rest', () => {
    const figures = cpuPerRequest(
      snapshot({ machineBusySeconds: 100, serverSeconds: 10, databaseSeconds: 20, wallSeconds: 5 }),
      snapshot({
        machineBusySeconds: 115,
        serverSeconds: 17,
        databaseSeconds: 26,
        wallSeconds: 15,
      }),
      1000,
    );
    expect(figures).toEqual({
      serverMs: 7,
      databaseMs: 6,
      restMs: 2,
      busyCores: 1.5,
      cores: 2,
    });
  });

  it('leaves the database out when none runs here, and measures nothing without requests', () => {
    const before = snapshot({ databaseSeconds: null });
    const after = snapshot({ machineBusySeconds: 4, serverSeconds: 3, databaseSeconds: null });
    expect(cpuPerRequest(before, after, 1000)).toMatchObject({ databaseMs: null, restMs: 1 });
    expect(cpuPerRequest(before, after, 0)).toBeNull();
    expect(cpuPerRequest(null, after, 1000)).toBeNull();
  });

  it.runIf(fs.existsSync('/proc/stat'))(
    "counts the CPU of the server's process tree, children included",
    async () => {
      // A parent whose child spins: the child's time is the server's. Both in a group of
      // their own, ended together.
      const parent = spawn(
        process.execPath,
        [
          '-e',
          `require('node:child_process').spawn(process.execPath, ['-e', 'process.stdout.write("spinning\\\\n"); const end = Date.now() + 10_000; while (Date.now() < end);'], { stdio: 'inherit' }); setTimeout(() => {}, 60_000);`,
        ],
        { stdio: ['ignore', 'pipe', 'ignore'], detached: true },
      );
      try {
        await new Promise((resolve) => parent.stdout.once('data', resolve));
        expect(takeCpuSnapshot(parent.pid!)).not.toBeNull();
        const before = takeCpuSnapshot(parent.pid!);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const after = takeCpuSnapshot(parent.pid!);
        expect(after!.serverSeconds - before!.serverSeconds).toBeGreaterThan(0.1);
      } finally {
        process.kill(-parent.pid!, 'SIGKILL');
      }
    },
  );

  it("states what the apply budget allows each application beside what this run's took", () => {
    const apply = {
      name: 'apply',
      cpu: { serverMs: 0.5, databaseMs: 0.45, restMs: 0.05, busyCores: 1.5, cores: 2 },
    } as LoadResult;
    // At 0.1 of 40,000/s, 4,000 applications a second share 2 cores: 0.5 ms each.
    expect(formatApplyCpu(apply, 40_000)).toBe(
      "apply's CPU: at 0.1 of /healthz (4000/s) the machine's 2 cores allow 0.500 ms per application; " +
        "this run's took 1.000 ms (server 0.500, database 0.450, rest 0.050) with 1.5 of 2 cores busy",
    );
    expect(formatApplyCpu({ name: 'apply' } as LoadResult, 40_000)).toBeNull();
  });
});
