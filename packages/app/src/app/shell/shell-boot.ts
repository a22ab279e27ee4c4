import type { sameOriginImage } from '../../shared/image-origin';

/** What the shell's early start needs; the build fills it from the app's own constants (render-shell.tsx). */
export interface ShellBootConfig {
  /** The `window` property the answers are left under (EARLY_GLOBAL). */
  global: string;
  /** The API's base (VITE_API_BASE), '' for the page's own origin, as the client's `apiBase`. */
  apiBase: string;
  settingsPath: string;
  bannersPath: string;
  /**
   * The routes whose first banner the shell draws, each with its banner group and the prerendered
   * banner box to draw it in. `queryless`: only without a query string (the query can name another
   * list, with a banner group of its own).
   */
  bannerRoutes: ReadonlyArray<{ paths: readonly string[]; group: string; slot: string; queryless?: boolean }>;
  languageKey: string;
  languages: readonly string[];
  defaultLanguage: string;
  settingsKey: string;
  cdnPath: string;
  foreignCdnOrigins: readonly string[];
  /** The class of a banner image in the banner skeleton's box (the ui's skeleton stylesheet, in the HTML's CSS). */
  imageClass: string;
  /**
   * Other routes' first data, started as home's banners are, with the display language: the
   * promotion list. `firstImage`: as soon as the list arrives, its first promotion's first image is
   * preloaded and drawn into the prerendered first screen's `slot` with `imageClass` (the largest
   * paint of /m/activity).
   */
  routeCalls: ReadonlyArray<{
    paths: readonly string[];
    path: string;
    query: Record<string, string>;
    firstImage?: { slot: string; imageClass: string };
  }>;
  /** How long the app's JavaScript waits at most for the first screen's largest image (`painted`). */
  paintWaitMs: number;
  /** The Intl locale of each display language (format.ts), whose formatters' data the boot loads at idle. */
  intlLocales: Readonly<Record<string, string>>;
  /** The longest wait for an idle moment (shared/idle.ts). */
  idleTimeoutMs: number;
  /**
   * Taps on the first screen's picture, replayed once the app has drawn its own controls: the
   * app's root, what marks a picture in it, what counts as a control, and how old a tap may be.
   */
  tap: { root: string; picture: string; control: string; maxAgeMs: number };
}

/**
 * Runs in the HTML's <head>, before any of the app's JavaScript: starts the settings call and, on
 * home and the game list, the banner list, in parallel, and leaves the running fetches for the app's client to take
 * (shared/api/early-answers.ts). When the list arrives, draws its first image into the banner
 * place the prerendered shell reserves (same box: no shift), so the largest paint of home waits
 * for the HTML, one API round trip and the image, not for the JavaScript.
 *
 * Self-contained (the build inlines its source, render-shell.tsx): everything comes in through
 * its arguments. It reads the answers through clones, so the app reads the same responses; the
 * image URL is the one the app will pick (`pickImage` is image-origin's `sameOriginImage`, the
 * same settings: the saved copy when there is one, as the settings store does, else the answer),
 * so the browser downloads it once.
 */
export function shellBoot(cfg: ShellBootConfig, pickImage: typeof sameOriginImage, w: Window): void {
  const d = w.document;
  let painted: () => void = () => undefined;
  const early: {
    answers: Record<string, Promise<Response>>;
    banner: { src: string; alt: string; group: string } | null;
    listImage: string | null;
    painted: Promise<void>;
  } = {
    answers: {},
    banner: null,
    listImage: null,
    painted: new Promise<void>((resolve) => (painted = resolve)),
  };
  (w as unknown as Record<string, unknown>)[cfg.global] = early;
  // The first screen's controls are pictures until the app draws its own (inert), so a tap on one
  // does nothing. The latest such tap is kept, and once the app's root holds no picture any more
  // the control the app drew in its place gets the click: a tab tapped in the first second is
  // selected when the page is ready instead of lost. Only a recent tap, on a page not scrolled
  // since, and only once: every later tap is the page's own.
  const replayTap = () => {
    const root = d.querySelector(cfg.tap.root);
    if (!root || !root.querySelector(cfg.tap.picture)) return;
    let tap: { x: number; y: number; at: number; scrollY: number } | null = null;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (event.isTrusted && target && target.closest && !target.closest(cfg.tap.control) && root.querySelector(cfg.tap.picture))
        tap = { x: event.clientX, y: event.clientY, at: Date.now(), scrollY: w.scrollY };
    };
    d.addEventListener('click', onClick, true);
    const observer = new MutationObserver(() => {
      if (root.querySelector(cfg.tap.picture)) return;
      observer.disconnect();
      d.removeEventListener('click', onClick, true);
      const last = tap;
      if (!last || Date.now() - last.at > cfg.tap.maxAgeMs || w.scrollY !== last.scrollY) return;
      w.requestAnimationFrame(() => {
        const hit = d.elementFromPoint(last.x, last.y);
        const control = hit && (hit.closest(cfg.tap.control) as HTMLElement | null);
        if (control) control.click();
      });
    });
    observer.observe(root, { childList: true, subtree: true });
  };
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', replayTap);
  else replayTap();
  const read = (key: string): string | null => {
    try {
      return w.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const start = (path: string, query: Record<string, string>): Promise<unknown> => {
    const url = new URL(path, cfg.apiBase || w.location.origin);
    for (const k of Object.keys(query)) url.searchParams.set(k, query[k] as string);
    url.searchParams.sort();
    const answer = w.fetch(url.href, { headers: { accept: 'application/json' }, credentials: 'include' });
    early.answers[url.href] = answer;
    // The app's client reports a failure; here it only means no early banner.
    return answer
      .then(
        (res) =>
          res
            .clone()
            .json()
            .then((env: { success?: unknown; value?: unknown } | null) => (env && env.success === true ? env.value : null)),
        () => null,
      )
      .catch(() => null);
  };
  const settings = start(cfg.settingsPath, {});
  const saved = read(cfg.languageKey);
  const language = saved !== null && cfg.languages.indexOf(saved) >= 0 ? saved : cfg.defaultLanguage;
  // The first Intl formatter of a page loads its locale's data, 25-45 ms of a slow phone's main
  // thread, which the first render with an amount or a day paid (the jackpot, the lottery cards,
  // the promotions). Made while the page waits for its JavaScript, an amount's formatter in one
  // idle task and a day's in the next, the app's formatters (format.ts) find the data loaded. After
  // the first paint: the work is for the JavaScript's renders, never for the HTML's paint.
  const intl = (w as unknown as { Intl?: typeof Intl }).Intl;
  const locale = cfg.intlLocales[language];
  const idle = (run: () => void) =>
    typeof w.requestIdleCallback === 'function' ? w.requestIdleCallback(run, { timeout: cfg.idleTimeoutMs }) : w.setTimeout(run, 1);
  const afterPaint = (run: () => void) =>
    d.visibilityState === 'visible' && typeof w.requestAnimationFrame === 'function'
      ? w.requestAnimationFrame(() => w.setTimeout(run, 0))
      : run();
  if (intl && locale) {
    afterPaint(() =>
      idle(() => {
        new intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0);
        idle(() => new intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(0));
      }),
    );
  }
  const path = w.location.pathname;
  const calls = cfg.routeCalls.filter((c) => c.paths.indexOf(path) >= 0);
  const search = w.location.search || '';
  const bannerRoute = cfg.bannerRoutes.filter((b) => b.paths.indexOf(path) >= 0 && !(b.queryless && search))[0];
  // The app's JavaScript waits for the first screen's largest image (the loader in index.html): on
  // a slow link the image's few kilobytes then do not share it with the entry's hundred, and the main
  // thread is free to paint it. At most paintWaitMs, and not at all where there is no image to draw.
  const holds = bannerRoute !== undefined || calls.some((c) => c.firstImage);
  if (holds) w.setTimeout(painted, cfg.paintWaitMs);
  else painted();
  if (!bannerRoute && !calls.length) return;
  let cached: unknown = null;
  try {
    cached = JSON.parse(read(cfg.settingsKey) || 'null');
  } catch {
    cached = null;
  }
  const cdnBases = (s: unknown): string[] => {
    const info = s && typeof s === 'object' ? (s as { info?: { imageCDNs?: unknown } }).info : undefined;
    return info && Array.isArray(info.imageCDNs) ? (info.imageCDNs as string[]) : [];
  };
  const hasBases =
    cached !== null && typeof cached === 'object' && Array.isArray((cached as { info?: { imageCDNs?: unknown } }).info?.imageCDNs);
  // The URL the app will load for an image of server data (site-image.ts), when the app's safeUrl keeps it unchanged.
  const image = (url: unknown, s: unknown): string | null => {
    if (typeof url !== 'string') return null;
    const src = pickImage(url, cdnBases(s).filter(Boolean), cfg.foreignCdnOrigins, cfg.cdnPath);
    // Only what the app's safeUrl lets through unchanged (http(s) or a path, nothing to trim).
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    return /^(?:https?:\/\/|\/(?!\/))[^\s\u0000-\u001f\u007f]*$/i.test(src) ? src : null;
  };
  for (const call of calls) {
    const query: Record<string, string> = { language };
    for (const k of Object.keys(call.query)) query[k] = call.query[k] as string;
    const answer = start(call.path, query);
    const firstImage = call.firstImage;
    if (!firstImage) continue;
    // The promotion list's first image (the page's largest paint): asked for as the list arrives,
    // at the priority the app's <img> asks, so the app finds it downloaded or on its way, and drawn
    // into the prerendered list's first card while the page is still the HTML's.
    void Promise.all([answer, hasBases ? cached : settings]).then((both) => {
      const list = both[0] && typeof both[0] === 'object' ? (both[0] as { list?: unknown }).list : undefined;
      const first = Array.isArray(list) ? (list[0] as { announcementImages?: unknown } | undefined) : undefined;
      const images =
        first && Array.isArray(first.announcementImages) ? (first.announcementImages as { url?: unknown; sequence: number }[]) : [];
      const src = image(images.slice().sort((a, b) => a.sequence - b.sequence)[0]?.url, both[1]);
      if (!src) return painted();
      const link = d.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = src;
      link.setAttribute('fetchpriority', 'high');
      d.head.appendChild(link);
      early.listImage = src;
      const draw = () => {
        const slot = d.querySelector(firstImage.slot);
        if (!slot) return painted();
        const img = d.createElement('img');
        img.onload = img.onerror = () => painted();
        img.src = src;
        img.alt = '';
        img.className = firstImage.imageClass;
        img.setAttribute('fetchpriority', 'high');
        slot.replaceWith(img);
      };
      if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', draw);
      else draw();
    });
  }
  if (!bannerRoute) return;
  const banners = start(cfg.bannersPath, { groupName: bannerRoute.group, language });
  void Promise.all([banners, hasBases ? cached : settings]).then((both) => {
    const list = both[0];
    const first = Array.isArray(list) ? (list[0] as { imageUrl?: unknown; title?: unknown } | undefined) : undefined;
    const src = first ? image(first.imageUrl, both[1]) : null;
    if (!first || !src) return painted();
    early.banner = { src, alt: typeof first.title === 'string' ? first.title : '', group: bannerRoute.group };
    const draw = () => {
      // The prerendered screen only: once the app has rendered, React owns #root.
      const slot = d.querySelector(bannerRoute.slot);
      if (!slot || !early.banner) return painted();
      const img = d.createElement('img');
      img.onload = img.onerror = () => painted();
      img.src = early.banner.src;
      img.alt = early.banner.alt;
      img.width = 750;
      img.height = 300;
      img.setAttribute('fetchpriority', 'high');
      img.className = cfg.imageClass;
      slot.replaceWith(img);
    };
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', draw);
    else draw();
  });
}
