// What other parts of the app (the matching dashboard) may use from the admin console.
export { adminQuery } from './api/admin-query';
export { adminRequest, queryString } from './api/admin-request';
export { usePlatformJobSearch } from './api/jobs';
export { ADMIN_ROOT_KEY, adminKeys } from './api/keys';
export { BackLink } from './components/back-link';
export { ConsoleTabs, type ConsoleTab } from './components/console-tabs';
export {
  ManualApplicationDialog,
  type ManualApplicationPrefill,
} from './components/manual-application-dialog';
export { useAdminConsole } from './components/use-admin-console';
