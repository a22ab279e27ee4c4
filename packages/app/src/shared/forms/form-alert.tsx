import { Button } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { useOpenLogin } from '../stores/login-prompt-store';
import type { FormProblem } from './react-to-error';
import './forms.css';

export interface FormAlertProps {
  problem: FormProblem | null;
  alertRef: React.RefObject<HTMLDivElement | null>;
  onRetry: () => void;
}

/**
 * The form's own aria-live region, above its submit button: always in the page (a live region
 * that appears with its text is not announced everywhere; aria-live without role=alert, so the
 * fields' own messages stay a form's only alerts), focusable so focus can move to it,
 * filled with the message of a problem no field owns and the button of the next step. "Log in"
 * opens the login popup over the form (G-074), so what was typed stays under it.
 */
export function FormAlert({ problem, alertRef, onRetry }: FormAlertProps) {
  const { t } = useTranslation();
  const openLogin = useOpenLogin();
  const shown = problem?.shownAs === 'alert' ? problem : null;
  return (
    <div
      ref={alertRef}
      className={shown ? 'form-alert form-alert--shown' : 'form-alert'}
      aria-live="assertive"
      aria-atomic="true"
      tabIndex={-1}
      data-code={shown?.code}
    >
      {shown ? (
        <>
          <p className="form-alert__text">{t(shown.messageKey, shown.params)}</p>
          <div className="form-alert__actions">
            {shown.retry ? (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t('form.retry')}
              </Button>
            ) : null}
            {shown.next === 'login' ? (
              <Button size="sm" variant="secondary" onClick={openLogin}>
                {t('form.login')}
              </Button>
            ) : null}
            {shown.next === 'contact' ? (
              <Link className="form-alert__link" to={paths.customer}>
                {t('contact_service')}
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
