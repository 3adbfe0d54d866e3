/** Tests only: banners and announcements written straight into a merchant's content. */
export { insert as insertAnnouncement } from './announcements.repo.js';
export { insert as insertBanner } from './banners.repo.js';
