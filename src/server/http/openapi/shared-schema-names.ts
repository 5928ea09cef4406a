import { z, type ZodType } from 'zod';
import * as admin from '../../../shared/admin';
import * as analytics from '../../../shared/analytics';
import * as applications from '../../../shared/applications';
import * as auth from '../../../shared/auth';
import * as careersBoard from '../../../shared/careers-board';
import * as email from '../../../shared/email';
import * as importing from '../../../shared/import';
import * as interviews from '../../../shared/interviews';
import * as jobs from '../../../shared/jobs';
import * as matching from '../../../shared/matching';
import * as myData from '../../../shared/my-data';
import * as myDataLink from '../../../shared/my-data-link';
import * as payments from '../../../shared/payments';
import * as publicJobs from '../../../shared/public';
import * as team from '../../../shared/team';

const SHARED_MODULES = [
  admin,
  analytics,
  applications,
  auth,
  careersBoard,
  email,
  importing,
  interviews,
  jobs,
  matching,
  myData,
  myDataLink,
  payments,
  publicJobs,
  team,
];

/** `createJobSchema` -> `CreateJobInput`: the name src/shared gives its input type. */
function componentName(exportName: string): string {
  const pascal = exportName.charAt(0).toUpperCase() + exportName.slice(1);
  return pascal.endsWith('Schema') ? `${pascal.slice(0, -'Schema'.length)}Input` : pascal;
}

/**
 * The document's name of each zod schema exported by src/shared, found by what it is
 * (the same object the handlers parse with), so no entry has to name its schema twice.
 * A schema exported under two names (an alias) keeps the first.
 */
export function sharedSchemaNames(): Map<ZodType, string> {
  const names = new Map<ZodType, string>();
  for (const module of SHARED_MODULES) {
    for (const [exportName, value] of Object.entries(module)) {
      if (value instanceof z.ZodType && !names.has(value)) {
        names.set(value, componentName(exportName));
      }
    }
  }
  return names;
}
