// What other parts of the app may use from the auth feature.
export { GuestOnly, RequireAuth } from './components/route-guards';
export { meQueryOptions, useMe, useSignedInUser } from './api/me';
export { useSignOut } from './api/sign-out';
