import { NoticeBarSkeleton } from '@m/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * The support feature's home sections (A-140, G§2, A-142..A-151) and the frame-wide pieces
 * (support menu host, floating contact menu). The sections load as one lazy chunk after home's
 * first paint, so they cost the /m/home initial JS budget nothing.
 */
const bundle = () => import('./components/home-bundle');
type Name = 'NoticeMarquee' | 'NoticePopup' | 'DownloadBar' | 'ContactMenu';
/** `fallback` holds the section's place while the chunk loads (the marquee: a bar of its height). */
const section = (name: Name, fallback: ReactNode = null): ComponentType => {
  const Lazy: LazyExoticComponent<ComponentType> = lazy(() => bundle().then((m) => ({ default: m[name] })));
  const Section = () => (
    <Suspense fallback={fallback}>
      <Lazy />
    </Suspense>
  );
  Section.displayName = name;
  return Section;
};

export const NoticeMarquee = section('NoticeMarquee', <NoticeBarSkeleton />);
export const NoticePopup = section('NoticePopup');
export const DownloadBar = section('DownloadBar');
export const ContactMenu = section('ContactMenu');
export { SupportMenuHost } from './components/support-menu-host';
export { openSupportMenu, closeSupportMenu, useSupportMenuStore } from './support-menu-store';
