import { WHITELABEL_KEYS, type Whitelabel, type WhitelabelKey } from '@m/contracts';
import { type ControlClient } from '@m/mock-server/control-client';
import { useCallback, useEffect, useId, useState } from 'react';
import { loadSettings, useSettingsStore } from '../shared/stores/settings-store';
import './dev-panel.css';


const STEPS: { label: string; ms: number }[] = [
  { label: '+1 s', ms: 1_000 },
  { label: '+10 s', ms: 10_000 },
  { label: '+1 min', ms: 60_000 },
  { label: '+1 h', ms: 3_600_000 },
];

/**
 * Dev panel (dev builds only): pick a scenario, freeze/resume and advance the world's clock,
 * toggle white-label flags; shows the world id and its now. Talks to the control API (/__sim).
 */
export function DevPanel({ control, worldId }: { control: ControlClient; worldId: string }) {
  const [open, setOpen] = useState(false);
  const [scenarios, setScenarios] = useState<{ name: string; description: string }[]>([]);
  const [scenario, setScenario] = useState('default');
  const [clock, setClock] = useState<{ now: number; mode: string } | null>(null);
  const [message, setMessage] = useState('');
  const whitelabel = useSettingsStore((s) => s.settings?.info.whitelabel);
  const panelId = useId();

  const run = useCallback(async (label: string, action: () => Promise<unknown>) => {
    try {
      await action();
      setMessage(`${label}: done`);
    } catch (e) {
      setMessage(`${label}: ${e instanceof Error ? e.message : 'failed'}`);
    }
  }, []);

  const readClock = useCallback(async () => setClock(await control.getClock(worldId)), [control, worldId]);

  useEffect(() => {
    if (!open) return;
    void run('load', async () => {
      setScenarios(await control.scenarios());
      await readClock();
    });
    // The shown "now" follows the world's clock while the panel is open.
    const timer = window.setInterval(() => void readClock().catch(() => undefined), 1_000);
    return () => window.clearInterval(timer);
  }, [open, control, readClock, run]);

  const applyScenario = () =>
    run(`scenario ${scenario}`, async () => {
      await control.applyScenario(worldId, scenario);
      window.location.reload();
    });

  const moveClock = (body: { advanceMs?: number; freeze?: boolean; resume?: boolean }) =>
    run('clock', async () => setClock(await control.clock(worldId, body)));

  const toggleFlag = (key: WhitelabelKey, value: boolean) =>
    run(key, async () => {
      const patch: { settings: { info: { whitelabel: Partial<Whitelabel> } } } = { settings: { info: { whitelabel: { [key]: value } } } };
      await control.patchState(worldId, patch);
      await loadSettings();
    });

  return (
    <div className="m-dev">
      <button type="button" className="m-dev__fab" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        DEV
      </button>
      {open && (
        <section id={panelId} className="m-dev__panel" aria-label="Simulator dev panel" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <p>
            World <strong>{worldId}</strong> · now {clock ? `${new Date(clock.now).toISOString()} (${clock.mode})` : '…'}
          </p>
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
          </button>
          <div role="group" aria-label="Clock">
            <button type="button" onClick={() => void moveClock({ freeze: true })}>
              Freeze
            </button>
            <button type="button" onClick={() => void moveClock({ resume: true })}>
              Resume
            </button>
            {STEPS.map((s) => (
              <button key={s.label} type="button" onClick={() => void moveClock({ advanceMs: s.ms })}>
                {s.label}
              </button>
            ))}
          </div>
          <fieldset>
            <legend>White-label flags</legend>
            {WHITELABEL_KEYS.map((key) => (
              <label key={key} className="m-dev__flag">
                <input type="checkbox" checked={whitelabel?.[key] ?? false} disabled={!whitelabel} onChange={(e) => void toggleFlag(key, e.target.checked)} />
                {key}
              </label>
            ))}
          </fieldset>
          <p role="status">{message}</p>
        </section>
      )}
    </div>
  );
}
