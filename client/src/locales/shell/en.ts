// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "shell.nav.main"
  | "shell.nav.myDecks"
  | "shell.nav.decksShort"
  | "shell.nav.sharedDecks"
  | "shell.nav.sharedShort"
  | "shell.nav.browse"
  | "shell.nav.browseCards"
  | "shell.nav.noteTypes"
  | "shell.nav.profile"
  | "shell.nav.feedback"
  | "shell.nav.admin"
  | "shell.nav.logout"
  | "shell.menu.open"
  | "shell.menu.label"
  | "shell.theme.group"
  | "shell.theme.system"
  | "shell.theme.light"
  | "shell.theme.dark"
  | "shell.dismissNotification"
  | "shell.close"
  | "shell.cancel"
  | "shell.notifications"
  | "shell.logout.unsent";

export const messages = {
  "shell.nav.main": ["Main"],
  "shell.nav.myDecks": ["My Decks"],
  "shell.nav.decksShort": ["Decks"],
  "shell.nav.sharedDecks": ["Shared Decks"],
  "shell.nav.sharedShort": ["Shared"],
  "shell.nav.browse": ["Browse"],
  "shell.nav.browseCards": ["Browse Cards"],
  "shell.nav.noteTypes": ["Note Types"],
  "shell.nav.profile": ["Profile"],
  "shell.nav.feedback": ["Feedback"],
  "shell.nav.admin": ["Admin"],
  "shell.nav.logout": ["Logout"],
  "shell.menu.open": ["Open user menu"],
  "shell.menu.label": ["User menu"],
  "shell.theme.group": ["Theme"],
  "shell.theme.system": ["System theme"],
  "shell.theme.light": ["Light theme"],
  "shell.theme.dark": ["Dark theme"],
  "shell.dismissNotification": ["Dismiss notification"],
  "shell.close": ["Close"],
  "shell.cancel": ["Cancel"],
  "shell.notifications": ["Notifications"],
  "shell.logout.unsent": [["n","plural",{"one":["One study session from this device could not be sent yet. If you log out now, it is lost. Log out anyway?"],"other":["#"," study sessions from this device could not be sent yet. If you log out now, they are lost. Log out anyway?"]}]],
} as unknown as Messages & Record<MessageId, unknown>;
