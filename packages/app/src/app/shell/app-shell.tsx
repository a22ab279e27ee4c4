import { BrandMark, BrandWordmark, Skeleton, VisuallyHidden } from '@m/ui';
import { FOOTER_MENU_SKELETON_ITEMS } from '../../shared/constants';
import { HomeSkeleton } from '../home/home-skeleton';
import { firstScreen, PICTURE_ATTR } from './prerendered';
import '../frame.css';

/** The footer menu's places, before the app knows the session and the settings that decide its items. */
export function ShellFooterMenu() {
  return (
    <nav className="ui-footer-menu" aria-hidden="true">
      <ul className="ui-footer-menu__list">
        {Array.from({ length: FOOTER_MENU_SKELETON_ITEMS }, (_, i) => (
          <li key={i}>
            <span className="ui-footer-menu__item">
              <Skeleton radius="sm" width={24} height={24} />
              <Skeleton radius="sm" width={36} height={10} />
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The app shell prerendered into index.html at build time (docs/decisions/serving.md): the
 * frame's header with the brand, home's skeletons and the footer menu's place, drawn with the
 * frame's own classes and the ui skeletons, so the first paint needs only HTML and the inlined
 * CSS. It has no text (the language is not known at build time) and no handlers: the app renders
 * over it when its JavaScript has run (createRoot replaces it, nothing is hydrated), and draws it
 * again itself while the settings and status answers load (StatusGate `pending`).
 */
export function AppShell({
  label,
  prerendered = false,
}: {
  /** Told to screen readers while the app stands on the shell (not in the prerender: no language yet). */ label?: string;
  /** The build's copy in index.html: the shell's early start draws the first banner into this one only (React owns the app's). */ prerendered?: boolean;
}) {
  // On a route whose HTML carried its own first screen, the app keeps drawing that one while it
  // waits, inert as the HTML's was: its controls do nothing until the route draws its own.
  if (!prerendered && firstScreen)
    return (
      <div
        className="m-frame"
        data-footer-menu={firstScreen.getAttribute('data-footer-menu') ?? 'shown'}
        data-shell=""
        aria-busy="true"
        inert
        {...{ [PICTURE_ATTR]: '' }}
        dangerouslySetInnerHTML={{ __html: firstScreen.innerHTML }}
      />
    );
  return (
    <div className="m-frame" data-footer-menu="shown" data-shell="" data-prerendered={prerendered ? '' : undefined} aria-busy="true">
      {label ? (
        <VisuallyHidden>
          <span role="status">{label}</span>
        </VisuallyHidden>
      ) : null}
      <header className="ui-home-header" aria-hidden="true">
        <span className="ui-home-header__logo">
          <span className="m-logo">
            <BrandMark size={30} className="m-logo__mark" />
            <BrandWordmark height={20} className="m-logo__text" />
          </span>
        </span>
        <span className="ui-home-header__end">
          <Skeleton radius="pill" width={132} height={32} />
        </span>
      </header>
      <div className="m-frame__main">
        <HomeSkeleton />
      </div>
      <ShellFooterMenu />
    </div>
  );
}
