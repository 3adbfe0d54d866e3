/** The operator API: its routes, and the helpers other modules register operator screens with. */
export { adminRoutes } from './admin.routes.js';
export {
  registerOperatorAction,
  registerOperatorResource,
  registerOperatorSetting,
} from './operator-routes.js';
