import { isTrialType } from '@m/contracts';
import { SimError } from '../errors';
import type { SimUser } from '../state';

/**
 * Helpers that several domain modules share (member, wallet, support, announcements, promotions,
 * agent, games, lottery).
 * They live here, not in one of those modules, so no two domain modules import each other
 * (docs/decisions/toolkit.md ENG-CYCLES). This file imports no domain module.
 */

/** the backend refuses a trial (type 4) what the site also never asks (A-100 text). */
export function refuseTrial(user: SimUser): void {
  if (isTrialType(user.type)) throw new SimError('trial.forbidden', 'Please login an actual account to use this function');
}

/** The one paging rule of every list endpoint: a page by slicing (never by walking skipped items), at least one page. */
export function pageOf<T>(all: readonly T[], pageNo: number, pageSize: number) {
  const start = (pageNo - 1) * pageSize;
  return {
    list: all.slice(start, start + pageSize),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(all.length / pageSize)),
    total: all.length,
  };
}

/** A time inside the optional [from, to] filter of a list query (both ends included). */
export const inRange = (t: number, from?: number, to?: number) => (from === undefined || t >= from) && (to === undefined || t <= to);
