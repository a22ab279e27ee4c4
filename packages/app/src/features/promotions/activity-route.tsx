import { ActivityPage } from './components/activity-page';

/** /m/activity and /m/activityDetail, lazy (their own chunk). */
export default function ActivityRoute() {
  return <ActivityPage />;
}
