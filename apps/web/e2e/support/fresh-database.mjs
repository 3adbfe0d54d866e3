// A new, empty PostgreSQL database for a journey site, made before its server starts (the
// server migrates and seeds it). One left over from an earlier run is dropped first.
//
//   node fresh-database.mjs postgres://postgres@127.0.0.1:5432/sorteo_e2e_3212
//
// The database in the address is the one made; the server is reached through its
// `postgres` database.
import pg from 'pg';

const url = process.argv[2] ? new URL(process.argv[2]) : null;
const name = url?.pathname.slice(1) ?? '';
if (!url || !/^[a-z0-9_]+$/.test(name)) {
  console.error('usage: fresh-database.mjs postgres://user@host:port/<name of [a-z0-9_]>');
  process.exit(2);
}
const server = new URL(url);
server.pathname = '/postgres';
const client = new pg.Client({ connectionString: server.toString() });
await client.connect();
try {
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
} finally {
  await client.end();
}
