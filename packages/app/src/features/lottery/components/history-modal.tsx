import type { LotteryDraw } from '@m/contracts';
import { Button, Modal } from '@m/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error';
import { usePagedLoad, type Page } from '../../../shared/api/paged-load';
import { getLotteryHistory } from '../api/get-lottery-history';
import { prizeTiers } from '../lottery-time';
import './lottery.css';

export interface HistoryModalProps {
  open: boolean;
  onClose: () => void;
  games: ReadonlyArray<{ code: string; remark: string }>;
  /** The game selected when the modal opens. */
  initialCode: string | null;
}

const shortTime = (iso: string): string => iso.replace('T', ' ').slice(0, 16);

/**
 * G-062: the draw-history modal: a game search box filtering the game selector, the draws of the
 * selected game (newest first) and a 'more history' link that loads the next older page.
 */
export function HistoryModal({ open, onClose, games, initialCode }: HistoryModalProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const selectId = useId();
  const [search, setSearch] = useState('');
  const [code, setCode] = useState<string | null>(initialCode);

  const term = search.trim().toLowerCase();
  const shown = games.filter((g) => !term || g.remark.toLowerCase().includes(term) || g.code.toLowerCase().includes(term));
  // The selector follows the search: the first match is selected when the current one drops out.
  const selected = shown.some((g) => g.code === code) ? code : (shown[0]?.code ?? null);

  useEffect(() => {
    if (open) setCode(initialCode);
  }, [open, initialCode]);

  // The draws of the selected game while the modal is open, 'more history' appending the next
  // older page; a failure is toasted by the client and the list stays as it was.
  // lottery.history game.not.found (the lottery removed while the lobby showed it): the client's
  // toast, and in place of the draws why there are none; focus goes to the selector, to pick another.
  const [gone, setGone] = useState<string | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const history = usePagedLoad(
    open && selected ? ['lottery.history', selected] : null,
    async (pageNo): Promise<Page<LotteryDraw>> => {
      const code = selected!;
      const v = await getLotteryHistory(code, pageNo).catch((e: unknown) => {
        if (isApiError(e) && e.code === 'game.not.found') setGone(code);
        throw e;
      });
      return { items: v.list, pageNum: v.pageNum, totalPages: v.totalPages };
    },
    { toast: true },
  );
  const draws = history.items;
  const isGone = selected !== null && gone === selected;
  useEffect(() => {
    if (isGone) selectRef.current?.focus();
  }, [isGone]);

  return (
    <Modal open={open} onClose={onClose} title={t('lottery.history.title')} closeLabel={t('lottery.history.close')} animation="slide">
      <div className="lott-history">
        <label htmlFor={searchId} className="lott-field-label">
          {t('lottery.history.search')}
        </label>
        <input id={searchId} type="search" className="lott-input" value={search} onChange={(e) => setSearch(e.target.value)} />
        <label htmlFor={selectId} className="lott-field-label">
          {t('lottery.history.game')}
        </label>
        <select
          ref={selectRef}
          id={selectId}
          className="lott-input"
          value={selected ?? ''}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={isGone ? `${selectId}-gone` : undefined}
        >
          {shown.map((g) => (
            <option key={g.code} value={g.code}>
              {g.remark}
            </option>
          ))}
        </select>
        {isGone ? (
          <p id={`${selectId}-gone`} className="lott-muted">
            {t('lottery.history.gone')}
          </p>
        ) : draws.length === 0 ? (
          <p className="lott-muted">{t('lottery.history.none')}</p>
        ) : (
          <table className="lott-history-table">
            <thead>
              <tr>
                <th scope="col">{t('lottery.history.drawNo')}</th>
                <th scope="col">{t('lottery.history.numbers')}</th>
                <th scope="col">{t('lottery.history.time')}</th>
              </tr>
            </thead>
            <tbody>
              {draws.map((d) => (
                <tr key={d.numero}>
                  <td>{d.numero}</td>
                  <td>{prizeTiers(d.winningNumber)[0]?.balls.join(' ')}</td>
                  <td>{shortTime(d.winningTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {draws.length > 0 && history.hasMore && (
          <Button variant="link" onClick={history.loadMore}>
            {t('lottery.history.more')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
