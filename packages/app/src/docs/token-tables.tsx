import {
  COLOR_SCALES,
  FONT_SIZES,
  FONT_WEIGHTS,
  RADII,
  SCALE_STEPS,
  SEMANTIC_COLORS,
  SHADOWS,
  SPACE_STEPS,
  STEP_USE,
  scaleToken,
} from '@m/ui/tokens';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './token-tables.css';

/**
 * The design tokens as the "Design tokens" docs page shows them. Names come from @m/ui's token
 * list and values from its stylesheet (read back from the page), so the page cannot drift from
 * what the components use.
 */
type ThemeName = 'light' | 'dark';
const THEMES: readonly ThemeName[] = ['light', 'dark'];

/** The computed value of each custom property on the element, once it is in the page. */
function useTokenValues(names: readonly string[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const key = names.join(',');
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const style = getComputedStyle(el);
    setValues(Object.fromEntries(key.split(',').map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [key]);
  return { ref, values };
}

/**
 * The light scales live on :root only and a story leaves its theme on <html> (the preview's
 * theme switch), so the light column needs <html> back to light to show light values.
 */
function useLightRoot() {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', 'light');
  }, []);
}

function ThemeColumns({ children }: { children: (theme: ThemeName) => ReactNode }) {
  useLightRoot();
  return (
    <div className="token-docs__themes sb-unstyled">
      {THEMES.map((theme) => (
        <div key={theme} data-theme={theme} className="token-docs__theme">
          <p className="token-docs__theme-name">{theme === 'light' ? 'Light' : 'Dark'}</p>
          {children(theme)}
        </div>
      ))}
    </div>
  );
}

function SwatchList({ tokens }: { tokens: readonly { name: string; label: string; note?: string }[] }) {
  const { ref, values } = useTokenValues(tokens.map((t) => t.name));
  return (
    <div ref={ref}>
      <ul className="token-docs__swatches">
        {tokens.map((t) => (
          <li key={t.name}>
            <span className="token-docs__swatch" style={{ background: `var(${t.name})` }} />
            <code>{t.label}</code>
            {t.note ? <span className="token-docs__note">{t.note}</span> : null}
            <span className="token-docs__value">{values[t.name]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One colour scale (neutral, brand or accent), its twelve steps in light and dark side by side. */
export function ColorScale({ scale }: { scale: (typeof COLOR_SCALES)[number] }) {
  const tokens = SCALE_STEPS.map((step) => ({ name: scaleToken(scale, step), label: `${scale}-${step}`, note: STEP_USE[step] }));
  return <ThemeColumns>{() => <SwatchList tokens={tokens} />}</ThemeColumns>;
}

export function ColorScales() {
  return (
    <>
      {COLOR_SCALES.map((scale) => (
        <section key={scale}>
          <h3 className="token-docs__h3">{scale[0]?.toUpperCase() + scale.slice(1)}</h3>
          <ColorScale scale={scale} />
        </section>
      ))}
    </>
  );
}

export function SemanticColors() {
  const tokens = SEMANTIC_COLORS.map((name) => ({ name: `--ui-color-${name}`, label: name }));
  return <ThemeColumns>{() => <SwatchList tokens={tokens} />}</ThemeColumns>;
}

function ValueRows({ tokens, sample }: { tokens: readonly { name: string; label: string }[]; sample: (name: string) => ReactNode }) {
  const { ref, values } = useTokenValues(tokens.map((t) => t.name));
  return (
    <div ref={ref} data-theme="light" className="token-docs__rows sb-unstyled">
      {tokens.map((t) => (
        <div key={t.name} className="token-docs__row">
          <code>{t.label}</code>
          <span className="token-docs__value">{values[t.name]}</span>
          <div className="token-docs__sample">{sample(t.name)}</div>
        </div>
      ))}
    </div>
  );
}

export function SpaceScale() {
  const tokens = SPACE_STEPS.map((s) => ({ name: `--ui-space-${s}`, label: `space-${s}` }));
  return <ValueRows tokens={tokens} sample={(name) => <span className="token-docs__bar" style={{ width: `var(${name})` }} />} />;
}

export function RadiusScale() {
  const tokens = RADII.map((r) => ({ name: `--ui-radius-${r}`, label: `radius-${r}` }));
  return <ValueRows tokens={tokens} sample={(name) => <span className="token-docs__box" style={{ borderRadius: `var(${name})` }} />} />;
}

export function ShadowScale() {
  const tokens = SHADOWS.map((s) => ({ name: `--ui-shadow-${s}`, label: `shadow-${s}` }));
  return (
    <ValueRows
      tokens={tokens}
      sample={(name) => <span className="token-docs__box token-docs__box--plain" style={{ boxShadow: `var(${name})` }} />}
    />
  );
}

const SAMPLE = 'Jackpot Loterias Xổ số 1,234.50';

export function TypeScale() {
  useLightRoot();
  const sizes = FONT_SIZES.map((f) => ({ name: `--ui-font-size-${f}`, label: `font-size-${f}` }));
  const weights = FONT_WEIGHTS.map((w) => ({ name: `--ui-font-weight-${w}`, label: `font-weight-${w}` }));
  return (
    <>
      <ValueRows
        tokens={sizes}
        sample={(name) => (
          <span className="token-docs__type" style={{ fontSize: `var(${name})` }}>
            {SAMPLE}
          </span>
        )}
      />
      <ValueRows
        tokens={weights}
        sample={(name) => (
          <span className="token-docs__type" style={{ fontWeight: `var(${name})` }}>
            {SAMPLE}
          </span>
        )}
      />
    </>
  );
}
