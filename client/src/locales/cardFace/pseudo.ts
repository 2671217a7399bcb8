// Compiled from en.po, pseudo-localized by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export const messages = {
  "cardFace.listen": ["⟦Ĺîšţéñ⟧"],
  "cardFace.readAloud": ["⟦Ŕéàđ àĺöûđ⟧"],
  "cardFace.showHint": ["⟦Šĥöŵ ĥîñţ⟧"],
  "cardFace.noVoice": ["⟦Ĺîšţéñ îš öƒƒ ƒöŕ ",["names"],": ţĥîš ƀŕöŵšéŕ ĥàš ñö ",["names"]," ṽöîçé ţö ŕéàđ ţĥé çàŕđš ŵîţĥ.⟧"],
  "cardFace.noVoiceGuide": ["⟦Ŕéàđ àĺöûđ îñ ţĥé ĝûîđé⟧"],
  "cardFace.voiceHelp.ios": ["⟦Öñ àñ îÞĥöñé öŕ îÞàđ: Šéţţîñĝš › Àççéššîƀîĺîţý › Šþöķéñ Çöñţéñţ › Ṽöîçéš, ţĥéñ ŕéĺöàđ ţĥîš þàĝé.⟧"],
  "cardFace.voiceHelp.android": ["⟦Öñ Àñđŕöîđ: Šéţţîñĝš › Àççéššîƀîĺîţý › Ţéẋţ-ţö-šþééçĥ öûţþûţ, îñšţàĺĺ ţĥé ĺàñĝûàĝé'š ṽöîçé đàţà, ţĥéñ ŕéĺöàđ ţĥîš þàĝé.⟧"],
  "cardFace.voiceHelp.chromeos": ["⟦Öñ à Çĥŕöɱéƀööķ: Šéţţîñĝš › Àççéššîƀîĺîţý › Ţéẋţ-ţö-Šþééçĥ › Šþééçĥ éñĝîñéš, ţĥéñ ŕéĺöàđ ţĥîš þàĝé.⟧"],
  "cardFace.voiceHelp.windows": ["⟦Öñ Ŵîñđöŵš: Šéţţîñĝš › Ţîɱé & ĺàñĝûàĝé › Šþééçĥ › Àđđ ṽöîçéš (öŕ Ĺàñĝûàĝé & ŕéĝîöñ › àđđ ţĥé ĺàñĝûàĝé ŵîţĥ îţš šþééçĥ þàçķ), ţĥéñ ŕéšţàŕţ ţĥé ƀŕöŵšéŕ.⟧"],
  "cardFace.voiceHelp.mac": ["⟦Öñ à Ḿàç: Šýšţéɱ Šéţţîñĝš › Àççéššîƀîĺîţý › Šþöķéñ Çöñţéñţ › Šýšţéɱ ṽöîçé › Ḿàñàĝé Ṽöîçéš, ţĥéñ ŕéšţàŕţ ţĥé ƀŕöŵšéŕ.⟧"],
  "cardFace.voiceHelp.linux": ["⟦Öñ Ĺîñûẋ: îñšţàĺĺ à šþééçĥ éñĝîñé ŵîţĥ ţĥé ĺàñĝûàĝé'š ṽöîçé (ƒöŕ éẋàɱþĺé éšþéàķ-ñĝ àñđ šþééçĥ-đîšþàţçĥéŕ), ţĥéñ ŕéšţàŕţ ţĥé ƀŕöŵšéŕ.⟧"],
  "cardFace.voiceHelp.other": ["⟦Àđđ à ṽöîçé ƒöŕ ţĥé ĺàñĝûàĝé îñ ýöûŕ đéṽîçé'š šþééçĥ öŕ àççéššîƀîĺîţý šéţţîñĝš, ţĥéñ ŕéšţàŕţ ţĥé ƀŕöŵšéŕ.⟧"],
  "cardFace.picture": ["⟦Þîçţûŕé⟧"],
  "cardFace.playSound": ["⟦Þĺàý šöûñđ⟧"],
  "cardFace.listImage": ["⟦",["side"]," îɱàĝé: ",["text"],"⟧"],
  "cardFace.listImageNoText": ["⟦",["side"]," îɱàĝé⟧"],
  "cardFace.listSound": ["⟦Þĺàý ",["side"]," šöûñđ ƒöŕ ",["text"],"⟧"],
  "cardFace.listSoundNoText": ["⟦Þĺàý ",["side"]," šöûñđ⟧"],
  "cardFace.viewFull": ["⟦Ṽîéŵ ƒûĺĺ šîžé: ",["alt"],"⟧"],
} as unknown as Messages;
