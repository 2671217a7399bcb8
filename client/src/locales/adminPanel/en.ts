// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "adminPanel.actions"
  | "adminPanel.copy"
  | "adminPanel.copied"
  | "adminPanel.copiedLive"
  | "adminPanel.saving"
  | "adminPanel.save"
  | "adminPanel.revoke"
  | "adminPanel.revoking"
  | "adminPanel.owner"
  | "adminPanel.cards"
  | "adminPanel.time.never"
  | "adminPanel.time.justNow"
  | "adminPanel.time.minutesAgo"
  | "adminPanel.time.hoursAgo"
  | "adminPanel.time.yesterday"
  | "adminPanel.time.daysAgo"
  | "adminPanel.time.expired"
  | "adminPanel.time.expiresHours"
  | "adminPanel.time.expiresDays"
  | "adminPanel.registration.open"
  | "adminPanel.registration.openText"
  | "adminPanel.registration.invite"
  | "adminPanel.registration.inviteText"
  | "adminPanel.registration.closed"
  | "adminPanel.registration.closedText"
  | "adminPanel.registration.fromEnv"
  | "adminPanel.registration.chosen"
  | "adminPanel.registration.chosenOn"
  | "adminPanel.registration.title"
  | "adminPanel.registration.hint"
  | "adminPanel.registration.loading"
  | "adminPanel.registration.loadFailed"
  | "adminPanel.registration.form"
  | "adminPanel.registration.saveFailed"
  | "adminPanel.registration.who"
  | "adminPanel.tokens.title"
  | "adminPanel.tokens.hint"
  | "adminPanel.tokens.loading"
  | "adminPanel.tokens.loadFailed"
  | "adminPanel.tokens.none"
  | "adminPanel.tokens.token"
  | "adminPanel.tokens.access"
  | "adminPanel.tokens.lastUsed"
  | "adminPanel.tokens.expires"
  | "adminPanel.tokens.write"
  | "adminPanel.tokens.read"
  | "adminPanel.tokens.revokeNamed"
  | "adminPanel.tokens.revokeFailed"
  | "adminPanel.tokens.revokeTitle"
  | "adminPanel.tokens.revokeText"
  | "adminPanel.invites.title"
  | "adminPanel.invites.hint"
  | "adminPanel.invites.form"
  | "adminPanel.invites.createFailed"
  | "adminPanel.invites.uses"
  | "adminPanel.invites.days"
  | "adminPanel.invites.creating"
  | "adminPanel.invites.create"
  | "adminPanel.invites.newInvite"
  | "adminPanel.invites.newLink"
  | "adminPanel.invites.loading"
  | "adminPanel.invites.loadFailed"
  | "adminPanel.invites.none"
  | "adminPanel.invites.code"
  | "adminPanel.invites.status"
  | "adminPanel.invites.usesLeft"
  | "adminPanel.invites.expiry"
  | "adminPanel.invites.statusActive"
  | "adminPanel.invites.statusExpired"
  | "adminPanel.invites.statusUsedUp"
  | "adminPanel.invites.statusRevoked"
  | "adminPanel.invites.usesOf"
  | "adminPanel.invites.copyLinkNamed"
  | "adminPanel.invites.copyLink"
  | "adminPanel.invites.revokeNamed"
  | "adminPanel.invites.revokeFailed"
  | "adminPanel.invites.revokeTitle"
  | "adminPanel.invites.revokeText"
  | "adminPanel.shared.title"
  | "adminPanel.shared.hint"
  | "adminPanel.shared.search"
  | "adminPanel.shared.searchPlaceholder"
  | "adminPanel.shared.loading"
  | "adminPanel.shared.loadFailed"
  | "adminPanel.shared.noMatch"
  | "adminPanel.shared.none"
  | "adminPanel.shared.deck"
  | "adminPanel.shared.subscribers"
  | "adminPanel.shared.makePrivateNamed"
  | "adminPanel.shared.makePrivate"
  | "adminPanel.shared.failed"
  | "adminPanel.shared.confirmTitle"
  | "adminPanel.shared.confirmText"
  | "adminPanel.shared.making"
  | "adminPanel.users.title"
  | "adminPanel.users.hint"
  | "adminPanel.users.loading"
  | "adminPanel.users.loadFailed"
  | "adminPanel.users.email"
  | "adminPanel.users.role"
  | "adminPanel.users.created"
  | "adminPanel.users.lastActive"
  | "adminPanel.users.decks"
  | "adminPanel.users.you"
  | "adminPanel.users.admin"
  | "adminPanel.users.user"
  | "adminPanel.users.makeUser"
  | "adminPanel.users.makeAdmin"
  | "adminPanel.users.named"
  | "adminPanel.users.resetPassword"
  | "adminPanel.users.delete"
  | "adminPanel.users.deleteFailed"
  | "adminPanel.users.deleteTitle"
  | "adminPanel.users.deleteText"
  | "adminPanel.users.deleteUser"
  | "adminPanel.users.deleting"
  | "adminPanel.users.roleFailed"
  | "adminPanel.users.promoteTitle"
  | "adminPanel.users.demoteTitle"
  | "adminPanel.users.promoteText"
  | "adminPanel.users.demoteText"
  | "adminPanel.users.linkFailed"
  | "adminPanel.users.resetText"
  | "adminPanel.users.createLink"
  | "adminPanel.users.creating"
  | "adminPanel.users.linkTitle"
  | "adminPanel.users.done"
  | "adminPanel.users.linkText";

export const messages = {
  "adminPanel.actions": ["Actions"],
  "adminPanel.copy": ["Copy"],
  "adminPanel.copied": ["Copied!"],
  "adminPanel.copiedLive": ["Copied to the clipboard"],
  "adminPanel.saving": ["Saving..."],
  "adminPanel.save": ["Save"],
  "adminPanel.revoke": ["Revoke"],
  "adminPanel.revoking": ["Revoking..."],
  "adminPanel.owner": ["Owner"],
  "adminPanel.cards": ["Cards"],
  "adminPanel.time.never": ["Never"],
  "adminPanel.time.justNow": ["Just now"],
  "adminPanel.time.minutesAgo": [["n"]," min ago"],
  "adminPanel.time.hoursAgo": [["n"]," h ago"],
  "adminPanel.time.yesterday": ["Yesterday"],
  "adminPanel.time.daysAgo": [["n"]," days ago"],
  "adminPanel.time.expired": ["Expired ",["date"]],
  "adminPanel.time.expiresHours": ["Expires in ",["n"]," h"],
  "adminPanel.time.expiresDays": [["n","plural",{"one":["Expires in ","#"," day"],"other":["Expires in ","#"," days"]}]],
  "adminPanel.registration.open": ["Open"],
  "adminPanel.registration.openText": ["Anyone who can reach this server may sign up."],
  "adminPanel.registration.invite": ["Invite only"],
  "adminPanel.registration.inviteText": ["People sign up with an invite link from this page."],
  "adminPanel.registration.closed": ["Closed"],
  "adminPanel.registration.closedText": ["Nobody may sign up. You add accounts with the command-line tool."],
  "adminPanel.registration.fromEnv": ["This is the server's default (the REGISTRATION setting: ",["value"],"). A choice saved here takes its place, also after a restart."],
  "adminPanel.registration.chosen": ["Chosen on this page. It takes the place of the server's REGISTRATION setting (",["mode"],")."],
  "adminPanel.registration.chosenOn": ["Chosen on this page on ",["date"],". It takes the place of the server's REGISTRATION setting (",["mode"],")."],
  "adminPanel.registration.title": ["Registration"],
  "adminPanel.registration.hint": ["Who may create an account on this server. The very first account is always allowed."],
  "adminPanel.registration.loading": ["Loading the registration mode..."],
  "adminPanel.registration.loadFailed": ["Could not load the registration mode."],
  "adminPanel.registration.form": ["Registration mode"],
  "adminPanel.registration.saveFailed": ["Could not save the registration mode."],
  "adminPanel.registration.who": ["Who may sign up"],
  "adminPanel.tokens.title": ["API tokens"],
  "adminPanel.tokens.hint": ["Tokens people made for scripts and tools such as Yomitan. Revoking one stops it at once."],
  "adminPanel.tokens.loading": ["Loading API tokens..."],
  "adminPanel.tokens.loadFailed": ["Could not load the API tokens."],
  "adminPanel.tokens.none": ["Nobody has made an API token."],
  "adminPanel.tokens.token": ["Token"],
  "adminPanel.tokens.access": ["Access"],
  "adminPanel.tokens.lastUsed": ["Last used"],
  "adminPanel.tokens.expires": ["Expires"],
  "adminPanel.tokens.write": ["Read and write"],
  "adminPanel.tokens.read": ["Read only"],
  "adminPanel.tokens.revokeNamed": ["Revoke ",["name"]," of ",["email"]],
  "adminPanel.tokens.revokeFailed": ["Could not revoke the token."],
  "adminPanel.tokens.revokeTitle": ["Revoke this token?"],
  "adminPanel.tokens.revokeText": ["<b>",["name"],"</b> of ",["email"]," stops working at once. Its owner can make a new one."],
  "adminPanel.invites.title": ["Invites"],
  "adminPanel.invites.hint": ["Anyone with a link can sign up, even in invite-only mode, until its uses run out."],
  "adminPanel.invites.form": ["Create an invite"],
  "adminPanel.invites.createFailed": ["Could not create the invite."],
  "adminPanel.invites.uses": ["Uses"],
  "adminPanel.invites.days": ["Days valid"],
  "adminPanel.invites.creating": ["Creating..."],
  "adminPanel.invites.create": ["Create invite"],
  "adminPanel.invites.newInvite": ["New invite <code>",["code"],"</code>: share this link."],
  "adminPanel.invites.newLink": ["New invite link"],
  "adminPanel.invites.loading": ["Loading invites..."],
  "adminPanel.invites.loadFailed": ["Could not load the invites."],
  "adminPanel.invites.none": ["No invites yet. Create one above to let someone in."],
  "adminPanel.invites.code": ["Code"],
  "adminPanel.invites.status": ["Status"],
  "adminPanel.invites.usesLeft": ["Uses left"],
  "adminPanel.invites.expiry": ["Expiry"],
  "adminPanel.invites.statusActive": ["Active"],
  "adminPanel.invites.statusExpired": ["Expired"],
  "adminPanel.invites.statusUsedUp": ["Used up"],
  "adminPanel.invites.statusRevoked": ["Revoked"],
  "adminPanel.invites.usesOf": [["left"]," of ",["allowed"]],
  "adminPanel.invites.copyLinkNamed": ["Copy link: ",["code"]],
  "adminPanel.invites.copyLink": ["Copy link"],
  "adminPanel.invites.revokeNamed": ["Revoke: ",["code"]],
  "adminPanel.invites.revokeFailed": ["Could not revoke the invite."],
  "adminPanel.invites.revokeTitle": ["Revoke this invite?"],
  "adminPanel.invites.revokeText": ["The link with code <b>",["code"],"</b> stops working at once. Accounts already made with it stay."],
  "adminPanel.shared.title": ["Shared decks"],
  "adminPanel.shared.hint": ["Decks anyone on this server can find and study. Making one private takes it out of the library."],
  "adminPanel.shared.search": ["Search shared decks"],
  "adminPanel.shared.searchPlaceholder": ["Deck name or owner"],
  "adminPanel.shared.loading": ["Loading shared decks..."],
  "adminPanel.shared.loadFailed": ["Could not load the shared decks."],
  "adminPanel.shared.noMatch": ["No shared deck matches this search."],
  "adminPanel.shared.none": ["No deck is shared on this server."],
  "adminPanel.shared.deck": ["Deck"],
  "adminPanel.shared.subscribers": ["Subscribers"],
  "adminPanel.shared.makePrivateNamed": ["Make private: ",["name"]],
  "adminPanel.shared.makePrivate": ["Make private"],
  "adminPanel.shared.failed": ["Could not make the deck private."],
  "adminPanel.shared.confirmTitle": ["Make this deck private?"],
  "adminPanel.shared.confirmText": ["<b>",["name"],"</b> by ",["owner"]," leaves the Shared Decks library: nobody new can find or subscribe to it. Its owner keeps it and can share it again; its ",["n","plural",{"one":["#"," current subscriber keeps"],"other":["#"," current subscribers keep"]}]," studying it."],
  "adminPanel.shared.making": ["Making private..."],
  "adminPanel.users.title": ["Users"],
  "adminPanel.users.hint": ["Deleting a user removes their decks, cards and history for good."],
  "adminPanel.users.loading": ["Loading users..."],
  "adminPanel.users.loadFailed": ["Could not load the users."],
  "adminPanel.users.email": ["Email"],
  "adminPanel.users.role": ["Role"],
  "adminPanel.users.created": ["Created"],
  "adminPanel.users.lastActive": ["Last active"],
  "adminPanel.users.decks": ["Decks"],
  "adminPanel.users.you": ["You"],
  "adminPanel.users.admin": ["Admin"],
  "adminPanel.users.user": ["User"],
  "adminPanel.users.makeUser": ["Make user"],
  "adminPanel.users.makeAdmin": ["Make admin"],
  "adminPanel.users.named": [["action"],": ",["email"]],
  "adminPanel.users.resetPassword": ["Reset password"],
  "adminPanel.users.delete": ["Delete"],
  "adminPanel.users.deleteFailed": ["Could not delete the user."],
  "adminPanel.users.deleteTitle": ["Delete this user?"],
  "adminPanel.users.deleteText": ["<b>",["email"],"</b> and all their data (",["decks"]," decks, ",["cards"]," cards, their study history) will be deleted. This cannot be undone."],
  "adminPanel.users.deleteUser": ["Delete user"],
  "adminPanel.users.deleting": ["Deleting..."],
  "adminPanel.users.roleFailed": ["Could not change the role."],
  "adminPanel.users.promoteTitle": ["Make this user an admin?"],
  "adminPanel.users.demoteTitle": ["Remove admin rights?"],
  "adminPanel.users.promoteText": ["<b>",["email"],"</b> will be able to manage users and invites, including yours."],
  "adminPanel.users.demoteText": ["<b>",["email"],"</b> will no longer see this page."],
  "adminPanel.users.linkFailed": ["Could not create the link."],
  "adminPanel.users.resetText": ["Create a one-time link for <b>",["email"],"</b> to set a new password. It is valid for 24 hours; their current password keeps working until the link is used."],
  "adminPanel.users.createLink": ["Create link"],
  "adminPanel.users.creating": ["Creating..."],
  "adminPanel.users.linkTitle": ["Password reset link"],
  "adminPanel.users.done": ["Done"],
  "adminPanel.users.linkText": ["Send this link to <b>",["email"],"</b>. It works once, until ",["date"],", and is shown only now."],
} as unknown as Messages & Record<MessageId, unknown>;
