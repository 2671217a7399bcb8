import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_init.js';
import * as m0002 from './0002_import_results.js';
import * as m0003 from './0003_auth_rate_limit.js';
import * as m0004 from './0004_roles_invites.js';
import * as m0006 from './0006_memory_model.js';
import * as m0007 from './0007_media.js';
import * as m0008 from './0008_study_options.js';
import * as m0009 from './0009_account.js';
import * as m0010 from './0010_import_media.js';
import * as m0011 from './0011_new_cards_today.js';
import * as m0012 from './0012_settings.js';
import * as m0013 from './0013_media_public_id.js';
import * as m0014 from './0014_keyset_paging.js';
import * as m0015 from './0015_media_chunks.js';
import * as m0016 from './0016_rich_cards.js';
import * as m0017 from './0017_cloze_cards.js';
import * as m0018 from './0018_deck_languages.js';
import * as m0019 from './0019_shared_decks.js';
import * as m0020 from './0020_anki_card_key.js';
import * as m0021 from './0021_clear_import_cache.js';
import * as m0022 from './0022_notes.js';
import * as m0024 from './0024_oidc_identities.js';
import * as m0025 from './0025_workload_options.js';
import * as m0027 from './0027_bury_siblings.js';
import * as m0023 from './0023_mail_reminders.js';
import * as m0026 from './0026_api_tokens.js';
import * as m0028 from './0028_suspended_cards.js';
import * as m0029 from './0029_note_anki_fields.js';
import * as m0031 from './0031_user_locale.js';
import * as m0032 from './0032_deck_counts.js';
import * as m0034 from './0034_import_indexes.js';

// A static list: bundlers and tsx see every migration, and nothing depends on the file system.
const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_import_results': m0002,
  '0003_auth_rate_limit': m0003,
  '0004_roles_invites': m0004,
  '0006_memory_model': m0006,
  '0007_media': m0007,
  '0008_study_options': m0008,
  '0009_account': m0009,
  '0010_import_media': m0010,
  '0011_new_cards_today': m0011,
  '0012_settings': m0012,
  '0013_media_public_id': m0013,
  '0014_keyset_paging': m0014,
  '0015_media_chunks': m0015,
  '0016_rich_cards': m0016,
  '0017_cloze_cards': m0017,
  '0018_deck_languages': m0018,
  '0019_shared_decks': m0019,
  '0020_anki_card_key': m0020,
  '0021_clear_import_cache': m0021,
  '0022_notes': m0022,
  '0024_oidc_identities': m0024,
  '0025_workload_options': m0025,
  '0027_bury_siblings': m0027,
  '0023_mail_reminders': m0023,
  '0026_api_tokens': m0026,
  '0028_suspended_cards': m0028,
  '0029_note_anki_fields': m0029,
  '0031_user_locale': m0031,
  '0032_deck_counts': m0032,
  '0034_import_indexes': m0034,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
