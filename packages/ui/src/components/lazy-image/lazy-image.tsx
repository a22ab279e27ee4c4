import { type ImgHTMLAttributes, type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { TIMING } from '../../timing';
import { cx } from '../../utils/cx';
import './lazy-image.css';

/** The image loader states of G-003. */
export type ImageStatus = 'pending' | 'loading' | 'loaded' | 'failed';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
  /** Shown when `src` fails (e.g. the built-in CDN fallback); a neutral placeholder otherwise. */
  fallbackSrc?: string;
  onStatusChange?: (status: ImageStatus) => void;
  /** How far outside the viewport loading starts (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /**
   * Above the fold (a grid's first row): loads at once, with neither the viewport wait nor the
   * lazy-load delay, since the first screen should not wait for a timer. Otherwise the browser is
   * told too (`loading=lazy`, `decoding=async`), so it never puts these ahead of what is on screen.
   */
  eager?: boolean;
}

/** A neutral grey picture with a faint frame, used when nothing else can be shown. */
export const PLACEHOLDER_SRC =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="#d9dde3"/><path d="M5 17l4-5 3 3 2-2 5 4z" fill="#b4bbc6"/><circle cx="9" cy="8" r="2" fill="#b4bbc6"/></svg>',
  );

/**
 * An image that waits until it is near the viewport (pending), starts loading after
 * TIMING.lazyLoadDelayMs (loading), and ends loaded or failed (G-003, A-174). On failure it
 * shows fallbackSrc, then a placeholder. `data-status` reflects the state for styles and tests.
 */
export function LazyImage({
  src,
  alt,
  fallbackSrc,
  onStatusChange,
  rootMargin = '200px',
  eager = false,
  className,
  onLoad,
  onError,
  ...rest
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<ImageStatus>(eager ? 'loading' : 'pending');
  const [visible, setVisible] = useState(eager);
  const [shownSrc, setShownSrc] = useState<string | undefined>(eager ? src : undefined);

  // A new src starts over.
  const [prevSrc, setPrevSrc] = useState(src);
  if (src !== prevSrc) {
    setPrevSrc(src);
    setStatus(eager ? 'loading' : 'pending');
    setShownSrc(eager ? src : undefined);
  }

  const onStatusRef = useRef(onStatusChange);
  useEffect(() => {
    onStatusRef.current = onStatusChange;
  });
  useEffect(() => {
    onStatusRef.current?.(status);
  }, [status]);

  // Near the viewport? Without IntersectionObserver (old browsers, tests) assume yes.
  useEffect(() => {
    const node = ref.current;
    if (visible || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  useEffect(() => {
    if (!visible || status !== 'pending') return;
    const timer = setTimeout(() => {
      setStatus('loading');
      setShownSrc(src);
    }, TIMING.lazyLoadDelayMs);
    return () => clearTimeout(timer);
  }, [visible, status, src]);

  const handleLoad = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (status === 'loading') setStatus('loaded');
    onLoad?.(event);
  };

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    setStatus('failed');
    if (fallbackSrc && shownSrc !== fallbackSrc && shownSrc !== PLACEHOLDER_SRC) setShownSrc(fallbackSrc);
    else setShownSrc(PLACEHOLDER_SRC);
    onError?.(event);
  };

  return (
    <img
      ref={ref}
      alt={alt}
      src={shownSrc}
      data-status={status}
      aria-busy={status === 'pending' || status === 'loading' || undefined}
      className={cx('ui-lazy-image', className)}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? undefined : 'async'}
      onLoad={handleLoad}
      onError={handleError}
      {...rest}
    />
  );
}
