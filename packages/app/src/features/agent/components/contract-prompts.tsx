import type { ContractInfoValue, ContractKind } from '@m/contracts';
import { Button, Modal } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLoad } from '../../../shared/api/query-cache';
import { useSessionStore } from '../../../shared/stores/session-store';
import { CONTRACT_PATHS, pendingPrompts, runsContractCheck } from '../agent-logic';
import { getDividendContractInfo, getSalaryContractInfo } from '../api/agent-api';
import './agent.css';

export interface ContractPromptViewProps {
  kind: ContractKind;
  onCancel: () => void;
  onGo: () => void;
}

/** One contract prompt (G-097..G-100): its message, Cancel (closes, stays) and Go (opens the contract page). */
export function ContractPromptView({ kind, onCancel, onGo }: ContractPromptViewProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      onClose={onCancel}
      title={t('agent.prompt.title')}
      closeLabel={t('agent.prompt.cancel')}
      showClose={false}
      closeOnMask={false}
      footer={
        <div className="agent-prompt-actions">
          <Button variant="secondary" onClick={onCancel}>
            {t('agent.prompt.cancel')}
          </Button>
          <Button onClick={onGo}>{t('agent.prompt.go')}</Button>
        </div>
      }
    >
      <p>{t(`agent.prompt.${kind}`)}</p>
    </Modal>
  );
}

/** G-101: both contract requests; each field holds a value if either answer holds one. */
async function loadContractInfo(): Promise<ContractInfoValue> {
  const [salary, dividend] = await Promise.all([getSalaryContractInfo(), getDividendContractInfo()]);
  const pick = (a: string | null, b: string | null) => (a && a.trim() ? a : b);
  return {
    dailysalreqtype: pick(salary.dailysalreqtype, dividend.dailysalreqtype),
    divtypecompperiodreq: pick(dividend.divtypecompperiodreq, salary.divtypecompperiodreq),
    contracthoursalreq: pick(salary.contracthoursalreq, dividend.contracthoursalreq),
  };
}

/**
 * The contract check (G-096..G-102): runs on each mount for logged-in types other than 4, 40,
 * 41, 42; shows the pending prompts one at a time in the order daily salary, dividend, hourly
 * salary. Cancel shows the next one; Go opens that contract's page. Mounted on /m/agent, and
 * meant for /m/home too (spec: home runs the contract check); see docs/decisions/agent.md G-102.
 */
export function ContractPrompts() {
  const navigate = useNavigate();
  const type = useSessionStore((s) => s.session?.type ?? null);
  const token = useSessionStore((s) => s.session?.token ?? null);
  const check = token !== null && runsContractCheck(type);
  // The prompts still to show; a failed check shows none.
  const load = useLoad(check ? ['agent.contractPrompts', token] : null, async () => pendingPrompts(await loadContractInfo()));
  const queue = load.data ?? [];

  const kind = queue[0];
  if (!kind) return null;
  return (
    <ContractPromptView
      kind={kind}
      onCancel={() => load.set(queue.slice(1))}
      onGo={() => {
        load.set([]);
        void navigate(CONTRACT_PATHS[kind]);
      }}
    />
  );
}

export default ContractPrompts;
