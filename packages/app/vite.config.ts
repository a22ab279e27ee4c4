import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  createServer,
  defineConfig,
  type Plugin,
  type ProxyOptions,
  type ResolveModulePreloadDependenciesFn,
  type Rolldown,
  type ViteDevServer,
} from 'vite';
import { passDropsThrough } from '../../scripts/upstream-drop.mjs';

// The simulator (pnpm sim) answers /api, the control API /__sim, OpenAPI /docs and its fake pages /pages.
// changeOrigin stays false so the sim-world cookie and the control API's loopback rule keep working.
// `pnpm dev --sim-port N --site-port M` sets SIM_URL and SITE_PORT (scripts/dev-plan.mjs).
const target = process.env.SIM_URL ?? 'http://localhost:4010';
// A drop the simulator makes on purpose (a `drop` fault) reaches the browser as a drop (scripts/upstream-drop.mjs).
const proxyFor = (prefixes: string[]): Record<string, ProxyOptions> =>
  Object.fromEntries(prefixes.map((prefix) => [prefix, { target, changeOrigin: false, configure: passDropsThrough }]));
const proxy = proxyFor(['/api', '/__sim', '/docs', '/pages', '/cdn']);
// `vite preview` serves a production build, possibly to other machines: it does
// not forward the control API unless asked (SIM_PREVIEW_CONTROL=1). `/cdn` (the simulator's art)
// comes from the site's own origin as `/api` does, as scripts/serve-site.mjs serves it, so the
// first banner needs no second connection (src/shared/image-origin.ts).
export const previewProxy = proxyFor(['/api', '/docs', '/pages', '/cdn', ...(process.env.SIM_PREVIEW_CONTROL === '1' ? ['/__sim'] : [])]);

/**
 * `<link rel=preconnect>` for a real image CDN on another origin (build-time VITE_CDN_ORIGINS,
 * space-separated): the connection opens while the HTML is parsed, not when the first banner's
 * URL is known. No `crossorigin`: images load without CORS, and a preconnect only serves a
 * request of the same mode. Nothing by default: the simulator's `/cdn` is on the site's origin.
 */
export function preconnectLinks(origins: string | undefined): string {
  return (origins ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((o) => new URL(o).origin)
    .filter((o, i, all) => all.indexOf(o) === i)
    .map((o) => `<link rel="preconnect" href="${o}">`)
    .join('\n    ');
}
const cdnPreconnect = (): Plugin => {
  let links = '';
  return {
    name: 'm-cdn-preconnect',
    configResolved(config) {
      links = preconnectLinks(config.env.VITE_CDN_ORIGINS as string | undefined);
    },
    transformIndexHtml: (html) => (links ? html.replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    ${links}`) : html),
  };
};

// The build writes name.br and name.gz next to every text file of dist (not the source
// maps), so a production server sends them without compressing per request: scripts/serve-site.mjs
// and the nginx snippet of docs/serving.md (brotli_static / gzip_static). Skipped when no smaller.
const PRECOMPRESS = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/**
 * A dynamic import's preload list (Vite's `__vite__mapDeps`) without the chunks its importer has
 * already run: an importer's static imports are evaluated before it, so preloading them again does
 * nothing, yet each lazy route in the entry listed the entry's own chunks (React, the client, the
 * i18n runtime...) and their file names (0.3 KB gzip of /m/home's initial JS). The plugin keeps the
 * bundle's chunk graph for `resolveDependencies`; the HTML's own preload links are left as they are.
 */
const preloadOnlyWhatIsMissing = () => {
  let bundle: Rolldown.OutputBundle = {};
  const loaded = new Map<string, Set<string>>();
  const loadedBy = (host: string): Set<string> => {
    const found = loaded.get(host);
    if (found) return found;
    const set = new Set<string>();
    const walk = (name: string) => {
      const chunk = bundle[name];
      if (chunk?.type !== 'chunk') return;
      for (const dep of chunk.imports)
        if (!set.has(dep)) {
          set.add(dep);
          walk(dep);
        }
    };
    walk(host);
    loaded.set(host, set);
    return set;
  };
  const plugin: Plugin = {
    name: 'm-preload-only-what-is-missing',
    apply: 'build',
    // Before Vite's import analysis (a build `post` plugin) writes the lists.
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_, deps, { hostId, hostType }) =>
    hostType === 'js' ? deps.filter((dep) => !loadedBy(hostId).has(dep)) : deps;
  return { plugin, resolveDependencies };
};

const precompress = (): Plugin => ({
  name: 'm-precompress',
  apply: 'build',
  writeBundle: {
    sequential: true,
    order: 'post',
    handler({ dir }) {
      // The site's build only: Storybook's build reuses this config for storybook-static.
      if (!dir || resolve(dir) !== fileURLToPath(new URL('./dist', import.meta.url))) return;
      const walk = (folder: string): string[] =>
        readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? (e.name.startsWith('.') ? [] : walk(join(folder, e.name))) : [join(folder, e.name)],
        );
      for (const file of walk(dir).filter((f) => PRECOMPRESS.test(f))) {
        const body = readFileSync(file);
        const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  },
});

// The first paint needs only HTML and CSS. At build time the app shell
// (src/app/shell/app-shell.tsx: header with the brand, home's skeletons, the footer menu's place)
// is rendered with react-dom/server into #root, and the entry's CSS is inlined; the stylesheet
// links stay, loading without blocking (media=print, then all), so Vite's preload helper still
// finds them and no lazy chunk loads them twice. The app renders over the shell (createRoot).
const SHELL_MARK = '<div id="root"></div>';
const appShell = (): Plugin => {
  let shell = '';
  let theme = '';
  let boot = '';
  let early = '';
  let site = false;
  let firstModules: ReadonlyArray<{ paths: readonly string[]; modules: readonly string[] }> = [];
  // Every route's first screen but home's and the popups', in English, and the inline script that swaps its texts.
  let screens: Array<{ path: string; html: string; texts: string }> = [];
  // The loader script as index.html has it, and the same loader for a route's own HTML, which
  // preloads that route's first modules only (each HTML carries one route's list, not every route's).
  let indexLoader = '';
  let loaderFor: (path: string) => string = () => '';
  return {
    name: 'm-app-shell',
    apply: 'build',
    configResolved(config) {
      // The site's build only: Storybook's build reuses this config for storybook-static.
      site = resolve(config.root, config.build.outDir) === fileURLToPath(new URL('./dist', import.meta.url));
    },
    async buildStart() {
      if (!site) return;
      const server = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        plugins: [react()],
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const mod = (await server.ssrLoadModule('/src/app/shell/render-shell.tsx')) as {
          renderShell: () => string;
          themeScript: () => string;
          shellBootScript: () => string;
          earlyGlobal: () => string;
          firstModules: () => ReadonlyArray<{ paths: readonly string[]; modules: readonly string[] }>;
        };
        shell = mod.renderShell();
        theme = mod.themeScript();
        boot = mod.shellBootScript();
        early = mod.earlyGlobal();
        firstModules = mod.firstModules();
        screens = await renderFirstScreens(server);
      } finally {
        await server.close();
      }
    },
    // One HTML per route but home and the popups (dist/m/lott/index.html...): home's page with that route's first
    // screen in #root instead of home's shell, and the script that puts it in the saved language.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const index = bundle['index.html'];
        if (!site || !shell || !index || index.type !== 'asset') return;
        const html = String(index.source);
        const mark = `<div id="root">${shell}</div>`;
        if (!html.includes(mark)) throw new Error('the app shell is missing from the built index.html');
        if (!indexLoader || !html.includes(indexLoader)) throw new Error('the script loader is missing from the built index.html');
        for (const { path, html: screen, texts } of screens) {
          // The route's own stylesheets inlined as the entry's are: its first screen is painted
          // styled by the HTML alone (unstyled, its text would grow when the route's CSS arrives,
          // move, and be painted again as a larger LCP candidate once the JavaScript has run).
          const modules = firstModules.find((m) => m.paths.includes(path))?.modules ?? [];
          const css = [...chunksOf(bundle, modules)]
            .flatMap((file) => {
              const chunk = bundle[file];
              return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            })
            .filter((file, i, all) => all.indexOf(file) === i && !html.includes(`/${file}"`))
            .map((file) => {
              const asset = bundle[file];
              return asset?.type === 'asset' ? String(asset.source) : '';
            })
            .join('');
          this.emitFile({
            type: 'asset',
            fileName: `${path.slice(1)}/index.html`,
            source: html
              .replace('</head>', () => (css ? `  <style>${css}</style>\n  </head>` : '</head>'))
              .replace(mark, () => `<div id="root">${screen}</div>\n    <script>${texts}</script>`)
              .replace(indexLoader, () => loaderFor(path)),
          });
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!shell || !ctx.bundle || !html.includes(SHELL_MARK)) return html;
        const bundle = ctx.bundle;
        const inline = (file: string): string | null => {
          const asset = bundle[file];
          return asset && asset.type === 'asset' ? String(asset.source) : null;
        };
        // Loaded at low priority without blocking the paint (media=print); the loader below turns
        // each to media=all once it has loaded. Not an onload attribute: the page's CSP would then
        // have to allow inline event handlers ('unsafe-hashes' and the handler's hash).
        const nonBlocking = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}" media="print" data-m-later>`;
        // The page keeps the inlined copy for its lifetime, so its @font-face rules are the
        // page's only ones: the linked copy leaves them out. With both declaring them, each made
        // its own font faces, and a page whose text needed Inter before and after the stylesheet
        // had loaded downloaded the font once per copy.
        const inlined = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
          const css = inline(file);
          if (css === null) return link;
          const asset = bundle[file];
          if (asset?.type === 'asset') asset.source = css.replace(/@font-face\s*\{[^}]*\}/g, '');
          return `<style>${css}</style>\n    ${nonBlocking(file)}`;
        });
        // The JavaScript starts after the first paint: the entry and its module preloads are
        // requested by a small loader once a frame was drawn (at once in a hidden tab), so the
        // shell paints on the HTML alone and the same files then load in parallel as before. On
        // home it first waits for the shell's first banner (shell-boot.ts `painted`, capped).
        const entries: string[] = [];
        const preloads: string[] = [];
        const loaded = inlined
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => (entries.push(src), ''))
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => (preloads.push(href), ''));
        // Each route's first modules and what they import, less what the entry already preloads, by
        // path: index.html looks its path up (it serves home, the popups and unknown paths); a route
        // with its own HTML has its own list written in.
        const routePreloads: string[][] = [];
        const routeOf: Record<string, number> = {};
        const ownPreloads = new Map<string, string[]>();
        const ownHtml = new Set(screens.map((screen) => screen.path));
        for (const { paths, modules } of firstModules) {
          const list = [...chunksOf(bundle, modules)].map((f) => `/${f}`).filter((f) => !preloads.includes(f) && !entries.includes(f));
          for (const path of paths) if (ownHtml.has(path)) ownPreloads.set(path, list);
          const served = paths.filter((path) => !ownHtml.has(path));
          if (!served.length) continue;
          for (const path of served) routeOf[path] = routePreloads.length;
          routePreloads.push(list);
        }
        // The body text's font (Inter 400, @m/ui fonts.css) is asked for after the first paint,
        // through the page's own font faces (document.fonts.load): a <link rel=preload> was a
        // second request for the same file, which the faces did not always take up. The
        // JavaScript too, but on home only once the shell's first banner is in.
        const loaderWith = (routeList: string) =>
          `(function(){var d=document,add=function(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];e.crossOrigin='';d.head.appendChild(e)},` +
          `later=function(f){if(d.visibilityState!=='visible')f();else requestAnimationFrame(function(){setTimeout(f,0)})},` +
          `go=function(){${JSON.stringify(preloads)}.concat(${routeList}).forEach(function(h){add('link',{rel:'modulepreload',href:h})});${JSON.stringify(entries)}.forEach(function(s){add('script',{type:'module',src:s})})},` +
          `e=window[${JSON.stringify(early)}];` +
          `d.querySelectorAll('link[data-m-later]').forEach(function(l){var all=function(){l.media='all'};if(l.sheet)all();else l.addEventListener('load',all)});` +
          `later(function(){d.fonts&&d.fonts.load('1em Inter').catch(function(){})});` +
          `(e&&e.painted||Promise.resolve()).then(function(){later(go)})})();`;
        indexLoader = `<script>${loaderWith(`${JSON.stringify(routePreloads)}[${JSON.stringify(routeOf)}[location.pathname]]||[]`)}</script>`;
        loaderFor = (path) => `<script>${loaderWith(JSON.stringify(ownPreloads.get(path) ?? []))}</script>`;
        return loaded
          .replace('</body>', `  ${indexLoader}\n  </body>`)
          .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script>${theme}</script>\n    <script>${boot}</script>`)
          .replace(SHELL_MARK, `<div id="root">${shell}</div>`);
      },
    },
  };
};

/**
 * The chunks that hold `modules` (paths under the app's root) and what they import statically. By
 * the modules a chunk holds, not only its facade: a lazily loaded JSON module (a feature's texts)
 * is wrapped by the bundler into a chunk that is no module's facade.
 */
function chunksOf(bundle: Rolldown.OutputBundle, modules: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || files.has(file)) return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && modules.some((m) => chunk.moduleIds.some((id) => id.endsWith(`/${m}`)))) visit(chunk.fileName);
  }
  return files;
}

/**
 * The first screens of every route but home and the popups (src/app/shell/first-screens.tsx), rendered with
 * the app's components in a DOM of happy-dom (the stores read the window when they load), in
 * every display language; the globals are put back afterwards, so the rest of the build sees none.
 */
async function renderFirstScreens(server: ViteDevServer): Promise<Array<{ path: string; html: string; texts: string }>> {
  const { Window } = await import('happy-dom');
  const win = new Window({ url: 'http://localhost/' });
  const names = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'matchMedia'] as const;
  const before = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
  for (const name of names)
    Object.defineProperty(globalThis, name, {
      value: name === 'window' ? win : (win as unknown as Record<string, unknown>)[name],
      configurable: true,
      writable: true,
    });
  try {
    const mod = (await server.ssrLoadModule('/src/app/shell/first-screens.tsx')) as {
      renderFirstScreens: () => Promise<Array<{ path: string; html: string; texts: string }>>;
    };
    return await mod.renderFirstScreens();
  } finally {
    names.forEach((name, i) => {
      const d = before[i];
      if (d) Object.defineProperty(globalThis, name, d);
      else delete (globalThis as Record<string, unknown>)[name];
    });
    await win.happyDOM.close();
  }
}

// react-router's package exports only its development build, whose dev warnings (and their
// texts) ship unless asked otherwise; a production build takes the production files, which differ
// from them only in `ENABLE_DEV_WARNINGS = false` (0.5 KB gzip of /m/home's initial JS).
const routerDist = join(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json')).resolve('react-router/package.json'),
  '../dist/production',
);
const routerProduction = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

const preload = preloadOnlyWhatIsMissing();

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), appShell(), cdnPreconnect(), preload.plugin, precompress()],
  resolve: command === 'build' && mode === 'production' ? { alias: routerProduction } : {},
  // The MSW worker file is served only in `vite --mode msw`; never copied into the production build.
  publicDir: mode === 'msw' ? 'msw-public' : false,
  // Its own dependency cache, so `pnpm dev` and `pnpm dev:msw` can run side by side.
  ...(mode === 'msw' ? { cacheDir: 'node_modules/.vite-msw' } : {}),
  server: { port: Number(process.env.SITE_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 4173), strictPort: true, proxy: previewProxy },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Report sizes with gzip: the /m/home budget is on gzip of initial JS (scripts/home-js.mjs `HOME_JS_BUDGET_KB`).
    reportCompressedSize: true,
    // dist/.vite/manifest.json: scripts/bench-site.mjs reads it to measure /m/home's initial JS.
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // Everything the entry imports statically in one chunk with it. Left to itself, the bundler
    // makes a chunk of every module that a lazy chunk imports too (React's JSX runtime, i18next,
    // the API client, `cx`...): /m/home asked for 15 files before its first render, and the
    // browser's handling of each response is main-thread time after the first paint. The entry
    // runs first on every route, so a lazy chunk loses nothing by importing from it. One file also
    // compresses better than fifteen.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'entry', tags: ['$initial'] }] } } },
  },
}));
