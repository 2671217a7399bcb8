// User-facing strings from docs/product.md: states, validation, errors, word for word. Import from here; never retype them.

export const MSG = {
  // auth
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password must be at least 8 characters long.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  loginFailed: 'Login failed. Please check your credentials.',
  loginNoResponse: 'Login failed. Please try again.',
  signupFailed: 'Sign up failed. Please try again.',
  emailTaken: 'An account with this email already exists.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  loadingAuth: 'Loading authentication...',
  notLoggedIn: 'Please log in to continue.',
  badXsrf: 'Invalid or missing XSRF token.',

  // decks and cards
  deckNameRequired: 'Deck name is required.',
  deckNameTooLong: 'Deck name must be at most 255 characters.',
  deckDescriptionTooLong: 'Description must be at most 1000 characters.',
  termAndDefinitionRequired: 'Both term and definition are required.',
  // A side's HTML nests deeper than CARD_HTML_MAX_DEPTH (shared/richText.ts).
  cardHtmlTooDeep: 'Card text is nested too deeply (100 levels at most).',
  createDeckFailed: 'Failed to create deck.',
  updateDeckFailed: 'Failed to update deck.',
  deleteDeckFailed: 'Failed to delete deck.',
  fetchDecksFailed: 'Failed to fetch decks.',
  fetchDeckFailed: 'Failed to fetch deck details.',
  createCardFailed: 'Failed to create card.',
  updateCardFailed: 'Failed to update card.',
  deleteCardFailed: 'Failed to delete card.',
  updateExamDateFailed: 'Failed to update exam date.',
  clearExamDateFailed: 'Failed to clear exam date.',
  examDateInPast: 'Exam date cannot be before today.',
  deckNotFound: 'Deck not found.',
  cardNotFound: 'Card not found.',
  noDecksYet: "You don't have any decks yet.",
  noDeckCardsYet: 'This deck has no flashcards yet. Add some!',
  clearExamDateConfirm: 'This will disable pacing features.',
  loadingDeck: 'Loading deck details...',

  // stats
  loadingJourney: 'Loading Journey...',
  loadingPacing: 'Loading Pacing...',
  loadingHistory: 'Loading History...',
  journeyFailed: 'Could not load learning journey data.',
  pacingFailed: 'Could not load pacing data.',
  historyFailed: 'Could not load study history.',
  journeyEmpty: 'Start studying this deck to see your progress here!',
  historyEmpty: 'Your accuracy chart will appear here after you complete a few study sessions.',
  allCaughtUp: "You're all caught up!",
  pacingErrorTitle: 'Pacing Status Error',
  pacingErrorText: 'Could not determine your pacing status. The data may be recalculating.',

  // games
  addCardsToPlay: 'Add some flashcards to this deck to play games!',
  invalidGameParams: 'Invalid game parameters.',
  loadGameFailed: 'Failed to load game.',
  gameDataInvalid: 'Could not load game data or deck ID is invalid.',
  gameOver: "Game Over! You've completed the game.",
  mcNoQuestions: 'Error: No questions available for this game.',
  spatialNoData: 'Error: No game data provided.',
  crosswordNoData: 'Error: No game data provided or the deck is unsuitable for a crossword.',
  matchingLoading: 'Loading game...',
  gameOptionsFailed: 'Could not load game options. Please try again.',

  // study sessions
  goalInvalid: 'Please enter a valid positive number for your goal.',
  sessionParamsMissing: 'Session parameters are missing. Please start a new session from the deck page.',
  startSessionFailed: 'Failed to start the session.',
  saveProgressFailed: 'Failed to save progress. It will be retried later.',
  summaryFailed: 'Could not load session summary.',
  preparingSession: 'Preparing your session...',
  savingProgress: 'Saving your progress...',
  loadingNextRound: 'Loading next round...',
  welcomeBack: 'Welcome Back!',
  resumePrompt: 'You have an unfinished session for this deck. Would you like to resume?',
  endSessionConfirm: 'Your progress so far will be saved and the session will end. Are you sure?',

  // imports
  ankiInvalidType: 'Invalid file type. Please select a .apkg or .colpkg file.',
  ankiNoFile: 'Please select an Anki file to import.',
  quizletDeckNameRequired: 'Deck name is required.',
  quizletTextRequired: 'Pasted Quizlet text is required.',
  customTermDefRequired: 'Custom term/definition delimiter value is required.',
  customCardRequired: 'Custom card delimiter value is required.',
  customDelimiterTooLong: 'Custom delimiters can be at most 10 characters.',
  csvNoFile: 'Please select a file.',
  csvEmpty: 'The selected file appears to be empty or has no data rows.',
  csvDeckNameRequired: 'Please provide a name for the new deck.',
  csvMapBoth: 'Please map both a term and a definition column.',
  csvSameColumns: 'Term and definition columns cannot be the same.',
  confirmNoPreview: 'Cannot confirm import: No preview data available.',
  ankiPreviewFailed: 'Failed to get Anki import preview.',
  quizletPreviewFailed: 'Failed to get Quizlet import preview.',
  analyzeFailed: 'Failed to analyze file.',
  previewFailed: 'Failed to generate preview.',
  confirmFailed: 'Failed to confirm import.',
  importUnknownFailure: 'Import failed for an unknown reason.',
  unknownImportType: 'Unknown import type for confirmation.',
  noCardsPreviewed: 'No cards could be previewed, likely due to parsing issues with all cards.',
  noCardsFound: 'No cards were found in the provided input.',
  importInFlight: 'Another import is still being processed.',
  // An import job past its time limit (server/imports/workers/pool.ts): its worker was ended.
  importTooSlow: 'This file took too long to read, so the import was stopped. Please split it into smaller files.',
  importConfirmTooSlow: 'Saving the import took too long, so it was stopped. Please try again, or split the file into smaller files.',
  importNotFound: 'This import has expired or does not exist. Please start the import again.',
  // Anki packages whose cards, filled in from their templates, add up to more text than an import
  // may make (server/domain/import/ankiOutputBudget.ts, docs/security.md "Round 4: Anki rendered output").
  ankiTooMuchCardText: (millionChars: number) =>
    `This Anki package makes too much card text: filled in from their templates, its cards add up to more than ${millionChars.toLocaleString('en-US')} million characters, the most one import may make. Please split the deck into smaller packages, or shorten the fields its card templates repeat.`,

  // app
  unexpectedError: 'Oops! Sorry, an unexpected error has occurred.',
} as const;

export const unknownGameType = (type: string) => `Unknown game type: ${type}`;
export const needsAtLeast = (n: number) => `Needs at least ${n} cards`;
export const requiresCards = (n: number, m: number) => `(Requires ${n} cards, has ${m})`;
export const smartGameRequires = (min: number) => `This game requires at least ${min} due cards.`;
export const smartGameNeeds = (min: number, ready: number) => `(Needs ${min}, ${ready} ready)`;
export const noDecksMatching = (q: string) => `No decks found matching "${q}"`;
export const noCardsMatching = (q: string) => `No cards found matching "${q}"`;
export const deleteCardConfirm = (term: string) => `Are you sure you want to delete the card "${term}"?`;
export const loadingGame = (gameType: string) => `Loading ${gameType} game...`;

// Registration, invites, admin and reset links (docs/administration.md).
export const ADMIN_MSG = {
  registrationClosed: 'Registration is closed on this server.',
  inviteRequired: 'An invite code is required to sign up on this server.',
  inviteUnknown: 'This invite code is not valid.',
  inviteExpired: 'This invite code has expired.',
  inviteRevoked: 'This invite code has been revoked.',
  inviteUsedUp: 'This invite code has already been used up.',
  adminsOnly: 'Only administrators can do this.',
  userNotFound: 'User not found.',
  inviteNotFound: 'Invite not found.',
  cannotDeleteSelf: 'You cannot delete your own account here.',
  lastAdminDelete: 'The last administrator cannot be deleted. Make another user an admin first.',
  lastAdminDemote: 'The last administrator cannot be demoted. Make another user an admin first.',
  resetLinkInvalid: 'This reset link is not valid.',
  resetLinkExpired: 'This reset link has expired. Ask an administrator for a new one.',
  resetLinkUsed: 'This reset link has already been used. Ask an administrator for a new one.',
  // The reset page's check on load says only whether the link still works (not why).
  resetLinkUnusable: 'This reset link can no longer be used: it has already been used or has expired. Ask an administrator for a new one.',
  // The login page (issue #29): there is no mail server, so the way back in is a link from an admin.
  forgotPassword: 'Forgot password?',
  forgotPasswordHelp:
    'Cardcade sends no email. Ask the administrator of this server for a password reset link. They can make one on the Administration page (Reset password), or on the server with this command:',
  forgotPasswordCommand: 'npx cardcade users reset-link <your email>',
  lastAdminSelf: 'You are the only admin. Make someone else an admin first.',
  registrationSaved: 'Saved. The new mode applies to the next signup.',
} as const;

// End screens by score (issue 29.4): honest about how it went, and encouraging. Bands on the
// accuracy (first answer per card): ≥ 90 % great, 60–89 % good, below 60 % low. The spec's
// strings stay for great scores ("Game Over! You've completed the game.", "Great work!").
export type ScoreBand = 'great' | 'good' | 'low';
export const SCORE_BANDS = { great: 90, good: 60 } as const;
export function scoreBand(right: number, answered: number): ScoreBand {
  const accuracy = answered > 0 ? Math.round((right / answered) * 100) : 0;
  return accuracy >= SCORE_BANDS.great ? 'great' : accuracy >= SCORE_BANDS.good ? 'good' : 'low';
}
export const END_MSG = {
  /** Casual play's title per band. */
  gameTitle: { great: MSG.gameOver, good: 'Game Over! Good going.', low: 'Game Over! That one was hard.' } satisfies Record<ScoreBand, string>,
  /** Casual play's line under the score. */
  gameLine: {
    great: 'Great work! You know these cards well.',
    good: 'Most of it is there. Go over the missed cards once more and they will stick.',
    low: 'Every miss shows you what to learn next. Practise the missed cards, then try again.',
  } satisfies Record<ScoreBand, string>,
  /** The Smart Session's final summary line per band. */
  sessionLine: {
    great: 'Session complete. Great work!',
    good: 'Session complete. Good progress: the cards you missed will come back soon.',
    low: 'Session complete. A tough one, and that is how learning works: the missed cards come back soon, and a practice round helps now.',
  } satisfies Record<ScoreBand, string>,
  practiseMissed: 'Practise the missed cards',
  practiceTitle: 'Practice round',
  practiceNote: 'Practice only: these answers are not recorded.',
} as const;

// Answers waiting in the sync queue (issue 29.3): said after End Session or a summary offline.
export const queuedAnswersText = (n: number, online: boolean) =>
  online
    ? `${n} ${n === 1 ? 'answer is' : 'answers are'} waiting to be sent to the server.`
    : `${n} ${n === 1 ? 'answer is' : 'answers are'} saved on this device and will sync when you're back online.`;
// Long jobs (issue 31, docs/security.md): one optimize per person at a time, then a short cooldown.
export const LONG_JOB_MSG = {
  optimizeRunning: 'Your memory model is already being optimized. Please wait for it to finish.',
  optimizeCooldown: (minutes: number) =>
    `Your memory model was optimized a moment ago. You can optimize it again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;
// Shared decks (issue 28, docs/shared-decks.md).
export const SHARING_MSG = {
  ownerOnly: "Only the deck's owner can change it.",
  alreadySubscribed: 'You already have this deck.',
  ownDeck: 'This is your own deck.',
  suggestionNotFound: 'Suggestion not found.',
  suggestionDecided: 'This suggestion was already answered.',
  notSubscriber: 'Only subscribers of a shared deck can suggest changes to it.',
  tooManyPending: "You have 50 suggestions waiting for this deck's owner. Wait until they answer some before suggesting more.",
  suggestingTooFast: 'You are sending suggestions too quickly. Please wait a minute and try again.',
  displayNameTaken: 'That display name is taken. Please choose another.',
} as const;
// Display names (issue 49, shared/displayName.ts): the limits named here are its constants.
export const DISPLAY_NAME_MSG = {
  notText: 'Display name must be text.',
  tooShort: 'Display name must be at least 2 characters.',
  tooLong: 'Display name is too long (40 characters at most).',
  control: 'Display name cannot contain control or invisible characters.',
  email: 'Display name cannot contain @ (it is not your e-mail).',
  marks: 'Display name has too many accents on one letter (2 at most).',
  defaultName: 'Names like "Learner 12" are the ones the app gives learners without a display name. Please choose another.',
  reserved: 'That display name is reserved: it could be taken for the app or its staff. Please choose another.',
} as const;
// Real Anki collections (issue 41, docs/anki-templates.md "Which collections open"): what happened and what to do.
export const ANKI_MSG = {
  newerAnki: (version: number) =>
    `This collection was made by a newer version of Anki: export it with 'Support older Anki versions' ticked in Anki's export window, and import that file (its schema is ${version}; Cardcade reads up to 18).`,
  /** The side of a card made only of pictures or sounds whose files did not come with the package. */
  missingMediaSide: (names: string) => `(missing media: ${names})`,
  /** The side of a card made only of a sound that did come: Cardcade needs something to show. */
  soundOnlySide: '(sound)',
  /** Video left out of an import: named in the preview. */
  videoLeftOut: (count: number, names: string) =>
    `${count.toLocaleString('en-US')} video ${count === 1 ? 'file is' : 'files are'} left out (${names}): Cardcade keeps pictures and sounds, not video.`,
} as const;

/** Notes and note types (docs/notes.md). */
export const NOTE_MSG = {
  noteNotFound: 'Note not found',
  noteTypeNotFound: 'Note type not found',
  noteTypeNameRequired: 'A note type needs a name.',
  noteTypeNameTooLong: 'Names are 100 characters at most.',
  fieldNameRequired: 'A field needs a name.',
  fieldNameTooLong: 'Field names are 100 characters at most.',
  fieldNameChars: 'A field name cannot contain : { } or " and cannot start with #, / or ^.',
  fieldNamesUnique: 'Two fields cannot have the same name.',
  fieldsRequired: 'A note type needs at least one field.',
  tooManyFields: 'A note type has 100 fields at most.',
  templatesRequired: 'A note type needs at least one card template.',
  tooManyTemplates: 'A note type has 50 card templates at most.',
  templateTooLong: 'A template is 50,000 characters at most.',
  cssTooLong: 'The styling is 100,000 characters at most.',
  clozeOneTemplate: 'A cloze note type has exactly one card template.',
  tagInvalid: 'A tag is 1 to 100 characters without spaces.',
  tooManyTags: 'A note has 100 tags at most.',
  fieldInvalid: 'A field must be text.',
  fieldTooLong: 'A field is 60,000 characters at most.',
  unknownField: (name: string) => `This note type has no field "${name}".`,
  noCards: 'This note would make no cards: fill in the field its first card shows.',
  noCloze: 'This note would make no cards: a cloze note needs a deletion such as {{c1::answer}}.',
  confirmRemoveCards: (n: number) => `This change deletes ${n} ${n === 1 ? 'card' : 'cards'} and their progress. Confirm to continue.`,
  noteTypeInUse: (n: number) => `${n} ${n === 1 ? 'note uses' : 'notes use'} this note type: delete or change them first.`,
  ownerOnly: 'Only the deck owner can change its notes.',
} as const;

export const NOTE_TYPE_MSG = {
  builtinStays: 'A built-in note type cannot be deleted; you can rename it or edit its templates.',
  kindFixed: "A note type's kind cannot change.",
} as const;
// Sign-in through the group's identity provider (issue 45, docs/sign-in.md). `name` is OIDC_NAME.
export const OIDC_MSG = {
  signIn: (name: string) => `Sign in with ${name}`,
  signUp: (name: string) => `Sign up with ${name}`,
  link: (name: string) => `Link ${name}`,
  linked: (name: string) => `Your account is now linked to ${name}. You can sign in with it from the login page.`,
  passwordLoginOff: 'Password sign-in is turned off on this server. Please use the sign-in button on the login page.',
  oidcOff: 'Sign-in through an identity provider is not set up on this server.',
  notLinkable: 'Log in first, then link your account from your profile.',
} as const;

/** Why a return from the provider was refused: the code travels in the page's address (`?oidcError=`), the text is looked up here. */
export const OIDC_ERRORS = {
  expired: () => 'This sign-in expired or was started in another browser. Please start again from this page.',
  denied: (name: string) => `${name} did not sign you in (it was cancelled or refused). Please try again.`,
  stateMismatch: () => 'This sign-in could not be verified: its answer did not match the request this browser made. Nothing was changed. Please start again.',
  nonceMismatch: (name: string) => `This sign-in could not be verified: the token from ${name} was not issued for this request. Nothing was changed. Please start again.`,
  codeRejected: (name: string) => `${name} refused the sign-in code: it was already used or has expired. Please start again.`,
  providerError: (name: string) => `${name} could not be reached or gave an answer that could not be checked. Please try again later.`,
  noEmail: (name: string) => `${name} did not share your email address, which Cardcade needs. Ask whoever runs it to allow the "email" scope.`,
  unverifiedEmail: (name: string) =>
    `An account with this email address already exists, and ${name} has not verified the address. Log in with your password, then choose "Link ${name}" on your profile.`,
  registrationClosed: () => 'Registration is closed on this server: there is no account for you yet. Ask the person who runs it for an invite link.',
  inviteRequired: (name: string) => `This server is invite-only. Enter your invite code on the sign-up page, then choose "Sign up with ${name}".`,
  inviteUnknown: () => 'This invite code is not valid.',
  inviteExpired: () => 'This invite code has expired.',
  inviteRevoked: () => 'This invite code has been revoked.',
  inviteUsedUp: () => 'This invite code has already been used up.',
  linkedElsewhere: (name: string) => `This ${name} account is already linked to another Cardcade account.`,
  otherIdentityLinked: (name: string) => `This Cardcade account is already linked to a different ${name} account.`,
  linkSessionChanged: () => 'You are no longer logged in as the account that asked for the link. Log in again, then link from your profile.',
} as const;

export type OidcErrorCode = keyof typeof OIDC_ERRORS;

export const isOidcErrorCode = (code: string | null): code is OidcErrorCode => code !== null && Object.hasOwn(OIDC_ERRORS, code);
// The workload planner (issue 46, docs/workload.md).
export const WORKLOAD_MSG = {
  daysOutOfRange: 'Days must be a whole number from 1 to 3650.',
  newPerDayOutOfRange: 'New cards per day must be a whole number from 0 to 9999.',
  maxReviewsOutOfRange: 'Maximum reviews per day must be a whole number from 1 to 99999.',
  easyDaysInvalid: 'Easy Days must give each of the 7 weekdays as normal, reduced or minimum.',
  loadBalancingInvalid: 'Load balancing must be on or off.',
  simulationFailed: 'The workload could not be simulated. Please try again.',
  simulationRunning: 'Your workload is already being simulated. Please wait for it to finish.',
} as const;

// Mail and study reminders (issue 44, docs/mail.md).
export const MAIL_MSG = {
  mailOff: 'This server does not send mail. Ask an administrator for a reset link.',
  forgotSent: 'If an account uses this address, a link to choose a new password is on its way. It works once, for one hour.',
  forgotIntro: "Enter your account's email and we'll send you a link to choose a new password.",
  linkInvalid: 'This link is not valid.',
  linkUsed: 'This link has already been used.',
  linkExpired: 'This link has expired.',
  emailConfirmed: 'Your address is confirmed. You can log in now.',
  emailNotVerified: 'Please confirm your address first: we sent a new link to it.',
  verificationSent: 'Almost there: we sent a link to your address. Open it to confirm your account, then log in.',
  passwordForEmail: 'Enter your password to change your email.',
  emailChangeSent: (email: string) => `We sent a link to ${email}. Your address changes when you open it.`,
  emailChanged: 'Your email has been changed.',
  sameEmail: 'That is already your email.',
  nameTooLong: 'The name is too long (100 characters at most).',
  nameControl: 'The name cannot contain line breaks or control characters.',
  inviteSent: (email: string) => `Invitation sent to ${email}.`,
  mailFailed: 'The mail could not be sent. Check the server’s mail settings.',
  reminderTime: 'Choose a time of day (HH:MM).',
  reminderWeekdays: 'Weekdays are 1 (Monday) to 7 (Sunday).',
  reminderNoDays: 'Choose at least one day for your reminders.',
  reminderNoChannel: 'Choose how to be reminded: a notification, a mail or both.',
  reminderNoMail: 'This server does not send mail: choose notifications instead.',
  pushEndpoint: 'This push subscription is not from a known push service.',
  pushKeys: 'This push subscription has no valid keys.',
  pushUnsupported: 'This browser cannot show notifications from Cardcade.',
  pushDenied: 'Notifications are blocked for this site. Allow them in your browser settings to get reminders here.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  unsubscribed: 'You will get no more reminder mails. Turn them on again in your profile.',
} as const;

/** A CSV/XLSX import mapped to a note type's fields (docs/imports.md). */
export const NOTE_IMPORT_MSG = {
  mapAField: 'Choose a column for at least one field.',
  missingColumn: (header: string) => `The file has no column named '${header}'. Please choose its columns again.`,
  unknownField: (name: string) => `The note type has no field named '${name}'.`,
  sameColumnTwice: 'A column can fill only one field.',
  noReimport: 'Updating an existing deck matches cards by their term: map the note type\'s first two fields to columns.',
} as const;

/** The card form's notes and the note type editor (docs/notes.md). */
export const NOTE_FORM_MSG = {
  fieldRequired: 'Fill in at least one field.',
  loadNoteFailed: 'Could not load this card\'s note.',
  loadNoteTypesFailed: 'Could not load your note types.',
  saveNoteTypeFailed: 'Could not save the note type.',
  deleteNoteTypeFailed: 'Could not delete the note type.',
  createNoteTypeFailed: 'Could not create the note type.',
  previewFailed: 'The preview could not be shown.',
  removeCards: (n: number, names: string) => `This deletes ${n} ${n === 1 ? 'card' : 'cards'} made by ${names}, with their review history. This cannot be undone.`,
  deleteField: (name: string) => `Delete the field "${name}"? Its content goes from every note of this type when you save.`,
} as const;

// Personal API tokens and the AnkiConnect endpoint (issue 42, docs/api.md).
export const API_TOKEN_MSG = {
  invalid: 'This API token is not valid: it was revoked, it expired, or it was mistyped.',
  malformedHeader: 'Send the API token as "Authorization: Bearer <token>".',
  readOnly: 'This API token can only read. Make a token with the write scope to change anything.',
  tooMany: 'Too many requests with this API token. Please wait a minute and try again.',
  notFound: 'API token not found.',
  nameRequired: 'Give the token a name, so you know later what uses it.',
  nameTooLong: 'Token names are at most 100 characters.',
  badScope: 'The scope must be "read" or "write".',
  badExpiry: 'The expiry must be a date and time in the future.',
  tooManyTokens: 'You have 50 API tokens. Revoke one you no longer use before making another.',
  sessionOnly: 'An API token cannot do this (make tokens, link a sign-in provider, log out sessions). Sign in on the web page instead.',
} as const;
export const ANKICONNECT_MSG = {
  noPathOrUrl: 'Cardcade does not read files from the server or download URLs: send the file itself as base64 in "data".',
  badBase64: '"data" must be the file encoded as base64.',
  badFilename: 'The file name is empty or not allowed.',
  mediaTooLarge: 'The file is larger than 5 MB. Please send a smaller one.',
  mediaType: 'Please send a PNG, JPEG, GIF or WebP image, or an MP3, OGG, WAV or M4A sound.',
  badDeckName: 'The deck name is not allowed.',
  originNotAllowed: 'This browser origin may not use AnkiConnect on this server (see ANKICONNECT_CORS_ORIGINS).',
  tooManyActions: 'multi takes at most 1000 actions.',
  nestedMulti: 'multi cannot contain another multi.',
  localUserMissing: 'ANKICONNECT_LOCAL_USER names no account on this server.',
  internal: 'Internal server error.',
  badModel: 'The note type is not allowed.',
} as const;

/** The card browser (docs/browse.md). */
export const BROWSE_MSG = {
  tooManyCards: 'Pick at most 1,000 cards at a time.',
  noCards: 'Pick at least one card.',
  deckRequired: 'Pick the deck to move the cards to.',
  tagRequired: 'Type the tag to add or remove.',
  queryTooLong: 'The search is too long.',
  confirmDelete: (n: number) => `Delete ${n} ${n === 1 ? 'card' : 'cards'} with their review history? This cannot be undone.`,
  done: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'} changed.`,
  actionFailed: 'Could not change the cards.',
  loadFailed: 'Could not load the cards.',
} as const;

/** Image occlusion (docs/image-occlusion.md): the Occlusion field's problems, the card's words for screen readers, games. */
export const IO_MSG = {
  fieldTooLong: 'The occlusion field is too long.',
  ordinalOutOfRange: 'An occlusion has a card number out of range.',
  tooManyShapes: (max: number) => `A note can have at most ${max} shapes.`,
  notANumber: (key: string) => `An occlusion's ${key} is not a number.`,
  outsideImage: (key: string) => `An occlusion's ${key} lies outside the image (0–1).`,
  labelTooLong: 'An occlusion label is too long.',
  tooManyCorners: (max: number) => `A polygon can have at most ${max} corners.`,
  noShapes: 'This note would make no cards: draw at least one shape on the image.',
  noImage: 'An image occlusion note needs a picture in its Image field.',
  tooDetailed: 'This image occlusion is too detailed to show: use fewer shapes or polygons with fewer corners.',
  tooLarge: 'This image occlusion note is too large: use fewer shapes or fewer cards (or hide one, guess one).',
  figureQuestion: (n: number, total: number, hideAll: boolean) =>
    hideAll ? `Picture with ${total} hidden ${total === 1 ? 'region' : 'regions'}; region ${n} is asked.` : `Picture with hidden region ${n} of ${total} asked.`,
  figureAnswer: (n: number, total: number, hideAll: boolean) =>
    hideAll ? `Picture with ${total} hidden ${total === 1 ? 'region' : 'regions'}; region ${n} is revealed.` : `Picture with region ${n} of ${total} revealed.`,
  askedRegion: (n: number, total: number) => `Hidden region ${n} of ${total}: the one asked`,
  revealedRegion: (n: number, total: number) => `Revealed region ${n} of ${total}`,
  cardText: (n: number, total: number) => `Image occlusion ${n} of ${total}`,
  leftOutOfGame: (n: number) => `${n} image occlusion ${n === 1 ? 'card is' : 'cards are'} left out of this game.`,
} as const;

/** The image occlusion editor in the card form (docs/image-occlusion.md). */
export const IO_EDITOR_MSG = {
  imageRequired: 'Choose a picture first: from your files, or paste one.',
  shapeRequired: 'Draw at least one shape on the picture: each card asks for what its shapes hide.',
  fieldTooLong: 'These shapes are too many or too detailed to save. Remove some, or draw polygons with fewer corners.',
  pasteNoImage: 'The clipboard holds no picture. Copy an image, then paste it here.',
  storedShapesUnreadable: (why: string) => `This note's shapes could not be read (${why}) Drawing here replaces them.`,
  uploadFailed: 'The picture could not be uploaded. Please try again.',
} as const;

// The server's own answers where no entry above fits (server/plugins/errors.ts, server/errors.ts):
// in the reader's language like every entry here (docs/translating.md).
export const SERVER_MSG = {
  invalidRequest: 'Invalid request.',
  invalidInput: 'Invalid input.',
  bodyTooLarge: 'Request body too large.',
  fileTooLarge: (mb: number) => `The file is too large. The limit is ${mb} MB.`,
  internal: 'Internal server error.',
  notFound: 'Not found.',
  notLoggedIn: 'Not logged in.',
} as const;

const count = (n: number) => n.toLocaleString('en-US');
/** An import's preview and result lines (docs/imports.md): the preview's media warnings name what is left out. */
export const IMPORT_MSG = {
  mediaLine: (images: number, sounds: number, cards: number) =>
    `Media: ${count(images)} ${images === 1 ? 'image' : 'images'} and ${count(sounds)} ${sounds === 1 ? 'sound' : 'sounds'} on ${count(cards)} ${cards === 1 ? 'card' : 'cards'}.`,
  mediaMissing: (n: number) =>
    `${count(n)} ${n === 1 ? 'media file' : 'media files'} referenced by cards ${n === 1 ? 'is' : 'are'} missing from the package; ${n === 1 ? 'its cards are' : 'their cards are'} kept without ${n === 1 ? 'it' : 'them'}.`,
  mediaMissingNamed: (n: number, names: string) =>
    `${count(n)} ${n === 1 ? 'media file' : 'media files'} referenced by cards ${n === 1 ? 'is' : 'are'} missing from the package (${names}); ${n === 1 ? 'its cards are' : 'their cards are'} kept without ${n === 1 ? 'it' : 'them'}.`,
  mediaUnsupported: (n: number) =>
    `${count(n)} ${n === 1 ? 'media file' : 'media files'} of a type Cardcade does not keep will be left out (Cardcade keeps PNG, JPEG, GIF, WebP, MP3, OGG, WAV, M4A).`,
  mediaUnsupportedNamed: (n: number, types: string) =>
    `${count(n)} ${n === 1 ? 'media file' : 'media files'} of a type Cardcade does not keep will be left out: ${types} (Cardcade keeps PNG, JPEG, GIF, WebP, MP3, OGG, WAV, M4A).`,
  mediaExtra: (n: number) =>
    `${count(n)} ${n === 1 ? 'extra image or sound' : 'extra images or sounds'} will be left out: a card side keeps its first sound, and the images its own text shows.`,
  mediaTooLarge: (n: number, imageMb: number, soundMb: number) =>
    `${count(n)} ${n === 1 ? 'media file' : 'media files'} larger than the limit (images ${imageMb} MB, sounds ${soundMb} MB) will be left out; ${n === 1 ? 'its cards are' : 'their cards are'} imported without ${n === 1 ? 'it' : 'them'}.`,
  mediaUnused: (n: number) => `${count(n)} ${n === 1 ? 'file' : 'files'} in the package ${n === 1 ? 'is' : 'are'} not used by any card.`,
  imageTooLarge: (mb: number) => `Image larger than ${mb} MB`,
  soundTooLarge: (mb: number) => `Sound larger than ${mb} MB`,
  ankiRead: (cards: number, decks: number) => `Anki package read: ${cards} cards from ${decks} ${decks === 1 ? 'deck' : 'decks'}.`,
  quizletRead: (cards: number) => `Quizlet text read: ${cards} cards found.`,
  importComplete: (cards: number, decks: number) => `Import complete: ${cards} cards in ${decks} ${decks === 1 ? 'deck' : 'decks'}.`,
  importCompleteNotes: (cards: number, notes: number) =>
    `Import complete: ${cards} ${cards === 1 ? 'card' : 'cards'} from ${notes} ${notes === 1 ? 'note' : 'notes'} in 1 deck.`,
  backupRestored: (cards: number, decks: number) => `Backup restored: ${cards} cards in ${decks} ${decks === 1 ? 'deck' : 'decks'}.`,
} as const;
