import type { ContractKind, ContractValue, DividendsValue, RebatesValue, TeamBettingValue, TeamKpiValue, TeamMembersValue, TeamPnlValue } from '@m/contracts';
import { Button, LoadError, NoData, Spinner, Tabs } from '@m/ui';
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '../../../shared/format';
import { ApiError } from '../../../shared/api/api-error';
import { SUCCESS_TOAST_MS } from '../../../shared/constants';
import { useUiStore, withLoading } from '../../../shared/stores/ui-store';
import { daysBefore, localDay } from '../agent-logic';
import {
  getContract,
  getDividends,
  getRebates,
  getTeamBetting,
  getTeamKpi,
  getTeamMembers,
  getTeamPnl,
  registerTeamMember,
  signContract,
} from '../api/agent-api';

type Range = 'today' | 'week' | 'month';
const RANGE_DAYS: Record<Range, number> = { today: 0, week: 6, month: 29 };
const rangeDates = (r: Range) => ({ startDate: daysBefore(RANGE_DAYS[r]), endDate: localDay() });

function useMoney() {
  const { i18n } = useTranslation();
  return (n: number) => formatMoney(n, i18n.language);
}
const dateTime = (iso: string, lang: string) => (iso ? formatDateTime(iso, lang) : '');

/** Loads `fn` whenever its deps change; loading, error (retry) and value states. */
function useLoad<T>(fn: () => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<{ value: T | null; failed: boolean }>({ value: null, failed: false });
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's
  const load = useCallback(fn, deps);
  const run = useCallback(() => {
    setState({ value: null, failed: false });
    withLoading(load()).then(
      (value) => setState({ value, failed: false }),
      () => setState({ value: null, failed: true }),
    );
  }, [load]);
  useEffect(run, [run]);
  return { ...state, retry: run };
}

function Loaded<T>({ state, children }: { state: { value: T | null; failed: boolean; retry: () => void }; children: (v: T) => ReactNode }) {
  const { t } = useTranslation();
  if (state.failed) return <LoadError text={t('load_failed')} onRetry={state.retry} />;
  if (state.value === null) return <Spinner label={t('in_please_wait')} />;
  return <>{children(state.value)}</>;
}

function RangeTabs({ value, onChange }: { value: Range; onChange: (r: Range) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      items={(['today', 'week', 'month'] as const).map((id) => ({ id, label: t(`agent.range.${id}`) }))}
      value={value}
      onChange={(id) => onChange(id as Range)}
      ariaLabel={t('agent.range.label')}
      variant="pill"
    />
  );
}

/**
 * A wide table scrolls sideways in its own box (issue 20): shadows at the cut edges, and a
 * "swipe" hint under it when its columns do not fit; the box is focusable for keyboard scrolling.
 */
function Table({ head, rows, foot }: { head: string[]; rows: ReactNode[][]; foot?: ReactNode[] }) {
  const { t } = useTranslation();
  const [wide, setWide] = useState(false);
  const hint = useId();
  const wrap = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const check = () => setWide(node.scrollWidth > node.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div
        ref={wrap}
        className="agent-table-wrap"
        tabIndex={wide ? 0 : undefined}
        role={wide ? 'region' : undefined}
        aria-label={wide ? head.join(', ') : undefined}
        aria-describedby={wide ? hint : undefined}
      >
        <table className="agent-table">
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {r.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
          {foot && (
            <tfoot>
              <tr>
                {foot.map((c, j) => (
                  <td key={j}>{c}</td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {wide ? (
        <p id={hint} className="agent-table-hint">
          {t('agent.swipeHint')}
        </p>
      ) : null}
    </>
  );
}

/** /m/agent/team/overview: team counters for a period, per day. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('week');
  const days = RANGE_DAYS[range] + 1;
  const state = useLoad<TeamKpiValue>(() => {
    const { startDate, endDate } = rangeDates(range);
    return getTeamKpi(startDate, endDate, days);
  }, [range]);
  return (
    <div className="agent-page">
      <RangeTabs value={range} onChange={setRange} />
      <Loaded state={state}>
        {(v) => (
          <>
            <p>{t('agent.overview.size', { count: v.teamSize })}</p>
            <dl className="agent-kpi">
              {(Object.keys(v.footer) as Array<keyof typeof v.footer>).map((k) => (
                <div key={k}>
                  <dt>{t(`agent.kpi.${k}`)}</dt>
                  <dd>{v.footer[k]}</dd>
                </div>
              ))}
            </dl>
            <h2 className="agent-subtitle">{t('agent.overview.daily')}</h2>
            <Table
              head={[t('agent.date'), t('agent.kpi.teamLoginMemberCount'), t('agent.kpi.teamBetMemberCount'), t('agent.kpi.teamRegisterMemberCount')]}
              rows={[...v.list].reverse().map((d) => [d.date, d.teamLoginMemberCount, d.teamBetMemberCount, d.teamRegisterMemberCount])}
            />
          </>
        )}
      </Loaded>
    </div>
  );
}

/** /m/agent/team/pnl */
export function TeamPnlPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<Range>('today');
  const state = useLoad<TeamPnlValue>(() => {
    const { startDate, endDate } = rangeDates(range);
    return getTeamPnl(startDate, endDate);
  }, [range]);
  return (
    <div className="agent-page">
      <RangeTabs value={range} onChange={setRange} />
      <Loaded state={state}>
        {(v) =>
          v.list.length === 0 ? (
            <NoData text={t('agent.empty')} />
          ) : (
            <Table
              head={[t('agent.member'), t('agent.betAmount'), t('agent.validBet'), t('agent.winLoss'), t('agent.rebate')]}
              rows={v.list.map((r) => [r.username, money(r.betAmount), money(r.validBet), money(r.winLoss), money(r.rebate)])}
              foot={[t('agent.total'), money(v.footer.betAmount), money(v.footer.validBet), money(v.footer.winLoss), money(v.footer.rebate)]}
            />
          )
        }
      </Loaded>
    </div>
  );
}

/** /m/member/team: team management, newest first, search and load more. */
export function TeamManagementPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [pages, setPages] = useState(1);
  const state = useLoad<TeamMembersValue>(async () => {
    const all = await Promise.all(Array.from({ length: pages }, (_, i) => getTeamMembers(i + 1, applied)));
    const last = all[all.length - 1]!;
    return { ...last, list: all.flatMap((p) => p.list) };
  }, [pages, applied]);
  return (
    <div className="agent-page">
      <form
        className="agent-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPages(1);
          setApplied(query.trim());
        }}
      >
        <label htmlFor={`${id}-q`}>{t('agent.search')}</label>
        <input id={`${id}-q`} value={query} maxLength={32} onChange={(e) => setQuery(e.target.value)} />
        <Button size="sm" type="submit">
          {t('agent.search')}
        </Button>
      </form>
      <Loaded state={state}>
        {(v) =>
          v.list.length === 0 ? (
            <NoData text={t('agent.empty')} />
          ) : (
            <>
              <Table
                head={[t('agent.member'), t('agent.registeredAt'), t('agent.lastLogin'), t('agent.balance'), t('agent.online')]}
                rows={v.list.map((m) => [
                  m.username,
                  dateTime(m.registeredAt, i18n.language),
                  m.lastLoginAt ? dateTime(m.lastLoginAt, i18n.language) : t('agent.never'),
                  money(m.balance),
                  m.online ? t('agent.online') : t('agent.offline'),
                ])}
              />
              {v.pageNum < v.totalPages && (
                <Button variant="secondary" onClick={() => setPages(pages + 1)}>
                  {t('agent.more')}
                </Button>
              )}
            </>
          )
        }
      </Loaded>
    </div>
  );
}

/** /m/teamBetting */
export function TeamBettingPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<Range>('week');
  const [pages, setPages] = useState(1);
  const state = useLoad<TeamBettingValue>(async () => {
    const { startDate, endDate } = rangeDates(range);
    const all = await Promise.all(Array.from({ length: pages }, (_, i) => getTeamBetting(startDate, endDate, i + 1)));
    return { ...all[all.length - 1]!, list: all.flatMap((p) => p.list) };
  }, [range, pages]);
  return (
    <div className="agent-page">
      <RangeTabs
        value={range}
        onChange={(r) => {
          setPages(1);
          setRange(r);
        }}
      />
      <Loaded state={state}>
        {(v) =>
          v.list.length === 0 ? (
            <NoData text={t('agent.empty')} />
          ) : (
            <>
              <Table
                head={[t('agent.time'), t('agent.member'), t('agent.game'), t('agent.betAmount'), t('agent.winLoss')]}
                rows={v.list.map((b) => [dateTime(b.betTime, i18n.language), b.username, b.gameName, money(b.betAmount), money(b.winLoss)])}
              />
              {v.pageNum < v.totalPages && (
                <Button variant="secondary" onClick={() => setPages(pages + 1)}>
                  {t('agent.more')}
                </Button>
              )}
            </>
          )
        }
      </Loaded>
    </div>
  );
}

/** /m/member/agent/agentRebeat (self) and /m/member/teamRebate (team). */
export function RebatesPage({ scope }: { scope: 'self' | 'team' }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [range, setRange] = useState<Range>('week');
  const state = useLoad<RebatesValue>(() => getRebates({ scope, ...rangeDates(range) }), [range, scope]);
  return (
    <div className="agent-page">
      <RangeTabs value={range} onChange={setRange} />
      <Loaded state={state}>
        {(v) =>
          v.list.length === 0 ? (
            <NoData text={t('agent.empty')} />
          ) : (
            <Table
              head={[t('agent.date'), t('agent.validBet'), t('agent.rate'), t('agent.amount')]}
              rows={v.list.map((r) => [formatDate(r.date, undefined, 'UTC'), money(r.validBet), formatPercent(r.rate, 2), money(r.amount)])}
              foot={[t('agent.total'), '', '', money(v.total)]}
            />
          )
        }
      </Loaded>
    </div>
  );
}

/** /m/member/agent/agentDivident */
export function DividendsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const state = useLoad<DividendsValue>(() => getDividends(), []);
  return (
    <div className="agent-page">
      <Loaded state={state}>
        {(v) =>
          !v.shown || v.list.length === 0 ? (
            <NoData text={t('agent.dividendsOff')} />
          ) : (
            <Table
              head={[t('agent.period'), t('agent.teamProfit'), t('agent.ratio'), t('agent.amount'), t('agent.statusLabel')]}
              rows={v.list.map((r) => [r.period, money(r.teamProfit), formatPercent(r.ratio), money(r.amount), t(`agent.status.${r.status}`)])}
            />
          )
        }
      </Loaded>
    </div>
  );
}

/** /m/agentRegister: the register centre opens an account in the agent's team. */
export function RegisterCentrePage() {
  const { t } = useTranslation();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setFieldError(null);
    try {
      const v = await withLoading(registerTeamMember({ username: username.trim(), password }));
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'agent.register.done', params: { username: v.username }, durationMs: SUCCESS_TOAST_MS });
      setUsername('');
      setPassword('');
    } catch (err) {
      const field = err instanceof ApiError ? err.value?.field : undefined;
      if (err instanceof ApiError && typeof field === 'string') setFieldError({ field, message: t(err.i18nKey) });
    } finally {
      setSending(false);
    }
  };
  const errorFor = (field: string) =>
    fieldError?.field === field ? (
      <p id={`${id}-${field}-err`} className="agent-error" role="alert">
        {fieldError.message}
      </p>
    ) : null;
  return (
    <form className="agent-page agent-form" onSubmit={(e) => void submit(e)}>
      <p>{t('agent.register.intro')}</p>
      <label htmlFor={`${id}-u`}>{t('agent.register.username')}</label>
      <input id={`${id}-u`} value={username} maxLength={16} autoComplete="off" required onChange={(e) => setUsername(e.target.value)} aria-invalid={fieldError?.field === 'username' || undefined} />
      {errorFor('username')}
      <label htmlFor={`${id}-p`}>{t('agent.register.password')}</label>
      <input id={`${id}-p`} type="password" value={password} maxLength={20} autoComplete="new-password" required onChange={(e) => setPassword(e.target.value)} aria-invalid={fieldError?.field === 'password' || undefined} />
      {errorFor('password')}
      <Button type="submit" block loading={sending} disabled={!username.trim() || !password}>
        {t('agent.register.submit')}
      </Button>
    </form>
  );
}

/** /m/member/agent/getSalaryContract, getDevidendContract, getHourContract: the terms and the signature. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation();
  const [signed, setSigned] = useState<ContractValue | null>(null);
  const state = useLoad<ContractValue>(() => getContract(kind), [kind]);
  const [sending, setSending] = useState(false);
  // Issue 20: a plan code is never shown; an unknown one reads as the contract's own name.
  const planLabel = (code: string) => (i18n.exists(`agent.contract.plan.${code}`) ? t(`agent.contract.plan.${code}`) : t(`agent.contract.${kind}`));
  const sign = async () => {
    setSending(true);
    try {
      const v = await withLoading(signContract(kind));
      setSigned(v);
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'agent.contract.signed', durationMs: SUCCESS_TOAST_MS });
    } catch {
      // Shown by the app's error handler.
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="agent-page">
      <h2 className="agent-subtitle">{t(`agent.contract.${kind}`)}</h2>
      <Loaded state={state}>
        {(loaded) => {
          const v = signed ?? loaded;
          if (v.status === 'NONE') return <NoData text={t('agent.contract.none')} />;
          return (
            <>
              <p>
                {v.status === 'OFFERED'
                  ? t('agent.contract.offered', { label: planLabel(v.label) })
                  : t('agent.contract.signedOn', { date: formatDate(v.signedAt, i18n.language), label: planLabel(v.label) })}
              </p>
              <Table head={[t('agent.contract.tier'), t('agent.contract.requirement'), t('agent.contract.reward')]} rows={v.tiers.map((r) => [r.tier, r.requirement, r.reward])} />
              {v.status === 'OFFERED' && (
                <Button block loading={sending} onClick={() => void sign()}>
                  {t('agent.contract.sign')}
                </Button>
              )}
            </>
          );
        }}
      </Loaded>
    </div>
  );
}
