/** Banners, announcements, the notice and help articles, for players and operators. */
export {
  announcementWrites,
  bannerWrites,
  helpWrites,
  listAdminAnnouncements,
  listAdminBanners,
  listAdminHelp,
} from './content-admin.service.js';
export { announcementPage, helpCenter, notice } from './content.service.js';
