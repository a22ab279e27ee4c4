import type { LotteryItem } from '@m/contracts';
import { useServerClockStore } from '../../../shared/time/server-clock';
import { timeLottery, type TimedLottery } from '../lottery-time';

/** A fixed browser instant for stories: Monday 5 January 2026, 12:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 0, 5, 12, 0, 0);

/**
 * A story's loader: the site's server clock stands at STORY_NOW, as a frozen simulated world's
 * does, so every countdown reads that instant (each story starts with fresh stores).
 */
export function atStoryNow(): Record<string, never> {
  useServerClockStore.setState({ frozenAt: STORY_NOW });
  return {};
}

const TEN_TIERS =
  '028461~51730~90215~11874,60412~30571,77820,05318,92144,61730,48296~8120,3391,0472,6654~2718,9043,5566,1290,7301,4487~382,915,064~41,87,09,56~73~18';

/** A lottery as the lobby holds it, `remainTime` seconds from STORY_NOW. */
export function storyLottery(over: Partial<LotteryItem> = {}): TimedLottery {
  const item: LotteryItem = {
    code: 'VN_NORTH',
    gameId: 2001,
    gameMenuTag: 'vietnam',
    numero: '20260106',
    isSale: true,
    lockTime: 900,
    remainTime: 83_700,
    lotteryTime: ['2026-01-05T11:15:00.000Z', '2026-01-06T11:15:00.000Z'],
    previousWinningTime: '2026-01-05T11:15:00.000Z',
    previousWinningNumber: TEN_TIERS,
    mobileIconUrl: '',
    remark: 'Mien Bac',
    drawDayOfWeek: '1,2,3,4,5,6,7',
    vendorCode: 'TCG_LOTTO_VN',
    gameGroupId: 20,
    lottoMode: 'Tradition',
    isTop: true,
    ...over,
  };
  return timeLottery(item, STORY_NOW, STORY_NOW);
}
