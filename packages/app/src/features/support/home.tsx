import { NoticeBarSkeleton } from '@m/ui';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * The support feature's home sections (A-140, G§2, A-142..A-151) and the frame-wide pieces
 * (support menu host, floating contact menu). The sections load as one lazy chunk after home's
 * first paint, so they cost the /m/home initial JS budget nothing.
 *
 * Home's page loads this module lazily too, so the sections sit behind two boundaries. They stay
 * two: a single boundary (this module importing the sections statically) makes Vite list every
 * chunk the sections need as preload paths in home's route chunk, which is initial JS; measured,
 * that grew /m/home's initial JS by 0.1 KB gzip against a budget with half a kilobyte left. Here
 * the list lives in this lazy module instead.
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
