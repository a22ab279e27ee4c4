import { NICKNAME_MAX } from '@m/contracts';
import { Button, Modal, TextField, ThemeToggle } from '@m/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/paths';
import { SiteLanguageSwitch } from '../../../shared/i18n/site-language-switch';
import { setAvatarValue, updateMemberInfo, useAvatar } from '../../../shared/session/member-info';
import { siteImageCdn } from '../../../shared/site-image';
import { useSettingsStore } from '../../../shared/stores/settings-store';
import { useUiStore } from '../../../shared/stores/ui-store';
import { getHeadIcons, setAvatar, setNickname } from '../api/member-api';
import { endSession } from '../../../shared/session/end-session';
import { LoadView } from '../../../shared/api/load-view';
import { useLoad } from '../../../shared/api/query-cache';
import { avatarSrc, useProfile } from '../use-profile';
import '../member.css';

/** /m/set (A-018, decided): nickname, head icon, language, theme and logout. */
export function SettingsPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const doLogout = async () => {
    setConfirming(false);
    await endSession();
    void navigate(paths.home);
  };

  return (
    <div className="mem-page">
      <NicknameForm current={profile.info?.nickname ?? ''} />
      <HeadIconPicker />
      <section className="ui-card mem-row" aria-labelledby="set-lang">
        <h2 id="set-lang" className="mem-h2">
          {t('member.set.language')}
        </h2>
        <SiteLanguageSwitch />
      </section>
      <section className="ui-card mem-row" aria-labelledby="set-theme">
        <h2 id="set-theme" className="mem-h2">
          {t('member.set.theme')}
        </h2>
        <ThemeToggle theme={theme} onToggle={toggleTheme} labels={{ toDark: t('header.to_dark'), toLight: t('header.to_light') }} />
      </section>
      <Button block variant="secondary" onClick={() => setConfirming(true)}>
        {t('member.set.logout')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('member.set.logoutConfirm')}
        animation="fade"
        closeLabel={t('header.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('member.cancel')}
            </Button>
            <Button onClick={() => void doLogout()}>{t('member.set.logout')}</Button>
          </>
        }
      />
    </div>
  );
}

function NicknameForm({ current }: { current: string }) {
  const { t } = useTranslation();
  // The field shows the profile's nickname, also when the profile comes after the form; what the
  // user typed and a message shown stay. Checked on submit only; its message stays until the next.
  const form = useForm({
    values: { nickname: current },
    resetOptions: { keepDirtyValues: true, keepErrors: true },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const error = form.formState.errors.nickname?.message ?? null;
  const busy = form.formState.isSubmitting;
  const submit = async ({ nickname }: { nickname: string }) => {
    try {
      const res = await setNickname(nickname.trim());
      updateMemberInfo((info) => ({ ...info, nickname: res.nickname }));
      // Not typed any more: the field follows the profile's nickname again.
      form.reset({ nickname: res.nickname }, { keepDirtyValues: false, keepErrors: false });
      useUiStore.getState().showToast({ kind: 'success', messageKey: 'member.set.saved' });
    } catch {
      // The client's error handler shows the toast.
    }
  };
  return (
    <form className="ui-card mem-form" onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <TextField
        label={t('member.set.nickname')}
        maxLength={NICKNAME_MAX}
        {...form.register('nickname', { validate: (v) => (v.trim() ? true : t('member.set.nicknameRequired')) })}
        errors={error ? [error] : undefined}
      />
      <Button type="submit" loading={busy} disabled={busy}>
        {t('member.set.saveNickname')}
      </Button>
    </form>
  );
}

function HeadIconPicker() {
  const { t } = useTranslation();
  const icons = useLoad('member.icons', getHeadIcons);
  const avatar = useAvatar();
  const settings = useSettingsStore((s) => s.settings);
  const cdn = siteImageCdn(settings);
  const path = settings?.info.paths.avatar ?? '/avatars/';
  const [busy, setBusy] = useState(false);
  const choose = async (name: string) => {
    setBusy(true);
    try {
      setAvatarValue(await setAvatar(name));
    } catch {
      // toast by the client
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="ui-card mem-fieldset" disabled={busy}>
      <legend className="mem-h2">{t('member.set.avatar')}</legend>
      <LoadView state={icons} spinnerSize="lg">
        {(list) => (
          <div className="mem-icons">
            {list.map((name, i) => (
              <label key={name} className="mem-icon-choice">
                <input
                  type="radio"
                  name="head-icon"
                  value={name}
                  checked={avatar?.avatarType === 'STATIC' && avatar.avatar === name}
                  onChange={() => void choose(name)}
                  aria-label={t('member.set.avatarN', { n: i + 1 })}
                />
                <img src={avatarSrc({ avatar: name, avatarType: 'STATIC' }, cdn, path) ?? ''} alt="" width={48} height={48} />
              </label>
            ))}
          </div>
        )}
      </LoadView>
    </fieldset>
  );
}
