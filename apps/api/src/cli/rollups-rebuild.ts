import { runRollupsRebuild } from './rollups-rebuild.command.js';

const code = await runRollupsRebuild(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
