import { Button } from '@m/ui';
import { useTranslation } from 'react-i18next';
import '../member.css';

/** Previous / next with "Page x of y" (records lists). */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="mem-pager" aria-label={t('member.pager.label')}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('member.pager.prev')}
      </Button>
      <span aria-live="polite">{t('member.pager.page', { page, total: totalPages })}</span>
      <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('member.pager.next')}
      </Button>
    </nav>
  );
}
