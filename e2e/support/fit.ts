import type { Page } from '@playwright/test';

/**
 * "Text fits": what on the current screen does not fit a phone. Three rules, each
 * a thing a person would see:
 * - the page itself scrolls sideways;
 * - a visible element reaches past the screen's left or right edge while no box around it scrolls
 *   or clips sideways (a carousel's next slide or a tab bar's hidden tabs are inside such a box);
 * - a card's content is wider than the card (it spills over the card's edge).
 * Each offender is named `tag.class "text"`, so a failure says where to look.
 */
export async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const inSideBox = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > vw + 1)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${vw} px`);
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility()) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if ((r.right > vw + 1 || r.left < -1) && !inSideBox(el))
        found.push(`past the screen's edge (${Math.round(r.left)}..${Math.round(r.right)} px): ${name(el)}`);
    }
    for (const card of document.body.querySelectorAll('.ui-card')) {
      if (card.checkVisibility() && card.scrollWidth > card.clientWidth + 1)
        found.push(`wider than its card (${card.scrollWidth} in ${card.clientWidth} px): ${name(card)}`);
    }
    return found;
  });
}
