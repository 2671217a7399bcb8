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
  | "games.keyboard.backspace";

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
} as unknown as Messages & Record<MessageId, unknown>;
