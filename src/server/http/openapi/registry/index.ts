import type { RouteDoc } from '../route-doc';
import { adminCreditsDocs } from './admin-credits.docs';
import { adminOrgsDocs } from './admin-orgs.docs';
import { adminPipelineDocs } from './admin-pipeline.docs';
import { adminDocs } from './admin.docs';
import { applicationsDocs } from './applications.docs';
import { authDocs } from './auth.docs';
import { careersDocs } from './careers.docs';
import { creditsDocs } from './credits.docs';
import { dashboardDocs } from './dashboard.docs';
import { demoDocs } from './demo.docs';
import { emailDocs } from './email.docs';
import { importDocs } from './import.docs';
import { interviewsDocs } from './interviews.docs';
import { jobsDocs } from './jobs.docs';
import { matchingDocs } from './matching.docs';
import { myDataDocs } from './my-data.docs';
import { operationsDocs } from './operations.docs';
import { orgsDocs } from './orgs.docs';
import { publicJobsDocs } from './public-jobs.docs';

/**
 * Every documented route, one file per routes module, in the order the page shows
 * them. A new route gets its entry in its module's file; the test of openapi fails
 * until it has one.
 */
export const ROUTE_DOCS: RouteDoc[] = [
  ...authDocs,
  ...demoDocs,
  ...orgsDocs,
  ...jobsDocs,
  ...applicationsDocs,
  ...interviewsDocs,
  ...emailDocs,
  ...creditsDocs,
  ...dashboardDocs,
  ...publicJobsDocs,
  ...myDataDocs,
  ...adminDocs,
  ...adminOrgsDocs,
  ...adminCreditsDocs,
  ...adminPipelineDocs,
  ...careersDocs,
  ...matchingDocs,
  ...importDocs,
  ...operationsDocs,
];
