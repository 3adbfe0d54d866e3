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

/**
 * Multipart bodies a parser cannot read: no boundary in the header, one cut short before
 * its closing boundary, and a part whose header never ends.
 */
export function malformedMultiparts(): {
  name: string;
  payload: Buffer;
  headers: Record<string, string>;
}[] {
  const whole = multipart({ outcome: 'received', amount: 1 });
  const boundary = whole.headers['content-type']!.split('boundary=')[1]!;
  return [
    {
      name: 'no boundary',
      payload: whole.payload,
      headers: { 'content-type': 'multipart/form-data' },
    },
    {
      name: 'cut short',
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
      headers: whole.headers,
    },
    {
      name: 'broken part header',
      payload: Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="outcome"`),
      headers: whole.headers,
    },
  ];
}
