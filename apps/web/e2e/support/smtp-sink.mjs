// A real SMTP server for browser journeys: the app sends its mail here through SMTP_URL,
// and the journeys read what arrived over a small HTTP API.
//
//   node smtp-sink.mjs --smtp-port 23331 --http-port 24331 --user e2e --pass secret
//
//   GET /messages?to=address   messages received for that address, newest first
//   GET /healthz               200 once both servers listen
//
// Authentication is required (the app must send the credentials of SMTP_URL); STARTTLS is
// not offered, so the connection stays plain on this loopback-only server.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';

const { values: args } = parseArgs({
  options: {
    'smtp-port': { type: 'string' },
    'http-port': { type: 'string' },
    user: { type: 'string' },
    pass: { type: 'string' },
  },
});
const host = '127.0.0.1';
const smtpPort = Number(args['smtp-port']);
const httpPort = Number(args['http-port']);
if (!smtpPort || !httpPort || !args.user || !args.pass) {
  console.error('usage: smtp-sink.mjs --smtp-port N --http-port N --user U --pass P');
  process.exit(2);
}

/** @type {{ from: string, to: string[], subject: string, text: string, html: string, receivedAt: number }[]} */
const messages = [];

// --- A small MIME reader: enough for what nodemailer writes (multipart, QP, base64). ---

/** Text held as one char per byte ('latin1'), so bodies can be decoded byte-exact. */
const bytesToUtf8 = (latin1) => Buffer.from(latin1, 'latin1').toString('utf8');

function decodeQuotedPrintable(latin1) {
  return latin1
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** RFC 2047 encoded words, e.g. a subject with accents. */
function decodeWords(value) {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : bytesToUtf8(decodeQuotedPrintable(text.replace(/_/g, ' '))),
    );
}

function parseHeaders(block) {
  const headers = new Map();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeBody(body, encoding) {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return bytesToUtf8(decodeQuotedPrintable(body));
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return bytesToUtf8(body);
  }
}

/** Every text part of a MIME entity, by content type. */
function textParts(entity, found = {}) {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split === -1 ? entity : entity.slice(0, split);
  const body = split === -1 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = parseHeaders(head);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      textParts(part.replace(/^\r?\n/, ''), found);
    }
  } else {
    const kind = /^text\/html/i.test(type) ? 'html' : /^text\/plain/i.test(type) ? 'text' : null;
    if (kind && found[kind] === undefined) {
      found[kind] = decodeBody(body, headers.get('content-transfer-encoding'));
    }
  }
  return { found, headers };
}

function readMessage(raw, envelope) {
  const { found, headers } = textParts(raw);
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    to: envelope.rcptTo.map((r) => r.address.toLowerCase()),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: found.text ?? '',
    html: found.html ?? '',
    receivedAt: Date.now(),
  };
}

// --- The servers. ---

const smtp = new SMTPServer({
  name: 'sorteo-e2e-sink',
  banner: 'Sorteo journey mail sink',
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  authMethods: ['PLAIN', 'LOGIN'],
  onAuth(auth, _session, callback) {
    if (auth.username === args.user && auth.password === args.pass) {
      callback(null, { user: auth.username });
    } else {
      callback(new Error('Invalid username or password'));
    }
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      try {
        messages.unshift(readMessage(Buffer.concat(chunks).toString('latin1'), session.envelope));
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${host}`);
  const send = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && url.pathname === '/healthz') return send(200, { ok: true });
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(200, to ? messages.filter((m) => m.to.includes(to)) : messages);
  }
  return send(404, { error: 'not found' });
});

smtp.on('error', (error) => console.error('smtp sink:', error.message));
smtp.listen(smtpPort, host, () => {
  http.listen(httpPort, host, () => {
    console.log(`smtp sink: SMTP ${host}:${smtpPort}, HTTP ${host}:${httpPort}`);
  });
});

const stop = () => {
  http.close();
  smtp.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
