// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "workload.title"
  | "workload.span.30"
  | "workload.span.90"
  | "workload.span.365"
  | "workload.lead"
  | "workload.newPerDay"
  | "workload.newPerDayInvalid"
  | "workload.newPerDaySetting"
  | "workload.show"
  | "workload.failed"
  | "workload.simulating"
  | "workload.reviewsPerDay"
  | "workload.minutesPerDay"
  | "workload.busiest"
  | "workload.knownEnd"
  | "workload.chartLabel"
  | "workload.chartLabelExam"
  | "workload.examAfter"
  | "workload.tooltip"
  | "workload.legendReviews"
  | "workload.legendMinutes"
  | "workload.exam"
  | "workload.options.title"
  | "workload.options.failed"
  | "workload.options.balancing"
  | "workload.options.balancingHelp"
  | "workload.options.easyDays"
  | "workload.options.easyDaysHelp"
  | "workload.options.dayLabel"
  | "workload.level.normal"
  | "workload.level.reduced"
  | "workload.level.minimum"
  | "workload.options.saving"
  | "workload.options.save"
  | "workload.options.saved"
  | "workload.decide.show"
  | "workload.decide.hide"
  | "workload.decide.simulating"
  | "workload.decide.best"
  | "workload.decide.caption"
  | "workload.decide.retention"
  | "workload.decide.knownYear"
  | "workload.decide.choose"
  | "workload.decide.bestBadge"
  | "workload.decide.chosenLabel"
  | "workload.decide.useLabel"
  | "workload.decide.chosen"
  | "workload.decide.use"
  | "workload.loading";

export const messages = {
  "workload.title": ["Workload Forecast"],
  "workload.span.30": ["30 days"],
  "workload.span.90": ["3 months"],
  "workload.span.365": ["1 year"],
  "workload.lead": ["What studying this deck will ask of you, day by day, from your own memory and answer times."],
  "workload.newPerDay": ["Add new cards a day"],
  "workload.newPerDayInvalid": ["Enter a whole number from 0 to 9999."],
  "workload.newPerDaySetting": ["Your deck's setting is ",["n"],"."],
  "workload.show": ["Show"],
  "workload.failed": ["The workload could not be simulated."],
  "workload.simulating": ["Simulating your workload..."],
  "workload.reviewsPerDay": ["Reviews a day"],
  "workload.minutesPerDay": ["Minutes a day"],
  "workload.busiest": ["Busiest day"],
  "workload.knownEnd": ["Known at the end"],
  "workload.chartLabel": ["Chart of reviews and minutes a day for ",["days"]," days."],
  "workload.chartLabelExam": ["Chart of reviews and minutes a day for ",["days"]," days, exam day marked."],
  "workload.examAfter": ["Your exam is after the days shown."],
  "workload.tooltip": ["<b>",["reviews"],"</b> reviews · <b>",["newCards"],"</b> new · <b>",["minutes"],"</b> min"],
  "workload.legendReviews": ["Reviews"],
  "workload.legendMinutes": ["Minutes"],
  "workload.exam": ["Exam"],
  "workload.options.title": ["Spreading your reviews"],
  "workload.options.failed": ["Your schedule options could not be saved."],
  "workload.options.balancing": ["Load balancing"],
  "workload.options.balancingHelp": ["Each review lands on the lightest day near its due date, so no day is much heavier than the others."],
  "workload.options.easyDays": ["Easy Days"],
  "workload.options.easyDaysHelp": ["Lighter days get fewer reviews: reduced takes about half, minimum almost none."],
  "workload.options.dayLabel": [["day"]," workload"],
  "workload.level.normal": ["Normal"],
  "workload.level.reduced": ["Reduced"],
  "workload.level.minimum": ["Minimum"],
  "workload.options.saving": ["Saving..."],
  "workload.options.save": ["Save schedule options"],
  "workload.options.saved": ["Saved. New answers follow these options."],
  "workload.decide.show": ["Help me decide"],
  "workload.decide.hide": ["Hide Help me decide"],
  "workload.decide.simulating": ["Simulating a year at each retention..."],
  "workload.decide.best": [["percent"]," gives the most remembered cards for your time: about ",["reviews"]," reviews (",["minutes"]," min) a day, ",["known"]," cards known at the end."],
  "workload.decide.caption": ["Workload over a year at each desired retention"],
  "workload.decide.retention": ["Retention"],
  "workload.decide.knownYear": ["Known in a year"],
  "workload.decide.choose": ["Choose"],
  "workload.decide.bestBadge": ["Best"],
  "workload.decide.chosenLabel": ["Chosen ",["percent"]],
  "workload.decide.useLabel": ["Use ",["percent"]],
  "workload.decide.chosen": ["Chosen"],
  "workload.decide.use": ["Use"],
  "workload.loading": ["Loading the workload forecast..."],
} as unknown as Messages & Record<MessageId, unknown>;
