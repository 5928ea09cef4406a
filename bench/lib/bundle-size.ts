import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { findAccessibilityProblems, type AxeViolation } from '../../e2e/support/axe';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const PAGE_TIMEOUT_MS = 60_000;

export interface PageToMeasure {
  name: string;
  path: string;
  /** A CSS selector that is on the page and enabled once it can be used (a form's button). */
  usableWhen?: string;
  /** Its limits (issue 19): JavaScript on the wire, and times on THROTTLED_PROFILE. */
  budget: { scriptWireBytes: number; fcpMs: number; usableMs?: number };
}

/**
 * A cheap phone on slow mobile data (issue 19): 1.6 Mbps down, 750 kbps up, 150 ms
 * round trips, a CPU four times slower, a 390x844 screen.
 */
export const THROTTLED_PROFILE = {
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  latencyMs: 150,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const;

export interface ThrottledTimes {
  /** First contentful paint. */
  fcpMs: number | null;
  /** When `usableWhen` first matched an enabled element; null without one. */
  usableMs: number | null;
}

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageScriptSize {
  name: string;
  path: string;
  budget: PageToMeasure['budget'];
  /** The page's HTTP status: anything but 200 fails its budget, whatever it weighs. */
  status: number;
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
  /** What the scripts weighed on the wire, as the server sent them (compressed or not). */
  wireBytes: number;
  /** The same first visit under THROTTLED_PROFILE. */
  throttled: ThrottledTimes;
  /** Uncaught errors in the page: a broken page may load less code than a working one. */
  pageErrors: string[];
  /** axe-core's serious and critical WCAG 2.1 AA violations once the page has loaded. */
  accessibility: AxeViolation[];
}

/**
 * Gzip level 9 stands in for what a CDN or proxy would send; compressing here keeps
 * the figure independent of whether and how the server compresses its responses.
 */
function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

async function measurePage(
  browser: Browser,
  baseUrl: string,
  target: PageToMeasure,
): Promise<PageScriptSize> {
  const origin = new URL(baseUrl).origin;
  // A fresh context per page: an empty cache, as for a first visit. (The CSP is bypassed
  // only to inject axe-core once everything is measured.)
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const bodies = new Map<string, Promise<Buffer>>();
    const wire = new Map<string, Promise<number>>();
    const onResponse = (response: Response) => {
      const request = response.request();
      if (request.resourceType() !== 'script') return;
      if (new URL(response.url()).origin !== origin) return;
      if (!bodies.has(response.url())) {
        bodies.set(response.url(), response.body());
        // Once the body has arrived, the encoded size on the wire is known.
        wire.set(
          response.url(),
          response.finished().then(async () => (await request.sizes()).responseBodySize),
        );
      }
    };
    page.on('response', onResponse);

    // networkidle also waits for the chunks the router loads lazily after the first render.
    const document = await page.goto(`${baseUrl}${target.path}`, {
      waitUntil: 'networkidle',
      timeout: PAGE_TIMEOUT_MS,
    });
    page.off('response', onResponse);

    const scripts = await Promise.all(
      [...bodies].map(async ([url, body]) => {
        const content = await body;
        return { url: new URL(url).pathname, bytes: content.length, gzipBytes: gzipSize(content) };
      }),
    );
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const wireSizes = await Promise.all(wire.values());
    const accessibility = await findAccessibilityProblems(page);
    return {
      ...target,
      status: document?.status() ?? 0,
      scripts,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      wireBytes: wireSizes.reduce((sum, size) => sum + size, 0),
      throttled: await measureThrottled(browser, baseUrl, target),
      pageErrors,
      accessibility,
    };
  } finally {
    await context.close();
  }
}

/** A first visit on THROTTLED_PROFILE (Chrome's own throttling): its paint and when it is usable. */
async function measureThrottled(
  browser: Browser,
  baseUrl: string,
  target: PageToMeasure,
): Promise<ThrottledTimes> {
  const profile = THROTTLED_PROFILE;
  const context = await browser.newContext({ viewport: profile.viewport, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: profile.downloadBitsPerSecond / 8,
      uploadThroughput: profile.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
    // The moment the page itself first sees the control enabled and painted (polled every frame).
    const usable = target.usableWhen
      ? await page.waitForFunction(
          (selector) => {
            const element = document.querySelector<HTMLButtonElement>(selector);
            const isPainted = performance.getEntriesByName('first-contentful-paint').length > 0;
            return element && !element.disabled && isPainted ? performance.now() : null;
          },
          target.usableWhen,
          { timeout: PAGE_TIMEOUT_MS, polling: 'raf' },
        )
      : null;
    await page.waitForLoadState('load', { timeout: PAGE_TIMEOUT_MS });
    const fcp = await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          const [entry] = performance.getEntriesByName('first-contentful-paint');
          if (entry) return resolve(entry.startTime);
          new PerformanceObserver((list) =>
            resolve(list.getEntries()[0]?.startTime ?? null),
          ).observe({ type: 'paint', buffered: true });
          setTimeout(() => resolve(null), 10_000);
        }),
    );
    return {
      fcpMs: fcp === null ? null : Math.round(fcp),
      usableMs: usable ? Math.round((await usable.jsonValue()) as number) : null,
    };
  } finally {
    await context.close();
  }
}

/** The JavaScript each page makes a first-time visitor download, measured in a real browser. */
export async function measurePageScripts(
  baseUrl: string,
  pages: PageToMeasure[],
): Promise<PageScriptSize[]> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it (Debian: apt-get install -y chromium) to measure page weight`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const results: PageScriptSize[] = [];
    for (const target of pages) results.push(await measurePage(browser, baseUrl, target));
    return results;
  } finally {
    await browser.close();
  }
}
