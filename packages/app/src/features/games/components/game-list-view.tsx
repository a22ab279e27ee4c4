import type { Game, VendorInfo } from '@m/contracts';
import { Button, NoData } from '@m/ui';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadView } from '../../../shared/api/load-view';
import { GAMES_LANGUAGE_DEBOUNCE_MS, NAME_SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import { useOpenLogin } from '../../../shared/stores/login-prompt-store';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { useFocusAfterGone } from '../focus-after-gone';
import { useDebounced, useFavouriteIds, useGameLaunch, useToggleFavourite } from '../use-games';
import { useGameList, useInfiniteScroll, type ListTab } from '../use-game-list';
import { FilterPanel, type GameFilters } from './filter-panel';
import { GameGrid } from './game-tile';
import { VendorStrip } from './vendor-strip';
import '../games.css';

export interface GameListViewProps {
  gameType: string;
  vendors: VendorInfo[];
  /** 25 on the list page, 50 on the game centre (G§9). */
  pageSize: number;
  /**
   * The vendor the page is fixed to ('' = none: the strip shows and a tab change resets it to All).
   * From `fixedVendorOf` (game-rules.ts): BGS on the slots page (G-039, G-044, G-050, G-052).
   */
  fixedVendor?: string;
  /** The page's heading of the list (focusable): focus goes there when the last game leaves the list. */
  heading?: RefObject<HTMLElement | null>;
}

const TABS: ListTab[] = ['all', 'hot', 'fav', 'recent'];

/**
 * The list page body (G-030..G-040): classify tabs all, hot, fav, recent (fav and recent need
 * login), the vendor strip, the name search (Enter submits; else 500 ms debounce, trimmed), the
 * filter panel, removable chips, the grid with infinite scroll, empty, loading and error states.
 */
export function GameListView({ gameType, vendors, pageSize, fixedVendor = '', heading }: GameListViewProps) {
  const { t } = useTranslation();
  const openLogin = useOpenLogin();
  const loggedIn = useSessionStore((s) => s.session !== null);
  const language = useUiStore((s) => s.language);
  const lang = useDebounced(language, GAMES_LANGUAGE_DEBOUNCE_MS);
  const [tab, setTab] = useState<ListTab>('all');
  const [filters, setFilters] = useState<GameFilters>({ vassalage: fixedVendor, gameClassify: '', minBet: '' });
  const [nameInput, setNameInput] = useState('');
  const [name, setName] = useState('');
  const [panel, setPanel] = useState(false);
  const debouncedName = useDebounced(nameInput.trim(), NAME_SEARCH_DEBOUNCE_MS);
  useEffect(() => setName(debouncedName), [debouncedName]);

  // A new category starts over.
  const [prevType, setPrevType] = useState(gameType);
  if (prevType !== gameType) {
    setPrevType(gameType);
    setTab('all');
    setFilters({ vassalage: fixedVendor, gameClassify: '', minBet: '' });
    setNameInput('');
    setName('');
  }

  const list = useGameList({ tab, gameType, pageSize, language: lang, gameName: name, ...filters });
  const favIds = useFavouriteIds();
  // A game removed while the list showed it leaves the list; the rest stays as scrolled, and
  // focus moves to the tile that takes its place.
  const results = useRef<HTMLDivElement>(null);
  const noHeading = useRef<HTMLElement>(null);
  const focusAfterGone = useFocusAfterGone(results, heading ?? noHeading);
  const gone = (g: Game) => {
    focusAfterGone(list.games.findIndex((x) => x.nodeId === g.nodeId));
    list.remove(g.nodeId);
  };
  const toggle = useToggleFavourite(gone);
  const launch = useGameLaunch(gone);
  useInfiniteScroll(list.loadMore, list.hasMore);

  const changeTab = (next: ListTab) => {
    if ((next === 'fav' || next === 'recent') && !loggedIn) {
      openLogin();
      return;
    }
    // G-039: page 1, vendor/name/min-bet cleared (vendor back to BGS on the slots page).
    setTab(next);
    setFilters((f) => ({ ...f, vassalage: fixedVendor, minBet: '' }));
    setNameInput('');
    setName('');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setName(nameInput.trim());
  };

  const onToggle = async (game: Game) => {
    const wasFav = favIds.includes(game.nodeId);
    const ok = await toggle(game);
    // Unfavourited on the Favourites tab, it leaves the tab as a gone game does, focus included.
    if (ok && wasFav && tab === 'fav') gone(game);
  };

  const vendorName = (v: string) => vendors.find((x) => x.vassalage === v)?.displayName ?? v;
  const chips: { id: string; label: string; clear: () => void }[] = [];
  if (filters.vassalage && filters.vassalage !== fixedVendor)
    chips.push({ id: 'v', label: vendorName(filters.vassalage), clear: () => setFilters((f) => ({ ...f, vassalage: fixedVendor })) });
  if (filters.gameClassify)
    chips.push({
      id: 'c',
      label: t(`games.classify.${filters.gameClassify}`),
      clear: () => setFilters((f) => ({ ...f, gameClassify: '' })),
    });
  if (filters.minBet)
    chips.push({
      id: 'b',
      label: t('games.minBetChip', { value: filters.minBet }),
      clear: () => setFilters((f) => ({ ...f, minBet: '' })),
    });
  if (name) chips.push({ id: 'n', label: t('games.nameChip', { name }), clear: () => (setNameInput(''), setName('')) });

  const stripVendors = fixedVendor ? vendors.filter((v) => v.vassalage === fixedVendor) : vendors;
  return (
    <div className="gm-list">
      <div className="gm-classify" role="group" aria-label={t('games.lists')}>
        {TABS.map((id) => (
          <button key={id} type="button" className="gm-classify__btn" aria-pressed={tab === id} onClick={() => changeTab(id)}>
            {t(`games.tabs.${id}`)}
          </button>
        ))}
      </div>
      {fixedVendor ? null : (
        <VendorStrip vendors={stripVendors} value={filters.vassalage} onChange={(vassalage) => setFilters((f) => ({ ...f, vassalage }))} />
      )}
      {tab === 'all' ? (
        <form className="gm-search" role="search" onSubmit={onSubmit}>
          <label className="gm-search__label">
            <span className="gm-sr">{t('games.searchLabel')}</span>
            <input
              type="search"
              value={nameInput}
              maxLength={64}
              placeholder={t('games.searchPlaceholder')}
              onChange={(e) => setNameInput(e.target.value)}
            />
          </label>
          <Button size="sm" type="submit">
            {t('games.search')}
          </Button>
          <Button size="sm" variant="secondary" aria-expanded={panel} onClick={() => setPanel((p) => !p)}>
            {t('games.filters')}
          </Button>
        </form>
      ) : null}
      {panel && tab === 'all' ? (
        <FilterPanel
          vendors={stripVendors}
          value={filters}
          showRngFilters={gameType === 'RNG'}
          onChange={setFilters}
          onClose={() => setPanel(false)}
        />
      ) : null}
      {chips.length > 0 ? (
        <ul className="gm-chips" aria-label={t('games.activeFilters')}>
          {chips.map((c) => (
            <li key={c.id}>
              <button type="button" className="gm-chip" onClick={c.clear} aria-label={t('games.removeFilter', { label: c.label })}>
                {c.label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={results} aria-live="polite" aria-busy={list.loading}>
        {/* The games stay while the next page loads, its spinner under them; a failed page says so under them too. */}
        <LoadView state={list} reloading="below" failedText={t('games.loadFailed')} empty={<NoData text={t('games.empty')} />}>
          {(games) => (
            <GameGrid
              games={games}
              favouriteIds={favIds}
              onPlay={(g) => void launch(g)}
              onToggleFavourite={(g) => void onToggle(g)}
              label={t('games.results')}
            />
          )}
        </LoadView>
        {list.hasMore && !list.loading ? (
          <Button block variant="secondary" onClick={list.loadMore}>
            {t('games.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
