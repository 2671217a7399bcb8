import { PASSWORD_MIN_LENGTH } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';

/** Signup checks done before sending (docs/product.md: validation), in the spec's order. */
export function signupProblem(password: string, confirm: string): string | null {
  if (password !== confirm) return MSG.passwordsDontMatch;
  if (password.length < PASSWORD_MIN_LENGTH) return MSG.passwordTooShort;
  return null;
}
