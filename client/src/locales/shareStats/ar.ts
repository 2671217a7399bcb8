// Compiled from ar.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "shareStats.title": ["أداء المتعلّمين في هذه المجموعة"],
  "shareStats.loading": ["جارٍ تحميل إحصاءات البطاقات..."],
  "shareStats.failed": ["تعذّر تحميل إحصاءات البطاقات."],
  "shareStats.nobody": ["لا يشارك أي مشترك تقدّمه بعد. يظهر هنا، دون أسماء، المتعلّمون الذين يفعّلون «مشاركة تقدّمي مع مالك المجموعة» في صفحة المجموعة."],
  "shareStats.noAnswers": [["n","plural",{"zero":["لا أحد يشارك"],"one":["متعلّم واحد يشارك"],"two":["متعلّمان يشاركان"],"few":["#"," متعلّمين يشاركون"],"many":["#"," متعلّمًا يشاركون"],"other":["#"," متعلّم يشاركون"]}]," التقدّم؛ لا إجابات بعد."],
  "shareStats.summary": [["n","plural",{"zero":["لا أحد يشارك"],"one":["متعلّم واحد يشارك"],"two":["متعلّمان يشاركان"],"few":["#"," متعلّمين يشاركون"],"many":["#"," متعلّمًا يشاركون"],"other":["#"," متعلّم يشاركون"]}]," التقدّم: ",["answers","plural",{"zero":["لا إجابات"],"one":["إجابة واحدة"],"two":["إجابتان"],"few":["#"," إجابات"],"many":["#"," إجابة"],"other":["#"," إجابة"]}]," على ",["answered"]," من ",["total"]," بطاقة."],
  "shareStats.unanswered": [["n","plural",{"zero":["لا بطاقات بلا إجابات."],"one":["بطاقة واحدة بلا إجابات بعد."],"two":["بطاقتان بلا إجابات بعد."],"few":["#"," بطاقات بلا إجابات بعد."],"many":["#"," بطاقة بلا إجابات بعد."],"other":["#"," بطاقة بلا إجابات بعد."]}]],
  "shareStats.hardest": ["أصعب البطاقات"],
  "shareStats.notEnough": ["لا بطاقة لديها إجابات كافية بعد (3 أو أكثر) لترتيبها."],
  "shareStats.byCard": ["نسبة النجاح لكل بطاقة"],
  "shareStats.byCardCaption": ["نسبة النجاح لكل بطاقة، الأدنى أولًا"],
  "shareStats.showAll": ["عرض كل البطاقات (",["n"],")"],
  "shareStats.card": ["البطاقة"],
  "shareStats.success": ["النجاح"],
  "shareStats.answers": ["الإجابات"],
} as unknown as Messages;
