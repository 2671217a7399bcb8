import { Link } from 'wouter';
import { BUILTIN_NOTE_TYPES } from '../../../../shared/noteTypes';
import type { NoteTypeSummary } from '../../../../shared/schemas/notes';
import { choiceKey } from './noteTypeEdit';
import { useT } from '../../i18n';
import { namespace as notes } from '../../locales/notes';
import styles from './Notes.module.css';
import { ChoiceChip } from '../../components/ui/ChoiceChip';

// The add form's note type (docs/notes.md): the built-ins are known before the list loads, so
// the form opens at once; one's own follow. A radio group: a keyboard moves with the arrows.

interface NoteTypeSwitchProps {
  value: string;
  onChange: (key: string) => void;
  types?: NoteTypeSummary[];
  disabled?: boolean;
}

export function NoteTypeSwitch({ value, onChange, types, disabled }: NoteTypeSwitchProps) {
  const t = useT(notes);
  const choices = [
    ...BUILTIN_NOTE_TYPES.map((type) => ({ key: type.builtin, name: types?.find((own) => own.builtin === type.builtin)?.name ?? type.name })),
    ...(types ?? []).filter((type) => !type.builtin).map((type) => ({ key: choiceKey(type), name: type.name })),
  ];
  return (
    <div className={styles.switchRow}>
      <div className={styles.switch} role="radiogroup" aria-label={t('notes.switch.label')}>
        {choices.map((choice) => (
          <ChoiceChip key={choice.key} name="note-type" value={choice.key} checked={value === choice.key} onChange={() => onChange(choice.key)} disabled={disabled}>
            <span translate="no">{choice.name}</span>
          </ChoiceChip>
        ))}
      </div>
      <Link href="/note-types" className={styles.manage}>
        {t('notes.switch.manage')}
      </Link>
    </div>
  );
}
