import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';

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
}

export interface ScriptSize {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface PageScriptSize {
  name: string;
  path: string;
  /** The page's HTTP status: anything but 200 fails its budget, whatever it weighs. */
  status: number;
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
  /** Uncaught errors in the page: a broken page may load less code than a working one. */
  pageErrors: string[];
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
  // A fresh context per page: an empty cache, as for a first visit.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const bodies = new Map<string, Promise<Buffer>>();
    const onResponse = (response: Response) => {
      const request = response.request();
      if (request.resourceType() !== 'script') return;
      if (new URL(response.url()).origin !== origin) return;
      if (!bodies.has(response.url())) bodies.set(response.url(), response.body());
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
    return {
      ...target,
      status: document?.status() ?? 0,
      scripts,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      pageErrors,
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
