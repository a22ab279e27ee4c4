/**
 * happy-dom defines `nodeName` on each node subclass, while browsers (and DOMPurify, which reads
 * the getter from Node.prototype to resist clobbering) expect one getter on Node.prototype that
 * works for every node. Without this, DOMPurify sees no tag names under happy-dom. Test-only.
 */
const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
Object.defineProperty(Node.prototype, 'nodeName', {
  configurable: true,
  get(this: Node): string {
    for (
      let p: object | null = Object.getPrototypeOf(this) as object | null;
      p && p !== Node.prototype;
      p = Object.getPrototypeOf(p) as object | null
    ) {
      const own = Object.getOwnPropertyDescriptor(p, 'nodeName');
      if (own?.get) return own.get.call(this) as string;
    }
    return (base?.get?.call(this) as string | undefined) ?? '';
  },
});
