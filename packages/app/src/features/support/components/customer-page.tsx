import { Button } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getCustomerService } from '../api/support-api';
import { openExternal } from '../open-url';
import { useLoad } from '../../../shared/api/query-cache';
import { useLiveChatAllowed, useSupportActions } from '../use-support-actions';
import { LoadView } from '../../../shared/api/load-view';
import './support.css';

/** /m/customer: the customer-service channel (title, chat link) and live chat under its rule. */
export default function CustomerPage() {
  const { t } = useTranslation();
  // The title comes in the display language: switching language reloads it.
  const state = useLoad(['support.customerService', useUiStore((s) => s.language)], getCustomerService);
  const settings = useSettingsStore((s) => s.settings);
  const { openLiveChat } = useSupportActions();
  const chat = useLiveChatAllowed();
  const email = settings?.info.customerService.email;
  return (
    <section className="m-support-page" aria-labelledby="m-customer-title">
      <h2 id="m-customer-title">{t('titles.customer')}</h2>
      <p>{t('support.customer.intro')}</p>
      <LoadView state={state}>
        {(cs) => (
          <div className="ui-card m-support-page">
            <h3>{cs.title}</h3>
            <Button onClick={() => openExternal(cs.chatUrl)}>{t('support.customer.open_chat')}</Button>
            {chat ? (
              <Button variant="secondary" onClick={() => void openLiveChat()}>
                {t('support.customer.live_chat')}
              </Button>
            ) : null}
            {email ? <p className="m-support-hint">{t('support.customer.email', { email })}</p> : null}
          </div>
        )}
      </LoadView>
    </section>
  );
}
