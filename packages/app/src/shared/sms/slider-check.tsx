import { Button, Modal } from '@m/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadView, Waiting } from '../api/load-view';
import { useLoad } from '../api/query-cache';
import { getHumanCheck } from './get-human-check';
import { verifyHumanCheck } from './verify-human-check';
import './sms.css';
import '../account-forms.css';

export interface SliderCheckProps {
  open: boolean;
  onPassed: (humanToken: string) => void;
  onCancel: () => void;
}

/**
 * The slider bot check before an SMS code is sent: a real range input (keyboard
 * and screen-reader friendly) in a Modal; the gap to reach is drawn on the track and named in the
 * hint. A miss says so and loads a new challenge.
 */
export function SliderCheck({ open, onPassed, onCancel }: SliderCheckProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [position, setPosition] = useState(0);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  // A new challenge through the loader each time the check opens and after a miss (never kept);
  // none is on screen while the next one loads. A challenge that fails to load cancels the check
  // (the client's toast says why).
  const load = useLoad(open ? 'sms.humanCheck' : null, getHumanCheck, { toast: true });
  const challenge = load.loading ? null : load.data;
  // The parent passes a new onCancel on every render: read through a ref, so only a new failure cancels.
  const onCancelRef = useRef(onCancel);
  useEffect(() => {
    onCancelRef.current = onCancel;
  });
  const loadFailed = load.status === 'error';
  useEffect(() => {
    if (loadFailed) onCancelRef.current();
  }, [loadFailed]);

  useEffect(() => {
    if (open) {
      setFailed(false);
      setPosition(0);
    }
  }, [open]);

  const verify = async () => {
    if (!challenge) return;
    setBusy(true);
    try {
      const { humanToken } = await verifyHumanCheck({ challengeId: challenge.challengeId, position });
      onPassed(humanToken);
    } catch {
      setFailed(true);
      setPosition(0);
      load.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('sms.slider_title')}
      closeLabel={t('header.close')}
      animation="fade"
      className="m-slider-check"
    >
      {/* A failed challenge closes the check: the spinner stays until it has closed. */}
      <LoadView state={load} reloading="blank" failed={<Waiting />}>
        {(challenge) => (
          <div className="m-slider-check__body">
            <p id={hintId}>{t('sms.slider_hint', { target: challenge.target })}</p>
            <div className="m-slider-check__track" aria-hidden="true">
              <span className="m-slider-check__gap" style={{ left: `${challenge.target}%` }} />
              <span className="m-slider-check__piece" style={{ left: `${position}%` }} />
            </div>
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={position}
              aria-label={t('sms.slider_label')}
              aria-describedby={failed ? `${hintId} ${hintId}-err` : hintId}
              aria-invalid={failed || undefined}
              onChange={(e) => setPosition(Number(e.target.value))}
              className="m-slider-check__input"
            />
            {failed && (
              <p id={`${hintId}-err`} role="alert" className="m-field__error">
                {t('sms.slider_failed')}
              </p>
            )}
            <div className="m-slider-check__actions">
              <Button variant="secondary" onClick={onCancel}>
                {t('sms.slider_cancel')}
              </Button>
              <Button onClick={() => void verify()} loading={busy}>
                {t('sms.slider_verify')}
              </Button>
            </div>
          </div>
        )}
      </LoadView>
    </Modal>
  );
}
