import { useNavigate } from 'react-router-dom';
import { MemberBarView } from './components/member-bar-view';
import { useProfile } from './use-profile';
import { useWallet } from './wallet-store';
import './member.css';

/** Home's member section (A-160..A-162); nothing for a guest. */
export function MemberBar() {
  const navigate = useNavigate();
  const { session, name, avatarUrl } = useProfile();
  const { sumBalance, hidden, refreshing, toggleHidden, refresh } = useWallet();
  if (!session) return null;
  return (
    <MemberBarView
      name={name}
      avatarUrl={avatarUrl}
      balance={sumBalance}
      hidden={hidden}
      refreshing={refreshing}
      onToggleHidden={toggleHidden}
      onRefresh={refresh}
      onAvatar={() => void navigate('/m/member/home')}
    />
  );
}
