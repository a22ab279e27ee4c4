import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../shared/storage-keys';
import { shellTextsOf, shellTextsScript } from './shell-texts';

// A route's first screen is in its HTML in English; an inline script swaps its few texts before
// the first paint when the saved language is PT or VI (A-167; docs/decisions/serving.md "Every
// main route's first screen in its HTML").

const screen = (h1: string, text: string, attrs: string) =>
  `<div class="m-frame" data-first-screen="/m/lott"><header><h1>${h1}</h1><button type="button" aria-label="${attrs}">` +
  `<span>i</span></button></header><main><p class="lott-banner-title">${text}</p><p>24/7</p></main></div>`;
const EN = screen('Lottery', 'Draws around the clock', 'Language');
const PT = screen('Loteria', 'Sorteios a toda hora', 'Idioma');
const VI = screen('Xổ số', 'Quay thưởng &amp; 24/7', 'Ngôn ngữ');
const SELECTOR = '#root>[data-first-screen]';

function load(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  document.documentElement.lang = 'en';
}
const run = (script: string) => new Function(script)();
const root = () => document.querySelector(SELECTOR) as HTMLElement;

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

describe('shellTextsOf', () => {
  it('keeps only what differs: the text nodes by index and the attributes by element index under the root', () => {
    const [texts, attributes] = shellTextsOf(EN, PT);
    expect(texts).toEqual({ 0: 'Loteria', 2: 'Sorteios a toda hora' });
    // The button is the second element under the root (header first).
    expect(attributes).toEqual([[2, 'aria-label', 'Idioma']]);
    expect(shellTextsOf(EN, VI)[0][2]).toBe('Quay thưởng & 24/7');
  });

  it('an attribute only one language has is set there and removed where it is missing', () => {
    const en = '<div><p title="Hi">x</p></div>';
    expect(shellTextsOf(en, '<div><p>x</p></div>')[1]).toEqual([[0, 'title', null]]);
    expect(shellTextsOf('<div><p>x</p></div>', en)[1]).toEqual([[0, 'title', 'Hi']]);
  });

  it('throws when a language is not the same tree (its texts would shift the layout)', () => {
    expect(() => shellTextsOf(EN, EN.replace('<p>24/7</p>', '<p>24/7</p><p>extra</p>'))).toThrow(/not the same tree/);
    expect(() => shellTextsOf(EN, EN.replace('<span>i</span>', '<b>i</b>'))).toThrow(/not the same tree/);
    expect(() => shellTextsOf('<div><p>a</p></div>', '<div><p>a<br>b</p></div>')).toThrow(/not the same tree/);
  });
});

describe('the inline script that swaps the texts', () => {
  const script = shellTextsScript(SELECTOR, LOCAL_KEYS.language, { pt: shellTextsOf(EN, PT), vi: shellTextsOf(EN, VI) });

  it('gives a PT visitor the PT texts, attributes and <html lang>, the same markup as the PT render', () => {
    load(EN);
    localStorage.setItem(LOCAL_KEYS.language, 'pt');
    run(script);
    expect(root().querySelector('h1')?.textContent).toBe('Loteria');
    expect(root().querySelector('.lott-banner-title')?.textContent).toBe('Sorteios a toda hora');
    expect(root().querySelector('button')?.getAttribute('aria-label')).toBe('Idioma');
    expect(document.documentElement.lang).toBe('pt');
    const pt = document.createElement('div');
    pt.innerHTML = PT;
    expect(root().outerHTML).toBe(pt.innerHTML);
  });

  it('gives a VI visitor the VI texts, entities decoded', () => {
    load(EN);
    localStorage.setItem(LOCAL_KEYS.language, 'vi');
    run(script);
    expect(root().querySelector('.lott-banner-title')?.textContent).toBe('Quay thưởng & 24/7');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('leaves the English screen as it is for an EN visitor, a first visit or an unknown language', () => {
    for (const saved of ['en', null, 'fr', 'toString']) {
      load(EN);
      if (saved) localStorage.setItem(LOCAL_KEYS.language, saved);
      run(script);
      expect(root().querySelector('h1')?.textContent, String(saved)).toBe('Lottery');
      expect(document.documentElement.lang).toBe('en');
      localStorage.clear();
    }
  });

  it('holds no "<" that could close its <script> early', () => {
    const texts = shellTextsOf('<div><p>a</p></div>', '<div><p>&lt;/script&gt;</p></div>');
    expect(shellTextsScript(SELECTOR, LOCAL_KEYS.language, { pt: texts })).not.toContain('<');
  });
});
