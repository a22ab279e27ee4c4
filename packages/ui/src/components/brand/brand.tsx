import { useId, type SVGAttributes } from 'react';
import { cx } from '../../utils/cx';

export interface BrandMarkProps extends SVGAttributes<SVGSVGElement> {
  /** Pixel size of the square mark. */
  size?: number;
  /** The accessible name; without it the mark is decorative (the control around it is named). */
  title?: string;
}

/**
 * The brand mark: a gold lucky star on a ruby tile with a gold rim, drawn in SVG so it
 * stays sharp at every size. It keeps its own colours in both themes (a logo is not themed).
 */
export function BrandMark({ size = 28, title, className, ...rest }: BrandMarkProps) {
  const id = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      className={cx('ui-brand-mark', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...rest}
    >
      <defs>
        <linearGradient id={`${id}-tile`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d7263d" />
          <stop offset="1" stopColor="#7a0a1c" />
        </linearGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe58a" />
          <stop offset="1" stopColor="#e0a100" />
        </linearGradient>
      </defs>
      <rect x="1.5" y="1.5" width="29" height="29" rx="8" fill={`url(#${id}-tile)`} stroke={`url(#${id}-gold)`} strokeWidth="2" />
      <path
        d="M16 6.5l2.8 6 6.5.7-4.9 4.4 1.4 6.4L16 20.7l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7z"
        fill={`url(#${id}-gold)`}
        stroke="#8a5a00"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="15.6" r="2.1" fill="#7a0a1c" />
    </svg>
  );
}

export interface BrandWordmarkProps extends SVGAttributes<SVGSVGElement> {
  /** Height in pixels; the width follows (about 3.9 times the height). */
  height?: number;
  /** The brand's name, also its accessible name when `decorative` is false. */
  name?: string;
  decorative?: boolean;
}

/**
 * The wordmark: the brand's name set in the brand font, the second syllable in gold. Text in
 * SVG, so it scales with the mark; its colours follow the theme's text colour.
 */
export function BrandWordmark({ height = 20, name = 'MockBet', decorative = true, className, ...rest }: BrandWordmarkProps) {
  const split = name.length > 4 ? name.length - 3 : name.length;
  return (
    <svg
      height={height}
      width={Math.round(height * 3.9)}
      viewBox="0 0 78 20"
      className={cx('ui-brand-wordmark', className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
      {...rest}
    >
      <text x="0" y="15.5" fontFamily="var(--ui-font-family)" fontSize="17" fontWeight="800" letterSpacing="-0.4" fill="currentColor">
        {name.slice(0, split)}
        <tspan fill="#d99a00">{name.slice(split)}</tspan>
      </text>
    </svg>
  );
}
