// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "stats.streak.title"
  | "stats.streak.unit"
  | "stats.streak.current"
  | "stats.streak.best"
  | "stats.forecast.title"
  | "stats.forecast.loading"
  | "stats.forecast.dueNow"
  | "stats.forecast.dueNext5Mins"
  | "stats.forecast.dueNext2Hours"
  | "stats.forecast.dueNext24Hours"
  | "stats.forecast.next30"
  | "stats.cards"
  | "stats.forecast.dayFirst"
  | "stats.forecast.day"
  | "stats.forecast.today"
  | "stats.forecast.week1"
  | "stats.forecast.week2"
  | "stats.forecast.week3"
  | "stats.forecast.days30"
  | "stats.pacing.title"
  | "stats.pacing.status.ahead"
  | "stats.pacing.status.onTrack"
  | "stats.pacing.status.behind"
  | "stats.pacing.status.cramming"
  | "stats.pacing.status.finalStretch"
  | "stats.pacing.status.examToday"
  | "stats.pacing.hint.ahead"
  | "stats.pacing.hint.onTrack"
  | "stats.pacing.hint.behind"
  | "stats.pacing.hint.cramming"
  | "stats.pacing.hint.finalStretch"
  | "stats.pacing.hint.examToday"
  | "stats.pacing.timeElapsed"
  | "stats.pacing.deckLearned"
  | "stats.pacing.started"
  | "stats.pacing.exam"
  | "stats.pacing.needAll"
  | "stats.pacing.seenAll"
  | "stats.pacing.cost"
  | "stats.pacing.costMinutes"
  | "stats.accuracy.title"
  | "stats.accuracy.means"
  | "stats.accuracy.latest"
  | "stats.accuracy.average"
  | "stats.accuracy.days"
  | "stats.accuracy.tooltip"
  | "stats.journey.title"
  | "stats.journey.byLevel"
  | "stats.journey.cardsUnit"
  | "stats.journey.tooltip"
  | "stats.level.new"
  | "stats.level.learning"
  | "stats.level.improving"
  | "stats.level.almost"
  | "stats.level.confident"
  | "stats.level.mastered";

export const messages = {
  "stats.streak.title": ["Study Streak"],
  "stats.streak.unit": [["n","plural",{"one":["day"],"other":["days"]}]],
  "stats.streak.current": ["Current Streak"],
  "stats.streak.best": ["Best Streak"],
  "stats.forecast.title": ["Review Forecast"],
  "stats.forecast.loading": ["Loading review forecast"],
  "stats.forecast.dueNow": ["Ready Now"],
  "stats.forecast.dueNext5Mins": ["Next 5 Mins"],
  "stats.forecast.dueNext2Hours": ["Next 2 Hrs"],
  "stats.forecast.dueNext24Hours": ["Next 24 Hrs"],
  "stats.forecast.next30": ["Next 30 days"],
  "stats.cards": [["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "stats.forecast.dayFirst": ["Next 24 hours: ",["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "stats.forecast.day": ["Day ",["day"],": ",["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "stats.forecast.today": ["Today"],
  "stats.forecast.week1": ["1 week"],
  "stats.forecast.week2": ["2 weeks"],
  "stats.forecast.week3": ["3 weeks"],
  "stats.forecast.days30": ["30 days"],
  "stats.pacing.title": ["Exam Pacing"],
  "stats.pacing.status.ahead": ["Ahead of Schedule"],
  "stats.pacing.status.onTrack": ["On Track"],
  "stats.pacing.status.behind": ["Behind Schedule"],
  "stats.pacing.status.cramming": ["Cramming!"],
  "stats.pacing.status.finalStretch": ["Final Stretch"],
  "stats.pacing.status.examToday": ["Exam Today!"],
  "stats.pacing.hint.ahead": ["You've learned more than the calendar asks. Keep it up!"],
  "stats.pacing.hint.onTrack": ["Your learning is keeping pace with the days left."],
  "stats.pacing.hint.behind": ["A few extra sessions will get you back on track."],
  "stats.pacing.hint.cramming": ["Only a few days left: focus on the cards you miss."],
  "stats.pacing.hint.finalStretch": ["Less than a week to go. Review every day."],
  "stats.pacing.hint.examToday": ["Good luck today!"],
  "stats.pacing.timeElapsed": ["Time elapsed"],
  "stats.pacing.deckLearned": ["Deck learned"],
  "stats.pacing.started": ["Started"],
  "stats.pacing.exam": ["Exam"],
  "stats.pacing.needAll": ["To see every card before the exam: ",["n","plural",{"one":["#"," new card"],"other":["#"," new cards"]}]," a day."],
  "stats.pacing.seenAll": ["Every card has been seen."],
  "stats.pacing.cost": ["That means about ",["n","plural",{"one":["#"," review"],"other":["#"," reviews"]}]," a day until the exam."],
  "stats.pacing.costMinutes": ["That means about ",["n","plural",{"one":["#"," review"],"other":["#"," reviews"]}]," (",["minutes"]," min) a day until the exam."],
  "stats.accuracy.title": ["Accuracy Over Time"],
  "stats.accuracy.means": ["Cards right on their first answer, per day."],
  "stats.accuracy.latest": ["Latest"],
  "stats.accuracy.average": ["Average"],
  "stats.accuracy.days": ["Days studied"],
  "stats.accuracy.tooltip": ["Accuracy: ",["value"]],
  "stats.journey.title": ["Learning Journey"],
  "stats.journey.byLevel": ["Cards by knowledge level"],
  "stats.journey.cardsUnit": [["n","plural",{"one":["card"],"other":["cards"]}]],
  "stats.journey.tooltip": [["level"],": ",["n"]," cards (",["percent"],")"],
  "stats.level.new": ["New"],
  "stats.level.learning": ["Learning"],
  "stats.level.improving": ["Improving"],
  "stats.level.almost": ["Almost"],
  "stats.level.confident": ["Confident"],
  "stats.level.mastered": ["Mastered"],
} as unknown as Messages & Record<MessageId, unknown>;
