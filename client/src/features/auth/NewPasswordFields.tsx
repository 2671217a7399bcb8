import { TextField } from '../../components/ui/TextField';
import { useT } from '../../i18n';
import { namespace as auth } from '../../locales/auth';

// Choosing a password: typed twice, as on the signup and the reset-password forms (the pages
// check the two match with signupProblem).

interface Props {
  /** Prefix of the inputs' ids: `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  /** "Password" or "New password", translated by the caller. */
  label: string;
  /** The second field's label ("Confirm password"), translated by the caller; by default the auth catalog's. */
  confirmLabel?: string;
  placeholder?: string;
  password: string;
  confirm: string;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
}

export function NewPasswordFields({ idPrefix, label, confirmLabel, placeholder, password, confirm, onPasswordChange, onConfirmChange }: Props) {
  const t = useT(auth);
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={
          <>
            {label} <span className="field-hint">{t('auth.field.minChars')}</span>
          </>
        }
        type="password"
        autoComplete="new-password"
        required
        placeholder={placeholder}
        value={password}
        onChange={onPasswordChange}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={confirmLabel ?? t('auth.field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={onConfirmChange}
      />
    </>
  );
}
