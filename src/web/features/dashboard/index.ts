// What other parts of the app may use from the dashboard feature.
export { DASHBOARD_QUERY_KEY } from './api/dashboard';
