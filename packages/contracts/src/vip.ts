/**
 * A member's VIP standing (A-018, decided): the ONE rule for the level, the next
 * threshold, the amount still needed and the progress. The simulator reports the level with it
 * (`member.vipBenefits` current, member info's clubLabel) and the VIP page derives everything it
 * shows from it, so the page can never say "Bronze" next to deposits above Silver's threshold.
 *
 * - Levels are in ascending order of `depositNeeded` (the answer's `levels`).
 * - The level is the highest one whose `depositNeeded` the total deposits reach (>=: exactly on a
 *   threshold is that level); below the first threshold it is the first level.
 * - `remaining` is what the next level still needs (cents, never negative), 0 at the top level.
 * - `progress` is total / next threshold, 0..1 (1 at the top level): the bar and the "still
 *   needed" text say the same thing (progress = 1 - remaining / next threshold).
 */
export interface VipThreshold {
  depositNeeded: number;
}

export interface VipStanding {
  /** Index into `levels`. */
  current: number;
  /** Index of the next level, or null at the top level. */
  next: number | null;
  /** Deposits still needed for the next level (2 decimals); 0 at the top level. */
  remaining: number;
  /** 0..1 towards the next level's threshold; 1 at the top level. */
  progress: number;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

export function vipStanding(totalDeposit: number, levels: readonly VipThreshold[]): VipStanding {
  let current = 0;
  levels.forEach((l, i) => {
    if (totalDeposit >= l.depositNeeded) current = i;
  });
  const nextLevel = levels[current + 1];
  if (nextLevel === undefined) return { current, next: null, remaining: 0, progress: 1 };
  const remaining = Math.max(0, cents(nextLevel.depositNeeded - totalDeposit));
  const progress = nextLevel.depositNeeded > 0 ? Math.min(1, Math.max(0, totalDeposit / nextLevel.depositNeeded)) : 1;
  return { current, next: current + 1, remaining, progress };
}
