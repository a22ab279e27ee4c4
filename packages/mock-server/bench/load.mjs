// One autocannon run with a request sequence, in its own process (bench/peers.ts pins it to core 1).
// Usage: node bench/load.mjs '<json>' with { origin, connections, duration, mode, ... }; prints JSON
// { rps, total, p50, p99, non2xx, errors }. Modes:
//   get:       GET `path` (optionally spread over `worlds`: world ids sent round-robin in x-sim-world)
//   login-fav: per iteration, log in (`login`: path, headers, body as sent by the site) and add a
//              favourite with the new token (`favourite`: path and bodies, taken round-robin)
import autocannon from 'autocannon';

const o = JSON.parse(process.argv[2]);
let n = 0;
let requests;
if (o.mode === 'get') {
  const worlds = o.worlds ?? [];
  requests = [
    {
      method: 'GET',
      path: o.path,
      setupRequest: (req) => (worlds.length ? { ...req, headers: { ...req.headers, 'x-sim-world': worlds[n++ % worlds.length] } } : req),
    },
  ];
} else if (o.mode === 'login-fav') {
  requests = [
    {
      method: 'POST',
      path: o.login.path,
      headers: o.login.headers,
      body: o.login.body,
      onResponse: (status, body, context) => {
        if (status === 200) context.token = JSON.parse(body).value.token;
      },
    },
    {
      method: 'POST',
      path: o.favourite.path,
      setupRequest: (req, context) => ({
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', token: context.token ?? '' },
        body: o.favourite.bodies[n++ % o.favourite.bodies.length],
      }),
    },
  ];
} else {
  throw new Error(`unknown mode ${o.mode}`);
}
const r = await autocannon({ url: o.origin, connections: o.connections, duration: o.duration, requests });
process.stdout.write(
  `${JSON.stringify({ rps: r.requests.average, total: r.requests.total, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors })}\n`,
);
