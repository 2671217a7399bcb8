// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "cards.side.term"
  | "cards.side.definition"
  | "cards.side.front"
  | "cards.side.back"
  | "cards.form.added"
  | "cards.form.loses"
  | "cards.form.editTitle"
  | "cards.form.addTitle"
  | "cards.form.save"
  | "cards.form.saving"
  | "cards.form.add"
  | "cards.form.adding"
  | "cards.cloze.type"
  | "cards.cloze.basic"
  | "cards.cloze.cloze"
  | "cards.cloze.badge"
  | "cards.cloze.text"
  | "cards.cloze.make"
  | "cards.cloze.help"
  | "cards.cloze.extra"
  | "cards.cloze.media"
  | "cards.cloze.mediaNote"
  | "cards.cloze.preview"
  | "cards.cloze.previewCount"
  | "cards.cloze.more"
  | "cards.media.imageHint"
  | "cards.media.soundHint"
  | "cards.media.imageFailed"
  | "cards.media.soundFailed"
  | "cards.media.imageAlt"
  | "cards.media.play"
  | "cards.media.soundAdded"
  | "cards.media.addImageNamed"
  | "cards.media.addSoundNamed"
  | "cards.media.replaceImageNamed"
  | "cards.media.replaceSoundNamed"
  | "cards.media.uploading"
  | "cards.media.addImage"
  | "cards.media.addSound"
  | "cards.media.replaceImage"
  | "cards.media.replaceSound"
  | "cards.media.removeImageFrom"
  | "cards.media.removeSoundFrom"
  | "cards.media.removeImage"
  | "cards.media.removeSound"
  | "cards.editor.bold"
  | "cards.editor.italic"
  | "cards.editor.underline"
  | "cards.editor.subscript"
  | "cards.editor.superscript"
  | "cards.editor.bulletList"
  | "cards.editor.numberedList"
  | "cards.editor.code"
  | "cards.editor.codeBlock"
  | "cards.editor.withShortcut"
  | "cards.editor.formatting"
  | "cards.editor.colour"
  | "cards.editor.link"
  | "cards.editor.insertImageIn"
  | "cards.editor.insertImage"
  | "cards.editor.formula"
  | "cards.editor.formulaTex"
  | "cards.editor.keys"
  | "cards.editor.previewOf"
  | "cards.editor.preview"
  | "cards.editor.linkAddress"
  | "cards.editor.apply"
  | "cards.editor.removeLink"
  | "cards.editor.linkInvalid"
  | "cards.editor.previewFailed"
  | "cards.editor.insert"
  | "cards.editor.ownLine"
  | "cards.editor.formulaPreview"
  | "cards.editor.previewHint"
  | "cards.editor.noColour"
  | "cards.colour.red"
  | "cards.colour.orange"
  | "cards.colour.green"
  | "cards.colour.blue"
  | "cards.colour.purple"
  | "cards.colour.grey"
  | "cards.form.required"
  | "cards.form.createFailed"
  | "cards.form.updateFailed"
  | "cards.cloze.none"
  | "cards.cloze.outOfRange"
  | "cards.cloze.empty"
  | "cards.media.notAnImage"
  | "cards.media.tooLarge"
  | "cards.media.noFile"
  | "cards.media.notASound"
  | "cards.media.soundTooLarge"
  | "cards.media.noSound";

export const messages = {
  "cards.side.term": ["Term"],
  "cards.side.definition": ["Definition"],
  "cards.side.front": ["Front"],
  "cards.side.back": ["Back"],
  "cards.form.added": ["Card added: \"",["term"],"\"."],
  "cards.form.loses": ["This card has formatting the editor cannot show (text alignment, coloured table cells or blocks that become paragraphs). A side you change here keeps only what the editor shows."],
  "cards.form.editTitle": ["Edit Flashcard"],
  "cards.form.addTitle": ["Add New Flashcard"],
  "cards.form.save": ["Save Changes"],
  "cards.form.saving": ["Saving..."],
  "cards.form.add": ["Add Card"],
  "cards.form.adding": ["Adding..."],
  "cards.cloze.type": ["Card type"],
  "cards.cloze.basic": ["Basic"],
  "cards.cloze.cloze": ["Cloze"],
  "cards.cloze.badge": ["Cloze ",["n"]],
  "cards.cloze.text": ["Text"],
  "cards.cloze.make": ["Make cloze"],
  "cards.cloze.help": ["Select words and press Make cloze (Ctrl+Shift+C): each number becomes a card. Add a hint with ",["example"],"."],
  "cards.cloze.extra": ["Extra (optional)"],
  "cards.cloze.media": ["Image and sound"],
  "cards.cloze.mediaNote": ["(on every card of the note)"],
  "cards.cloze.preview": ["Preview"],
  "cards.cloze.previewCount": [["n","plural",{"one":["Preview: ","#"," card"],"other":["Preview: ","#"," cards"]}]],
  "cards.cloze.more": ["…and ",["n"]," more."],
  "cards.media.imageHint": ["PNG, JPEG, GIF or WebP, up to 5 MB"],
  "cards.media.soundHint": ["MP3, OGG, WAV or M4A, up to 5 MB"],
  "cards.media.imageFailed": ["The image could not be uploaded. Please try again."],
  "cards.media.soundFailed": ["The sound could not be uploaded. Please try again."],
  "cards.media.imageAlt": [["side"]," image"],
  "cards.media.play": ["Play ",["side"]," sound"],
  "cards.media.soundAdded": ["Sound added"],
  "cards.media.addImageNamed": ["Add ",["side"]," image"],
  "cards.media.addSoundNamed": ["Add ",["side"]," sound"],
  "cards.media.replaceImageNamed": ["Replace ",["side"]," image"],
  "cards.media.replaceSoundNamed": ["Replace ",["side"]," sound"],
  "cards.media.uploading": ["Uploading…"],
  "cards.media.addImage": ["Add image"],
  "cards.media.addSound": ["Add sound"],
  "cards.media.replaceImage": ["Replace image"],
  "cards.media.replaceSound": ["Replace sound"],
  "cards.media.removeImageFrom": ["Remove image from the ",["side"]],
  "cards.media.removeSoundFrom": ["Remove sound from the ",["side"]],
  "cards.media.removeImage": ["Remove image"],
  "cards.media.removeSound": ["Remove sound"],
  "cards.editor.bold": ["Bold"],
  "cards.editor.italic": ["Italic"],
  "cards.editor.underline": ["Underline"],
  "cards.editor.subscript": ["Subscript"],
  "cards.editor.superscript": ["Superscript"],
  "cards.editor.bulletList": ["Bulleted list"],
  "cards.editor.numberedList": ["Numbered list"],
  "cards.editor.code": ["Code"],
  "cards.editor.codeBlock": ["Code block"],
  "cards.editor.withShortcut": [["name"]," (",["keys"],")"],
  "cards.editor.formatting": [["side"]," formatting"],
  "cards.editor.colour": ["Text colour"],
  "cards.editor.link": ["Link"],
  "cards.editor.insertImageIn": ["Insert image in the ",["side"]],
  "cards.editor.insertImage": ["Insert image"],
  "cards.editor.formula": ["Formula"],
  "cards.editor.formulaTex": ["Formula (TeX)"],
  "cards.editor.keys": ["Alt+F10 moves to the formatting toolbar."],
  "cards.editor.previewOf": [["side"]," preview"],
  "cards.editor.preview": ["Preview"],
  "cards.editor.linkAddress": ["Link address"],
  "cards.editor.apply": ["Apply"],
  "cards.editor.removeLink": ["Remove link"],
  "cards.editor.linkInvalid": ["A link starts with http://, https:// or mailto:."],
  "cards.editor.previewFailed": ["The preview could not be loaded."],
  "cards.editor.insert": ["Insert"],
  "cards.editor.ownLine": ["On its own line"],
  "cards.editor.formulaPreview": ["Formula preview"],
  "cards.editor.previewHint": ["The preview shows here as you type."],
  "cards.editor.noColour": ["No colour"],
  "cards.colour.red": ["Red"],
  "cards.colour.orange": ["Orange"],
  "cards.colour.green": ["Green"],
  "cards.colour.blue": ["Blue"],
  "cards.colour.purple": ["Purple"],
  "cards.colour.grey": ["Grey"],
  "cards.form.required": ["Both term and definition are required."],
  "cards.form.createFailed": ["Failed to create card."],
  "cards.form.updateFailed": ["Failed to update card."],
  "cards.cloze.none": ["A cloze card needs at least one ",["example"],"."],
  "cards.cloze.outOfRange": ["Cloze numbers go from c1 to c",["max"],"."],
  "cards.cloze.empty": ["Cloze deletion c",["n"]," is empty: put the hidden text between ",["open"]," and ",["close"],"."],
  "cards.media.notAnImage": ["Please choose a PNG, JPEG, GIF or WebP image."],
  "cards.media.tooLarge": ["The image is larger than 5 MB. Please choose a smaller one."],
  "cards.media.noFile": ["Please choose an image."],
  "cards.media.notASound": ["Please choose an MP3, OGG, WAV or M4A sound."],
  "cards.media.soundTooLarge": ["The sound is larger than 5 MB. Please choose a smaller one."],
  "cards.media.noSound": ["Please choose a sound."],
} as unknown as Messages & Record<MessageId, unknown>;
