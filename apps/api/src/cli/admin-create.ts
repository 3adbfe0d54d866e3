import { runAdminCreate } from './admin-create.command.js';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const code = await runAdminCreate(process.argv.slice(2), {
  readStdin: () => readAll(process.stdin),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
