/**
 * The first screens are rendered at build time in English (first-screens.tsx),
 * but a PT or VI visitor must see their own language from the first paint: the build renders each
 * screen in every display language, keeps what differs (the text nodes and the attributes such as
 * a title or a selected option) and writes it into a tiny inline script placed right after the
 * markup, which swaps those few texts before the first paint when the saved language asks for it.
 * No text is retyped: every one is what the app's own components render from the locale files.
 */

/** Per language: the text nodes that differ (by index in document order) and the attributes ([element index, name, value or null to remove]). */
export type ShellTexts = [texts: Record<number, string>, attributes: Array<[number, string, string | null]>];

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const decode = (s: string): string => s.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e);

interface Parsed {
  /** Each element's tag name and attributes, in document order, the outermost (the screen's root) first. */
  elements: Array<{ name: string; attrs: Map<string, string> }>;
  texts: string[];
}

/** React's static markup, read as tokens (it writes no comments and quotes every attribute). */
function parse(markup: string): Parsed {
  const elements: Parsed['elements'] = [];
  const texts: string[] = [];
  for (const [token] of markup.matchAll(/<[^>]+>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      texts.push(decode(token));
      continue;
    }
    if (token.startsWith('</')) continue;
    const name = /^<([^\s/>]+)/.exec(token)?.[1] ?? '';
    const attrs = new Map<string, string>();
    for (const [, key, value] of token.slice(name.length + 1).matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g))
      attrs.set(key as string, decode(value ?? ''));
    elements.push({ name, attrs });
  }
  return { elements, texts };
}

/**
 * What turns the English markup into the translated one, or an error when the two are not the
 * same tree (then a language would shift the layout, and the build says so).
 */
export function shellTextsOf(en: string, translated: string): ShellTexts {
  const a = parse(en);
  const b = parse(translated);
  const names = (p: Parsed) => p.elements.map((e) => e.name).join(' ');
  if (names(a) !== names(b) || a.texts.length !== b.texts.length) throw new Error('a first screen is not the same tree in every language');
  const texts: Record<number, string> = {};
  b.texts.forEach((text, i) => {
    if (text !== a.texts[i]) texts[i] = text;
  });
  const attributes: ShellTexts[1] = [];
  // The root's own attributes never depend on the language; the script indexes its descendants.
  b.elements.forEach((el, i) => {
    if (i === 0) return;
    const before = a.elements[i]?.attrs ?? new Map<string, string>();
    for (const [key, value] of el.attrs) if (before.get(key) !== value) attributes.push([i - 1, key, value]);
    for (const key of before.keys()) if (!el.attrs.has(key)) attributes.push([i - 1, key, null]);
  });
  return [texts, attributes];
}

/**
 * The inline script that applies a saved language's texts to the screen at `selector` (its
 * descendants, in document order), self-contained: it runs before the first paint, before any of
 * the app's JavaScript. `<html lang>` follows, as the app's i18n sets it.
 */
export function shellTextsScript(selector: string, languageKey: string, byLanguage: Record<string, ShellTexts>): string {
  const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');
  return (
    `(function(d,S){var l;try{l=localStorage.getItem(${json(languageKey)})}catch(e){}` +
    `if(!l||!Object.prototype.hasOwnProperty.call(S,l))return;var s=S[l],r=d.querySelector(${json(selector)});if(!r)return;` +
    `var w=d.createTreeWalker(r,4),e=r.getElementsByTagName('*'),n,i=0;` +
    `while((n=w.nextNode())){if(s[0][i]!=null)n.data=s[0][i];i++}` +
    `s[1].forEach(function(a){var x=e[a[0]];if(x)a[2]==null?x.removeAttribute(a[1]):x.setAttribute(a[1],a[2])});` +
    `d.documentElement.lang=l})(document,${json(byLanguage)});`
  );
}
