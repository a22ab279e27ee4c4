import { type Meta, type StoryObj } from '@storybook/react-vite';
import { darkTheme } from '../../stories/decorators';
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
} from '../../tokens';
import './tokens.css';

/**
 * The design tokens as product reviews them: every colour scale step with what it
 * is for, the semantic colours, and the space, radius, type and shadow scales. Names come from
 * src/tokens.ts, values from styles/tokens.css, so the page shows what the components use.
 */
function TokensPage() {
  return (
    <div className="ui-tokens">
      <h1 className="ui-tokens__h1">Design tokens</h1>
      {COLOR_SCALES.map((scale) => (
        <section key={scale} aria-labelledby={`tokens-${scale}`}>
          <h2 id={`tokens-${scale}`}>{scale}</h2>
          <ul className="ui-tokens__scale">
            {SCALE_STEPS.map((step) => (
              <li key={step}>
                <span className="ui-tokens__swatch" style={{ background: `var(${scaleToken(scale, step)})` }} />
                <code>{step}</code>
                <span className="ui-tokens__use">{STEP_USE[step]}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby="tokens-semantic">
        <h2 id="tokens-semantic">Semantic colours</h2>
        <ul className="ui-tokens__semantic">
          {SEMANTIC_COLORS.map((name) => (
            <li key={name}>
              <span className="ui-tokens__swatch ui-tokens__swatch--small" style={{ background: `var(--ui-color-${name})` }} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space">Space</h2>
        <ul className="ui-tokens__rows">
          {SPACE_STEPS.map((s) => (
            <li key={s}>
              <code>space-{s}</code>
              <span className="ui-tokens__bar" style={{ width: `var(--ui-space-${s})` }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-radius">
        <h2 id="tokens-radius">Radius and shadow</h2>
        <ul className="ui-tokens__semantic">
          {RADII.map((r) => (
            <li key={r}>
              <span className="ui-tokens__box" style={{ borderRadius: `var(--ui-radius-${r})` }} />
              <code>radius-{r}</code>
            </li>
          ))}
          {SHADOWS.map((s) => (
            <li key={s}>
              <span className="ui-tokens__box" style={{ boxShadow: `var(--ui-shadow-${s})` }} />
              <code>shadow-{s}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type</h2>
        <ul className="ui-tokens__rows">
          {FONT_SIZES.map((f) => (
            <li key={f}>
              <code>{f}</code>
              <span style={{ fontSize: `var(--ui-font-size-${f})` }}>Jackpot Loterias Xổ số</span>
            </li>
          ))}
          {FONT_WEIGHTS.map((w) => (
            <li key={w}>
              <code>{w}</code>
              <span style={{ fontWeight: `var(--ui-font-weight-${w})` }}>Jackpot Loterias Xổ số</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { name: 'Light' };
export const Dark: Story = { name: 'Dark', decorators: [darkTheme] };
