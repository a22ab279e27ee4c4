/**
 * The support feature's home sections (A-140, G§2, A-142..A-151) and the frame-wide pieces
 * (support menu host, floating contact menu). Kept small: they ship in the home chunk.
 */
export { NoticeMarquee, NoticePopup } from './components/home-sections';
export { DownloadBar, rememberWebClip } from './components/download-bar';
export { ContactMenu } from './components/contact-menu';
export { SupportMenuHost } from './components/support-menu-host';
export { openSupportMenu, closeSupportMenu, useSupportMenuStore } from './support-menu-store';
