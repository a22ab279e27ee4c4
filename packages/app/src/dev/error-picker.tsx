import { endpointErrorCodes, ERROR_CODES } from '@m/contracts';
import { routeList } from '@m/contracts/routes';
import type { ControlClient, Fault } from '@m/mock-server/control-client';
import { useCallback, useEffect, useId, useReducer, useState } from 'react';
import type { ScreenCalls } from './screen-calls';
import './dev-panel.css';

const ROUTES = new Map(routeList.map((r) => [r.id, r]));
const ENDPOINT_IDS = routeList.map((r) => r.id).sort();

/** The fault one click sets: that endpoint's next call answers `code`, then the fault is gone. */
export const oneShotFault = (endpoint: string, code: string): Fault => ({ endpoint, code, times: 1 });

/** The code a one-shot fault of the panel's kind will answer next, per endpoint (the first added decides). */
function armedCodes(faults: readonly Fault[]): Map<string, string> {
  const armed = new Map<string, string>();
  for (const f of faults) {
    if (f.times === 1 && f.code !== undefined && f.endpoint !== '*' && !armed.has(f.endpoint)) armed.set(f.endpoint, f.code);
  }
  return armed;
}

/**
 * The dev panel's error picker: the endpoints the current screen has called (and any other endpoint
 * of the contract, for a call the screen makes only on submit), each with the error codes the
 * contract lists for it (`endpointErrorCodes`, the table behind `x-error-codes`); a click on a code
 * makes that endpoint's next call answer it, once (`{ endpoint, code, times: 1 }`).
 */
export function ErrorPicker({
  control,
  worldId,
  calls,
  report,
}: {
  control: ControlClient;
  worldId: string;
  calls: ScreenCalls;
  /** Tells the panel's status line what happened. */
  report: (message: string) => void;
}) {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const [armed, setArmed] = useState<Map<string, string>>(new Map());
  const [other, setOther] = useState('');
  const ids = useId();

  const readFaults = useCallback(async () => setArmed(armedCodes(await control.faults(worldId))), [control, worldId]);

  useEffect(() => {
    void readFaults().catch(() => undefined);
    // A call may have used up a fault: the next answer is shown as it is.
    return calls.subscribe(() => {
      changed();
      void readFaults().catch(() => undefined);
    });
  }, [calls, readFaults]);

  const arm = async (endpoint: string, code: string) => {
    try {
      // The last click wins: one-shot faults of one endpoint would all be used by its next call,
      // and the first of them would decide. A fault on every endpoint (`*`) stays.
      await control.clearFaults(worldId, endpoint);
      setArmed(armedCodes(await control.addFaults(worldId, oneShotFault(endpoint, code))));
      report(`${endpoint}: the next call answers ${code}`);
    } catch (e) {
      report(`${endpoint}: ${e instanceof Error ? e.message : 'failed'}`);
    }
  };

  const disarm = async (endpoint: string) => {
    try {
      setArmed(armedCodes(await control.clearFaults(worldId, endpoint)));
      report(`${endpoint}: faults cleared`);
    } catch (e) {
      report(`${endpoint}: ${e instanceof Error ? e.message : 'failed'}`);
    }
  };

  const screen = calls.screen();
  const called = calls.endpoints(screen);
  const group = (endpoint: string) => {
    const route = ROUTES.get(endpoint);
    if (!route) return null;
    const next = armed.get(endpoint);
    return (
      <li key={endpoint}>
        <div role="group" aria-labelledby={`${ids}-${endpoint}`} className="m-dev__codes">
          <span id={`${ids}-${endpoint}`} className="m-dev__endpoint">
            {endpoint}
          </span>
          {endpointErrorCodes(route).map((code) => (
            <button
              key={code}
              type="button"
              title={`HTTP ${ERROR_CODES[code].status}, reaction ${ERROR_CODES[code].reaction}`}
              onClick={() => void arm(endpoint, code)}
            >
              {code}
            </button>
          ))}
          {next !== undefined && (
            <>
              <span>next call: {next}</span>
              <button type="button" onClick={() => void disarm(endpoint)}>
                Clear
              </button>
            </>
          )}
        </div>
      </li>
    );
  };

  return (
    <section aria-label="Error picker">
      <h2 className="m-dev__h">Errors: the next call answers (one-shot)</h2>
      <p>
        Screen <strong>{screen}</strong>
      </p>
      {called.length === 0 ? <p>No calls on this screen yet.</p> : <ul className="m-dev__picker">{called.map(group)}</ul>}
      <label>
        Another endpoint{' '}
        <select value={other} onChange={(e) => setOther(e.target.value)}>
          <option value="">(endpoint)</option>
          {ENDPOINT_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </select>
      </label>
      {other && !called.includes(other) && <ul className="m-dev__picker">{group(other)}</ul>}
    </section>
  );
}
