// Loaded with `node --import` into every service `npm start` runs (supervise.mjs). When
// start.mjs is gone, even killed with SIGKILL, the IPC channel to it closes and the service
// stops as on SIGTERM, so no orphaned server keeps holding its port and data folder.
if (process.channel) {
  // The channel only watches the parent; it must not keep a finished service alive.
  process.channel.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
