/** The live socket: wallet changes pushed to players' browsers. */
export { realtimePlugin } from './realtime.plugin.js';
