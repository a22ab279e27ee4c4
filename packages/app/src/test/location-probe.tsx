import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

export interface LocationHandle {
  pathname: string;
  search: string;
  navigate: NavigateFunction | null;
}

/** Reports the router's location and navigate function to a test or story (memory router). */
export function LocationProbe({ handle }: { handle: LocationHandle }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    handle.pathname = location.pathname;
    handle.search = location.search;
    handle.navigate = navigate;
  }, [handle, location, navigate]);
  return null;
}
