import type { LotteryMenuGroup } from '@m/contracts';
import { Button, CardSkeleton, NoData, TabBarSkeleton, Tabs } from '@m/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenLogin } from '../../../shared/stores/login-prompt-store';
import { COUNTDOWN_TICK_MS, LOBBY_REFRESH_MIN_MS } from '../../../shared/constants';
import { useSessionStore } from '../../../shared/stores/session-store';
import { withLoading } from '../../../shared/stores/ui-store';
import { getLotteryMenu } from '../api/get-lottery-menu';
import { getLotteryVendorGames } from '../api/get-lottery-vendor-games';
import { getRecentLottery } from '../api/get-recent-lottery';
import { LoadView } from '../../../shared/api/load-view';
import { useLoad } from '../../../shared/api/query-cache';
import { useTimedLoad } from '../../../shared/api/timed-load';
import { NO_HISTORY_TAG, VENDOR_GROUP_TAG } from '../lottery-config';
import { lobbyRefreshDelayMs, timeLottery, type TimedLottery } from '../lottery-time';
import { useLotteryFavourites } from '../use-lottery-favourites';
import { useLaunch } from '../../../shared/launch/use-launch';
import { serverNow } from '../../../shared/time/server-clock';
import { serverElapsed, useServerClockJumps, useServerTime } from '../../../shared/time/use-server-now';
import { HistoryModal } from './history-modal';
import { LotteryBannerArt } from './lottery-banner-art';
import { LotteryCard } from './lottery-card';
import { LotteryTile } from './lottery-tile';
import { WeeklyPanel } from './weekly-panel';
import './lottery.css';

type TimedGroup = Omit<LotteryMenuGroup, 'gameMenus'> & { gameMenus: TimedLottery[] };
type SubTab = 'all' | 'hot' | 'fav' | 'recent';

const ALL = 'ALL';

/** The server's day of the week as the menu numbers them (G-059): 1 = Sunday. */
const weekdayOf = (now: number): number => new Date(now).getUTCDay() + 1;
const SUB_TABS: SubTab[] = ['all', 'hot', 'fav', 'recent'];

/** Favourites first, then the rest, each in menu order (G§2). */
const favouritesFirst = (items: TimedLottery[], fav: number[]): TimedLottery[] => [
  ...items.filter((i) => fav.includes(i.gameId)),
  ...items.filter((i) => !fav.includes(i.gameId)),
];

/**
 * A call timed for G-065 on the server's clock: the instant its answer arrived and the instant it
 * was sent, that far before it as the call took (on a frozen world no server time passes).
 */
async function timedCall<T>(call: () => Promise<T>): Promise<{ value: T; sentAt: number; receivedAt: number }> {
  const sent = Date.now();
  const value = await call();
  const receivedAt = serverNow();
  return { value, sentAt: receivedAt - serverElapsed(sent, Date.now()), receivedAt };
}

/**
 * /m/lott (G-056..G-069): menu ALL + the server's groups, sub-tabs all/hot/fav/recent, the
 * History Result button, the GPI vendor list, the current lottery's card, the weekly panel and
 * the tiles. The menu reloads after lobbyRefreshDelayMs (G-068, useTimedLoad), and at once when the
 * server's clock jumps; every countdown and the weekly panel's today read the server's clock.
 */
export function LotteryLobby() {
  const { t, i18n } = useTranslation();
  const openLogin = useOpenLogin();
  const userName = useSessionStore((s) => s.session?.userName ?? null);
  const favourites = useLotteryFavourites(userName);
  const launch = useLaunch();
  // The lobby renders again when the server's day changes; each countdown reads the clock itself.
  const today = useServerTime(COUNTDOWN_TICK_MS, weekdayOf);
  const clockJumps = useServerClockJumps();
  const banner = useRef<HTMLDivElement>(null);

  const [category, setCategory] = useState(ALL);
  const [tab, setTab] = useState<SubTab>('all');
  const [currentCode, setCurrentCode] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  // The menu's tabs and names come in the display language: a switch reloads it.
  const language = i18n.language;

  // The menu, timed against the call's own round trip, loaded again when the next draw is due
  // (lobbyRefreshDelayMs, G-068), quietly: a failed refresh keeps what is shown and tries again
  // after the shortest delay. Only the first load of a language (or a retry) shows the loading toast.
  const toasted = useRef<string | null>(null);
  const menu = useTimedLoad(
    ['lottery.menu', language],
    async (): Promise<TimedGroup[]> => {
      const request = timedCall(() => getLotteryMenu(language));
      const quiet = toasted.current === language;
      toasted.current = language;
      const { value, sentAt, receivedAt } = await (quiet ? request : withLoading(request));
      return value.map((g) => ({ ...g, gameMenus: g.gameMenus.map((i) => timeLottery(i, sentAt, receivedAt)) }));
    },
    {
      hold: true,
      replanOn: clockJumps,
      refreshAfter: (value) => (value === null ? LOBBY_REFRESH_MIN_MS : lobbyRefreshDelayMs(value.flatMap((g) => g.gameMenus))),
    },
  );
  const groups = menu.data;

  const retry = () => {
    toasted.current = null;
    menu.reload();
  };

  const isVendorGroup = category === VENDOR_GROUP_TAG;
  // The vendor group's games: once per page (kept), with the loading toast. A failure leaves the
  // menu on screen and the group empty: the client's toast says why (a partial failure of the lobby).
  const vendorLoad = useLoad(
    isVendorGroup ? ['lottery.vendorGames', VENDOR_GROUP_TAG] : null,
    async () => (await withLoading(getLotteryVendorGames(VENDOR_GROUP_TAG))).games,
    { keep: true, toast: true },
  );

  // The recent tab's lotteries, timed against the call's own round trip. The tab's list shows the
  // call's spinner while it loads and A-157's retry when it fails; the menu stays (a partial
  // failure of the lobby).
  const recentLoad = useLoad(tab === 'recent' ? ['lottery.recent', i18n.language] : null, async () => {
    const { value, sentAt, receivedAt } = await timedCall(() => getRecentLottery(i18n.language));
    return value.map((i) => timeLottery(i, sentAt, receivedAt));
  });
  const recent = recentLoad.data;

  const all = useMemo(() => (groups ?? []).flatMap((g) => g.gameMenus), [groups]);
  const inCategory = useMemo(
    () => (category === ALL ? all : (groups?.find((g) => g.tag === category)?.gameMenus ?? [])),
    [category, all, groups],
  );

  const list = useMemo(() => {
    if (tab === 'fav') return inCategory.filter((i) => favourites.ids.includes(i.gameId));
    if (tab === 'hot')
      return favouritesFirst(
        inCategory.filter((i) => i.isTop),
        favourites.ids,
      );
    if (tab === 'recent') {
      // The recent call answers in draw order; the lobby's own copy keeps the countdowns in step.
      const codes = new Set(inCategory.map((i) => i.code));
      return (recent ?? []).filter((r) => codes.has(r.code)).map((r) => inCategory.find((i) => i.code === r.code) ?? r);
    }
    return favouritesFirst(inCategory, favourites.ids);
  }, [tab, inCategory, favourites.ids, recent]);

  const current = list.find((i) => i.code === currentCode) ?? list[0] ?? null;

  const needLogin = (): boolean => {
    if (userName) return false;
    openLogin();
    return true;
  };

  const pickCategory = (id: string) => {
    setCategory(id);
    setTab('all');
    setCurrentCode(null);
    // G-069: picking a menu item scrolls to the bottom of the banner.
    const el = banner.current;
    if (el) window.scrollTo({ top: el.getBoundingClientRect().bottom + window.scrollY, behavior: 'smooth' });
  };

  const pickTab = (id: string) => {
    if (id === 'fav' && needLogin()) return;
    setTab(id as SubTab);
    setCurrentCode(null);
  };

  const tiles = (
    <ul className="lott-tiles" aria-label={t(`lottery.tabs.${tab}`)}>
      {list.map((l) => (
        <LotteryTile
          key={l.code}
          lottery={l}
          current={l.code === current?.code}
          favourite={favourites.ids.includes(l.gameId)}
          onSelect={(x) => setCurrentCode(x.code)}
          onToggleFavourite={(x) => {
            if (!needLogin()) favourites.toggle(x.gameId);
          }}
        />
      ))}
    </ul>
  );
  const listView = list.length === 0 ? <NoData text={t(tab === 'fav' ? 'lottery.noFav' : 'lottery.empty')} /> : tiles;

  const categoryTabs = [{ id: ALL, label: t('lottery.all') }, ...(groups ?? []).map((g) => ({ id: g.tag, label: g.labelName }))];

  return (
    <div className="lott-lobby">
      <div ref={banner} className="lott-banner">
        {/* The frame's back header holds the page's h1 (titles.lott); the banner carries the tagline. */}
        <p className="lott-banner-title">{t('lottery.banner')}</p>
        <LotteryBannerArt />
      </div>
      {/* The menu never loaded: 'Loading failed, click to retry' instead of an empty lobby. Habit 14:
          the menu row and a lottery card's outline hold their place until the menu answers. */}
      <LoadView
        state={{ ...menu, reload: retry }}
        loading={
          <div className="lott-skeleton">
            <TabBarSkeleton label={t('in_please_wait')} count={3} />
            <CardSkeleton lines={8} />
          </div>
        }
      >
        {() => (
          <>
            <Tabs items={categoryTabs} value={category} onChange={pickCategory} ariaLabel={t('lottery.menuLabel')} className="lott-menu" />
            {isVendorGroup ? (
              <section className="lott-vendor" aria-label={t('lottery.vendorGames', { vendor: VENDOR_GROUP_TAG })}>
                <LoadView state={vendorLoad} failed={<NoData text={t('lottery.empty')} />} empty={<NoData text={t('lottery.empty')} />}>
                  {(vendorGames) => (
                    <ul className="lott-vendor-list">
                      {vendorGames.map((g) => (
                        <li key={g.gameCode} className="lott-vendor-item">
                          <span>{g.gameName}</span>
                          <Button
                            size="sm"
                            aria-label={t('lottery.playName', { name: g.gameName })}
                            onClick={() =>
                              void launch({
                                vendorCode: g.vendorCode,
                                gameCode: g.gameCode,
                                gameId: g.gameId,
                                gameGroupId: 0,
                                lottoMode: '',
                                name: g.gameName,
                              })
                            }
                          >
                            {t('lottery.play')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </LoadView>
              </section>
            ) : (
              <>
                <div className="lott-subbar">
                  <Tabs
                    items={SUB_TABS.map((id) => ({ id, label: t(`lottery.tabs.${id}`) }))}
                    value={tab}
                    onChange={pickTab}
                    ariaLabel={t('lottery.subTabsLabel')}
                    variant="pill"
                  />
                  {category !== NO_HISTORY_TAG && (
                    <Button variant="secondary" size="sm" onClick={() => setHistoryOpen(true)}>
                      {t('lottery.historyResult')}
                    </Button>
                  )}
                </div>
                {current && <LotteryCard lottery={current} onPlay={(l) => void launch({ ...l, gameCode: l.code, name: l.remark })} />}
                {/* The recent tab's own call: its spinner while it loads, A-157's retry when it fails. */}
                {tab === 'recent' ? <LoadView state={recentLoad}>{() => listView}</LoadView> : listView}
                <WeeklyPanel lotteries={inCategory} currentCode={current?.code ?? null} today={today} />
                <HistoryModal
                  open={historyOpen}
                  onClose={() => setHistoryOpen(false)}
                  games={inCategory}
                  initialCode={current?.code ?? null}
                />
              </>
            )}
          </>
        )}
      </LoadView>
    </div>
  );
}
