/** The support sections of home, one lazy chunk (they are not needed for the first paint). */
export { NoticeMarquee, NoticePopup } from './home-sections';
export { DownloadBar } from './download-bar';
export { ContactMenu } from './contact-menu';
