import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { paths, routeIdOf } from '../../shared/paths';
import { ActivityPage } from './components/activity-page';
import { promotionIdOf } from './promotion-id';

/**
 * /m/activity and /m/activityDetail, lazy (their own chunk). G-081 (docs/decisions/promotions.md):
 * /m/activityDetail without a promotion id (missing, empty, not a positive whole number) has
 * nothing to detail: it is replaced by /m/activity, the list it would otherwise show.
 */
export default function ActivityRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (routeIdOf(pathname) === 'activityDetail' && promotionIdOf(search.get('id')) === null) return <Navigate to={paths.activity} replace />;
  return <ActivityPage />;
}
