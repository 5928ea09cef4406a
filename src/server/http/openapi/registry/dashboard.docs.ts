import { analyticsQuerySchema } from '../../../../shared/analytics';
import { docsOf } from '../route-doc';

const DASHBOARD = {
  name: 'Dashboard and analytics',
  description: "The organization's home page figures and its hiring analytics.",
};

export const dashboardDocs = docsOf(DASHBOARD, [
  {
    method: 'GET',
    path: '/api/v1/dashboard',
    operationId: 'getDashboard',
    summary: 'The dashboard: counts, recent activity, upcoming interviews',
    access: 'session',
    response: { description: 'The dashboard', type: 'DashboardView' },
  },
  {
    method: 'GET',
    path: '/api/v1/analytics',
    operationId: 'getAnalytics',
    summary: 'Hiring analytics over a period',
    access: 'session',
    capability: 'seeAllCandidates',
    query: analyticsQuerySchema,
    response: { description: 'The figures', type: 'AnalyticsView' },
  },
]);
