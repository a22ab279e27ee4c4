// A proxy in front of the simulator (Vite's dev and preview servers, scripts/serve-site.mjs) passes
// a dropped connection on as a dropped connection. The simulator drops one on purpose when QA asks
// for a `drop` fault (or `flaky-network`): the browser must see what a phone sees when the network
// goes, a request that fails with no answer, not the proxy's own `502 text/plain`, which the site
// can only read as an unreadable answer. Nothing is logged for it: QA asked for it.

/** True when the upstream closed the connection without an answer (a drop), not when nothing listens. */
export function isUpstreamDrop(err) {
  return err?.code === 'ECONNRESET' || err?.code === 'EPIPE' || err?.message === 'socket hang up';
}

/**
 * Closes the browser's connection of `res` (an http.ServerResponse) in the middle of an answer:
 * headers and the first byte of a body that never ends. A connection closed before any byte
 * would be sent again by the browser itself (Chromium retries a request whose reused keep-alive
 * connection was reset, once per idle connection), so a one-shot `drop` would pass unseen and a
 * lasting one be asked up to seven times; cut mid-body, the request fails once, as `fetch`
 * reading the body: the site's client reads that as no answer (network), as MSW's drop.
 */
export function dropDownstream(res) {
  const cut = () => (res.socket ? res.socket.destroy() : res.destroy());
  if (res.headersSent) return cut();
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': '2', 'cache-control': 'no-store' });
  res.write('{', cut);
}

/**
 * For Vite's `server.proxy[...].configure`: an upstream drop closes the browser's connection and
 * stops there (Vite's own error listener would log a stack trace and answer 502); any other proxy
 * error goes on to Vite's listener.
 */
export function passDropsThrough(proxy) {
  const emit = proxy.emit.bind(proxy);
  proxy.emit = (event, ...args) => {
    const [err, , res] = args;
    if (event === 'error' && isUpstreamDrop(err) && res && 'req' in res) {
      dropDownstream(res);
      return true;
    }
    return emit(event, ...args);
  };
}
