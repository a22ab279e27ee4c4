import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The stylesheets as written (the test project loads no CSS).
const cssUnder = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.css'))
    .map((f) => ({ file: f, text: readFileSync(join(dir, f), 'utf8') }));
const site = cssUnder(join(import.meta.dirname, '..'));
const ui = cssUnder(join(import.meta.dirname, '../../../ui/src'));
const definedIn = (sheets: { text: string }[]) => new Set(sheets.flatMap((s) => [...s.text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])));
// The only stylesheet that may name a colour: the design tokens of @m/ui.
const tokenSheet = join('styles', 'tokens.css');

/** Each declaration (property and value) of a stylesheet, comments left out. */
const declarations = (text: string) =>
  [...text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\{([^{}]*)\}/g)].flatMap((block) =>
    block[1]!
      .split(';')
      .map((d) => /^\s*([-\w]+)\s*:\s*([\s\S]*\S)\s*$/.exec(d))
      .filter((m) => m !== null)
      .map((m) => ({ property: m[1]!.toLowerCase(), value: m[2]! })),
  );

// CSS's named colours (CSS Color 4). transparent and currentColor are not among them: they name
// no colour of their own, so a theme has nothing to change in them.
const NAMED_COLORS = `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
  burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue
  darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite
  forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory
  khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen
  lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
  limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive
  olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
  powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
  slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke
  yellow yellowgreen`.split(/\s+/);
const namedColor = new RegExp(`(?<![-\\w])(${NAMED_COLORS.join('|')})(?![-\\w])`, 'i');
const rawColor = (value: string) =>
  /#[0-9a-f]{3,8}\b/i.exec(value)?.[0] ??
  /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i.exec(value)?.[0] ??
  // Quoted text (a font's name, generated content) and url()s name no colour.
  namedColor.exec(value.replace(/(["'])[\s\S]*?\1|url\([^)]*\)/g, ''))?.[0];

// Where a length is room between things or a corner's rounding, it comes from --ui-space-* or
// --ui-radius-* (or a layout token built from them), never a px literal.
const SPACING =
  /^(margin|padding|scroll-margin|scroll-padding|inset)(-[a-z-]+)?$|^(gap|row-gap|column-gap|top|right|bottom|left)$|^border(-[a-z]+)*-radius$/;
// Allowed px there: 0px (env()'s fallback needs a unit) and 1-2 px, hairline nudges below the
// scale's first step (4 px) that only align a pill's text or an icon to its edge.
const ALLOWED_PX = new Set(['0px', '1px', '2px']);

describe("the site's stylesheets", () => {
  it('read only custom properties that exist: the design tokens of @m/ui or their own', () => {
    // A name nothing defines falls back to the value written after it: the status pages' buttons
    // were blue (--color-primary, #1f6feb) instead of the brand's colour. The ui package's own
    // stylesheets are held to the same rule.
    const defined = new Set([...definedIn(ui), ...definedIn(site)]);
    const sheets = [...site, ...ui.map((s) => ({ ...s, file: `ui/${s.file}` }))];
    const unknown = sheets.flatMap(({ file, text }) =>
      [...text.matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("name no colour of their own: every colour is a token from @m/ui's tokens.css, so both themes apply", () => {
    const sheets = [...site, ...ui.filter((s) => s.file !== tokenSheet).map((s) => ({ ...s, file: `ui/${s.file}` }))];
    const raw = sheets.flatMap(({ file, text }) =>
      declarations(text).flatMap(({ property, value }) => {
        const colour = rawColor(value);
        return colour ? [`${file}: ${property}: ${value}`] : [];
      }),
    );
    expect(raw).toEqual([]);
  });

  it('space and round things with the --ui-space-* and --ui-radius-* scales, not px literals', () => {
    const literals = site.flatMap(({ file, text }) =>
      declarations(text)
        .filter(({ property }) => SPACING.test(property))
        .flatMap(({ property, value }) =>
          (value.match(/-?\b\d*\.?\d+px\b/g) ?? [])
            .filter((px) => !ALLOWED_PX.has(px))
            .map((px) => `${file}: ${property}: ${value} (${px})`),
        ),
    );
    expect(literals).toEqual([]);
  });

  it('know a raw colour when they see one', () => {
    for (const value of ['#fff', '#ffffff14', 'rgb(0 0 0 / 45%)', 'hsl(0 0% 100%)', '0 1px 2px black', 'linear-gradient(white, red)'])
      expect(rawColor(value), value).toBeTruthy();
    for (const value of [
      'var(--ui-color-text)',
      'transparent',
      'currentColor',
      'nowrap',
      "'Red Hat', sans-serif",
      '1px solid var(--ui-color-border)',
    ])
      expect(rawColor(value), value).toBeUndefined();
  });

  it("colour the status pages' contact button with the brand tokens (A-152..A-155)", () => {
    const status = site.find((s) => s.file.endsWith('status.css'))!.text;
    const contact = /\.m-status__contact \{([^}]*)\}/.exec(status)?.[1] ?? '';
    expect(contact).toMatch(/background: var\(--ui-color-primary\);/);
    expect(contact).toMatch(/color: var\(--ui-color-on-primary\);/);
  });
});

describe('each component carries its own stylesheet', () => {
  // A component opened alone (a story, a route reached first) is styled only by what it imports:
  // a stylesheet imported by a route alone left 34 stories unstyled, a lottery card's prize
  // numbers run together. So a component whose className names a class of the site's stylesheets
  // imports a stylesheet that defines it.
  const srcDir = join(import.meta.dirname, '..');
  const files = (readdirSync(srcDir, { recursive: true }) as string[]).map((f) => join(srcDir, f));
  const definedBy = new Map<string, Set<string>>();
  for (const sheet of files.filter((f) => f.endsWith('.css')))
    for (const m of readFileSync(sheet, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .matchAll(/\.([a-zA-Z][\w-]*)/g))
      definedBy.set(m[1]!, (definedBy.get(m[1]!) ?? new Set()).add(sheet));
  const components = files.filter((f) => f.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(f) && !f.includes(`${join('src', 'test')}`));

  it('imports a stylesheet defining every class of the site it names', () => {
    const missing: string[] = [];
    for (const file of components) {
      const text = readFileSync(file, 'utf8');
      const imported = new Set([...text.matchAll(/import\s+['"](\.[^'"]+\.css)['"]/g)].map((m) => join(dirname(file), m[1]!)));
      const named = [...text.matchAll(/className=(?:"([^"]+)"|\{`([^`]+)`\}|\{'([^']+)'\})/g)].flatMap((m) =>
        (m[1] ?? m[2] ?? m[3])!.split(/\s+/),
      );
      // The ui package's classes come with its own global stylesheet (@m/ui/styles.css).
      for (const c of new Set(named.filter((n) => !n.startsWith('ui-')))) {
        const sheets = definedBy.get(c);
        if (sheets && ![...sheets].some((s) => imported.has(s))) missing.push(`${file.slice(srcDir.length + 1)}: .${c}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
