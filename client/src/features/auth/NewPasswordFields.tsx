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
      <div className="field">
        <label htmlFor={`${idPrefix}-password`}>
          {label} <span className="field-hint">min 8 chars</span>
        </label>
        <input
          id={`${idPrefix}-password`}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          placeholder={placeholder}
          value={password}
          onChange={(e) => onPasswordChange(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-confirm`}>Confirm {label.toLowerCase()}</label>
        <input
          id={`${idPrefix}-confirm`}
          className="input"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => onConfirmChange(e.target.value)}
        />
      </div>
    </>
  );
}
