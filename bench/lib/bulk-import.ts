/**
 * Bulk import of candidates (issue 18, decision 0033) as the platform team runs it:
 * signed in to the password console, a CSV of IMPORT_ROWS people POSTed into one
 * organization's job with 'Mark as UNLOCKED' (the import grants and spends its own
 * credits: the organization is given none), then the run polled every POLL_MS
 * until it ends. In a database and a server of their own, as the matching scenario.
 *
 * A: IMPORT_ROWS new people, no resumes. B: IMPORT_ROWS other new people, of whom
 * ZIP_RESUMES name a file in their Resume column, with a ZIP of those resumes (small
 * one-page PDFs written with pdf-lib). Wall time is from the POST to the first poll
 * that sees the run completed; rows/s is the rows over it. The server's resident
 * memory (VmRSS) is sampled every RSS_SAMPLE_MS during each import, and its peak
 * also read from the kernel's high-water mark (VmHWM, reset before each import), so
 * a spike between two samples still counts; idle is read before A, once the server
 * has started, signed the console in and answered a few requests.
 *
 * Budgets (decision 0033): at least MIN_ROWS_PER_SECOND rows/s for A, and less
 * than MAX_MEMORY_GROWTH_MB of memory over idle for both; B must match all its
 * resumes. Both must complete with every row created, unlocked with a credit granted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import type { ImportRunView, ImportStartResponse } from '../../src/shared/import';
import { DEFAULT_STAGES } from '../../src/shared/rules';
import { SKILL_FAMILIES } from '../../src/server/modules/matching/engine/skill-relations';
import type { Check } from './budgets';
import { findMember, FIRST_NAMES, SURNAMES } from './bulk-seed';
import { createBenchDatabase } from './database';
import { createPublishedJob, signUpEmployer } from './seed';
import { signInConsole, startServer, type RunningServer } from './server';

export const IMPORT_ROWS = 50_000;
export const ZIP_RESUMES = 1_000;
export const MIN_ROWS_PER_SECOND = 2_000;
export const MAX_MEMORY_GROWTH_MB = 300;
const POLL_MS = 250;
const RSS_SAMPLE_MS = 100;
/** An import still running after this long is reported as such, and fails its checks. */
const IMPORT_TIMEOUT_MS = 20 * 60_000;
const CSV_MAX_BYTES = 10 * 1024 * 1024;
const ADMIN_PASSWORD = 'bench import console passphrase';
const MB = 1024 * 1024;

const HEADER = [
  'Full Name',
  'Email',
  'Phone',
  'Location',
  'Skills',
  'Years of experience',
  'Resume',
  'Stage',
  'Source',
  'Applied date',
];

/** Where applicants say they are: the big cities most. */
const LOCATIONS = [
  ...Array<string>(8).fill('Accra, Greater Accra'),
  ...Array<string>(4).fill('Kumasi, Ashanti'),
  'East Legon, Accra',
  'Madina, Greater Accra',
  'Tema, Greater Accra',
  'Tema, Greater Accra',
  'Kasoa, Central',
  'Cape Coast, Central',
  'Takoradi, Western',
  'Tamale, Northern',
  'Sunyani, Bono',
  'Ho, Volta',
  'Koforidua, Eastern',
  'Obuasi, Ashanti',
  'Techiman, Bono East',
  'Wa, Upper West',
  '',
];
/** Mobile prefixes of MTN, Telecel and AirtelTigo numbers. */
const PHONE_PREFIXES = ['024', '054', '055', '059', '020', '050', '027', '057', '026', '056'];
const SOURCES = ['', '', '', 'Referral', 'Job fair', 'LinkedIn', 'Walk-in', 'Facebook'];
const FAMILIES = Object.values(SKILL_FAMILIES);

/** The same people every run (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Person {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  skills: string[];
  years: number;
  resume: string;
  stage: string;
  source: string;
  appliedDate: string;
}

/** `count` people, their emails unique to `batch`; every `resumeEvery`th names a resume file. */
function people(batch: string, count: number, seed: number, resumeEvery = 0): Person[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const list: Person[] = [];
  for (let i = 1; i <= count; i++) {
    const first = pick(FIRST_NAMES);
    const surname = pick(SURNAMES);
    const family = pick(FAMILIES);
    const skills = new Set<string>();
    const wanted = 2 + Math.floor(next() * 3);
    while (skills.size < Math.min(wanted, family.length)) skills.add(pick(family));
    const digits = String(Math.floor(next() * 10_000_000)).padStart(7, '0');
    const hasResume = resumeEvery > 0 && i % resumeEvery === 0;
    const applied = new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 300) * 86_400_000);
    list.push({
      fullName: `${first} ${surname}`,
      email: `${first}.${surname}.${batch}${i}@applicants.example`.toLowerCase(),
      phone: `${pick(PHONE_PREFIXES)} ${digits.slice(0, 3)} ${digits.slice(3)}`,
      location: pick(LOCATIONS),
      skills: [...skills],
      years: Math.floor(next() ** 1.5 * 20),
      resume: hasResume ? `${first}_${surname}_CV_${batch}${i}.pdf` : '',
      stage: next() < 0.1 ? DEFAULT_STAGES[1] : '',
      source: pick(SOURCES),
      appliedDate: next() < 0.5 ? applied.toISOString().slice(0, 10) : '',
    });
  }
  return list;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function csvOf(list: Person[]): Uint8Array {
  const lines = [HEADER.join(',')];
  for (const person of list) {
    lines.push(
      [
        person.fullName,
        person.email,
        person.phone,
        person.location,
        person.skills.join(', '),
        String(person.years),
        person.resume,
        person.stage,
        person.source,
        person.appliedDate,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  const bytes = new TextEncoder().encode(`${lines.join('\r\n')}\r\n`);
  if (bytes.length > CSV_MAX_BYTES) {
    throw new Error(`The generated CSV is ${(bytes.length / MB).toFixed(1)} MB, over 10 MB`);
  }
  return bytes;
}

/** A one-page resume: name, contacts, a profile with the years, skills. */
async function resumePdf(person: Person): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const lines: Array<[string, boolean]> = [
    [person.fullName, true],
    [`${person.email} | ${person.phone}${person.location ? ` | ${person.location}` : ''}`, false],
    ['', false],
    ['Profile', true],
    [`${person.years} years of experience, most recently with a firm in Accra.`, false],
    ['', false],
    ['Skills', true],
    [person.skills.join(', '), false],
    ['', false],
    ['Education', true],
    ['BSc, Kwame Nkrumah University of Science and Technology', false],
  ];
  lines.forEach(([text, isBold], index) =>
    page.drawText(text, {
      x: 50,
      y: 780 - index * 18,
      size: isBold ? 13 : 11,
      font: isBold ? bold : font,
    }),
  );
  return pdf.save();
}

async function resumesZip(list: Person[]): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const person of list) {
    if (person.resume) files[`CVs/${person.resume}`] = await resumePdf(person);
  }
  return zipSync(files);
}

/** A process's memory figure from /proc, in bytes (the kernel gives kB); null once it is gone. */
function procMemory(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    return null;
  }
}

/** Resets the process's VmHWM to its current RSS (Linux); false when it cannot. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples the RSS until stopped; answers the highest sample (and the high-water mark). */
function watchMemory(pid: number): () => number {
  const hasPeak = resetPeak(pid);
  let peak = procMemory(pid, 'VmRSS') ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, procMemory(pid, 'VmRSS') ?? 0);
  }, RSS_SAMPLE_MS);
  return () => {
    clearInterval(timer);
    const sampled = Math.max(peak, procMemory(pid, 'VmRSS') ?? 0);
    return hasPeak ? Math.max(sampled, procMemory(pid, 'VmHWM') ?? 0) : sampled;
  };
}

export interface ImportPhaseTime {
  phase: string;
  /** From the first poll that saw the phase to the first that saw the next. */
  seconds: number;
}

export interface BulkImportScenario {
  name: string;
  rows: number;
  csvBytes: number;
  zipBytes: number;
  /** Resumes in the ZIP (0 without one). */
  resumesInZip: number;
  /** The POST's answer (the upload, the ZIP streamed to storage, the run queued). */
  answerMs: number;
  wallSeconds: number;
  rowsPerSecond: number;
  phases: ImportPhaseTime[];
  /** As the last poll saw it; 'timed out' when it never ended. */
  status: string;
  created: number;
  updated: number;
  failedCount: number;
  /** The first refused rows, and the run's error: what to look at when it fails. */
  firstFailures: string[];
  error: string | null;
  resumesFound: number;
  resumesMatched: number;
  resumesSkipped: number;
  creditsGranted: number;
  /** Applications of the job UNLOCKED after the import, counted in SQL. */
  unlockedApplications: number;
  /** Candidates of the organization with a resume stored, counted in SQL. */
  candidatesWithResume: number;
  idleRssBytes: number;
  peakRssBytes: number;
}

export interface BulkImportResult {
  scenarios: BulkImportScenario[];
  checks: Check[];
}

interface ImportTarget {
  baseUrl: string;
  cookie: string;
  orgId: string;
  jobId: string;
  pid: number;
  db: pg.Pool;
}

async function fetchRun(target: ImportTarget, id: string): Promise<ImportRunView> {
  const response = await fetch(`${target.baseUrl}/api/v1/admin/import/candidates/${id}`, {
    headers: { cookie: target.cookie },
  });
  if (!response.ok) {
    throw new Error(`GET import ${id} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as ImportRunView;
}

async function runImport(
  target: ImportTarget,
  server: RunningServer,
  scenario: { name: string; rows: number; csv: Uint8Array; zip: Uint8Array | null },
  idleRssBytes: number,
  resumesInZip: number,
): Promise<BulkImportScenario> {
  // The text fields first, then the files, as the console's form sends them.
  const form = new FormData();
  form.append('orgId', target.orgId);
  form.append('jobId', target.jobId);
  form.append('stage', '');
  form.append('markUnlocked', 'true');
  form.append('dryRun', 'false');
  form.append(
    'file',
    new Blob([new Uint8Array(scenario.csv)], { type: 'text/csv' }),
    'candidates.csv',
  );
  if (scenario.zip) {
    form.append(
      'zip',
      new Blob([new Uint8Array(scenario.zip)], { type: 'application/zip' }),
      'resumes.zip',
    );
  }

  const stopWatching = watchMemory(target.pid);
  const started = performance.now();
  let run: ImportRunView;
  let answerMs: number;
  let peakRssBytes = 0;
  const phaseSeen: Array<{ phase: string; at: number }> = [];
  try {
    const response = await fetch(`${target.baseUrl}/api/v1/admin/import/candidates`, {
      method: 'POST',
      headers: { cookie: target.cookie, origin: target.baseUrl },
      body: form,
    });
    answerMs = Math.round(performance.now() - started);
    if (response.status !== 202) {
      throw new Error(`POST import answered ${response.status}: ${await response.text()}`);
    }
    run = ((await response.json()) as ImportStartResponse).run;
    let lastLog = performance.now();
    while (run.status === 'queued' || run.status === 'running') {
      if (phaseSeen.at(-1)?.phase !== run.phase) {
        phaseSeen.push({ phase: run.phase, at: performance.now() });
      }
      if (performance.now() - started > IMPORT_TIMEOUT_MS) break;
      if (performance.now() - lastLog > 10_000) {
        lastLog = performance.now();
        console.log(
          `Bulk import: ${scenario.name}: ${run.phase}, ${run.rowsRead.toLocaleString('en')} of ${run.totalRows.toLocaleString('en')} rows, ${run.resumes.matched} resumes (${((performance.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
      server.assertAlive();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      run = await fetchRun(target, run.id);
    }
  } finally {
    peakRssBytes = stopWatching();
  }
  const ended = performance.now();
  const wallSeconds = (ended - started) / 1000;
  const isEnded = run.status === 'completed' || run.status === 'failed';
  const phases = phaseSeen.map((seen, index) => ({
    phase: seen.phase,
    seconds: ((phaseSeen[index + 1]?.at ?? ended) - seen.at) / 1000,
  }));
  const counts = await target.db.query<{ unlocked: number; resumes: number }>(
    `select
       (select count(*)::int from applications where job_id = $2 and unlock_status = 'UNLOCKED') as unlocked,
       (select count(*)::int from candidates where org_id = $1 and resume_file_key is not null) as resumes`,
    [target.orgId, target.jobId],
  );
  return {
    name: scenario.name,
    rows: scenario.rows,
    csvBytes: scenario.csv.length,
    zipBytes: scenario.zip?.length ?? 0,
    resumesInZip,
    answerMs,
    wallSeconds,
    rowsPerSecond: isEnded ? scenario.rows / wallSeconds : 0,
    phases,
    status: isEnded ? run.status : 'timed out',
    created: run.created,
    updated: run.updated,
    failedCount: run.failedCount,
    firstFailures: run.failed
      .slice(0, 5)
      .map((failure) => `row ${failure.row} ${failure.column}: ${failure.reason}`),
    error: run.error,
    resumesFound: run.resumes.found,
    resumesMatched: run.resumes.matched,
    resumesSkipped: run.resumes.skipped.length,
    creditsGranted: run.creditsGranted,
    unlockedApplications: counts.rows[0]!.unlocked,
    candidatesWithResume: counts.rows[0]!.resumes,
    idleRssBytes,
    peakRssBytes,
  };
}

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

function checksOf(a: BulkImportScenario, b: BulkImportScenario): Check[] {
  const checks: Check[] = [];
  for (const [index, scenario] of [a, b].entries()) {
    // Every row created and unlocked with a credit granted, and the whole job unlocked so far.
    const isWhole =
      scenario.status === 'completed' &&
      scenario.created === scenario.rows &&
      scenario.failedCount === 0 &&
      scenario.creditsGranted === scenario.rows &&
      scenario.unlockedApplications === (index + 1) * scenario.rows;
    checks.push({
      name: `Bulk import (${scenario.name}): completed, all rows created and unlocked`,
      actual: `${scenario.status}, ${scenario.created.toLocaleString('en')} created, ${scenario.failedCount} refused, ${scenario.creditsGranted.toLocaleString('en')} credits`,
      limit: `completed, ${scenario.rows.toLocaleString('en')} created, 0 refused`,
      isPassed: isWhole,
    });
  }
  checks.push({
    name: `Bulk import rows/s (${a.name})`,
    actual: a.rowsPerSecond.toFixed(0),
    limit: `>= ${MIN_ROWS_PER_SECOND.toLocaleString('en')}`,
    isPassed: a.status === 'completed' && a.rowsPerSecond >= MIN_ROWS_PER_SECOND,
  });
  checks.push({
    name: `Bulk import resumes matched (${b.name})`,
    actual: `${b.status}, ${b.resumesMatched.toLocaleString('en')} matched, ${b.candidatesWithResume.toLocaleString('en')} stored`,
    limit: `completed, ${b.resumesInZip.toLocaleString('en')}`,
    isPassed:
      b.status === 'completed' &&
      b.resumesMatched === b.resumesInZip &&
      b.candidatesWithResume === b.resumesInZip,
  });
  for (const scenario of [a, b]) {
    const growth = scenario.peakRssBytes - scenario.idleRssBytes;
    checks.push({
      name: `Bulk import memory, peak over idle (${scenario.name})`,
      actual: megabytes(growth),
      limit: `< ${MAX_MEMORY_GROWTH_MB} MB`,
      isPassed: growth < MAX_MEMORY_GROWTH_MB * MB,
    });
  }
  return checks;
}

export async function runBulkImportBench(): Promise<BulkImportResult> {
  console.log(
    `Bulk import: generating two CSVs of ${IMPORT_ROWS.toLocaleString('en')} people and a ZIP of ${ZIP_RESUMES.toLocaleString('en')} PDF resumes`,
  );
  const plain = people('a', IMPORT_ROWS, 0x5eed_a);
  const withResumes = people('b', IMPORT_ROWS, 0x5eed_b, IMPORT_ROWS / ZIP_RESUMES);
  const plainCsv = csvOf(plain);
  const resumesCsv = csvOf(withResumes);
  const zip = await resumesZip(withResumes);

  const database = await createBenchDatabase();
  // Its own storage, so a thousand resumes do not land in the repository's data/.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-bench-import-'));
  const db = new pg.Pool({ connectionString: database.url, max: 2 });
  let server: RunningServer | null = null;
  try {
    server = await startServer({
      databaseUrl: database.url,
      env: { ADMIN_PASSWORD, DATA_DIR: dataDir },
    });
    const employer = await signUpEmployer(server.baseUrl, {
      orgName: 'Volta Agro Processing',
      name: 'Dzifa Agbeko',
      emailLocalPart: 'dzifa.agbeko',
    });
    const job = await createPublishedJob(server.baseUrl, employer, 'Field Sales Officer');
    const { orgId } = await findMember(db, employer.email);
    const cookie = await signInConsole(server.baseUrl, ADMIN_PASSWORD);
    const target: ImportTarget = {
      baseUrl: server.baseUrl,
      cookie,
      orgId,
      jobId: job.id,
      pid: server.pid,
      db,
    };
    // A few requests through the console's routes, then a moment to settle: idle.
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.baseUrl}/api/v1/admin/import/candidates`, {
        headers: { cookie },
      });
      if (!response.ok) throw new Error(`GET imports answered ${response.status}`);
      await response.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idleRssBytes = procMemory(server.pid, 'VmRSS');
    if (idleRssBytes === null) throw new Error(`Cannot read /proc/${server.pid}/status`);

    const nameA = `${IMPORT_ROWS.toLocaleString('en')} rows, no resumes`;
    console.log(
      `Bulk import: ${nameA} (${megabytes(plainCsv.length)} CSV), idle RSS ${megabytes(idleRssBytes)}`,
    );
    const a = await runImport(
      target,
      server,
      { name: nameA, rows: IMPORT_ROWS, csv: plainCsv, zip: null },
      idleRssBytes,
      0,
    );
    server.assertAlive();
    const nameB = `${IMPORT_ROWS.toLocaleString('en')} rows with a ${ZIP_RESUMES.toLocaleString('en')}-resume ZIP`;
    console.log(
      `Bulk import: ${nameB} (${megabytes(resumesCsv.length)} CSV, ${megabytes(zip.length)} ZIP)`,
    );
    const b = await runImport(
      target,
      server,
      { name: nameB, rows: IMPORT_ROWS, csv: resumesCsv, zip },
      idleRssBytes,
      ZIP_RESUMES,
    );
    server.assertAlive();
    return { scenarios: [a, b], checks: checksOf(a, b) };
  } finally {
    await db.end();
    await server?.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatBulkImport(result: BulkImportResult): string {
  const lines = ["Bulk import: console upload into one job, 'Mark as UNLOCKED'"];
  for (const scenario of result.scenarios) {
    const growth = scenario.peakRssBytes - scenario.idleRssBytes;
    const files = `${(scenario.csvBytes / MB).toFixed(1)} MB CSV${scenario.zipBytes ? `, ${(scenario.zipBytes / MB).toFixed(1)} MB ZIP` : ''}`;
    lines.push(
      '',
      `${scenario.name} (${files}): ${scenario.status} in ${scenario.wallSeconds.toFixed(1)} s, ${scenario.rowsPerSecond.toFixed(0)} rows/s (POST answered in ${scenario.answerMs} ms)`,
      `  phases: ${scenario.phases.map((phase) => `${phase.phase} ${phase.seconds.toFixed(1)} s`).join(', ')}`,
      `  ${scenario.created.toLocaleString('en')} created, ${scenario.updated.toLocaleString('en')} updated, ${scenario.failedCount.toLocaleString('en')} refused; ${scenario.creditsGranted.toLocaleString('en')} credits granted; ${scenario.unlockedApplications.toLocaleString('en')} applications of the job unlocked`,
    );
    if (scenario.resumesInZip > 0) {
      lines.push(
        `  resumes: ${scenario.resumesInZip.toLocaleString('en')} in the ZIP, ${scenario.resumesFound.toLocaleString('en')} found, ${scenario.resumesMatched.toLocaleString('en')} matched, ${scenario.resumesSkipped} skipped; ${scenario.candidatesWithResume.toLocaleString('en')} candidates with a resume`,
      );
    }
    lines.push(
      `  server RSS: idle ${megabytes(scenario.idleRssBytes)}, peak ${megabytes(scenario.peakRssBytes)}, peak - idle ${megabytes(growth)}`,
    );
    if (scenario.error) lines.push(`  error: ${scenario.error}`);
    for (const failure of scenario.firstFailures) lines.push(`  refused: ${failure}`);
  }
  return lines.join('\n');
}
