import { randomUUID } from 'node:crypto';

/** A file part: `proof.png` as `image/png` in the `proof` field unless told otherwise. */
export type FilePart = { name?: string; filename?: string; type?: string; bytes: Buffer };

/** A multipart/form-data body as a browser's FormData sends it: the fields, then the file. */
export function multipart(
  fields: Record<string, string | number>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sorteo${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name ?? 'proof'}"; ` +
          `filename="${file.filename ?? 'proof.png'}"\r\ncontent-type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
