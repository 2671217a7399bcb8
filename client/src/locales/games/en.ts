// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "games.name.matching"
  | "games.name.multipleChoice"
  | "games.name.spatialChoice"
  | "games.name.crossword"
  | "games.name.flashcards"
  | "games.name.typing"
  | "games.loading"
  | "games.unknownType"
  | "games.streak"
  | "games.streakLabel"
  | "games.cardsProgress"
  | "games.progressCount"
  | "games.roundProgress"
  | "games.roundComplete"
  | "games.roundSlip"
  | "games.continue"
  | "games.undo"
  | "games.undoTitle"
  | "games.gradeGroup"
  | "games.grade.again"
  | "games.grade.hard"
  | "games.grade.good"
  | "games.grade.easy"
  | "games.interval.minutes"
  | "games.interval.hours"
  | "games.interval.days"
  | "games.interval.months"
  | "games.interval.years"
  | "games.playSound"
  | "games.playSoundOf"
  | "games.correct"
  | "games.next"
  | "games.finish"
  | "games.matching.label"
  | "games.matching.instructions"
  | "games.matching.instructionsLeft"
  | "games.matching.keyboardHint"
  | "games.matching.terms"
  | "games.matching.definitions"
  | "games.matching.matched"
  | "games.matching.draggable"
  | "games.matching.pickedUp"
  | "games.matching.over"
  | "games.matching.notOver"
  | "games.matching.droppedOn"
  | "games.matching.dropped"
  | "games.matching.cancelled"
  | "games.matching.dragHelp"
  | "games.matching.undoneMatched"
  | "games.matching.undoneOpen"
  | "games.matching.correct"
  | "games.matching.wrong"
  | "games.matching.selected"
  | "games.mc.label"
  | "games.mc.noQuestions"
  | "games.mc.progress"
  | "games.mc.cloze"
  | "games.mc.meaning"
  | "games.mc.answers"
  | "games.mc.yourAnswer"
  | "games.mc.playAnswer"
  | "games.mc.tip"
  | "games.spatial.label"
  | "games.spatial.noData"
  | "games.spatial.counter"
  | "games.spatial.playUp"
  | "games.spatial.playRight"
  | "games.spatial.playDown"
  | "games.spatial.playLeft"
  | "games.spatial.correct"
  | "games.spatial.wrong"
  | "games.spatial.swipeHelp"
  | "games.spatial.keyHelp"
  | "games.keyboard.label"
  | "games.keyboard.letters"
  | "games.keyboard.numbers"
  | "games.keyboard.backspace"
  | "games.flashcards.label"
  | "games.flashcards.noCards"
  | "games.flashcards.graded"
  | "games.flashcards.showAnswer"
  | "games.flashcards.spaceKey"
  | "games.flashcards.hintSwipe"
  | "games.flashcards.hintTap"
  | "games.flashcards.hintKeys"
  | "games.flashcards.hintSpace"
  | "games.flashcards.term"
  | "games.flashcards.definition"
  | "games.flashcards.question"
  | "games.flashcards.answer"
  | "games.flashcards.playAnswer"
  | "games.typing.label"
  | "games.typing.noCards"
  | "games.typing.rated"
  | "games.typing.yourAnswer"
  | "games.typing.placeholder"
  | "games.typing.check"
  | "games.typing.hint"
  | "games.typing.right"
  | "games.typing.almost"
  | "games.typing.wrong"
  | "games.typing.diffLabel"
  | "games.typing.extra"
  | "games.typing.missing"
  | "games.typing.answer"
  | "games.typing.suggested"
  | "games.typing.suggestedTap"
  | "games.typing.suggestedKeys"
  | "games.crossword.label"
  | "games.crossword.solved"
  | "games.crossword.across"
  | "games.crossword.down"
  | "games.crossword.tagAcross"
  | "games.crossword.tagDown"
  | "games.crossword.undoneAcross"
  | "games.crossword.undoneDown"
  | "games.crossword.hint"
  | "games.crossword.noHints"
  | "games.crossword.grid"
  | "games.crossword.cell"
  | "games.crossword.cellCorrect"
  | "games.crossword.cellWrong"
  | "games.crossword.noData"
  | "games.end.title.great"
  | "games.end.title.good"
  | "games.end.title.low"
  | "games.end.line.great"
  | "games.end.line.good"
  | "games.end.line.low"
  | "games.end.missed"
  | "games.end.perfect"
  | "games.end.practise"
  | "games.end.playAgain"
  | "games.end.backToDeck"
  | "games.end.score"
  | "games.end.accuracy"
  | "games.play.nav"
  | "games.play.backToDecks"
  | "games.play.error"
  | "games.play.tryAgain"
  | "games.play.invalidParams"
  | "games.play.loadFailed"
  | "games.play.dataInvalid"
  | "games.play.notOnDevice"
  | "games.play.noCrosswordTitle"
  | "games.play.noCrossword"
  | "games.play.loading.matching"
  | "games.play.loading.multipleChoice"
  | "games.play.loading.spatialChoice"
  | "games.play.loading.crossword"
  | "games.play.loading.flashcards"
  | "games.play.loading.typing"
  | "games.matching.picture";

export const messages = {
  "games.name.matching": ["Matching"],
  "games.name.multipleChoice": ["Multiple Choice"],
  "games.name.spatialChoice": ["Spatial Choice"],
  "games.name.crossword": ["Crossword"],
  "games.name.flashcards": ["Flashcards"],
  "games.name.typing": ["Type the Answer"],
  "games.loading": ["Loading game..."],
  "games.unknownType": ["Unknown game type: ",["type"]],
  "games.streak": ["Streak"],
  "games.streakLabel": ["Streak: ",["n"]],
  "games.cardsProgress": ["Cards ",["n"]," / ",["total"]],
  "games.progressCount": [["n"]," / ",["total"]],
  "games.roundProgress": ["Round progress"],
  "games.roundComplete": ["Round complete"],
  "games.roundSlip": ["Made a slip? Undo the last one before you go on."],
  "games.continue": ["Continue"],
  "games.undo": ["Undo"],
  "games.undoTitle": ["Undo the last answer (Ctrl+Z)"],
  "games.gradeGroup": ["How well did you know it?"],
  "games.grade.again": ["Again"],
  "games.grade.hard": ["Hard"],
  "games.grade.good": ["Good"],
  "games.grade.easy": ["Easy"],
  "games.interval.minutes": [["n"],"m"],
  "games.interval.hours": [["n"],"h"],
  "games.interval.days": [["n"],"d"],
  "games.interval.months": [["n"],"mo"],
  "games.interval.years": [["n"],"y"],
  "games.playSound": ["Play sound"],
  "games.playSoundOf": ["Play sound: ",["label"]],
  "games.correct": ["Correct"],
  "games.next": ["Next"],
  "games.finish": ["Finish"],
  "games.matching.label": ["Matching game"],
  "games.matching.instructions": ["Drag each term onto its definition."],
  "games.matching.instructionsLeft": ["Drag each term onto its definition · ",["n"]," left."],
  "games.matching.keyboardHint": ["Keyboard: Enter on a term, then Enter on its definition."],
  "games.matching.terms": ["Terms"],
  "games.matching.definitions": ["Definitions"],
  "games.matching.matched": [["label"]," (matched)"],
  "games.matching.draggable": ["draggable term"],
  "games.matching.pickedUp": ["Picked up ",["term"],"."],
  "games.matching.over": [["term"]," is over the definition: ",["definition"],"."],
  "games.matching.notOver": [["term"]," is no longer over a definition."],
  "games.matching.droppedOn": [["term"]," was dropped on: ",["definition"],"."],
  "games.matching.dropped": [["term"]," was dropped."],
  "games.matching.cancelled": ["Moving ",["term"]," was cancelled."],
  "games.matching.dragHelp": ["Press Enter to select this term, then Tab to a definition and press Enter to match them. Or press Space to pick it up, arrow keys to move it, and Space to drop it on a definition."],
  "games.matching.undoneMatched": ["Undone: ",["term"]," is no longer matched."],
  "games.matching.undoneOpen": ["Undone: ",["term"]," is open again."],
  "games.matching.correct": ["Correct: ",["term"]," is matched."],
  "games.matching.wrong": ["Not a match for ",["term"],". Try again."],
  "games.matching.selected": ["Selected ",["term"],". Now choose its definition."],
  "games.mc.label": ["Multiple choice game"],
  "games.mc.noQuestions": ["Error: No questions available for this game."],
  "games.mc.progress": ["Question progress"],
  "games.mc.cloze": ["Fill in the blank"],
  "games.mc.meaning": ["What does this mean?"],
  "games.mc.answers": ["Answers"],
  "games.mc.yourAnswer": ["Your answer"],
  "games.mc.playAnswer": ["Play sound of answer ",["letter"]],
  "games.mc.tip": ["Tip: press A–",["letter"]," (or 1–",["n"],") to answer."],
  "games.spatial.label": ["Spatial choice game"],
  "games.spatial.noData": ["Error: No game data provided."],
  "games.spatial.counter": ["Question ",["n"]," of ",["total"]],
  "games.spatial.playUp": ["Play sound of the up answer"],
  "games.spatial.playRight": ["Play sound of the right answer"],
  "games.spatial.playDown": ["Play sound of the down answer"],
  "games.spatial.playLeft": ["Play sound of the left answer"],
  "games.spatial.correct": ["Correct!"],
  "games.spatial.wrong": ["Not quite. The answer is ",["answer"],"."],
  "games.spatial.swipeHelp": ["Swipe the definition diagonally towards the matching term."],
  "games.spatial.keyHelp": ["Use the arrow keys or W A S D, or click a term."],
  "games.keyboard.label": ["On-screen keyboard"],
  "games.keyboard.letters": ["ABC: show letters"],
  "games.keyboard.numbers": ["123: show numbers"],
  "games.keyboard.backspace": ["Backspace"],
  "games.flashcards.label": ["Flashcards game"],
  "games.flashcards.noCards": ["No cards to review."],
  "games.flashcards.graded": [["n","plural",{"one":["#"," card graded."],"other":["#"," cards graded."]}]],
  "games.flashcards.showAnswer": ["Show Answer"],
  "games.flashcards.spaceKey": ["Space"],
  "games.flashcards.hintSwipe": ["Swipe right for Good, left for Again."],
  "games.flashcards.hintTap": ["Tap the card to turn it over."],
  "games.flashcards.hintKeys": ["Keys 1–4 grade the card."],
  "games.flashcards.hintSpace": ["Space or Enter turns the card over."],
  "games.flashcards.term": ["Term"],
  "games.flashcards.definition": ["Definition"],
  "games.flashcards.question": ["Question"],
  "games.flashcards.answer": ["Answer"],
  "games.flashcards.playAnswer": ["Play sound of the answer"],
  "games.typing.label": ["Type the Answer game"],
  "games.typing.noCards": ["No cards to type."],
  "games.typing.rated": [["n","plural",{"one":["#"," answer rated."],"other":["#"," answers rated."]}]],
  "games.typing.yourAnswer": ["Your answer"],
  "games.typing.placeholder": ["Type the answer"],
  "games.typing.check": ["Check"],
  "games.typing.hint": ["Enter checks your answer. Case, extra spaces and final punctuation don’t count."],
  "games.typing.right": ["Right!"],
  "games.typing.almost": ["Almost"],
  "games.typing.wrong": ["Not quite"],
  "games.typing.diffLabel": ["Your answer compared with the right one"],
  "games.typing.extra": ["Typed, not in the answer"],
  "games.typing.missing": ["In the answer, not typed"],
  "games.typing.answer": ["Answer"],
  "games.typing.suggested": ["Suggested from your answer: ",["rating"],"."],
  "games.typing.suggestedTap": ["Tap it, or another rating, to go on."],
  "games.typing.suggestedKeys": ["Enter takes it; keys 1–4 pick another."],
  "games.crossword.label": ["Crossword game"],
  "games.crossword.solved": [["n"]," of ",["total"]," words solved"],
  "games.crossword.across": ["Across"],
  "games.crossword.down": ["Down"],
  "games.crossword.tagAcross": [["number"]," Across"],
  "games.crossword.tagDown": [["number"]," Down"],
  "games.crossword.undoneAcross": ["Undone: ",["number"]," Across is open again."],
  "games.crossword.undoneDown": ["Undone: ",["number"]," Down is open again."],
  "games.crossword.hint": ["Hint (",["n"]," left)"],
  "games.crossword.noHints": ["No hints left"],
  "games.crossword.grid": ["Crossword grid"],
  "games.crossword.cell": ["Row ",["row"],", column ",["col"]],
  "games.crossword.cellCorrect": ["Row ",["row"],", column ",["col"],", correct"],
  "games.crossword.cellWrong": ["Row ",["row"],", column ",["col"],", incorrect"],
  "games.crossword.noData": ["Error: No game data provided or the deck is unsuitable for a crossword."],
  "games.end.title.great": ["Game Over! You've completed the game."],
  "games.end.title.good": ["Game Over! Good going."],
  "games.end.title.low": ["Game Over! That one was hard."],
  "games.end.line.great": ["Great work! You know these cards well."],
  "games.end.line.good": ["Most of it is there. Go over the missed cards once more and they will stick."],
  "games.end.line.low": ["Every miss shows you what to learn next. Practise the missed cards, then try again."],
  "games.end.missed": [["n","plural",{"one":["Missed card"],"other":["Missed cards (","#",")"]}]],
  "games.end.perfect": ["No misses. Every card right!"],
  "games.end.practise": ["Practise the missed cards"],
  "games.end.playAgain": ["Play Again"],
  "games.end.backToDeck": ["Back to Deck"],
  "games.end.score": ["Score"],
  "games.end.accuracy": ["Accuracy"],
  "games.play.nav": ["Game"],
  "games.play.backToDecks": ["Back to My Decks"],
  "games.play.error": ["Error: ",["message"]],
  "games.play.tryAgain": ["Try Again"],
  "games.play.invalidParams": ["Invalid game parameters."],
  "games.play.loadFailed": ["Failed to load game."],
  "games.play.dataInvalid": ["Could not load game data or deck ID is invalid."],
  "games.play.notOnDevice": ["This deck opens once you are back online. Decks you open while online are kept here for offline study."],
  "games.play.noCrosswordTitle": ["This deck can't make a crossword"],
  "games.play.noCrossword": [["reason"]," Try another game for this deck."],
  "games.play.loading.matching": ["Loading matching game..."],
  "games.play.loading.multipleChoice": ["Loading multiple-choice game..."],
  "games.play.loading.spatialChoice": ["Loading spatial-choice game..."],
  "games.play.loading.crossword": ["Loading crossword game..."],
  "games.play.loading.flashcards": ["Loading flashcards game..."],
  "games.play.loading.typing": ["Loading typing game..."],
  "games.matching.picture": ["Picture"],
} as unknown as Messages & Record<MessageId, unknown>;
