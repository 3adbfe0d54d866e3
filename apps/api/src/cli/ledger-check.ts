import { runLedgerCheck } from './ledger-check.command.js';

const code = await runLedgerCheck({
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
