import { LotteryLobby } from './components/lottery-lobby';

/** /m/lott, lazy (its own chunk). */
export default function LottRoute() {
  return <LotteryLobby />;
}
