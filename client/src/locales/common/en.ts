// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "common.loading"
  | "common.skipToMain"
  | "common.brand.beta"
  | "common.brand.home"
  | "common.nav.account"
  | "common.nav.login"
  | "common.nav.signup"
  | "common.nav.main"
  | "common.nav.myDecks"
  | "common.nav.decksShort"
  | "common.nav.sharedDecks"
  | "common.nav.sharedShort"
  | "common.nav.browse"
  | "common.nav.browseCards"
  | "common.nav.noteTypes"
  | "common.nav.profile"
  | "common.nav.feedback"
  | "common.nav.help"
  | "common.nav.admin"
  | "common.nav.logout"
  | "common.menu.open"
  | "common.menu.label"
  | "common.theme.group"
  | "common.theme.system"
  | "common.theme.light"
  | "common.theme.dark"
  | "common.footer.nav"
  | "common.footer.privacy"
  | "common.footer.terms"
  | "common.footer.copyright"
  | "common.language.label"
  | "common.notifications";

export const messages: Messages & Record<MessageId, unknown> = JSON.parse("{\"common.loading\":\"Loading...\",\"common.skipToMain\":\"Skip to main content\",\"common.brand.beta\":\"Beta\",\"common.brand.home\":\"Cardcade home\",\"common.nav.account\":\"Account\",\"common.nav.login\":\"Login\",\"common.nav.signup\":\"Sign Up\",\"common.nav.main\":\"Main\",\"common.nav.myDecks\":\"My Decks\",\"common.nav.decksShort\":\"Decks\",\"common.nav.sharedDecks\":\"Shared Decks\",\"common.nav.sharedShort\":\"Shared\",\"common.nav.browse\":\"Browse\",\"common.nav.browseCards\":\"Browse Cards\",\"common.nav.noteTypes\":\"Note Types\",\"common.nav.profile\":\"Profile\",\"common.nav.feedback\":\"Feedback\",\"common.nav.help\":\"Help\",\"common.nav.admin\":\"Admin\",\"common.nav.logout\":\"Logout\",\"common.menu.open\":\"Open user menu\",\"common.menu.label\":\"User menu\",\"common.theme.group\":\"Theme\",\"common.theme.system\":\"System theme\",\"common.theme.light\":\"Light theme\",\"common.theme.dark\":\"Dark theme\",\"common.footer.nav\":\"Legal and help\",\"common.footer.privacy\":\"Privacy Policy\",\"common.footer.terms\":\"Terms of Service\",\"common.footer.copyright\":[\"© \",[\"year\"],\" Cardcade. All rights reserved.\"],\"common.language.label\":\"Language\",\"common.notifications\":\"Notifications\"}");
