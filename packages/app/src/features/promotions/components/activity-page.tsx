import { isTrialType, type Promotion, type PromotionsValue } from '@m/contracts';
import { NoData, prefersReducedMotion, Tabs } from '@m/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PROMO_SCROLL_DELAY_MS, SUCCESS_TOAST_MS } from '../../../shared/constants';
import { safeUrl } from '../../../shared/safe-url';
import { LoadView } from '../../../shared/api/load-view';
import { useLoad } from '../../../shared/api/query-cache';
import { useOpenLogin } from '../../../shared/stores/login-prompt-store';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { applyPromotion, getAvailablePromotions, getMyPromotions, getPromotions, markPromotionRead } from '../api/promotions-api';
import { toBase64 } from '../apply-validation';
import { promotionIdOf } from '../promotion-id';
import { ApplyForm } from './apply-form';
import { InviteFriends } from './invite-friends';
import { PromoItem } from './promo-item';
import { PromoListSkeleton } from './promo-list-skeleton';
import './promotions.css';

const ALL = 'all';

/** G-084: LINK targets are site paths (navigated) or http(s) URLs (opened), both through safeUrl. */
function followLink(url: string, navigate: (to: string) => void) {
  const safe = safeUrl(url);
  if (!safe) return;
  if (safe.startsWith('/')) navigate(safe);
  else window.location.assign(safe);
}

/** The promotions in `language`, with the member's read marks and claim statuses merged in. */
async function promotionsFor(language: string, member: boolean): Promise<PromotionsValue> {
  const mine = member ? getMyPromotions().catch(() => null) : Promise.resolve(null);
  const [value, own] = await Promise.all([getPromotions(language), mine]);
  const byId = new Map((own?.list ?? []).map((m) => [m.id, m]));
  return {
    ...value,
    list: value.list.map((p) => {
      const m = byId.get(p.id);
      return m ? { ...p, read: m.read, claimStatus: m.claimStatus } : p;
    }),
  };
}

/**
 * /m/activity and /m/activityDetail?id= (G-080..G-084, A-166): the category menu, the promotions
 * with expandable details and go buttons, the application form and invite-friends. The detail
 * route scrolls to its promotion and opens it PROMO_SCROLL_DELAY_MS after the list shows.
 */
export function ActivityPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const openLogin = useOpenLogin();
  const [search] = useSearchParams();
  const session = useSessionStore((s) => s.session);
  const [category, setCategory] = useState(ALL);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [applying, setApplying] = useState<Promotion | null>(null);
  const deepId = promotionIdOf(search.get('id'));
  const loggedIn = session !== null;
  // Only a member with an actual account may apply, so only they ask which promotions are open to them.
  const canApply = session !== null && !isTrialType(session.type);

  // The list is public; a member's read marks and claim statuses come from promotions.mine.
  const promotions = useLoad(['promotions.list', i18n.language, loggedIn], () => withLoading(promotionsFor(i18n.language, loggedIn)));
  const openToMe = useLoad(canApply ? ['promotions.available', session.token] : null, getAvailablePromotions);
  const data = promotions.data;
  const failed = promotions.status === 'error';
  const availableIds = openToMe.data?.ids;
  const available = useMemo<ReadonlySet<number>>(() => new Set(availableIds ?? []), [availableIds]);
  const { reload: reloadPromotions } = promotions;
  const { reload: reloadOpenToMe } = openToMe;
  const load = useCallback(() => {
    reloadPromotions();
    reloadOpenToMe();
  }, [reloadPromotions, reloadOpenToMe]);

  const open = useCallback(
    (id: number) => {
      setExpanded(id);
      if (loggedIn) markPromotionRead(id).catch(() => {});
    },
    [loggedIn],
  );

  // G-081: scroll to the deep-linked promotion and open it after 500 ms.
  const hasData = data !== null;
  useEffect(() => {
    if (!hasData || deepId === null) return;
    const timer = window.setTimeout(() => {
      const el = document.getElementById(`promo-${deepId}`);
      if (!el) return;
      setCategory(ALL);
      open(deepId);
      el.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }, PROMO_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hasData, deepId, open]);

  const list = useMemo(() => {
    const all = data?.list ?? [];
    return category === ALL ? all : all.filter((p) => p.promoAnnouncementCategoryIds.includes(Number(category)));
  }, [data, category]);

  const goHandler = (p: Promotion): ((p: Promotion) => void) | undefined => {
    if (p.action === 'LINK' && safeUrl(p.linkUrl)) return () => followLink(p.linkUrl, (to) => void navigate(to));
    if (p.action !== 'APPLY') return undefined;
    if (!loggedIn) return openLogin;
    return available.has(p.id) ? setApplying : undefined;
  };

  const submit = async ({ comment, files }: { comment: string; files: File[] }) => {
    if (!applying) return;
    const images = await Promise.all(
      files.map(async (f) => ({ fileName: f.name.slice(0, 120), mimeType: f.type as 'image/png' | 'image/jpeg', data: await toBase64(f) })),
    );
    await withLoading(applyPromotion({ promotionId: applying.id, comment, images }, { quiet: true }));
    useUiStore.getState().showToast({ kind: 'success', messageKey: 'promotions.apply.sent', durationMs: SUCCESS_TOAST_MS });
    setApplying(null);
    load();
  };

  const tabs = [{ id: ALL, label: t('promotions.all') }, ...(data?.categories ?? []).map((c) => ({ id: String(c.id), label: c.title }))];

  return (
    <div className="promo-page">
      {/* A retry loads what is open to the member again too. */}
      <LoadView state={{ ...promotions, reload: load }} loading={<PromoListSkeleton label={t('in_please_wait')} />}>
        {(value) => (
          <>
            {value.categories.length > 0 && (
              <Tabs
                items={tabs}
                value={category}
                onChange={setCategory}
                ariaLabel={t('promotions.categoriesLabel')}
                className="promo-menu"
              />
            )}
            {list.length === 0 ? (
              <NoData text={t('promotions.empty')} />
            ) : (
              <div className="promo-list">
                {list.map((p, i) => (
                  <PromoItem
                    key={p.id}
                    promo={p}
                    eager={i === 0}
                    expanded={expanded === p.id}
                    onToggle={(id) => (expanded === id ? setExpanded(null) : open(id))}
                    onGo={goHandler(p)}
                  />
                ))}
              </div>
            )}
          </>
        )}
      </LoadView>
      {/* Below the list only once it is in, so its arrival moves nothing (Lighthouse CLS). */}
      {data !== null || failed ? <InviteFriends /> : null}
      {applying && (
        <ApplyForm
          promo={applying}
          open
          onClose={() => setApplying(null)}
          onSubmit={submit}
          // Applied on another device, closed or withdrawn meanwhile: the list says what is open now.
          onGone={() => {
            setApplying(null);
            load();
          }}
        />
      )}
    </div>
  );
}
