import type { DownloadLink } from '@m/contracts';
import { Button, Spinner } from '@m/ui';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import logo from '../../../assets/favicon.svg';
import { safeUrl } from '../../../shared/safe-url';
import { getDownloads } from '../api/support-api';
import { useLoad } from '../../../shared/api/query-cache';
import { LoadView } from '../../../shared/api/load-view';
import './support.css';

/** The link the QR code carries: the iOS profile, else the iOS app, else Android. */
export const qrLinkOf = (links: readonly DownloadLink[]): string | null => {
  for (const type of ['MOBILECONFIG', 'IOS', 'Android'] as const) {
    const url = safeUrl(links.find((l) => l.resourceType === type)?.url);
    if (url) return new URL(url, window.location.href).toString();
  }
  return null;
};

function QrImage({ text }: { text: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { margin: 1, width: 200 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="m-app-qr" src={src} alt={t('support.app.qr')} width={200} height={200} /> : <Spinner label={t('loading')} />;
}

/** /m/app: logo, a button to home, the QR code of the download link and the six-step tutorial. */
export default function AppPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLoad('support.downloads', getDownloads);
  const steps = t('support.app.steps', { returnObjects: true }) as string[];
  return (
    <section className="m-support-page m-app-page" aria-labelledby="m-app-title">
      <img className="m-app-logo" src={logo} alt={t('support.app.logo')} width={96} height={96} />
      <h2 id="m-app-title">{t('titles.app')}</h2>
      <LoadView state={state}>
        {(links) => {
          const link = qrLinkOf(links);
          return link ? <QrImage text={link} /> : <p>{t('support.app.no_link')}</p>;
        }}
      </LoadView>
      <Button onClick={() => void navigate(paths.home)}>{t('support.app.home')}</Button>
      <h3>{t('support.app.tutorial')}</h3>
      <ol className="m-steps">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}
