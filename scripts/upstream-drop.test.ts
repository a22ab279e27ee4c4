import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { isUpstreamDrop, passDropsThrough } from './upstream-drop.mjs';

/** A proxy as Vite makes it: its own error listener (log and 502) registered after `configure`. */
function viteProxy() {
  const proxy = new EventEmitter();
  passDropsThrough(proxy);
  const viteListener = vi.fn();
  proxy.on('error', viteListener);
  return { proxy, viteListener };
}

/** The browser's side of a proxied request: a ServerResponse with its socket. */
function browserSide() {
  const res = {
    req: {},
    headersSent: false,
    socket: { destroy: vi.fn() },
    destroy: vi.fn(),
    writeHead: vi.fn(() => void (res.headersSent = true)),
    write: vi.fn((_chunk: string, done: () => void) => done()),
  };
  return res;
}

describe("the development servers' proxy and a dropped connection", () => {
  it("closes the browser's connection mid-answer on an upstream drop, and Vite's listener (stack trace, 502) never hears of it", () => {
    const { proxy, viteListener } = viteProxy();
    const res = browserSide();
    proxy.emit('error', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), {}, res);
    // Headers and one byte of a two-byte body, then the cut: the browser cannot send it again by itself.
    expect(res.writeHead).toHaveBeenCalledWith(200, expect.objectContaining({ 'content-length': '2' }));
    expect(res.write).toHaveBeenCalledWith('{', expect.any(Function));
    expect(res.socket.destroy).toHaveBeenCalledOnce();
    expect(viteListener).not.toHaveBeenCalled();
  });

  it('leaves any other failure (nothing listening on the simulator port) to Vite, which says so', () => {
    const { proxy, viteListener } = viteProxy();
    const res = browserSide();
    proxy.emit('error', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), {}, res);
    expect(res.socket.destroy).not.toHaveBeenCalled();
    expect(viteListener).toHaveBeenCalledOnce();
  });

  it('tells a drop from a refusal', () => {
    expect(isUpstreamDrop({ code: 'ECONNRESET' })).toBe(true);
    expect(isUpstreamDrop(new Error('socket hang up'))).toBe(true);
    expect(isUpstreamDrop({ code: 'ECONNREFUSED' })).toBe(false);
    expect(isUpstreamDrop(undefined)).toBe(false);
  });
});
