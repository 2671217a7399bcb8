import { useState, type FormEvent } from 'react';
import { ADMIN_MSG } from '../../../../shared/messages';
import type { RegistrationSetting } from '../../../../shared/schemas/admin';
import { ErrorWithRetry, Loading } from '../../components/ui/Status';
import { errorMessage } from '../../lib/trpc';
import { useSetRegistration } from './mutations';
import { useRegistrationSetting } from './queries';
import { REGISTRATION_CHOICES, registrationSourceNote } from './roles';
import { AdminSection } from './AdminSection';
import { useAdminTexts } from './adminTexts';
import styles from './Admin.module.css';
import { FormError } from '../../components/ui/FormError';

type Mode = RegistrationSetting['registration'];

/** Who may sign up: the server's REGISTRATION setting until an admin chooses here (docs/administration.md). */
export function RegistrationSection() {
  const { t, tm } = useAdminTexts();
  const setting = useRegistrationSetting();
  return (
    <AdminSection id="admin-registration" title={t('adminPanel.registration.title')} hint={t('adminPanel.registration.hint')}>
      {setting.isPending ? (
        <Loading text={t('adminPanel.registration.loading')} />
      ) : setting.isError ? (
        <ErrorWithRetry message={tm(errorMessage(setting.error, t('adminPanel.registration.loadFailed')))} onRetry={() => setting.refetch()} />
      ) : (
        <RegistrationForm setting={setting.data} />
      )}
    </AdminSection>
  );
}

function RegistrationForm({ setting }: { setting: RegistrationSetting }) {
  const { t, tm, locale } = useAdminTexts();
  const save = useSetRegistration();
  const [mode, setMode] = useState<Mode>(setting.registration);
  const [saved, setSaved] = useState(false);
  const changed = mode !== setting.registration;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate({ registration: mode }, { onSuccess: () => setSaved(true) });
  }

  return (
    <form className="card" onSubmit={onSubmit} aria-label={t('adminPanel.registration.form')}>
      <FormError message={save.error && tm(errorMessage(save.error, t('adminPanel.registration.saveFailed')))} />
      <fieldset className={styles.modeChoices}>
        <legend className="visually-hidden">{t('adminPanel.registration.who')}</legend>
        {REGISTRATION_CHOICES.map((choice) => (
          <label key={choice.mode} className={`${styles.modeChoice} ${mode === choice.mode ? styles.modeChoiceOn : ''}`}>
            <input
              type="radio"
              name="registration-mode"
              value={choice.mode}
              checked={mode === choice.mode}
              aria-describedby={`registration-${choice.mode}-text`}
              onChange={() => {
                setMode(choice.mode);
                setSaved(false);
              }}
            />
            <span className={styles.modeText}>
              <strong>{t(choice.label)}</strong>
              <span id={`registration-${choice.mode}-text`} className={styles.muted}>
                {t(choice.description)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.modeFooter}>
        <p className={styles.sectionHint} data-testid="registration-source">
          {registrationSourceNote(setting, undefined, t, locale)}
        </p>
        <button type="submit" className="btn btn-primary" disabled={!changed || save.isPending}>
          {save.isPending ? t('adminPanel.saving') : t('adminPanel.save')}
        </button>
      </div>
      <p role="status" className={styles.savedNote}>
        {saved && !changed ? tm(ADMIN_MSG.registrationSaved) : ''}
      </p>
    </form>
  );
}
