// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "study.title"
  | "study.cancel"
  | "study.start"
  | "study.chooseGame"
  | "study.loadingGames"
  | "study.gamesFailed"
  | "study.retry"
  | "study.reviewsDue"
  | "study.newLeft"
  | "study.gameLabel"
  | "study.blurb.matching"
  | "study.blurb.multipleChoice"
  | "study.blurb.spatialChoice"
  | "study.blurb.crossword"
  | "study.blurb.flashcards"
  | "study.blurb.typing"
  | "study.requires"
  | "study.needs"
  | "study.crossword.forward"
  | "study.crossword.reverse"
  | "study.crossword.mixed"
  | "study.setGoal"
  | "study.goalLabel"
  | "study.quickStart"
  | "study.quickStartText"
  | "study.quickStartCounts"
  | "study.byTime"
  | "study.minutesUnit"
  | "study.minutesLabel"
  | "study.byCards"
  | "study.cardsUnit"
  | "study.cardsLabel"
  | "study.goalInvalid"
  | "study.direction"
  | "study.direction.forward"
  | "study.direction.reverse"
  | "study.direction.mixed"
  | "study.page.title"
  | "study.page.titleNoDeck"
  | "study.page.back"
  | "study.page.preparing"
  | "study.page.saving"
  | "study.page.nextRound"
  | "study.page.welcomeBack"
  | "study.page.resumePrompt"
  | "study.page.startNew"
  | "study.page.resume"
  | "study.page.practiceFill"
  | "study.page.backToSummary"
  | "study.page.keepStudying"
  | "study.page.endSession"
  | "study.page.endConfirm"
  | "study.page.ending"
  | "study.error.title"
  | "study.error.noCrossword"
  | "study.error.tryAnother"
  | "study.error.paramsMissing"
  | "study.error.startFailed"
  | "study.error.saveFailed"
  | "study.error.summaryFailed"
  | "study.practice.title"
  | "study.practice.note"
  | "study.practice.line.great"
  | "study.practice.line.good"
  | "study.practice.line.low"
  | "study.practice.missed"
  | "study.summary.title"
  | "study.summary.line.great"
  | "study.summary.line.good"
  | "study.summary.line.low"
  | "study.summary.chunkLine"
  | "study.summary.queued"
  | "study.summary.scoreValue"
  | "study.summary.score"
  | "study.summary.studied"
  | "study.summary.accuracy"
  | "study.summary.means"
  | "study.summary.reviewIncorrect";

export const messages = {
  "study.title": ["Start a Smart Session"],
  "study.cancel": ["Cancel"],
  "study.start": ["Start Studying"],
  "study.chooseGame": ["Choose a Game"],
  "study.loadingGames": ["Loading games..."],
  "study.gamesFailed": ["Could not load game options. Please try again."],
  "study.retry": ["Retry"],
  "study.reviewsDue": [["n","plural",{"one":["#"," review due"],"other":["#"," reviews due"]}]],
  "study.newLeft": [["n"]," new left today"],
  "study.gameLabel": ["Game"],
  "study.blurb.matching": ["Drag each term onto its definition."],
  "study.blurb.multipleChoice": ["Pick the right definition of four."],
  "study.blurb.spatialChoice": ["Answer with arrow keys or a swipe."],
  "study.blurb.crossword": ["Solve a puzzle built from your terms."],
  "study.blurb.flashcards": ["Flip each card, grade Again to Easy."],
  "study.blurb.typing": ["Type each answer, then grade it."],
  "study.requires": ["This game requires at least ",["min"]," due cards."],
  "study.needs": ["(Needs ",["min"],", ",["ready"]," ready)"],
  "study.crossword.forward": ["Crossword needs at least ",["words"]," terms of ",["min"],"–",["max"]," letters written with A–Z letters."],
  "study.crossword.reverse": ["Crossword in reverse needs at least ",["words"]," definitions of ",["min"],"–",["max"]," letters written with A–Z letters."],
  "study.crossword.mixed": ["Crossword in mixed direction needs at least ",["words"]," cards whose term and definition both have ",["min"],"–",["max"]," A–Z letters."],
  "study.setGoal": ["Set a Goal"],
  "study.goalLabel": ["Goal"],
  "study.quickStart": ["Quick Start"],
  "study.quickStartText": ["Review all due cards"],
  "study.quickStartCounts": [["reviews","plural",{"one":["#"," review"],"other":["#"," reviews"]}]," · ",["fresh"]," new"],
  "study.byTime": ["By Time"],
  "study.minutesUnit": ["minutes"],
  "study.minutesLabel": ["Minutes"],
  "study.byCards": ["By Cards"],
  "study.cardsUnit": ["cards"],
  "study.cardsLabel": ["Number of cards"],
  "study.goalInvalid": ["Please enter a valid positive number for your goal."],
  "study.direction": ["Direction"],
  "study.direction.forward": ["Term → Definition"],
  "study.direction.reverse": ["Definition → Term"],
  "study.direction.mixed": ["Mixed"],
  "study.page.title": ["Smart Session: ",["name"]],
  "study.page.titleNoDeck": ["Smart Session"],
  "study.page.back": ["Back to Deck"],
  "study.page.preparing": ["Preparing your session..."],
  "study.page.saving": ["Saving your progress..."],
  "study.page.nextRound": ["Loading next round..."],
  "study.page.welcomeBack": ["Welcome Back!"],
  "study.page.resumePrompt": ["You have an unfinished session for this deck. Would you like to resume?"],
  "study.page.startNew": ["Start New"],
  "study.page.resume": ["Resume Session"],
  "study.page.practiceFill": [["n","plural",{"one":["#"," more card fills the board for practice: its answer changes nothing in your schedule."],"other":["#"," more cards fill the board for practice: their answers change nothing in your schedule."]}]],
  "study.page.backToSummary": ["Back to Summary"],
  "study.page.keepStudying": ["Keep Studying"],
  "study.page.endSession": ["End Session"],
  "study.page.endConfirm": ["Your progress so far will be saved and the session will end. Are you sure?"],
  "study.page.ending": ["Saving..."],
  "study.error.title": ["Something went wrong"],
  "study.error.noCrossword": ["This deck can't make a crossword"],
  "study.error.tryAnother": ["Try another game for this deck."],
  "study.error.paramsMissing": ["Session parameters are missing. Please start a new session from the deck page."],
  "study.error.startFailed": ["Failed to start the session."],
  "study.error.saveFailed": ["Failed to save progress. It will be retried later."],
  "study.error.summaryFailed": ["Could not load session summary."],
  "study.practice.title": ["Practice round"],
  "study.practice.note": ["Practice only: these answers are not recorded."],
  "study.practice.line.great": ["Great work! You know these cards well."],
  "study.practice.line.good": ["Most of it is there. Go over the missed cards once more and they will stick."],
  "study.practice.line.low": ["Every miss shows you what to learn next. Practise the missed cards, then try again."],
  "study.practice.missed": ["Practise the missed cards"],
  "study.summary.title": ["Performance Review!"],
  "study.summary.line.great": ["Session complete. Great work!"],
  "study.summary.line.good": ["Session complete. Good progress: the cards you missed will come back soon."],
  "study.summary.line.low": ["Session complete. A tough one, and that is how learning works: the missed cards come back soon, and a practice round helps now."],
  "study.summary.chunkLine": ["Progress saved. Take a breath, then keep going."],
  "study.summary.queued": [["n","plural",{"one":["#"," answer is saved on this device and will sync when you're back online."],"other":["#"," answers are saved on this device and will sync when you're back online."]}]],
  "study.summary.scoreValue": [["right"]," / ",["total"]],
  "study.summary.score": ["Score"],
  "study.summary.studied": ["Cards Studied"],
  "study.summary.accuracy": ["Accuracy"],
  "study.summary.means": ["Cards right on their first answer, as in the deck's accuracy chart."],
  "study.summary.reviewIncorrect": [["n","plural",{"one":["Review ","#"," Incorrect Card"],"other":["Review ","#"," Incorrect Cards"]}]],
} as unknown as Messages & Record<MessageId, unknown>;
