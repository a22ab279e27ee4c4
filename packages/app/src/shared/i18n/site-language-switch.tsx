import { DISPLAY_LANGUAGES } from '@m/contracts';
import { LanguageSwitch } from '@m/ui';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../stores/ui-store';
import { isDisplayLanguage } from './i18n';

/** The display-language picker (the header and the member settings): EN, PT, VI, changing the whole site's language. */
export function SiteLanguageSwitch() {
  const { t } = useTranslation();
  const language = useUiStore((s) => s.language);
  const setLanguage = useUiStore((s) => s.setLanguage);
  return (
    <LanguageSwitch
      label={t('header.language')}
      value={language}
      options={DISPLAY_LANGUAGES.map((l) => ({ value: l, label: l.toUpperCase() }))}
      onChange={(v) => {
        if (isDisplayLanguage(v)) setLanguage(v);
      }}
    />
  );
}
