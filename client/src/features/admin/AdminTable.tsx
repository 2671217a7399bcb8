import type { ReactNode } from 'react';
import { useAdminTexts } from './adminTexts';
import styles from './Admin.module.css';

/** A column of an admin table: its heading, and whether it holds numbers (right-aligned). */
export interface AdminColumn {
  label: string;
  numeric?: boolean;
}

/**
 * An admin list as a table in a card (users, invites, shared decks): named by `label`, its
 * headings from `columns`, and a last column of actions named for screen readers only. Rows are
 * the caller's; on a phone the CSS stacks each row and reads each cell's data-label.
 */
export function AdminTable({ label, columns, children }: { label: string; columns: readonly AdminColumn[]; children: ReactNode }) {
  const { t } = useAdminTexts();
  return (
    <div className={`card ${styles.tableCard}`}>
      <table role="table" className={styles.table} aria-label={label}>
        <thead>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.label} role="columnheader" scope="col" className={column.numeric ? styles.num : undefined}>
                {column.label}
              </th>
            ))}
            <th role="columnheader" scope="col">
              <span className="visually-hidden">{t('adminPanel.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
