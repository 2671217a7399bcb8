// `npm run i18n`: compiles the translation catalogs (every `locales/<namespace>/<locale>.po`) into
// the modules the app imports (docs/translating.md). Run it after editing a PO file; `npm test`
// fails while a compiled module is out of date.
import { compileAll } from './i18n/catalogs.mjs';

const changed = compileAll();
console.log(changed.length ? `Compiled:\n  ${changed.join('\n  ')}` : 'Catalogs are up to date.');
