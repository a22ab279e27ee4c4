import { useId } from 'react';
import './lottery.css';

/** Balls of the lobby's banner scene: colour, number and place (x, y, radius in a 160x96 box). */
const BALLS = [
  { n: '07', fill: '#f2b705', x: 34, y: 58, r: 24 },
  { n: '18', fill: '#e0314b', x: 78, y: 38, r: 28 },
  { n: '24', fill: '#2f80ed', x: 124, y: 58, r: 24 },
  { n: '36', fill: '#27ae60', x: 100, y: 80, r: 14 },
  { n: '42', fill: '#9b51e0', x: 146, y: 22, r: 12 },
] as const;

/**
 * The lottery lobby banner's picture: numbered balls with a light on each, drawn inline
 * so the banner is whole from the first paint and holds no network image. Decorative only.
 */
export function LotteryBannerArt() {
  const shine = `${useId()}-shine`;
  return (
    <svg className="lott-banner-art" viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={shine} cx="0.35" cy="0.3" r="0.7">
          <stop offset="0" stopColor="#fff" stopOpacity="0.75" />
          <stop offset="0.45" stopColor="#fff" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.25" />
        </radialGradient>
      </defs>
      {BALLS.map((b) => (
        <g key={b.n}>
          <circle cx={b.x} cy={b.y} r={b.r} fill={b.fill} />
          <circle cx={b.x} cy={b.y} r={b.r * 0.55} fill="#fff" />
          <text x={b.x} y={b.y} dy="0.35em" textAnchor="middle" fontSize={b.r * 0.55} fontWeight="800" fill="#1f1f1f">
            {b.n}
          </text>
          <circle cx={b.x} cy={b.y} r={b.r} fill={`url(#${shine})`} />
        </g>
      ))}
    </svg>
  );
}
