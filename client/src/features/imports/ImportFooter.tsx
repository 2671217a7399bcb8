import { useT } from '../../i18n';
import { namespace as imports } from '../../locales/imports';
import { canConfirm } from './importFlow';
import type { ImportState } from './importMachine';
import type { ImportDialogActions } from './useImportDialog';
import type { ExistingDeck } from './reimport';
import { IMPORT_FORM_ID } from './SelectTypeStep';

interface ImportFooterProps {
  state: ImportState;
  actions: ImportDialogActions;
  /** Existing decks the preview repeats, and the one it can update in place (importMachine.ts reimportOptions). */
  duplicates: readonly ExistingDeck[];
  updatable: ExistingDeck | null;
}

/** The modal's buttons for each step. */
export function ImportFooter({ state, actions, duplicates, updatable }: ImportFooterProps) {
  const t = useT(imports);
  const { step, kind, analysis, busy, preview, result } = state;
  if (step === 'selectType') {
    const label = kind === 'csv' && !analysis ? t('imports.footer.analyze') : t('imports.footer.preview');
    return (
      <>
        <button type="button" className="btn btn-secondary" onClick={actions.close} disabled={busy}>
          {t('imports.footer.cancel')}
        </button>
        <button type="submit" form={IMPORT_FORM_ID} className="btn btn-primary" disabled={busy || !kind}>
          {busy ? t('imports.footer.processing') : label}
        </button>
      </>
    );
  }
  if (step === 'preview' || step === 'confirming') {
    const confirming = step === 'confirming';
    const disabled = confirming || !preview || !canConfirm(preview);
    return (
      <>
        <button type="button" className="btn btn-secondary" onClick={actions.backFromPreview} disabled={confirming}>
          {t('imports.footer.back')}
        </button>
        <button type="button" className={updatable ? 'btn btn-secondary' : 'btn btn-primary'} onClick={() => actions.confirm()} disabled={disabled}>
          {confirming && !updatable ? t('imports.footer.processing') : duplicates.length > 0 ? t('imports.footer.newCopy') : t('imports.footer.confirm')}
        </button>
        {updatable && (
          <button type="button" className="btn btn-primary" onClick={() => actions.confirm(updatable.id)} disabled={disabled}>
            {confirming ? t('imports.footer.processing') : t('imports.footer.update')}
          </button>
        )}
      </>
    );
  }
  if (result && !result.success) {
    return (
      <>
        <button type="button" className="btn btn-secondary" onClick={() => actions.dispatch({ type: 'backToPreview' })}>
          {t('imports.footer.backToPreview')}
        </button>
        <button type="button" className="btn btn-primary" onClick={actions.close}>
          {t('imports.footer.close')}
        </button>
      </>
    );
  }
  return (
    <button type="button" className="btn btn-primary" onClick={actions.close}>
      {t('imports.footer.close')}
    </button>
  );
}
