// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "notes.switch.label"
  | "notes.switch.manage"
  | "notes.preview.title"
  | "notes.preview.width"
  | "notes.preview.desktop"
  | "notes.preview.phone"
  | "notes.preview.samples"
  | "notes.preview.clozeNumber"
  | "notes.preview.noCard"
  | "notes.preview.front"
  | "notes.preview.back"
  | "notes.editor.pageTitle"
  | "notes.editor.heading"
  | "notes.editor.loading"
  | "notes.editor.notFound"
  | "notes.editor.backToList"
  | "notes.editor.saved"
  | "notes.editor.back"
  | "notes.editor.unsaved"
  | "notes.editor.discard"
  | "notes.editor.saving"
  | "notes.editor.save"
  | "notes.editor.usage"
  | "notes.editor.name"
  | "notes.editor.nameLabel"
  | "notes.editor.fields"
  | "notes.editor.fieldName"
  | "notes.editor.fieldN"
  | "notes.editor.moveUp"
  | "notes.editor.moveDown"
  | "notes.editor.deleteField"
  | "notes.editor.delete"
  | "notes.editor.newField"
  | "notes.editor.addField"
  | "notes.editor.templates"
  | "notes.editor.cardN"
  | "notes.editor.addTemplate"
  | "notes.editor.templateToEdit"
  | "notes.editor.templateName"
  | "notes.editor.removeTemplate"
  | "notes.editor.front"
  | "notes.editor.backTemplate"
  | "notes.editor.syntax"
  | "notes.editor.syntaxCloze"
  | "notes.editor.css"
  | "notes.editor.deleteFieldTitle"
  | "notes.editor.deleteCardsTitle"
  | "notes.editor.deleteCardsConfirm"
  | "notes.list.title"
  | "notes.list.loading"
  | "notes.list.copyName"
  | "notes.list.deleted"
  | "notes.list.intro"
  | "notes.list.new"
  | "notes.list.builtin"
  | "notes.kind.cloze"
  | "notes.kind.imageOcclusion"
  | "notes.kind.standard"
  | "notes.list.counts"
  | "notes.fields"
  | "notes.cardTypes"
  | "notes.notes"
  | "notes.list.editNamed"
  | "notes.list.edit"
  | "notes.list.renameNamed"
  | "notes.list.rename"
  | "notes.list.copyNamed"
  | "notes.list.copy"
  | "notes.list.deleteNamed"
  | "notes.list.cancel"
  | "notes.list.create"
  | "notes.list.copyOf"
  | "notes.list.renameTitle"
  | "notes.list.deleteTitle"
  | "notes.list.deleteConfirm"
  | "notes.list.deleting"
  | "notes.gate.loadingEditor"
  | "notes.gate.loading"
  | "notes.gate.loadFailed"
  | "notes.gate.typeOf"
  | "notes.gate.typesFailed"
  | "notes.gate.typeGone"
  | "notes.gate.loadingType"
  | "notes.fields.required"
  | "notes.fields.createFailed"
  | "notes.fields.updateFailed";

export const messages = {
  "notes.switch.label": ["Note type"],
  "notes.switch.manage": ["Manage note types"],
  "notes.preview.title": ["Preview"],
  "notes.preview.width": ["Preview width"],
  "notes.preview.desktop": ["Desktop"],
  "notes.preview.phone": ["Phone"],
  "notes.preview.samples": ["Sample values"],
  "notes.preview.clozeNumber": ["Cloze number"],
  "notes.preview.noCard": ["This template makes no card with these values: its front shows nothing."],
  "notes.preview.front": ["Front"],
  "notes.preview.back": ["Back"],
  "notes.editor.pageTitle": ["Note type: ",["name"]],
  "notes.editor.heading": ["Note type"],
  "notes.editor.loading": ["Loading the note type..."],
  "notes.editor.notFound": ["Note type not found"],
  "notes.editor.backToList": ["Back to note types"],
  "notes.editor.saved": ["Saved \"",["name"],"\"."],
  "notes.editor.back": ["← Note types"],
  "notes.editor.unsaved": ["Unsaved changes"],
  "notes.editor.discard": ["Discard"],
  "notes.editor.saving": ["Saving..."],
  "notes.editor.save": ["Save"],
  "notes.editor.usage": [["n","plural",{"one":["#"," note uses this note type. Saving renders their cards again; their progress stays."],"other":["#"," notes use this note type. Saving renders their cards again; their progress stays."]}]],
  "notes.editor.name": ["Name"],
  "notes.editor.nameLabel": ["Note type name"],
  "notes.editor.fields": ["Fields"],
  "notes.editor.fieldName": ["Field ",["n"]," name"],
  "notes.editor.fieldN": ["field ",["n"]],
  "notes.editor.moveUp": ["Move ",["name"]," up"],
  "notes.editor.moveDown": ["Move ",["name"]," down"],
  "notes.editor.deleteField": ["Delete field ",["name"]],
  "notes.editor.delete": ["Delete"],
  "notes.editor.newField": ["Field"],
  "notes.editor.addField": ["Add field"],
  "notes.editor.templates": ["Card templates"],
  "notes.editor.cardN": ["Card ",["n"]],
  "notes.editor.addTemplate": ["Add card template"],
  "notes.editor.templateToEdit": ["Card template to edit"],
  "notes.editor.templateName": ["Template name"],
  "notes.editor.removeTemplate": ["Remove this template"],
  "notes.editor.front": ["Front template"],
  "notes.editor.backTemplate": ["Back template"],
  "notes.editor.syntax": ["Anki's syntax: ",["field"]," shows a field, ",["frontSide"]," the front on the back, ",["conditional"]," only when the field has content"],
  "notes.editor.syntaxCloze": [", ",["cloze"]," the deletions"],
  "notes.editor.css": ["Styling (CSS)"],
  "notes.editor.deleteFieldTitle": ["Delete field"],
  "notes.editor.deleteCardsTitle": ["Delete cards"],
  "notes.editor.deleteCardsConfirm": [["n","plural",{"one":["Delete ","#"," card and save"],"other":["Delete ","#"," cards and save"]}]],
  "notes.list.title": ["Note types"],
  "notes.list.loading": ["Loading note types..."],
  "notes.list.copyName": [["name"]," copy"],
  "notes.list.deleted": ["Deleted note type \"",["name"],"\"."],
  "notes.list.intro": ["A note type names a note's fields and the cards its templates make from them."],
  "notes.list.new": ["New note type"],
  "notes.list.builtin": ["Built-in"],
  "notes.kind.cloze": ["Cloze"],
  "notes.kind.imageOcclusion": ["Image occlusion"],
  "notes.kind.standard": ["Standard"],
  "notes.list.counts": [["fields"]," · ",["cardTypes"]],
  "notes.fields": [["n","plural",{"one":["#"," field"],"other":["#"," fields"]}]],
  "notes.cardTypes": [["n","plural",{"one":["#"," card type"],"other":["#"," card types"]}]],
  "notes.notes": [["n","plural",{"one":["#"," note"],"other":["#"," notes"]}]],
  "notes.list.editNamed": ["Edit ",["name"]],
  "notes.list.edit": ["Edit"],
  "notes.list.renameNamed": ["Rename ",["name"]],
  "notes.list.rename": ["Rename"],
  "notes.list.copyNamed": ["Copy ",["name"]],
  "notes.list.copy": ["Copy"],
  "notes.list.deleteNamed": ["Delete ",["name"]],
  "notes.list.cancel": ["Cancel"],
  "notes.list.create": ["Create"],
  "notes.list.copyOf": ["Start from a copy of"],
  "notes.list.renameTitle": ["Rename note type"],
  "notes.list.deleteTitle": ["Delete note type"],
  "notes.list.deleteConfirm": ["Delete the note type \"",["name"],"\"? This cannot be undone."],
  "notes.list.deleting": ["Deleting..."],
  "notes.gate.loadingEditor": ["Loading the image occlusion editor..."],
  "notes.gate.loading": ["Loading the note..."],
  "notes.gate.loadFailed": ["Could not load this card's note."],
  "notes.gate.typeOf": ["Note type: <type>",["name"],"</type> · ",["n","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "notes.gate.typesFailed": ["Could not load your note types."],
  "notes.gate.typeGone": ["That note type is gone: pick another above."],
  "notes.gate.loadingType": ["Loading the note type..."],
  "notes.fields.required": ["Fill in at least one field."],
  "notes.fields.createFailed": ["Failed to create card."],
  "notes.fields.updateFailed": ["Failed to update card."],
} as unknown as Messages & Record<MessageId, unknown>;
