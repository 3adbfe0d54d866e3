/** The site notice and the announcements list players read. */
export { noticesRoutes } from './notices.routes.js';
