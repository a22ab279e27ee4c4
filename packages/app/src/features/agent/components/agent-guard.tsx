import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { useSessionStore } from '../../../shared/stores/session-store';
import { canOpenAgentArea } from '../agent-logic';

/** G-086: no session, or member type 0, 4 or 40, goes to /m/home; agents see the page. */
export function AgentGuard({ children }: { children: ReactNode }) {
  const type = useSessionStore((s) => s.session?.type ?? null);
  if (!canOpenAgentArea(type)) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
