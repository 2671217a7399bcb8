// Compiled from es.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "exports.button": ["Exportar"],
  "exports.menu": ["Exportar ",["name"]],
  "exports.csv": ["Exportar como CSV"],
  "exports.csvHint": ["Para hojas de cálculo y otras aplicaciones"],
  "exports.apkg": ["Exportar para Anki (.apkg)"],
  "exports.apkgHint": ["Con imágenes, audio y tu progreso"],
} as unknown as Messages;
