import { Button, IconButton, Icon, Modal } from '@m/ui';
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/stores/session-store';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../shared/storage-keys';
import { currentDevice, needsInstallTips, type DeviceInfo } from '../download/device';
import { downloadBarHideReason, downloadEntries, mustUseSafari, storesHiddenFlag, type DownloadEntry } from '../download/download-rules';
import { openExternal } from '../open-url';
import './support.css';

/** A-150 (decided): a web clip opens the site with ?webClip=1; the flag is then kept in localStorage. */
export function rememberWebClip(search: string): void {
  if (new URLSearchParams(search).get('webClip') === '1') writeLocal(LOCAL_KEYS.webClip, '1');
}

export interface DownloadPopupViewProps {
  open: boolean;
  entries: DownloadEntry[];
  onPick: (entry: DownloadEntry) => void;
  onAddToHome: () => void;
  onClose: () => void;
}

/** the popup lists the Android, iOS profile and iOS app downloads. */
export function DownloadPopupView({ open, entries, onPick, onAddToHome, onClose }: DownloadPopupViewProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('support.download.popup_title')} closeLabel={t('header.close')} animation="slide">
      <ul className="m-menu-entries">
        {entries.map((e) => (
          <li key={e.resourceType}>
            <button
              type="button"
              disabled={e.disabled}
              aria-describedby={e.disabled ? `m-dl-${e.resourceType}` : undefined}
              onClick={() => onPick(e)}
            >
              <Icon name="share" size={20} />
              {t(`support.download.${e.resourceType}`)}
              {e.disabled ? (
                <span id={`m-dl-${e.resourceType}`} className="m-support-hint">
                  {t('support.download.ios_min')}
                </span>
              ) : null}
            </button>
          </li>
        ))}
        <li>
          <button type="button" onClick={onAddToHome}>
            <Icon name="home" size={20} />
            {t('support.download.add_to_home')}
          </button>
        </li>
      </ul>
    </Modal>
  );
}

export interface InstallGuideViewProps {
  open: boolean;
  device: Pick<DeviceInfo, 'ios' | 'iosVersion'>;
  /** Image base (the image CDN). */
  imageBase: string;
  onDone: () => void;
  onClose: () => void;
}

const SWIPE_PX = 50;

/**
 * the home-screen install guide. iOS: three steps with images, previous/next and
 * swiping; Android: no steps (the caller goes straight to the add-to-home-screen popup). OK on
 * the last step calls onDone (which opens that popup and closes the guide). Tips for old iOS.
 */
export function InstallGuideView({ open, device, imageBase, onDone, onClose }: InstallGuideViewProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const startX = useRef<number | null>(null);
  const steps = t('support.install.ios_steps', { returnObjects: true }) as string[];
  const images = t('support.install.ios_images', { returnObjects: true }) as string[];
  const last = step === steps.length - 1;
  useEffect(() => {
    if (open) setStep(0);
  }, [open]);
  const onPointerDown = (e: PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (dx <= -SWIPE_PX) setStep((s) => Math.min(s + 1, steps.length - 1));
    if (dx >= SWIPE_PX) setStep((s) => Math.max(s - 1, 0));
  };
  const tips = needsInstallTips({ ...device, android: false, safari: true, standalone: false });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('support.install.title')}
      closeLabel={t('header.close')}
      footer={
        <div className="m-guide-nav">
          <Button variant="secondary" disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            {t('support.install.previous')}
          </Button>
          {last ? (
            <Button onClick={onDone}>{t('support.install.ok')}</Button>
          ) : (
            <Button onClick={() => setStep((s) => s + 1)}>{t('support.install.next')}</Button>
          )}
        </div>
      }
    >
      {tips ? (
        <p className="m-support-hint" role="note">
          {t('support.install.tips')}
        </p>
      ) : null}
      <figure className="m-guide-figure" onPointerDown={onPointerDown} onPointerUp={onPointerUp} aria-roledescription="slide">
        <img src={`${imageBase}/install/ios-step-${step + 1}.png`} alt={images[step] ?? ''} width={160} height={160} />
        <figcaption>
          <span className="m-support-hint" aria-live="polite">
            {t('support.install.step', { n: step + 1, total: steps.length })}
          </span>
          <br />
          {steps[step]}
        </figcaption>
      </figure>
    </Modal>
  );
}

export function AddToHomePopupView({ open, ios, onClose }: { open: boolean; ios: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('support.install.popup_title')}
      closeLabel={t('header.close')}
      footer={<Button onClick={onClose}>{t('support.install.popup_close')}</Button>}
    >
      <p>{ios ? t('support.install.popup_ios') : t('support.install.popup_android')}</p>
    </Modal>
  );
}

export interface DownloadBarViewProps {
  onOpen: () => void;
  onClose: () => void;
}

export function DownloadBarView({ onOpen, onClose }: DownloadBarViewProps) {
  const { t } = useTranslation();
  return (
    <div className="m-download-bar" role="region" aria-label={t('support.download.popup_title')}>
      <IconButton icon={<Icon name="close" size={20} />} label={t('support.download.bar_close')} onClick={onClose} />
      <p>{t('support.download.bar_text')}</p>
      <Button size="sm" onClick={onOpen}>
        {t('support.download.bar_open')}
      </Button>
    </div>
  );
}

/** Home section: the download bar with every hide rule (A-142..A-151), its popup and the install guide. */
export function DownloadBar() {
  const settings = useSettingsStore((s) => s.settings);
  const loggedIn = useSessionStore((s) => s.session !== null);
  const device = useMemo(() => currentDevice(), []);
  useState(() => rememberWebClip(window.location.search));
  const [hiddenByUser, setHiddenByUser] = useState(
    () => readLocal(LOCAL_KEYS.hideDownloadBar) === '1' || readLocal(LOCAL_KEYS.hideDownloadBar) === 'true',
  );
  const [popup, setPopup] = useState(false);
  const [guide, setGuide] = useState(false);
  const [addToHome, setAddToHome] = useState(false);
  const links = settings?.info.resources ?? [];
  const reason = settings
    ? downloadBarHideReason({
        device,
        hiddenByUser,
        webClip: readLocal(LOCAL_KEYS.webClip) === '1',
        links,
        loginRequired: settings.info.whitelabel.DOWNLOADBARLOGIN,
        loggedIn,
      })
    : 'noLinks';
  useEffect(() => {
    // running as an installed web app also stores the hidden flag.
    if (storesHiddenFlag(reason)) writeLocal(LOCAL_KEYS.hideDownloadBar, '1');
  }, [reason]);

  const pick = (e: DownloadEntry) => {
    if (e.resourceType !== 'Android' && mustUseSafari(device)) {
      useUiStore.getState().showToast({ kind: 'error', messageKey: 'support.download.use_safari' });
      return;
    }
    openExternal(e.url);
  };
  const startInstall = () => {
    setPopup(false);
    // Android has no steps: straight to the add-to-home-screen popup.
    if (device.ios) setGuide(true);
    else setAddToHome(true);
  };
  const imageBase = settings?.info.imageCDNs[0] ?? '/cdn';

  return (
    <>
      {reason === null ? (
        <DownloadBarView
          onOpen={() => setPopup(true)}
          onClose={() => {
            writeLocal(LOCAL_KEYS.hideDownloadBar, '1');
            setHiddenByUser(true);
          }}
        />
      ) : null}
      <DownloadPopupView
        open={popup}
        entries={downloadEntries(links, device)}
        onPick={pick}
        onAddToHome={startInstall}
        onClose={() => setPopup(false)}
      />
      <InstallGuideView
        open={guide}
        device={device}
        imageBase={imageBase}
        onDone={() => {
          setGuide(false);
          setAddToHome(true);
        }}
        onClose={() => setGuide(false)}
      />
      <AddToHomePopupView open={addToHome} ios={device.ios} onClose={() => setAddToHome(false)} />
    </>
  );
}
