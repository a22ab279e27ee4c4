import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

export interface LocationHandle {
  pathname: string;
  search: string;
  navigate: NavigateFunction | null;
}

/**
 * Reports the router's location and navigate function to a test or story (memory router).
 * Written during render, not in an effect, so a test reads the location the screen shows.
 */
export function LocationProbe({ handle }: { handle: LocationHandle }) {
  const location = useLocation();
  handle.navigate = useNavigate();
  handle.pathname = location.pathname;
  handle.search = location.search;
  return null;
}
