import { describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../shared/storage-keys';
import { DARK_SCHEME_QUERY, FOOTER_MENU_SKELETON_ITEMS, HOT_SKELETON_TILES } from '../../shared/constants';
import { renderShell, themeScript } from './render-shell';

const parse = (html: string) => new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');

/** The prerendered app shell: the first paint before any JavaScript. */
describe('app shell', () => {
  it("draws the frame with the brand, home's skeletons and the footer menu's places", () => {
    const doc = parse(renderShell());
    expect(doc.querySelector('.m-frame[data-shell] > header.ui-home-header .ui-brand-mark')).not.toBeNull();
    expect(doc.querySelector('.m-frame__main .ui-skeleton-banner')).not.toBeNull();
    expect(doc.querySelector('.m-frame__main .ui-skeleton-notice')).not.toBeNull();
    expect(doc.querySelectorAll('.m-frame__main .ui-skeleton-tiles__tile')).toHaveLength(HOT_SKELETON_TILES);
    expect(doc.querySelectorAll('nav.ui-footer-menu li')).toHaveLength(FOOTER_MENU_SKELETON_ITEMS);
  });

  it('holds no text but the brand (the language is not known at build time) and nothing to operate', () => {
    const doc = parse(renderShell());
    doc.querySelectorAll('.ui-brand-wordmark').forEach((n) => n.remove());
    expect(doc.body.textContent?.trim()).toBe('');
    expect(doc.querySelectorAll('a, button, input, select, [tabindex]')).toHaveLength(0);
  });

  it("sets a saved dark theme before the first paint, from the app's own storage key (A-170)", () => {
    const run = () => new Function(themeScript())();
    document.documentElement.dataset.theme = 'light';
    localStorage.setItem(LOCAL_KEYS.theme, 'light');
    run();
    expect(document.documentElement.dataset.theme).toBe('light');
    localStorage.setItem(LOCAL_KEYS.theme, 'dark');
    run();
    expect(document.documentElement.dataset.theme).toBe('dark');
    document.documentElement.dataset.theme = 'light';
  });

  it('follows a dark system theme (prefers-color-scheme) on a first visit, until the user picks a theme (A-170)', () => {
    const run = () => new Function(themeScript())();
    const system = (dark: boolean) =>
      vi
        .spyOn(window, 'matchMedia')
        .mockImplementation((query: string) => ({ matches: dark && query === DARK_SCHEME_QUERY, media: query }) as MediaQueryList);
    try {
      localStorage.removeItem(LOCAL_KEYS.theme);
      system(false);
      document.documentElement.dataset.theme = 'light';
      run();
      expect(document.documentElement.dataset.theme).toBe('light');
      system(true);
      run();
      expect(document.documentElement.dataset.theme).toBe('dark');
      // A picked light theme wins over the system's dark.
      localStorage.setItem(LOCAL_KEYS.theme, 'light');
      document.documentElement.dataset.theme = 'light';
      run();
      expect(document.documentElement.dataset.theme).toBe('light');
    } finally {
      vi.restoreAllMocks();
      localStorage.removeItem(LOCAL_KEYS.theme);
      document.documentElement.dataset.theme = 'light';
    }
  });
});
