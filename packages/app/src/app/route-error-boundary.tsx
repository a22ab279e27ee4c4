import { LoadError } from '@m/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import './frame.css';

interface BoundaryProps {
  retryText: string;
  children: ReactNode;
}

/** A failed lazy chunk (offline, a new deploy) cannot render again without a fresh import: reload. */
const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept for developers; the user sees the retry button, never a blank screen.
    console.error('A screen failed to render', error, info.componentStack);
  }

  private retry = () => {
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    if (this.state.error !== null) {
      return (
        <div className="m-frame__error" role="alert">
          <LoadError text={this.props.retryText} onRetry={this.retry} />
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * The screen under the frame never goes blank: a render failure of a route shows
 * 'Loading failed, click to retry' in place of the screen, with the header, footer and
 * menus still working; retry renders the screen again, and moving to another path starts afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Boundary key={pathname} retryText={t('load_failed')}>
      {children}
    </Boundary>
  );
}
