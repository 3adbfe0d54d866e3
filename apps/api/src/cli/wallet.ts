import { runWallet } from './wallet.command.js';

const code = await runWallet(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
