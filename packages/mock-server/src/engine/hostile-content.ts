import type { WorldState } from './state';

/**
 * Script-injection payloads and very long unbroken strings, seeded into every
 * kind of server text the site shows (announcements, help, mail, promotions, a nickname, game names).
 * Each payload that runs sets `window.__pwned`, so a test asserts it stays undefined.
 */
const PWN = 'window.__pwned=1';
export const HOSTILE_PAYLOADS = {
  script: `<script>${PWN}</script>`,
  img: `<img src=x onerror="${PWN}">`,
  jsLink: `<a href="javascript:${PWN}">Open</a>`,
  svg: `<svg onload="${PWN}"><circle r="4"></circle></svg>`,
  /** 400 characters without a break opportunity. */
  long: 'W'.repeat(400),
} as const;

const { script, img, jsLink, svg, long } = HOSTILE_PAYLOADS;
/** Every payload in one HTML body. */
export const HOSTILE_BODY = `<p>Hostile ${long}</p>${script}${img}${jsLink}${svg}`;
/** A title (plain text fields): the payloads as text, then the long string. */
export const hostileTitle = (label: string): string => `${label} ${img}${svg} ${long}`;

export function applyHostileContent(s: WorldState): void {
  for (const a of s.announcements) {
    a.title = hostileTitle(a.title);
    a.content = HOSTILE_BODY;
  }
  for (const h of s.support.help) {
    h.title = hostileTitle(h.title);
    h.content = HOSTILE_BODY;
  }
  for (const mails of Object.values(s.support.inbox)) {
    for (const m of mails) {
      m.title = hostileTitle(m.title);
      m.content = HOSTILE_BODY;
    }
  }
  for (const p of s.promotions.items) {
    p.title = hostileTitle(p.title);
    p.content = HOSTILE_BODY;
    if (p.action === 'LINK') p.linkUrl = `javascript:${PWN}`;
  }
  const player = s.users.player01;
  if (player) player.nickname = `${img}${long}`;
  for (const l of Object.values(s.lottery.lotteries)) l.remark = hostileTitle(l.remark);
  for (const g of s.lottery.vendorGames) g.gameName = hostileTitle(g.gameName);
  for (const g of s.lottery.groups) g.labelName = `${svg}${g.labelName}`;
}
