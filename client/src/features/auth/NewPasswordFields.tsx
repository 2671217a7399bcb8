import { TextField } from '../../components/ui/TextField';

// Choosing a password: typed twice, as on the signup and the reset-password forms (the pages
// check the two match with signupProblem).

interface Props {
  /** Prefix of the inputs' ids: `${idPrefix}-password` and `${idPrefix}-confirm`. */
  idPrefix: string;
  /** "Password" or "New password"; the second field is "Confirm" and this, lower-cased. */
  label: string;
  placeholder?: string;
  password: string;
  confirm: string;
  onPasswordChange(value: string): void;
  onConfirmChange(value: string): void;
}

export function NewPasswordFields({ idPrefix, label, placeholder, password, confirm, onPasswordChange, onConfirmChange }: Props) {
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={
          <>
            {label} <span className="field-hint">min 8 chars</span>
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
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={onConfirmChange}
      />
    </>
  );
}
