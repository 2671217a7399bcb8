import type { ReactNode } from 'react';
import styles from './ChoiceChip.module.css';

/**
 * One choice of a radio group drawn as a pill: the radio stays (keyboards, screen readers), the
 * pill shows which is chosen. The group around it carries `role="radiogroup"` and its name.
 */
export function ChoiceChip({
  name,
  value,
  checked,
  onChange,
  disabled,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`${styles.chip} ${checked ? styles.on : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} disabled={disabled} />
      {children}
    </label>
  );
}
