/** Extra checks at login (new address, authenticator) and social sign-in. */
export { requireKnownAddress } from './new-address.service.js';
export { socialSignInAvailability } from './social-availability.js';
export { stepUpRoutes } from './step-up.routes.js';
