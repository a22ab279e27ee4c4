import { type NavigateFunction } from 'react-router-dom';
import { paths, type BackRule } from '../shared/paths';

/**
 * 'home' goes to /m/home; 'history' goes back one step, or home when the site was
 * opened on this page (React Router keeps the history index in history.state.idx).
 */
export function goBack(navigate: NavigateFunction, rule: BackRule): void {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (rule === 'history' && idx > 0) void navigate(-1);
  else void navigate(paths.home);
}
