// One mock server per process for `pnpm bench:sim` (bench/peers.ts): each serves the SAME JSON
// (our simulator's answer, saved to a file) at the same path, so only the servers differ.
// Usage: node bench/servers.mjs <kind> <port> <payload.json> <path>
// Kinds: bare (a bare Fastify route), msw (msw handlers through @mswjs/http-middleware).
// json-server, Mockoon and Prism are started by their own CLIs (see peers.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const [kind, portText, payloadFile, path] = process.argv.slice(2);
const port = Number(portText);
const body = readFileSync(payloadFile, 'utf8');

if (kind === 'bare') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const payload = JSON.parse(body);
  app.get(path, async () => payload);
  await app.listen({ port, host: '127.0.0.1' });
} else if (kind === 'msw') {
  // From the peers folder, so the bench's msw and middleware never touch the workspace's.
  const peers = createRequire(fileURLToPath(new URL('./peers/package.json', import.meta.url)));
  const { createServer } = await import(peers.resolve('@mswjs/http-middleware'));
  const { http, HttpResponse } = await import(peers.resolve('msw'));
  const payload = JSON.parse(body);
  const server = createServer(http.get(path, () => HttpResponse.json(payload)));
  server.listen(port, '127.0.0.1');
} else {
  console.error(`unknown server kind ${kind}`);
  process.exit(2);
}
