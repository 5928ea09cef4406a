import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** DESIGN.md section 3's import rules, as `npm run check` enforces them. */
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/shared/x.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;"],
    ['src/shared/x.ts', "import { AppRouter } from '../web/router';\nexport const x = AppRouter;"],
    ['src/web/x.ts', "import { buildApp } from '../server/app';\nexport const x = buildApp;"],
    ['src/server/x.ts', "import { AppRouter } from '../web/router';\nexport const x = AppRouter;"],
    [
      'src/server/modules/dashboard/x.ts',
      "import { listJobs } from '../jobs/jobs.repository';\nexport const x = listJobs;",
    ],
    [
      'src/web/features/jobs/pages/x.ts',
      "import { useMe } from '../../auth/api/use-me';\nexport const x = useMe;",
    ],
  ])('refuses %s importing across a boundary', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/web/x.ts', "import { can } from '../shared/permissions';\nexport const x = can;"],
    [
      'src/server/modules/jobs/x.ts',
      "import { recordActivity } from '../activity/activity.service';\nexport const x = recordActivity;",
    ],
    [
      'src/web/features/jobs/pages/x.ts',
      "import { useMe } from '../../auth';\nexport const x = useMe;",
    ],
  ])('allows %s to use a public surface', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
