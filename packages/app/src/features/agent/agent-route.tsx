import { useLocation } from 'react-router-dom';
import { routeIdOf } from '../../shared/paths';
import { AgentGuard } from './components/agent-guard';
import { AgentHome } from './components/agent-home';
import { ContractPage } from './pages/contract-page';
import { DividendsPage } from './pages/dividends-page';
import { RebatesPage } from './pages/rebates-page';
import { RegisterCentrePage } from './pages/register-centre-page';
import { TeamBettingPage } from './pages/team-betting-page';
import { TeamManagementPage } from './pages/team-management-page';
import { TeamOverviewPage } from './pages/team-overview-page';
import { TeamPnlPage } from './pages/team-pnl-page';
import './components/agent.css';

function AgentPage() {
  const { pathname } = useLocation();
  switch (routeIdOf(pathname)) {
    case 'agentTeamOverview':
      return <TeamOverviewPage />;
    case 'agentTeamPnl':
      return <TeamPnlPage />;
    case 'memberTeam':
      return <TeamManagementPage />;
    case 'teamBetting':
      return <TeamBettingPage />;
    case 'agentRebate':
      return <RebatesPage scope="self" />;
    case 'teamRebate':
      return <RebatesPage scope="team" />;
    case 'agentRegister':
      return <RegisterCentrePage />;
    case 'agentDividend':
      return <DividendsPage />;
    case 'salaryContract':
      return <ContractPage kind="salary" />;
    case 'dividendContract':
      return <ContractPage kind="dividend" />;
    case 'hourContract':
      return <ContractPage kind="hour" />;
    default:
      return <AgentHome />;
  }
}

/** The agent area (G-086..G-103), lazy: /m/agent and every agent target page, behind the agent guard. */
export default function AgentRoute() {
  return (
    <AgentGuard>
      <AgentPage />
    </AgentGuard>
  );
}
