import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../src/server/app';
import { renderPublicJobPage } from '../../src/web/ssr/public-job';
import { createTestApp, type TestApp } from './test-app';

/** A built index.html in miniature: what the server fills in for its pages. */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Shortlist: post jobs free."
    />
    <title>Shortlist</title>
    <script type="module" crossorigin src="/assets/index-app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A test app that serves pages: a web build of one index.html, and the public job
 * page rendered by the web's server-side renderer from source.
 */
export async function createWebTestApp(
  env: Record<string, string> = {},
  deps: Partial<Pick<AppDeps, 'onRoute'>> = {},
): Promise<TestApp> {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shortlist-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), TEST_INDEX_HTML);
  const app = await createTestApp(
    { WEB_DIST_DIR: webDir, ...env },
    { publicJobRenderer: renderPublicJobPage, ...deps },
  );
  return {
    ...app,
    async close() {
      await app.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}
