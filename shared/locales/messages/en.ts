// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "ADMIN_MSG.registrationClosed"
  | "ADMIN_MSG.inviteRequired"
  | "ADMIN_MSG.inviteUnknown"
  | "ADMIN_MSG.inviteExpired"
  | "ADMIN_MSG.inviteRevoked"
  | "ADMIN_MSG.inviteUsedUp"
  | "ADMIN_MSG.adminsOnly"
  | "ADMIN_MSG.userNotFound"
  | "ADMIN_MSG.inviteNotFound"
  | "ADMIN_MSG.cannotDeleteSelf"
  | "ADMIN_MSG.lastAdminDelete"
  | "ADMIN_MSG.lastAdminDemote"
  | "ADMIN_MSG.resetLinkInvalid"
  | "ADMIN_MSG.resetLinkExpired"
  | "ADMIN_MSG.resetLinkUsed"
  | "ADMIN_MSG.resetLinkUnusable"
  | "ADMIN_MSG.forgotPassword"
  | "ADMIN_MSG.forgotPasswordHelp"
  | "ADMIN_MSG.forgotPasswordCommand"
  | "ADMIN_MSG.lastAdminSelf"
  | "ADMIN_MSG.registrationSaved"
  | "ANKI_MSG.newerAnki"
  | "ANKI_MSG.missingMediaSide"
  | "ANKI_MSG.soundOnlySide"
  | "ANKI_MSG.videoLeftOut"
  | "API_TOKEN_MSG.invalid"
  | "API_TOKEN_MSG.malformedHeader"
  | "API_TOKEN_MSG.readOnly"
  | "API_TOKEN_MSG.tooMany"
  | "API_TOKEN_MSG.notFound"
  | "API_TOKEN_MSG.nameRequired"
  | "API_TOKEN_MSG.nameTooLong"
  | "API_TOKEN_MSG.badScope"
  | "API_TOKEN_MSG.badExpiry"
  | "API_TOKEN_MSG.tooManyTokens"
  | "API_TOKEN_MSG.sessionOnly"
  | "BROWSE_MSG.tooManyCards"
  | "BROWSE_MSG.noCards"
  | "BROWSE_MSG.deckRequired"
  | "BROWSE_MSG.tagRequired"
  | "BROWSE_MSG.queryTooLong"
  | "BROWSE_MSG.confirmDelete"
  | "BROWSE_MSG.done"
  | "BROWSE_MSG.actionFailed"
  | "BROWSE_MSG.loadFailed"
  | "DISPLAY_NAME_MSG.notText"
  | "DISPLAY_NAME_MSG.tooShort"
  | "DISPLAY_NAME_MSG.tooLong"
  | "DISPLAY_NAME_MSG.control"
  | "DISPLAY_NAME_MSG.email"
  | "DISPLAY_NAME_MSG.marks"
  | "DISPLAY_NAME_MSG.defaultName"
  | "DISPLAY_NAME_MSG.reserved"
  | "END_MSG.gameTitle.great"
  | "END_MSG.gameTitle.good"
  | "END_MSG.gameTitle.low"
  | "END_MSG.gameLine.great"
  | "END_MSG.gameLine.good"
  | "END_MSG.gameLine.low"
  | "END_MSG.sessionLine.great"
  | "END_MSG.sessionLine.good"
  | "END_MSG.sessionLine.low"
  | "END_MSG.practiseMissed"
  | "END_MSG.practiceTitle"
  | "END_MSG.practiceNote"
  | "IMPORT_MSG.mediaLine"
  | "IMPORT_MSG.mediaMissing"
  | "IMPORT_MSG.mediaMissingNamed"
  | "IMPORT_MSG.mediaUnsupported"
  | "IMPORT_MSG.mediaUnsupportedNamed"
  | "IMPORT_MSG.mediaExtra"
  | "IMPORT_MSG.mediaTooLarge"
  | "IMPORT_MSG.mediaUnused"
  | "IMPORT_MSG.imageTooLarge"
  | "IMPORT_MSG.soundTooLarge"
  | "IMPORT_MSG.ankiRead"
  | "IMPORT_MSG.quizletRead"
  | "IMPORT_MSG.importComplete"
  | "IMPORT_MSG.importCompleteNotes"
  | "IMPORT_MSG.backupRestored"
  | "IO_EDITOR_MSG.imageRequired"
  | "IO_EDITOR_MSG.shapeRequired"
  | "IO_EDITOR_MSG.fieldTooLong"
  | "IO_EDITOR_MSG.pasteNoImage"
  | "IO_EDITOR_MSG.storedShapesUnreadable"
  | "IO_EDITOR_MSG.uploadFailed"
  | "IO_MSG.fieldTooLong"
  | "IO_MSG.ordinalOutOfRange"
  | "IO_MSG.tooManyShapes"
  | "IO_MSG.notANumber"
  | "IO_MSG.outsideImage"
  | "IO_MSG.labelTooLong"
  | "IO_MSG.tooManyCorners"
  | "IO_MSG.noShapes"
  | "IO_MSG.noImage"
  | "IO_MSG.tooDetailed"
  | "IO_MSG.tooLarge"
  | "IO_MSG.figureQuestion"
  | "IO_MSG.figureAnswer"
  | "IO_MSG.askedRegion"
  | "IO_MSG.revealedRegion"
  | "IO_MSG.cardText"
  | "IO_MSG.leftOutOfGame"
  | "LONG_JOB_MSG.optimizeRunning"
  | "LONG_JOB_MSG.optimizeCooldown"
  | "MAIL_MSG.mailOff"
  | "MAIL_MSG.forgotSent"
  | "MAIL_MSG.forgotIntro"
  | "MAIL_MSG.linkInvalid"
  | "MAIL_MSG.linkUsed"
  | "MAIL_MSG.linkExpired"
  | "MAIL_MSG.emailConfirmed"
  | "MAIL_MSG.emailNotVerified"
  | "MAIL_MSG.verificationSent"
  | "MAIL_MSG.passwordForEmail"
  | "MAIL_MSG.emailChangeSent"
  | "MAIL_MSG.emailChanged"
  | "MAIL_MSG.sameEmail"
  | "MAIL_MSG.nameTooLong"
  | "MAIL_MSG.nameControl"
  | "MAIL_MSG.inviteSent"
  | "MAIL_MSG.mailFailed"
  | "MAIL_MSG.reminderTime"
  | "MAIL_MSG.reminderWeekdays"
  | "MAIL_MSG.reminderNoDays"
  | "MAIL_MSG.reminderNoChannel"
  | "MAIL_MSG.reminderNoMail"
  | "MAIL_MSG.pushEndpoint"
  | "MAIL_MSG.pushKeys"
  | "MAIL_MSG.pushUnsupported"
  | "MAIL_MSG.pushDenied"
  | "MAIL_MSG.unsubscribeInvalid"
  | "MAIL_MSG.unsubscribed"
  | "MSG.passwordsDontMatch"
  | "MSG.passwordTooShort"
  | "MSG.emailRequired"
  | "MSG.emailInvalid"
  | "MSG.passwordRequired"
  | "MSG.loginFailed"
  | "MSG.loginNoResponse"
  | "MSG.signupFailed"
  | "MSG.emailTaken"
  | "MSG.tooManyAttempts"
  | "MSG.loadingAuth"
  | "MSG.notLoggedIn"
  | "MSG.badXsrf"
  | "MSG.deckNameRequired"
  | "MSG.deckNameTooLong"
  | "MSG.deckDescriptionTooLong"
  | "MSG.termAndDefinitionRequired"
  | "MSG.cardHtmlTooDeep"
  | "MSG.createDeckFailed"
  | "MSG.updateDeckFailed"
  | "MSG.deleteDeckFailed"
  | "MSG.fetchDecksFailed"
  | "MSG.fetchDeckFailed"
  | "MSG.createCardFailed"
  | "MSG.updateCardFailed"
  | "MSG.deleteCardFailed"
  | "MSG.updateExamDateFailed"
  | "MSG.clearExamDateFailed"
  | "MSG.examDateInPast"
  | "MSG.deckNotFound"
  | "MSG.cardNotFound"
  | "MSG.noDecksYet"
  | "MSG.noDeckCardsYet"
  | "MSG.clearExamDateConfirm"
  | "MSG.loadingDeck"
  | "MSG.loadingJourney"
  | "MSG.loadingPacing"
  | "MSG.loadingHistory"
  | "MSG.journeyFailed"
  | "MSG.pacingFailed"
  | "MSG.historyFailed"
  | "MSG.journeyEmpty"
  | "MSG.historyEmpty"
  | "MSG.allCaughtUp"
  | "MSG.pacingErrorTitle"
  | "MSG.pacingErrorText"
  | "MSG.addCardsToPlay"
  | "MSG.invalidGameParams"
  | "MSG.loadGameFailed"
  | "MSG.gameDataInvalid"
  | "MSG.gameOver"
  | "MSG.mcNoQuestions"
  | "MSG.spatialNoData"
  | "MSG.crosswordNoData"
  | "MSG.matchingLoading"
  | "MSG.gameOptionsFailed"
  | "MSG.goalInvalid"
  | "MSG.sessionParamsMissing"
  | "MSG.startSessionFailed"
  | "MSG.saveProgressFailed"
  | "MSG.summaryFailed"
  | "MSG.preparingSession"
  | "MSG.savingProgress"
  | "MSG.loadingNextRound"
  | "MSG.welcomeBack"
  | "MSG.resumePrompt"
  | "MSG.endSessionConfirm"
  | "MSG.ankiInvalidType"
  | "MSG.ankiNoFile"
  | "MSG.quizletDeckNameRequired"
  | "MSG.quizletTextRequired"
  | "MSG.customTermDefRequired"
  | "MSG.customCardRequired"
  | "MSG.customDelimiterTooLong"
  | "MSG.csvNoFile"
  | "MSG.csvEmpty"
  | "MSG.csvDeckNameRequired"
  | "MSG.csvMapBoth"
  | "MSG.csvSameColumns"
  | "MSG.confirmNoPreview"
  | "MSG.ankiPreviewFailed"
  | "MSG.quizletPreviewFailed"
  | "MSG.analyzeFailed"
  | "MSG.previewFailed"
  | "MSG.confirmFailed"
  | "MSG.importUnknownFailure"
  | "MSG.unknownImportType"
  | "MSG.noCardsPreviewed"
  | "MSG.noCardsFound"
  | "MSG.importInFlight"
  | "MSG.importTooSlow"
  | "MSG.importConfirmTooSlow"
  | "MSG.importNotFound"
  | "MSG.ankiTooMuchCardText"
  | "MSG.unexpectedError"
  | "NOTE_FORM_MSG.fieldRequired"
  | "NOTE_FORM_MSG.loadNoteFailed"
  | "NOTE_FORM_MSG.loadNoteTypesFailed"
  | "NOTE_FORM_MSG.saveNoteTypeFailed"
  | "NOTE_FORM_MSG.deleteNoteTypeFailed"
  | "NOTE_FORM_MSG.createNoteTypeFailed"
  | "NOTE_FORM_MSG.previewFailed"
  | "NOTE_FORM_MSG.removeCards"
  | "NOTE_FORM_MSG.deleteField"
  | "NOTE_IMPORT_MSG.mapAField"
  | "NOTE_IMPORT_MSG.missingColumn"
  | "NOTE_IMPORT_MSG.unknownField"
  | "NOTE_IMPORT_MSG.sameColumnTwice"
  | "NOTE_IMPORT_MSG.noReimport"
  | "NOTE_MSG.noteNotFound"
  | "NOTE_MSG.noteTypeNotFound"
  | "NOTE_MSG.noteTypeNameRequired"
  | "NOTE_MSG.noteTypeNameTooLong"
  | "NOTE_MSG.fieldNameRequired"
  | "NOTE_MSG.fieldNameTooLong"
  | "NOTE_MSG.fieldNameChars"
  | "NOTE_MSG.fieldNamesUnique"
  | "NOTE_MSG.fieldsRequired"
  | "NOTE_MSG.tooManyFields"
  | "NOTE_MSG.templatesRequired"
  | "NOTE_MSG.tooManyTemplates"
  | "NOTE_MSG.templateTooLong"
  | "NOTE_MSG.cssTooLong"
  | "NOTE_MSG.clozeOneTemplate"
  | "NOTE_MSG.tagInvalid"
  | "NOTE_MSG.tooManyTags"
  | "NOTE_MSG.fieldInvalid"
  | "NOTE_MSG.fieldTooLong"
  | "NOTE_MSG.unknownField"
  | "NOTE_MSG.noCards"
  | "NOTE_MSG.noCloze"
  | "NOTE_MSG.confirmRemoveCards"
  | "NOTE_MSG.noteTypeInUse"
  | "NOTE_MSG.ownerOnly"
  | "NOTE_TYPE_MSG.builtinStays"
  | "NOTE_TYPE_MSG.kindFixed"
  | "OIDC_ERRORS.expired"
  | "OIDC_ERRORS.denied"
  | "OIDC_ERRORS.stateMismatch"
  | "OIDC_ERRORS.nonceMismatch"
  | "OIDC_ERRORS.codeRejected"
  | "OIDC_ERRORS.providerError"
  | "OIDC_ERRORS.noEmail"
  | "OIDC_ERRORS.unverifiedEmail"
  | "OIDC_ERRORS.registrationClosed"
  | "OIDC_ERRORS.inviteRequired"
  | "OIDC_ERRORS.inviteUnknown"
  | "OIDC_ERRORS.inviteExpired"
  | "OIDC_ERRORS.inviteRevoked"
  | "OIDC_ERRORS.inviteUsedUp"
  | "OIDC_ERRORS.linkedElsewhere"
  | "OIDC_ERRORS.otherIdentityLinked"
  | "OIDC_ERRORS.linkSessionChanged"
  | "OIDC_MSG.signIn"
  | "OIDC_MSG.signUp"
  | "OIDC_MSG.link"
  | "OIDC_MSG.linked"
  | "OIDC_MSG.passwordLoginOff"
  | "OIDC_MSG.oidcOff"
  | "OIDC_MSG.notLinkable"
  | "SERVER_MSG.invalidRequest"
  | "SERVER_MSG.invalidInput"
  | "SERVER_MSG.bodyTooLarge"
  | "SERVER_MSG.fileTooLarge"
  | "SERVER_MSG.internal"
  | "SERVER_MSG.notFound"
  | "SERVER_MSG.notLoggedIn"
  | "SHARING_MSG.ownerOnly"
  | "SHARING_MSG.alreadySubscribed"
  | "SHARING_MSG.ownDeck"
  | "SHARING_MSG.suggestionNotFound"
  | "SHARING_MSG.suggestionDecided"
  | "SHARING_MSG.notSubscriber"
  | "SHARING_MSG.tooManyPending"
  | "SHARING_MSG.suggestingTooFast"
  | "SHARING_MSG.displayNameTaken"
  | "WORKLOAD_MSG.daysOutOfRange"
  | "WORKLOAD_MSG.newPerDayOutOfRange"
  | "WORKLOAD_MSG.maxReviewsOutOfRange"
  | "WORKLOAD_MSG.easyDaysInvalid"
  | "WORKLOAD_MSG.loadBalancingInvalid"
  | "WORKLOAD_MSG.simulationFailed"
  | "WORKLOAD_MSG.simulationRunning"
  | "deleteCardConfirm"
  | "loadingGame"
  | "needsAtLeast"
  | "noCardsMatching"
  | "noDecksMatching"
  | "queuedAnswersText"
  | "requiresCards"
  | "smartGameNeeds"
  | "smartGameRequires"
  | "unknownGameType"
  | "IMPORT_ERRORS.notAZip"
  | "IMPORT_ERRORS.notAnki"
  | "IMPORT_ERRORS.corruptZip"
  | "IMPORT_ERRORS.corruptCollection"
  | "IMPORT_ERRORS.zipBomb"
  | "IMPORT_ERRORS.tooManyCards"
  | "IMPORT_ERRORS.unsafeMemberName"
  | "IMPORT_ERRORS.sizeMismatch"
  | "IMPORT_ERRORS.notXlsx"
  | "IMPORT_ERRORS.notText"
  | "IMPORT_ERRORS.noWorksheet"
  | "IMPORT_ERRORS.xlsxTooDeep"
  | "IMPORT_ERRORS.tooManyCells"
  | "IMPORT_ERRORS.tooMuchText"
  | "TEMPLATE_ERRORS.tooLong"
  | "TEMPLATE_ERRORS.tooManyTags"
  | "TEMPLATE_ERRORS.tooDeep"
  | "TEMPLATE_ERRORS.tooManyFields"
  | "TEMPLATE_ERRORS.tooManyTemplates"
  | "CHOICE_ERRORS.noteType"
  | "CHOICE_ERRORS.template"
  | "CHOICE_ERRORS.cannotChoose"
  | "CHOICE_ERRORS.fieldsNeeded"
  | "CHOICE_ERRORS.field"
  | "CHOICE_ERRORS.sameField"
  | "CHOICE_ERRORS.deckNameNotOne"
  | "CHOICE_ERRORS.renameNotEach"
  | "CHOICE_ERRORS.deck"
  | "CARDCADE_ERRORS.notAZip"
  | "CARDCADE_ERRORS.notBackup"
  | "CARDCADE_ERRORS.badJson"
  | "CARDCADE_ERRORS.elementTooLarge"
  | "CARDCADE_ERRORS.skeletonTooLarge"
  | "CARDCADE_ERRORS.newerVersion"
  | "CARDCADE_ERRORS.invalid"
  | "CARDCADE_ERRORS.tooManyLogs"
  | "IMPORT_TEXT.csvInvalidType"
  | "IMPORT_TEXT.deckNameTooLong"
  | "IMPORT_TEXT.noImportableCards"
  | "CARDCADE_TEXT.invalidType"
  | "CARDCADE_TEXT.noFile"
  | "ACCOUNT_MSG.wrongPassword"
  | "ACCOUNT_MSG.samePassword"
  | "ACCOUNT_MSG.lastAdminSelfDelete"
  | "MEDIA_MSG.notAnImage"
  | "MEDIA_MSG.tooLarge"
  | "MEDIA_MSG.noFile"
  | "MEDIA_MSG.notFound"
  | "MEDIA_MSG.notASound"
  | "MEDIA_MSG.soundTooLarge"
  | "MEDIA_MSG.noSound"
  | "MEDIA_MSG.soundNotFound"
  | "MEMORY_MODEL_MSG.retentionOutOfRange"
  | "MEMORY_MODEL_MSG.optimizeFailed"
  | "NEW_CARDS_PER_DAY_MSG"
  | "NEW_CARDS_TODAY_MSG"
  | "CLOZE_MSG.none"
  | "CLOZE_MSG.numberOutOfRange"
  | "CLOZE_MSG.empty"
  | "LANGUAGE_TAG_MSG";

export const messages = {
  "ADMIN_MSG.registrationClosed": ["Registration is closed on this server."],
  "ADMIN_MSG.inviteRequired": ["An invite code is required to sign up on this server."],
  "ADMIN_MSG.inviteUnknown": ["This invite code is not valid."],
  "ADMIN_MSG.inviteExpired": ["This invite code has expired."],
  "ADMIN_MSG.inviteRevoked": ["This invite code has been revoked."],
  "ADMIN_MSG.inviteUsedUp": ["This invite code has already been used up."],
  "ADMIN_MSG.adminsOnly": ["Only administrators can do this."],
  "ADMIN_MSG.userNotFound": ["User not found."],
  "ADMIN_MSG.inviteNotFound": ["Invite not found."],
  "ADMIN_MSG.cannotDeleteSelf": ["You cannot delete your own account here."],
  "ADMIN_MSG.lastAdminDelete": ["The last administrator cannot be deleted. Make another user an admin first."],
  "ADMIN_MSG.lastAdminDemote": ["The last administrator cannot be demoted. Make another user an admin first."],
  "ADMIN_MSG.resetLinkInvalid": ["This reset link is not valid."],
  "ADMIN_MSG.resetLinkExpired": ["This reset link has expired. Ask an administrator for a new one."],
  "ADMIN_MSG.resetLinkUsed": ["This reset link has already been used. Ask an administrator for a new one."],
  "ADMIN_MSG.resetLinkUnusable": ["This reset link can no longer be used: it has already been used or has expired. Ask an administrator for a new one."],
  "ADMIN_MSG.forgotPassword": ["Forgot password?"],
  "ADMIN_MSG.forgotPasswordHelp": ["Cardcade sends no email. Ask the administrator of this server for a password reset link. They can make one on the Administration page (Reset password), or on the server with this command:"],
  "ADMIN_MSG.forgotPasswordCommand": ["npx cardcade users reset-link <your email>"],
  "ADMIN_MSG.lastAdminSelf": ["You are the only admin. Make someone else an admin first."],
  "ADMIN_MSG.registrationSaved": ["Saved. The new mode applies to the next signup."],
  "ANKI_MSG.newerAnki": ["This collection was made by a newer version of Anki: export it with 'Support older Anki versions' ticked in Anki's export window, and import that file (its schema is ",["0"],"; Cardcade reads up to 18)."],
  "ANKI_MSG.missingMediaSide": ["(missing media: ",["0"],")"],
  "ANKI_MSG.soundOnlySide": ["(sound)"],
  "ANKI_MSG.videoLeftOut": [["0","number"]," video ",["0","plural",{"one":["file is"],"other":["files are"]}]," left out (",["1"],"): Cardcade keeps pictures and sounds, not video."],
  "API_TOKEN_MSG.invalid": ["This API token is not valid: it was revoked, it expired, or it was mistyped."],
  "API_TOKEN_MSG.malformedHeader": ["Send the API token as \"Authorization: Bearer <token>\"."],
  "API_TOKEN_MSG.readOnly": ["This API token can only read. Make a token with the write scope to change anything."],
  "API_TOKEN_MSG.tooMany": ["Too many requests with this API token. Please wait a minute and try again."],
  "API_TOKEN_MSG.notFound": ["API token not found."],
  "API_TOKEN_MSG.nameRequired": ["Give the token a name, so you know later what uses it."],
  "API_TOKEN_MSG.nameTooLong": ["Token names are at most 100 characters."],
  "API_TOKEN_MSG.badScope": ["The scope must be \"read\" or \"write\"."],
  "API_TOKEN_MSG.badExpiry": ["The expiry must be a date and time in the future."],
  "API_TOKEN_MSG.tooManyTokens": ["You have 50 API tokens. Revoke one you no longer use before making another."],
  "API_TOKEN_MSG.sessionOnly": ["An API token cannot do this (make tokens, link a sign-in provider, log out sessions). Sign in on the web page instead."],
  "BROWSE_MSG.tooManyCards": ["Pick at most 1,000 cards at a time."],
  "BROWSE_MSG.noCards": ["Pick at least one card."],
  "BROWSE_MSG.deckRequired": ["Pick the deck to move the cards to."],
  "BROWSE_MSG.tagRequired": ["Type the tag to add or remove."],
  "BROWSE_MSG.queryTooLong": ["The search is too long."],
  "BROWSE_MSG.confirmDelete": ["Delete ",["0"]," ",["0","plural",{"one":["card"],"other":["cards"]}]," with their review history? This cannot be undone."],
  "BROWSE_MSG.done": [["0"]," ",["0","plural",{"one":["card"],"other":["cards"]}]," changed."],
  "BROWSE_MSG.actionFailed": ["Could not change the cards."],
  "BROWSE_MSG.loadFailed": ["Could not load the cards."],
  "DISPLAY_NAME_MSG.notText": ["Display name must be text."],
  "DISPLAY_NAME_MSG.tooShort": ["Display name must be at least 2 characters."],
  "DISPLAY_NAME_MSG.tooLong": ["Display name is too long (40 characters at most)."],
  "DISPLAY_NAME_MSG.control": ["Display name cannot contain control or invisible characters."],
  "DISPLAY_NAME_MSG.email": ["Display name cannot contain @ (it is not your e-mail)."],
  "DISPLAY_NAME_MSG.marks": ["Display name has too many accents on one letter (2 at most)."],
  "DISPLAY_NAME_MSG.defaultName": ["Names like \"Learner 12\" are the ones the app gives learners without a display name. Please choose another."],
  "DISPLAY_NAME_MSG.reserved": ["That display name is reserved: it could be taken for the app or its staff. Please choose another."],
  "END_MSG.gameTitle.great": ["Game Over! You've completed the game."],
  "END_MSG.gameTitle.good": ["Game Over! Good going."],
  "END_MSG.gameTitle.low": ["Game Over! That one was hard."],
  "END_MSG.gameLine.great": ["Great work! You know these cards well."],
  "END_MSG.gameLine.good": ["Most of it is there. Go over the missed cards once more and they will stick."],
  "END_MSG.gameLine.low": ["Every miss shows you what to learn next. Practise the missed cards, then try again."],
  "END_MSG.sessionLine.great": ["Session complete. Great work!"],
  "END_MSG.sessionLine.good": ["Session complete. Good progress: the cards you missed will come back soon."],
  "END_MSG.sessionLine.low": ["Session complete. A tough one, and that is how learning works: the missed cards come back soon, and a practice round helps now."],
  "END_MSG.practiseMissed": ["Practise the missed cards"],
  "END_MSG.practiceTitle": ["Practice round"],
  "END_MSG.practiceNote": ["Practice only: these answers are not recorded."],
  "IMPORT_MSG.mediaLine": ["Media: ",["0","number"]," ",["0","plural",{"one":["image"],"other":["images"]}]," and ",["1","number"]," ",["1","plural",{"one":["sound"],"other":["sounds"]}]," on ",["2","number"]," ",["2","plural",{"one":["card"],"other":["cards"]}],"."],
  "IMPORT_MSG.mediaMissing": [["0","number"]," ",["0","plural",{"one":["media file"],"other":["media files"]}]," referenced by cards ",["0","plural",{"one":["is"],"other":["are"]}]," missing from the package; ",["0","plural",{"one":["its cards are"],"other":["their cards are"]}]," kept without ",["0","plural",{"one":["it"],"other":["them"]}],"."],
  "IMPORT_MSG.mediaMissingNamed": [["0","number"]," ",["0","plural",{"one":["media file"],"other":["media files"]}]," referenced by cards ",["0","plural",{"one":["is"],"other":["are"]}]," missing from the package (",["1"],"); ",["0","plural",{"one":["its cards are"],"other":["their cards are"]}]," kept without ",["0","plural",{"one":["it"],"other":["them"]}],"."],
  "IMPORT_MSG.mediaUnsupported": [["0","number"]," ",["0","plural",{"one":["media file"],"other":["media files"]}]," of a type Cardcade does not keep will be left out (Cardcade keeps PNG, JPEG, GIF, WebP, MP3, OGG, WAV, M4A)."],
  "IMPORT_MSG.mediaUnsupportedNamed": [["0","number"]," ",["0","plural",{"one":["media file"],"other":["media files"]}]," of a type Cardcade does not keep will be left out: ",["1"]," (Cardcade keeps PNG, JPEG, GIF, WebP, MP3, OGG, WAV, M4A)."],
  "IMPORT_MSG.mediaExtra": [["0","number"]," ",["0","plural",{"one":["extra image or sound"],"other":["extra images or sounds"]}]," will be left out: a card side keeps its first sound, and the images its own text shows."],
  "IMPORT_MSG.mediaTooLarge": [["0","number"]," ",["0","plural",{"one":["media file"],"other":["media files"]}]," larger than the limit (images ",["1"]," MB, sounds ",["2"]," MB) will be left out; ",["0","plural",{"one":["its cards are"],"other":["their cards are"]}]," imported without ",["0","plural",{"one":["it"],"other":["them"]}],"."],
  "IMPORT_MSG.mediaUnused": [["0","number"]," ",["0","plural",{"one":["file"],"other":["files"]}]," in the package ",["0","plural",{"one":["is"],"other":["are"]}]," not used by any card."],
  "IMPORT_MSG.imageTooLarge": ["Image larger than ",["0"]," MB"],
  "IMPORT_MSG.soundTooLarge": ["Sound larger than ",["0"]," MB"],
  "IMPORT_MSG.ankiRead": ["Anki package read: ",["0"]," cards from ",["1"]," ",["1","plural",{"one":["deck"],"other":["decks"]}],"."],
  "IMPORT_MSG.quizletRead": ["Quizlet text read: ",["0"]," cards found."],
  "IMPORT_MSG.importComplete": ["Import complete: ",["0"]," cards in ",["1"]," ",["1","plural",{"one":["deck"],"other":["decks"]}],"."],
  "IMPORT_MSG.importCompleteNotes": ["Import complete: ",["0"]," ",["0","plural",{"one":["card"],"other":["cards"]}]," from ",["1"]," ",["1","plural",{"one":["note"],"other":["notes"]}]," in 1 deck."],
  "IMPORT_MSG.backupRestored": ["Backup restored: ",["0"]," cards in ",["1"]," ",["1","plural",{"one":["deck"],"other":["decks"]}],"."],
  "IO_EDITOR_MSG.imageRequired": ["Choose a picture first: from your files, or paste one."],
  "IO_EDITOR_MSG.shapeRequired": ["Draw at least one shape on the picture: each card asks for what its shapes hide."],
  "IO_EDITOR_MSG.fieldTooLong": ["These shapes are too many or too detailed to save. Remove some, or draw polygons with fewer corners."],
  "IO_EDITOR_MSG.pasteNoImage": ["The clipboard holds no picture. Copy an image, then paste it here."],
  "IO_EDITOR_MSG.storedShapesUnreadable": ["This note's shapes could not be read (",["0"],") Drawing here replaces them."],
  "IO_EDITOR_MSG.uploadFailed": ["The picture could not be uploaded. Please try again."],
  "IO_MSG.fieldTooLong": ["The occlusion field is too long."],
  "IO_MSG.ordinalOutOfRange": ["An occlusion has a card number out of range."],
  "IO_MSG.tooManyShapes": ["A note can have at most ",["0"]," shapes."],
  "IO_MSG.notANumber": ["An occlusion's ",["0"]," is not a number."],
  "IO_MSG.outsideImage": ["An occlusion's ",["0"]," lies outside the image (0–1)."],
  "IO_MSG.labelTooLong": ["An occlusion label is too long."],
  "IO_MSG.tooManyCorners": ["A polygon can have at most ",["0"]," corners."],
  "IO_MSG.noShapes": ["This note would make no cards: draw at least one shape on the image."],
  "IO_MSG.noImage": ["An image occlusion note needs a picture in its Image field."],
  "IO_MSG.tooDetailed": ["This image occlusion is too detailed to show: use fewer shapes or polygons with fewer corners."],
  "IO_MSG.tooLarge": ["This image occlusion note is too large: use fewer shapes or fewer cards (or hide one, guess one)."],
  "IO_MSG.figureQuestion": [["2","select",{"true":["Picture with ",["1"]," hidden ",["1","plural",{"one":["region"],"other":["regions"]}],"; region ",["0"]," is asked."],"other":["Picture with hidden region ",["0"]," of ",["1"]," asked."]}]],
  "IO_MSG.figureAnswer": [["2","select",{"true":["Picture with ",["1"]," hidden ",["1","plural",{"one":["region"],"other":["regions"]}],"; region ",["0"]," is revealed."],"other":["Picture with region ",["0"]," of ",["1"]," revealed."]}]],
  "IO_MSG.askedRegion": ["Hidden region ",["0"]," of ",["1"],": the one asked"],
  "IO_MSG.revealedRegion": ["Revealed region ",["0"]," of ",["1"]],
  "IO_MSG.cardText": ["Image occlusion ",["0"]," of ",["1"]],
  "IO_MSG.leftOutOfGame": [["0"]," image occlusion ",["0","plural",{"one":["card is"],"other":["cards are"]}]," left out of this game."],
  "LONG_JOB_MSG.optimizeRunning": ["Your memory model is already being optimized. Please wait for it to finish."],
  "LONG_JOB_MSG.optimizeCooldown": ["Your memory model was optimized a moment ago. You can optimize it again in ",["0"]," ",["0","plural",{"one":["minute"],"other":["minutes"]}],"."],
  "MAIL_MSG.mailOff": ["This server does not send mail. Ask an administrator for a reset link."],
  "MAIL_MSG.forgotSent": ["If an account uses this address, a link to choose a new password is on its way. It works once, for one hour."],
  "MAIL_MSG.forgotIntro": ["Enter your account's email and we'll send you a link to choose a new password."],
  "MAIL_MSG.linkInvalid": ["This link is not valid."],
  "MAIL_MSG.linkUsed": ["This link has already been used."],
  "MAIL_MSG.linkExpired": ["This link has expired."],
  "MAIL_MSG.emailConfirmed": ["Your address is confirmed. You can log in now."],
  "MAIL_MSG.emailNotVerified": ["Please confirm your address first: we sent a new link to it."],
  "MAIL_MSG.verificationSent": ["Almost there: we sent a link to your address. Open it to confirm your account, then log in."],
  "MAIL_MSG.passwordForEmail": ["Enter your password to change your email."],
  "MAIL_MSG.emailChangeSent": ["We sent a link to ",["0"],". Your address changes when you open it."],
  "MAIL_MSG.emailChanged": ["Your email has been changed."],
  "MAIL_MSG.sameEmail": ["That is already your email."],
  "MAIL_MSG.nameTooLong": ["The name is too long (100 characters at most)."],
  "MAIL_MSG.nameControl": ["The name cannot contain line breaks or control characters."],
  "MAIL_MSG.inviteSent": ["Invitation sent to ",["0"],"."],
  "MAIL_MSG.mailFailed": ["The mail could not be sent. Check the server’s mail settings."],
  "MAIL_MSG.reminderTime": ["Choose a time of day (HH:MM)."],
  "MAIL_MSG.reminderWeekdays": ["Weekdays are 1 (Monday) to 7 (Sunday)."],
  "MAIL_MSG.reminderNoDays": ["Choose at least one day for your reminders."],
  "MAIL_MSG.reminderNoChannel": ["Choose how to be reminded: a notification, a mail or both."],
  "MAIL_MSG.reminderNoMail": ["This server does not send mail: choose notifications instead."],
  "MAIL_MSG.pushEndpoint": ["This push subscription is not from a known push service."],
  "MAIL_MSG.pushKeys": ["This push subscription has no valid keys."],
  "MAIL_MSG.pushUnsupported": ["This browser cannot show notifications from Cardcade."],
  "MAIL_MSG.pushDenied": ["Notifications are blocked for this site. Allow them in your browser settings to get reminders here."],
  "MAIL_MSG.unsubscribeInvalid": ["This unsubscribe link is not valid."],
  "MAIL_MSG.unsubscribed": ["You will get no more reminder mails. Turn them on again in your profile."],
  "MSG.passwordsDontMatch": ["Passwords don't match"],
  "MSG.passwordTooShort": ["Password must be at least 8 characters long."],
  "MSG.emailRequired": ["Email is required."],
  "MSG.emailInvalid": ["Please enter a valid email address."],
  "MSG.passwordRequired": ["Password is required."],
  "MSG.loginFailed": ["Login failed. Please check your credentials."],
  "MSG.loginNoResponse": ["Login failed. Please try again."],
  "MSG.signupFailed": ["Sign up failed. Please try again."],
  "MSG.emailTaken": ["An account with this email already exists."],
  "MSG.tooManyAttempts": ["Too many attempts. Please wait a minute and try again."],
  "MSG.loadingAuth": ["Loading authentication..."],
  "MSG.notLoggedIn": ["Please log in to continue."],
  "MSG.badXsrf": ["Invalid or missing XSRF token."],
  "MSG.deckNameRequired": ["Deck name is required."],
  "MSG.deckNameTooLong": ["Deck name must be at most 255 characters."],
  "MSG.deckDescriptionTooLong": ["Description must be at most 1000 characters."],
  "MSG.termAndDefinitionRequired": ["Both term and definition are required."],
  "MSG.cardHtmlTooDeep": ["Card text is nested too deeply (100 levels at most)."],
  "MSG.createDeckFailed": ["Failed to create deck."],
  "MSG.updateDeckFailed": ["Failed to update deck."],
  "MSG.deleteDeckFailed": ["Failed to delete deck."],
  "MSG.fetchDecksFailed": ["Failed to fetch decks."],
  "MSG.fetchDeckFailed": ["Failed to fetch deck details."],
  "MSG.createCardFailed": ["Failed to create card."],
  "MSG.updateCardFailed": ["Failed to update card."],
  "MSG.deleteCardFailed": ["Failed to delete card."],
  "MSG.updateExamDateFailed": ["Failed to update exam date."],
  "MSG.clearExamDateFailed": ["Failed to clear exam date."],
  "MSG.examDateInPast": ["Exam date cannot be before today."],
  "MSG.deckNotFound": ["Deck not found."],
  "MSG.cardNotFound": ["Card not found."],
  "MSG.noDecksYet": ["You don't have any decks yet."],
  "MSG.noDeckCardsYet": ["This deck has no flashcards yet. Add some!"],
  "MSG.clearExamDateConfirm": ["This will disable pacing features."],
  "MSG.loadingDeck": ["Loading deck details..."],
  "MSG.loadingJourney": ["Loading Journey..."],
  "MSG.loadingPacing": ["Loading Pacing..."],
  "MSG.loadingHistory": ["Loading History..."],
  "MSG.journeyFailed": ["Could not load learning journey data."],
  "MSG.pacingFailed": ["Could not load pacing data."],
  "MSG.historyFailed": ["Could not load study history."],
  "MSG.journeyEmpty": ["Start studying this deck to see your progress here!"],
  "MSG.historyEmpty": ["Your accuracy chart will appear here after you complete a few study sessions."],
  "MSG.allCaughtUp": ["You're all caught up!"],
  "MSG.pacingErrorTitle": ["Pacing Status Error"],
  "MSG.pacingErrorText": ["Could not determine your pacing status. The data may be recalculating."],
  "MSG.addCardsToPlay": ["Add some flashcards to this deck to play games!"],
  "MSG.invalidGameParams": ["Invalid game parameters."],
  "MSG.loadGameFailed": ["Failed to load game."],
  "MSG.gameDataInvalid": ["Could not load game data or deck ID is invalid."],
  "MSG.gameOver": ["Game Over! You've completed the game."],
  "MSG.mcNoQuestions": ["Error: No questions available for this game."],
  "MSG.spatialNoData": ["Error: No game data provided."],
  "MSG.crosswordNoData": ["Error: No game data provided or the deck is unsuitable for a crossword."],
  "MSG.matchingLoading": ["Loading game..."],
  "MSG.gameOptionsFailed": ["Could not load game options. Please try again."],
  "MSG.goalInvalid": ["Please enter a valid positive number for your goal."],
  "MSG.sessionParamsMissing": ["Session parameters are missing. Please start a new session from the deck page."],
  "MSG.startSessionFailed": ["Failed to start the session."],
  "MSG.saveProgressFailed": ["Failed to save progress. It will be retried later."],
  "MSG.summaryFailed": ["Could not load session summary."],
  "MSG.preparingSession": ["Preparing your session..."],
  "MSG.savingProgress": ["Saving your progress..."],
  "MSG.loadingNextRound": ["Loading next round..."],
  "MSG.welcomeBack": ["Welcome Back!"],
  "MSG.resumePrompt": ["You have an unfinished session for this deck. Would you like to resume?"],
  "MSG.endSessionConfirm": ["Your progress so far will be saved and the session will end. Are you sure?"],
  "MSG.ankiInvalidType": ["Invalid file type. Please select a .apkg or .colpkg file."],
  "MSG.ankiNoFile": ["Please select an Anki file to import."],
  "MSG.quizletDeckNameRequired": ["Deck name is required."],
  "MSG.quizletTextRequired": ["Pasted Quizlet text is required."],
  "MSG.customTermDefRequired": ["Custom term/definition delimiter value is required."],
  "MSG.customCardRequired": ["Custom card delimiter value is required."],
  "MSG.customDelimiterTooLong": ["Custom delimiters can be at most 10 characters."],
  "MSG.csvNoFile": ["Please select a file."],
  "MSG.csvEmpty": ["The selected file appears to be empty or has no data rows."],
  "MSG.csvDeckNameRequired": ["Please provide a name for the new deck."],
  "MSG.csvMapBoth": ["Please map both a term and a definition column."],
  "MSG.csvSameColumns": ["Term and definition columns cannot be the same."],
  "MSG.confirmNoPreview": ["Cannot confirm import: No preview data available."],
  "MSG.ankiPreviewFailed": ["Failed to get Anki import preview."],
  "MSG.quizletPreviewFailed": ["Failed to get Quizlet import preview."],
  "MSG.analyzeFailed": ["Failed to analyze file."],
  "MSG.previewFailed": ["Failed to generate preview."],
  "MSG.confirmFailed": ["Failed to confirm import."],
  "MSG.importUnknownFailure": ["Import failed for an unknown reason."],
  "MSG.unknownImportType": ["Unknown import type for confirmation."],
  "MSG.noCardsPreviewed": ["No cards could be previewed, likely due to parsing issues with all cards."],
  "MSG.noCardsFound": ["No cards were found in the provided input."],
  "MSG.importInFlight": ["Another import is still being processed."],
  "MSG.importTooSlow": ["This file took too long to read, so the import was stopped. Please split it into smaller files."],
  "MSG.importConfirmTooSlow": ["Saving the import took too long, so it was stopped. Please try again, or split the file into smaller files."],
  "MSG.importNotFound": ["This import has expired or does not exist. Please start the import again."],
  "MSG.ankiTooMuchCardText": ["This Anki package makes too much card text: filled in from their templates, its cards add up to more than ",["0","number"]," million characters, the most one import may make. Please split the deck into smaller packages, or shorten the fields its card templates repeat."],
  "MSG.unexpectedError": ["Oops! Sorry, an unexpected error has occurred."],
  "NOTE_FORM_MSG.fieldRequired": ["Fill in at least one field."],
  "NOTE_FORM_MSG.loadNoteFailed": ["Could not load this card's note."],
  "NOTE_FORM_MSG.loadNoteTypesFailed": ["Could not load your note types."],
  "NOTE_FORM_MSG.saveNoteTypeFailed": ["Could not save the note type."],
  "NOTE_FORM_MSG.deleteNoteTypeFailed": ["Could not delete the note type."],
  "NOTE_FORM_MSG.createNoteTypeFailed": ["Could not create the note type."],
  "NOTE_FORM_MSG.previewFailed": ["The preview could not be shown."],
  "NOTE_FORM_MSG.removeCards": ["This deletes ",["0"]," ",["0","plural",{"one":["card"],"other":["cards"]}]," made by ",["1"],", with their review history. This cannot be undone."],
  "NOTE_FORM_MSG.deleteField": ["Delete the field \"",["0"],"\"? Its content goes from every note of this type when you save."],
  "NOTE_IMPORT_MSG.mapAField": ["Choose a column for at least one field."],
  "NOTE_IMPORT_MSG.missingColumn": ["The file has no column named '",["0"],"'. Please choose its columns again."],
  "NOTE_IMPORT_MSG.unknownField": ["The note type has no field named '",["0"],"'."],
  "NOTE_IMPORT_MSG.sameColumnTwice": ["A column can fill only one field."],
  "NOTE_IMPORT_MSG.noReimport": ["Updating an existing deck matches cards by their term: map the note type's first two fields to columns."],
  "NOTE_MSG.noteNotFound": ["Note not found"],
  "NOTE_MSG.noteTypeNotFound": ["Note type not found"],
  "NOTE_MSG.noteTypeNameRequired": ["A note type needs a name."],
  "NOTE_MSG.noteTypeNameTooLong": ["Names are 100 characters at most."],
  "NOTE_MSG.fieldNameRequired": ["A field needs a name."],
  "NOTE_MSG.fieldNameTooLong": ["Field names are 100 characters at most."],
  "NOTE_MSG.fieldNameChars": ["A field name cannot contain : { } or \" and cannot start with #, / or ^."],
  "NOTE_MSG.fieldNamesUnique": ["Two fields cannot have the same name."],
  "NOTE_MSG.fieldsRequired": ["A note type needs at least one field."],
  "NOTE_MSG.tooManyFields": ["A note type has 100 fields at most."],
  "NOTE_MSG.templatesRequired": ["A note type needs at least one card template."],
  "NOTE_MSG.tooManyTemplates": ["A note type has 50 card templates at most."],
  "NOTE_MSG.templateTooLong": ["A template is 50,000 characters at most."],
  "NOTE_MSG.cssTooLong": ["The styling is 100,000 characters at most."],
  "NOTE_MSG.clozeOneTemplate": ["A cloze note type has exactly one card template."],
  "NOTE_MSG.tagInvalid": ["A tag is 1 to 100 characters without spaces."],
  "NOTE_MSG.tooManyTags": ["A note has 100 tags at most."],
  "NOTE_MSG.fieldInvalid": ["A field must be text."],
  "NOTE_MSG.fieldTooLong": ["A field is 60,000 characters at most."],
  "NOTE_MSG.unknownField": ["This note type has no field \"",["0"],"\"."],
  "NOTE_MSG.noCards": ["This note would make no cards: fill in the field its first card shows."],
  "NOTE_MSG.noCloze": ["This note would make no cards: a cloze note needs a deletion such as {{c1::answer}}."],
  "NOTE_MSG.confirmRemoveCards": ["This change deletes ",["0"]," ",["0","plural",{"one":["card"],"other":["cards"]}]," and their progress. Confirm to continue."],
  "NOTE_MSG.noteTypeInUse": [["0"]," ",["0","plural",{"one":["note uses"],"other":["notes use"]}]," this note type: delete or change them first."],
  "NOTE_MSG.ownerOnly": ["Only the deck owner can change its notes."],
  "NOTE_TYPE_MSG.builtinStays": ["A built-in note type cannot be deleted; you can rename it or edit its templates."],
  "NOTE_TYPE_MSG.kindFixed": ["A note type's kind cannot change."],
  "OIDC_ERRORS.expired": ["This sign-in expired or was started in another browser. Please start again from this page."],
  "OIDC_ERRORS.denied": [["0"]," did not sign you in (it was cancelled or refused). Please try again."],
  "OIDC_ERRORS.stateMismatch": ["This sign-in could not be verified: its answer did not match the request this browser made. Nothing was changed. Please start again."],
  "OIDC_ERRORS.nonceMismatch": ["This sign-in could not be verified: the token from ",["0"]," was not issued for this request. Nothing was changed. Please start again."],
  "OIDC_ERRORS.codeRejected": [["0"]," refused the sign-in code: it was already used or has expired. Please start again."],
  "OIDC_ERRORS.providerError": [["0"]," could not be reached or gave an answer that could not be checked. Please try again later."],
  "OIDC_ERRORS.noEmail": [["0"]," did not share your email address, which Cardcade needs. Ask whoever runs it to allow the \"email\" scope."],
  "OIDC_ERRORS.unverifiedEmail": ["An account with this email address already exists, and ",["0"]," has not verified the address. Log in with your password, then choose \"Link ",["0"],"\" on your profile."],
  "OIDC_ERRORS.registrationClosed": ["Registration is closed on this server: there is no account for you yet. Ask the person who runs it for an invite link."],
  "OIDC_ERRORS.inviteRequired": ["This server is invite-only. Enter your invite code on the sign-up page, then choose \"Sign up with ",["0"],"\"."],
  "OIDC_ERRORS.inviteUnknown": ["This invite code is not valid."],
  "OIDC_ERRORS.inviteExpired": ["This invite code has expired."],
  "OIDC_ERRORS.inviteRevoked": ["This invite code has been revoked."],
  "OIDC_ERRORS.inviteUsedUp": ["This invite code has already been used up."],
  "OIDC_ERRORS.linkedElsewhere": ["This ",["0"]," account is already linked to another Cardcade account."],
  "OIDC_ERRORS.otherIdentityLinked": ["This Cardcade account is already linked to a different ",["0"]," account."],
  "OIDC_ERRORS.linkSessionChanged": ["You are no longer logged in as the account that asked for the link. Log in again, then link from your profile."],
  "OIDC_MSG.signIn": ["Sign in with ",["0"]],
  "OIDC_MSG.signUp": ["Sign up with ",["0"]],
  "OIDC_MSG.link": ["Link ",["0"]],
  "OIDC_MSG.linked": ["Your account is now linked to ",["0"],". You can sign in with it from the login page."],
  "OIDC_MSG.passwordLoginOff": ["Password sign-in is turned off on this server. Please use the sign-in button on the login page."],
  "OIDC_MSG.oidcOff": ["Sign-in through an identity provider is not set up on this server."],
  "OIDC_MSG.notLinkable": ["Log in first, then link your account from your profile."],
  "SERVER_MSG.invalidRequest": ["Invalid request."],
  "SERVER_MSG.invalidInput": ["Invalid input."],
  "SERVER_MSG.bodyTooLarge": ["Request body too large."],
  "SERVER_MSG.fileTooLarge": ["The file is too large. The limit is ",["0"]," MB."],
  "SERVER_MSG.internal": ["Internal server error."],
  "SERVER_MSG.notFound": ["Not found."],
  "SERVER_MSG.notLoggedIn": ["Not logged in."],
  "SHARING_MSG.ownerOnly": ["Only the deck's owner can change it."],
  "SHARING_MSG.alreadySubscribed": ["You already have this deck."],
  "SHARING_MSG.ownDeck": ["This is your own deck."],
  "SHARING_MSG.suggestionNotFound": ["Suggestion not found."],
  "SHARING_MSG.suggestionDecided": ["This suggestion was already answered."],
  "SHARING_MSG.notSubscriber": ["Only subscribers of a shared deck can suggest changes to it."],
  "SHARING_MSG.tooManyPending": ["You have 50 suggestions waiting for this deck's owner. Wait until they answer some before suggesting more."],
  "SHARING_MSG.suggestingTooFast": ["You are sending suggestions too quickly. Please wait a minute and try again."],
  "SHARING_MSG.displayNameTaken": ["That display name is taken. Please choose another."],
  "WORKLOAD_MSG.daysOutOfRange": ["Days must be a whole number from 1 to 3650."],
  "WORKLOAD_MSG.newPerDayOutOfRange": ["New cards per day must be a whole number from 0 to 9999."],
  "WORKLOAD_MSG.maxReviewsOutOfRange": ["Maximum reviews per day must be a whole number from 1 to 99999."],
  "WORKLOAD_MSG.easyDaysInvalid": ["Easy Days must give each of the 7 weekdays as normal, reduced or minimum."],
  "WORKLOAD_MSG.loadBalancingInvalid": ["Load balancing must be on or off."],
  "WORKLOAD_MSG.simulationFailed": ["The workload could not be simulated. Please try again."],
  "WORKLOAD_MSG.simulationRunning": ["Your workload is already being simulated. Please wait for it to finish."],
  "deleteCardConfirm": ["Are you sure you want to delete the card \"",["0"],"\"?"],
  "loadingGame": ["Loading ",["0"]," game..."],
  "needsAtLeast": ["Needs at least ",["0"]," cards"],
  "noCardsMatching": ["No cards found matching \"",["0"],"\""],
  "noDecksMatching": ["No decks found matching \"",["0"],"\""],
  "queuedAnswersText": [["1","select",{"true":[["0"]," ",["0","plural",{"one":["answer is"],"other":["answers are"]}]," waiting to be sent to the server."],"other":[["0"]," ",["0","plural",{"one":["answer is"],"other":["answers are"]}]," saved on this device and will sync when you're back online."]}]],
  "requiresCards": ["(Requires ",["0"]," cards, has ",["1"],")"],
  "smartGameNeeds": ["(Needs ",["0"],", ",["1"]," ready)"],
  "smartGameRequires": ["This game requires at least ",["0"]," due cards."],
  "unknownGameType": ["Unknown game type: ",["0"]],
  "IMPORT_ERRORS.notAZip": ["The file is not an Anki package: it is not a zip archive."],
  "IMPORT_ERRORS.notAnki": ["The zip file is not an Anki package: it holds no Anki collection (collection.anki2, .anki21 or .anki21b)."],
  "IMPORT_ERRORS.corruptZip": ["The Anki package is corrupt and could not be read."],
  "IMPORT_ERRORS.corruptCollection": ["The Anki collection inside the package is corrupt and could not be read."],
  "IMPORT_ERRORS.zipBomb": ["The file unpacks to more than ",["0"]," MB and was rejected (it looks like a zip bomb)."],
  "IMPORT_ERRORS.tooManyCards": ["This import has more than ",["0","number"]," cards",["1","select",{"undefined":[],"other":[" (",["1","number"]," found)"]}],". Please split it into smaller files."],
  "IMPORT_ERRORS.unsafeMemberName": ["The file holds a member whose name points outside the archive (for example ../), so it was rejected."],
  "IMPORT_ERRORS.sizeMismatch": ["The file unpacks to more than its headers declare (a zip bomb trick), so it was rejected."],
  "IMPORT_ERRORS.notXlsx": ["The file is not a valid Excel workbook (.xlsx)."],
  "IMPORT_ERRORS.notText": ["The file does not look like a CSV text file."],
  "IMPORT_ERRORS.noWorksheet": ["The Excel workbook has no worksheet."],
  "IMPORT_ERRORS.xlsxTooDeep": ["The Excel workbook nests its XML elements more than ",["0"]," levels deep, which no spreadsheet program writes, so it was rejected."],
  "IMPORT_ERRORS.tooManyCells": ["The Excel worksheet spans more than ",["0"]," million cells (its rows times its columns up to the last one used, empty cells included). Please delete the unused columns or split it into smaller files."],
  "IMPORT_ERRORS.tooMuchText": ["The Excel workbook holds more than ",["0"]," million characters of text. Please split it into smaller files."],
  "TEMPLATE_ERRORS.tooLong": ["The Anki note type “",["0"],"” has a card template longer than 100,000 characters."],
  "TEMPLATE_ERRORS.tooManyTags": ["The Anki note type “",["0"],"” has a card template with more than 1,000 {{…}} tags."],
  "TEMPLATE_ERRORS.tooDeep": ["The Anki note type “",["0"],"” has a card template with conditionals nested more than 20 deep."],
  "TEMPLATE_ERRORS.tooManyFields": ["The Anki note type “",["0"],"” has more than 500 fields."],
  "TEMPLATE_ERRORS.tooManyTemplates": ["The Anki note type “",["0"],"” has more than 100 card templates."],
  "CHOICE_ERRORS.noteType": ["Note type ",["0"]," is not in this import."],
  "CHOICE_ERRORS.template": ["Note type “",["1"],"” has no template ",["0"],"."],
  "CHOICE_ERRORS.cannotChoose": ["Fields cannot be chosen for note type “",["0"],"”."],
  "CHOICE_ERRORS.fieldsNeeded": ["Choose a term field and a definition field for note type “",["0"],"”."],
  "CHOICE_ERRORS.field": ["Note type “",["1"],"” has no field ",["0"],"."],
  "CHOICE_ERRORS.sameField": ["The term and the definition of note type “",["0"],"” must be different fields."],
  "CHOICE_ERRORS.deckNameNotOne": ["A deck name can only be chosen for an import into one deck."],
  "CHOICE_ERRORS.renameNotEach": ["Decks can only be renamed for an import into several decks."],
  "CHOICE_ERRORS.deck": ["There is no deck “",["0"],"” in this import."],
  "CARDCADE_ERRORS.notAZip": ["The file is not a Cardcade backup: it is not a zip archive."],
  "CARDCADE_ERRORS.notBackup": ["The zip file is not a Cardcade backup: it holds no cardcade.json."],
  "CARDCADE_ERRORS.badJson": ["The Cardcade backup is damaged: cardcade.json is not valid JSON."],
  "CARDCADE_ERRORS.elementTooLarge": ["The Cardcade backup's cardcade.json has a card or review log larger than ",["0"]," MB and was rejected."],
  "CARDCADE_ERRORS.skeletonTooLarge": ["The Cardcade backup's cardcade.json has more than ",["0"]," MB outside its cards and review logs and was rejected."],
  "CARDCADE_ERRORS.newerVersion": ["This backup was made by a newer Cardcade (backup format ",["0"],"). Update this server, then import it again."],
  "CARDCADE_ERRORS.invalid": ["The Cardcade backup is damaged: ",["0","select",{"false":[],"undefined":[],"other":[["0"],": "]}],["1"]],
  "CARDCADE_ERRORS.tooManyLogs": ["This backup has more than ",["0","number"]," review logs. It cannot be imported here."],
  "IMPORT_TEXT.csvInvalidType": ["Invalid file type. Please select a .csv or .xlsx file."],
  "IMPORT_TEXT.deckNameTooLong": ["Deck name must be at most 255 characters."],
  "IMPORT_TEXT.noImportableCards": ["There are no valid cards to import. Fix the issues shown in the preview and try again."],
  "CARDCADE_TEXT.invalidType": ["Invalid file type. Please select a Cardcade backup (.zip)."],
  "CARDCADE_TEXT.noFile": ["Please select a Cardcade backup file."],
  "ACCOUNT_MSG.wrongPassword": ["Password is incorrect."],
  "ACCOUNT_MSG.samePassword": ["The new password must differ from the current one."],
  "ACCOUNT_MSG.lastAdminSelfDelete": ["You are the last administrator. Make another user an admin before deleting your account."],
  "MEDIA_MSG.notAnImage": ["Please choose a PNG, JPEG, GIF or WebP image."],
  "MEDIA_MSG.tooLarge": ["The image is larger than 5 MB. Please choose a smaller one."],
  "MEDIA_MSG.noFile": ["Please choose an image."],
  "MEDIA_MSG.notFound": ["Image not found."],
  "MEDIA_MSG.notASound": ["Please choose an MP3, OGG, WAV or M4A sound."],
  "MEDIA_MSG.soundTooLarge": ["The sound is larger than 5 MB. Please choose a smaller one."],
  "MEDIA_MSG.noSound": ["Please choose a sound."],
  "MEDIA_MSG.soundNotFound": ["Sound not found."],
  "MEMORY_MODEL_MSG.retentionOutOfRange": ["Desired retention must be between 0.70 and 0.97."],
  "MEMORY_MODEL_MSG.optimizeFailed": ["The memory model could not be fitted just now. Please try again later."],
  "NEW_CARDS_PER_DAY_MSG": ["New cards per day must be a whole number from 0 to 9999."],
  "NEW_CARDS_TODAY_MSG": ["New cards today must be a whole number from 0 to 9999."],
  "CLOZE_MSG.none": ["A cloze card needs at least one {{c1::…}}."],
  "CLOZE_MSG.numberOutOfRange": ["Cloze numbers go from c1 to c500."],
  "CLOZE_MSG.empty": ["Cloze deletion c",["0"]," is empty: put the hidden text between {{c",["0"],":: and }}."],
  "LANGUAGE_TAG_MSG": ["Language must be a language tag such as 'en', 'ko-KR' or 'zh-Hant-TW'."],
} as unknown as Messages & Record<MessageId, unknown>;
