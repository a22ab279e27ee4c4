import { WHITELABEL_KEYS, type Whitelabel, type WhitelabelKey } from '@m/contracts';
import { contractCoverage, coverageSummary, type ContractCoverage } from '@m/contracts/coverage';
import { type ControlClient, type JournalEntry, type Peek, type ScenarioInfo, type WorldInfo } from '@m/mock-server/control-client';
import { useCallback, useEffect, useId, useState } from 'react';
import { loadSettings, useSettingsStore } from '../shared/stores/settings-store';
import { useSessionStore } from '../shared/stores/session-store';
import { followSimulatedClock } from '../shared/time/follow-simulated-clock';
import './dev-panel.css';
import { ErrorPicker } from './error-picker';
import type { ScreenCalls } from './screen-calls';

const STEPS: { label: string; ms: number }[] = [
  { label: '+1 s', ms: 1_000 },
  { label: '+10 s', ms: 10_000 },
  { label: '+1 min', ms: 60_000 },
  { label: '+1 h', ms: 3_600_000 },
];

/** How many journal entries the panel shows (newest first). */
export const JOURNAL_SHOWN = 10;

/** `2026-01-05T12:00` for a datetime-local input, in UTC (the simulator's zone). */
const toInput = (ms: number) => new Date(ms).toISOString().slice(0, 19);

interface Snapshot {
  info: WorldInfo | null;
  peek: Peek | null;
  journal: JournalEntry[];
  /** The contract coverage of this world's whole journal. */
  coverage: ContractCoverage | null;
  accounts: string[];
  maintenance: boolean;
  regionRestriction: boolean;
}

const EMPTY: Snapshot = { info: null, peek: null, journal: [], coverage: null, accounts: [], maintenance: false, regionRestriction: false };

/**
 * Dev panel (dev builds only): shows the world id, seed, scenario and simulated
 * time; picks a scenario; freezes, resumes, sets or advances the clock (+1 s ... to the next
 * draw); toggles white-label flags and the site status; logs in as any well-known account; shows
 * the last requests of the journal; peeks the captcha and SMS answers; makes the next call of an
 * endpoint of the current screen answer one of its listed error codes (error-picker.tsx). It talks
 * to the simulator only through the typed control client.
 */
export function DevPanel({
  control,
  worldId,
  calls,
  reload = () => window.location.reload(),
}: {
  control: ControlClient;
  worldId: string;
  /** The endpoints each screen called (screen-calls.ts); without it the error picker is left out. */
  calls?: ScreenCalls;
  reload?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [scenarios, setScenarios] = useState<ScenarioInfo[]>([]);
  const [scenario, setScenario] = useState('default');
  const [clock, setClock] = useState<{ now: number; mode: string } | null>(null);
  const [snap, setSnap] = useState<Snapshot>(EMPTY);
  const [account, setAccount] = useState('');
  const [setAt, setSetAt] = useState('');
  const [message, setMessage] = useState('');
  const whitelabel = useSettingsStore((s) => s.settings?.info.whitelabel);
  const panelId = useId();

  const run = useCallback(async (label: string, action: () => Promise<unknown>) => {
    try {
      const result = await action();
      setMessage(`${label}: ${typeof result === 'string' ? result : 'done'}`);
    } catch (e) {
      setMessage(`${label}: ${e instanceof Error ? e.message : 'failed'}`);
    }
  }, []);

  const readClock = useCallback(async () => setClock(await control.getClock(worldId)), [control, worldId]);

  const refresh = useCallback(async () => {
    const [info, peek, journal, state] = await Promise.all([
      control.world(worldId),
      control.peek(worldId),
      control.journal(worldId),
      control.state(worldId),
    ]);
    setClock(info.clock);
    setSnap({
      info,
      peek,
      journal: journal.slice(-JOURNAL_SHOWN).reverse(),
      coverage: contractCoverage([{ scenario: info.scenario, entries: journal }]),
      accounts: Object.values(state.users)
        .filter((u) => u.wellKnown)
        .map((u) => u.username),
      maintenance: state.settings.maintenance,
      regionRestriction: state.settings.regionRestriction,
    });
    setScenario((current) => (current === 'default' ? info.scenario : current));
  }, [control, worldId]);

  useEffect(() => {
    if (!open) return;
    void run('load', async () => {
      setScenarios(await control.scenarios());
      await refresh();
    });
    // The shown "now" follows the world's clock while the panel is open.
    const timer = window.setInterval(() => void readClock().catch(() => undefined), 1_000);
    return () => window.clearInterval(timer);
  }, [open, control, readClock, refresh, run]);

  const applyScenario = () =>
    run(`scenario ${scenario}`, async () => {
      await control.applyScenario(worldId, scenario);
      reload();
    });

  /** Moves the world's clock; the page follows the answer at once, no reload. */
  const setWorldClock = async (body: { advanceMs?: number; freeze?: boolean; resume?: boolean; set?: number }) => {
    const sentAt = Date.now();
    const reading = await control.clock(worldId, body);
    setClock(reading);
    followSimulatedClock(reading, Date.now(), sentAt);
  };

  const moveClock = (label: string, body: { advanceMs?: number; freeze?: boolean; resume?: boolean; set?: number }) =>
    run(label, () => setWorldClock(body));

  const toNextDraw = () =>
    run('next draw', async () => {
      const [next] = await control.draws(worldId);
      if (!next) throw new Error('no lottery draws');
      await setWorldClock({ set: next.nextDrawAt });
      return next.name;
    });

  const toggleFlag = (key: WhitelabelKey, value: boolean) =>
    run(key, async () => {
      const patch: { settings: { info: { whitelabel: Partial<Whitelabel> } } } = { settings: { info: { whitelabel: { [key]: value } } } };
      await control.patchState(worldId, patch);
      await loadSettings();
    });

  const toggleStatus = (key: 'maintenance' | 'regionRestriction', value: boolean) =>
    run(key, async () => {
      await control.patchState(worldId, { settings: { [key]: value } });
      reload();
    });

  /** The world as seeded (state, clock, faults, journal), signed out: a fresh start for this tab. */
  const newWorld = () =>
    run('new world', async () => {
      await control.reset(worldId);
      useSessionStore.getState().clearSession();
      reload();
    });

  const loginAs = () =>
    run(`login ${account}`, async () => {
      const s = await control.openSession(worldId, account);
      useSessionStore.getState().setSession({
        token: s.token,
        merchantCode: s.merchantCode,
        userName: s.userName,
        type: s.customerType,
        firstTimeLogin: s.firstTimeLogin,
      });
      reload();
    });

  const info = snap.info;
  return (
    <div className="m-dev">
      <button type="button" className="m-dev__fab" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        DEV
      </button>
      {open && (
        <section
          id={panelId}
          className="m-dev__panel"
          aria-label="Simulator dev panel"
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          <p>
            World <strong>{worldId}</strong> · seed {info?.seed ?? '…'} · scenario <strong>{info?.scenario ?? '…'}</strong>
            <br />
            now{' '}
            <time dateTime={clock ? new Date(clock.now).toISOString() : undefined}>
              {clock ? `${new Date(clock.now).toISOString()} (${clock.mode})` : '…'}
            </time>
          </p>
          <div>
            <label>
              Scenario{' '}
              <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
                {scenarios.map((s) => (
                  <option key={s.name} value={s.name} title={s.description}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>{' '}
            <button type="button" onClick={() => void applyScenario()}>
              Apply
            </button>{' '}
            <button type="button" onClick={() => void newWorld()} title="The world as seeded, signed out">
              New world
            </button>
          </div>
          <div role="group" aria-label="Clock">
            <button type="button" onClick={() => void moveClock('freeze', { freeze: true })}>
              Freeze
            </button>
            <button type="button" onClick={() => void moveClock('resume', { resume: true })}>
              Resume
            </button>
            {STEPS.map((s) => (
              <button key={s.label} type="button" onClick={() => void moveClock(s.label, { advanceMs: s.ms })}>
                {s.label}
              </button>
            ))}
            <button type="button" onClick={() => void toNextDraw()}>
              To the next draw
            </button>
          </div>
          <form
            className="m-dev__row"
            onSubmit={(e) => {
              e.preventDefault();
              const at = Date.parse(`${setAt}Z`);
              if (Number.isFinite(at)) void moveClock('set clock', { set: at });
            }}
          >
            <label>
              Set clock (UTC){' '}
              <input
                type="datetime-local"
                step={1}
                value={setAt || (clock ? toInput(clock.now) : '')}
                onChange={(e) => setSetAt(e.target.value)}
              />
            </label>
            <button type="submit">Set</button>
          </form>
          <fieldset>
            <legend>Site status</legend>
            <label className="m-dev__flag">
              <input
                type="checkbox"
                checked={snap.maintenance}
                disabled={!info}
                onChange={(e) => void toggleStatus('maintenance', e.target.checked)}
              />
              Maintenance
            </label>
            <label className="m-dev__flag">
              <input
                type="checkbox"
                checked={snap.regionRestriction}
                disabled={!info}
                onChange={(e) => void toggleStatus('regionRestriction', e.target.checked)}
              />
              Region restricted
            </label>
          </fieldset>
          <form
            className="m-dev__row"
            onSubmit={(e) => {
              e.preventDefault();
              if (account) void loginAs();
            }}
          >
            <label>
              Log in as{' '}
              <select value={account} onChange={(e) => setAccount(e.target.value)}>
                <option value="">(account)</option>
                {snap.accounts.map((a) => (
                  <option key={a} value={a}>
                    {a}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={!account}>
              Log in
            </button>
          </form>
          <fieldset>
            <legend>White-label flags</legend>
            {WHITELABEL_KEYS.map((key) => (
              <label key={key} className="m-dev__flag">
                <input
                  type="checkbox"
                  checked={whitelabel?.[key] ?? false}
                  disabled={!whitelabel}
                  onChange={(e) => void toggleFlag(key, e.target.checked)}
                />
                {key}
              </label>
            ))}
          </fieldset>
          {calls && <ErrorPicker control={control} worldId={worldId} calls={calls} report={setMessage} />}
          <section aria-label="Answers">
            <h2 className="m-dev__h">Answers (peek)</h2>
            <p>Captcha: {snap.peek?.captcha ?? '(none)'}</p>
            <ul aria-label="SMS codes">
              {(snap.peek?.sms ?? []).map((s) => (
                <li key={`${s.mobileNum}-${s.code}`}>
                  SMS {s.mobileNum}: {s.code}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Journal">
            <h2 className="m-dev__h">Last requests</h2>
            <button type="button" onClick={() => void run('refresh', refresh)}>
              Refresh
            </button>
            <ol className="m-dev__journal">
              {snap.journal.map((e) => (
                <li key={e.seq} title={e.body === undefined ? undefined : JSON.stringify(e.body)}>
                  {e.method} {e.path} → {e.status} {e.code ?? ''}
                </li>
              ))}
            </ol>
          </section>
          {snap.coverage && (
            <section aria-label="Contract coverage">
              <h2 className="m-dev__h">Contract coverage</h2>
              <p>{coverageSummary(snap.coverage)}</p>
              <ul className="m-dev__journal">
                {snap.coverage.endpoints
                  .filter((e) => e.calls > 0)
                  .map((e) => (
                    <li key={e.endpoint}>
                      {e.endpoint}: {e.calls} calls, seen{' '}
                      {e.codes
                        .filter((c) => c.seen > 0)
                        .map((c) => c.code)
                        .join(', ') || 'no error'}
                      ; never{' '}
                      {e.codes
                        .filter((c) => c.seen === 0)
                        .map((c) => c.code)
                        .join(', ') || '–'}
                    </li>
                  ))}
              </ul>
            </section>
          )}
          <p role="status">{message}</p>
        </section>
      )}
    </div>
  );
}
