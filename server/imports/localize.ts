import type { CatalogLocale } from '../../shared/i18n/locales.js';
import type { CsvAnalysis, ImportConfirmResult, ImportPreview } from '../../shared/schemas/imports.js';
import { translateMessage } from '../i18n.js';

// An import's preview and result in the reader's language (docs/translating.md): the workers write
// the English of shared/messages.ts, and the lines a learner reads (the summary, the media line
// and its warnings, why a file was left out, the cards' problems) are translated on the way out.
// A text of no catalog entry stays as it is.

export function localizePreview(preview: ImportPreview, locale: CatalogLocale): ImportPreview {
  if (locale === 'en') return preview;
  const tr = (text: string) => translateMessage(text, locale);
  return {
    ...preview,
    message: tr(preview.message),
    errorSummary: { ...preview.errorSummary, issuesPreview: preview.errorSummary.issuesPreview.map((i) => ({ ...i, errors: i.errors.map(tr) })) },
    previewCards: preview.previewCards.map((c) => (c.errors.length ? { ...c, errors: c.errors.map(tr) } : c)),
    ...(preview.media
      ? {
          media: {
            ...preview.media,
            message: tr(preview.media.message),
            issues: preview.media.issues.map(tr),
            ...(preview.media.skippedFiles ? { skippedFiles: preview.media.skippedFiles.map((f) => ({ ...f, reason: tr(f.reason) })) } : {}),
          },
        }
      : {}),
  };
}

export function localizeAnalysis(analysis: CsvAnalysis, locale: CatalogLocale): CsvAnalysis {
  return locale === 'en' ? analysis : { ...analysis, message: translateMessage(analysis.message, locale) };
}

export function localizeResult(result: ImportConfirmResult, locale: CatalogLocale): ImportConfirmResult {
  return locale === 'en' ? result : { ...result, message: translateMessage(result.message, locale) };
}
