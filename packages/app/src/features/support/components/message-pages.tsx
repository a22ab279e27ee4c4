import { Button } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { isApiError } from '../../../shared/api/api-error';
import { SafeHtml } from '../../../shared/safe-html';
import { useSessionStore } from '../../../shared/stores/session-store';
import { getNotice, getNotices } from '../api/support-api';
import { useLoad } from '../../../shared/api/query-cache';
import { AnnouncementList } from './announcement-list';
import { LoadView } from '../../../shared/api/load-view';
import './support.css';
import { useUiStore } from '../../../shared/stores/ui-store';

/** a guest gets the login popup instead of the notice list. */
function useGuestToLogin(): boolean {
  return useSessionStore((s) => s.session === null);
}

/** /m/message: the notice list; tapping one opens /m/messageDetail?id=. Back goes home (paths BACK_HOME). */
export function MessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guest = useGuestToLogin();
  const language = useUiStore((s) => s.language);
  const state = useLoad(['support.notices', guest, language], async () => (guest ? [] : (await getNotices()).list));
  if (guest) return <Navigate to={paths.login} replace state={{ from: paths.message }} />;
  return (
    <section className="m-support-page" aria-labelledby="m-message-title">
      <h2 id="m-message-title">{t('titles.message')}</h2>
      <LoadView state={state}>
        {(items) => (
          <AnnouncementList
            items={items}
            expandedId={null}
            onToggle={(a) => void navigate(`${paths.messageDetail}?id=${a.id}`)}
            emptyText={t('support.message.empty')}
          />
        )}
      </LoadView>
    </section>
  );
}

/** /m/messageDetail?id={id}. */
export function MessageDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const guest = useGuestToLogin();
  const language = useUiStore((s) => s.language);
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const state = useLoad(['support.notice', guest, id, language], async () => {
    if (guest || id === null) return null;
    try {
      return await getNotice(id);
    } catch (e) {
      // An id the member may not see: 'not available' rather than a retry.
      if (isApiError(e) && e.code === 'bad.request') return null;
      throw e;
    }
  });
  if (guest) return <Navigate to={paths.login} replace state={{ from: `${paths.messageDetail}?id=${raw}` }} />;
  return (
    <section className="m-support-page" aria-labelledby="m-message-detail-title">
      <LoadView state={state}>
        {(notice) =>
          notice ? (
            <article className="ui-card">
              <h2 id="m-message-detail-title">{notice.title}</h2>
              <p className="m-support-date">{t('support.notice.date', { date: notice.startDate.slice(0, 10) })}</p>
              <SafeHtml className="m-support-content" html={notice.content} />
            </article>
          ) : (
            <p id="m-message-detail-title">{t('support.message.not_found')}</p>
          )
        }
      </LoadView>
      <Button variant="secondary" onClick={() => void navigate(paths.message)}>
        {t('support.message.back_to_list')}
      </Button>
    </section>
  );
}
