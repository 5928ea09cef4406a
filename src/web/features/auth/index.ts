// What other parts of the app may use from the auth feature.
export { GuestOnly, RequireAuth, RequirePasswordChange } from './components/route-guards';
export { CHANGE_PASSWORD_PATH, homePathOf } from './api/home-path';
export { meQueryOptions, useMe, useSignedInUser } from './api/me';
export { useSignOut } from './api/sign-out';
