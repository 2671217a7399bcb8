// Compiled from en.po by `npm run i18n` (scripts/i18n.mjs): do not edit.
import type { Messages } from '@lingui/core';

export type MessageId =
  | "imageOcclusion.tool.select"
  | "imageOcclusion.tool.rect"
  | "imageOcclusion.tool.ellipse"
  | "imageOcclusion.tool.polygon"
  | "imageOcclusion.tools"
  | "imageOcclusion.shapes"
  | "imageOcclusion.add.rect"
  | "imageOcclusion.add.ellipse"
  | "imageOcclusion.add.polygon"
  | "imageOcclusion.group"
  | "imageOcclusion.ungroup"
  | "imageOcclusion.delete"
  | "imageOcclusion.finishPolygon"
  | "imageOcclusion.pictureAlt"
  | "imageOcclusion.shapesOnPicture"
  | "imageOcclusion.helpPolygon"
  | "imageOcclusion.help"
  | "imageOcclusion.mode"
  | "imageOcclusion.hideAll"
  | "imageOcclusion.hideOne"
  | "imageOcclusion.count"
  | "imageOcclusion.kind.rect"
  | "imageOcclusion.kind.ellipse"
  | "imageOcclusion.kind.polygon"
  | "imageOcclusion.kind.text"
  | "imageOcclusion.shape.onCard"
  | "imageOcclusion.shape.onEvery"
  | "imageOcclusion.shapesN"
  | "imageOcclusion.tooManyShapes"
  | "imageOcclusion.tooManyCards"
  | "imageOcclusion.tooManyCorners"
  | "imageOcclusion.said.added"
  | "imageOcclusion.said.threeCorners"
  | "imageOcclusion.said.polygonCancelled"
  | "imageOcclusion.said.moved"
  | "imageOcclusion.said.movedTo"
  | "imageOcclusion.said.resized"
  | "imageOcclusion.said.removed"
  | "imageOcclusion.said.selected"
  | "imageOcclusion.said.notSelected"
  | "imageOcclusion.said.nothingSelected"
  | "imageOcclusion.said.grouped"
  | "imageOcclusion.said.ungrouped"
  | "imageOcclusion.picture"
  | "imageOcclusion.uploading"
  | "imageOcclusion.replace"
  | "imageOcclusion.replaceHint"
  | "imageOcclusion.choose"
  | "imageOcclusion.chooseHint"
  | "imageOcclusion.field.header"
  | "imageOcclusion.field.backExtra"
  | "imageOcclusion.field.comments"
  | "imageOcclusion.named"
  | "imageOcclusion.imageRequired"
  | "imageOcclusion.shapeRequired"
  | "imageOcclusion.fieldTooLong"
  | "imageOcclusion.pasteNoImage"
  | "imageOcclusion.unreadable"
  | "imageOcclusion.uploadFailed"
  | "imageOcclusion.createFailed"
  | "imageOcclusion.updateFailed";

export const messages = {
  "imageOcclusion.tool.select": ["Select"],
  "imageOcclusion.tool.rect": ["Rectangle"],
  "imageOcclusion.tool.ellipse": ["Ellipse"],
  "imageOcclusion.tool.polygon": ["Polygon"],
  "imageOcclusion.tools": ["Drawing tools"],
  "imageOcclusion.shapes": ["Shapes"],
  "imageOcclusion.add.rect": ["Add rectangle"],
  "imageOcclusion.add.ellipse": ["Add ellipse"],
  "imageOcclusion.add.polygon": ["Add polygon"],
  "imageOcclusion.group": ["Group"],
  "imageOcclusion.ungroup": ["Ungroup"],
  "imageOcclusion.delete": ["Delete"],
  "imageOcclusion.finishPolygon": ["Finish polygon"],
  "imageOcclusion.pictureAlt": ["The picture to hide parts of"],
  "imageOcclusion.shapesOnPicture": ["Shapes on the picture: ",["n"]],
  "imageOcclusion.helpPolygon": ["Click or tap each corner; double-click, press Enter or tap the first corner to close."],
  "imageOcclusion.help": ["Drag on the picture to draw. Tab to a shape: arrows move it, Shift+arrows resize, Space selects it, Delete removes it, Escape deselects."],
  "imageOcclusion.mode": ["On each card"],
  "imageOcclusion.hideAll": ["Hide all, guess one"],
  "imageOcclusion.hideOne": ["Hide one, guess one"],
  "imageOcclusion.count": [["shapes","plural",{"one":["#"," shape"],"other":["#"," shapes"]}]," · ",["cards","plural",{"one":["#"," card"],"other":["#"," cards"]}]],
  "imageOcclusion.kind.rect": ["Rectangle"],
  "imageOcclusion.kind.ellipse": ["Ellipse"],
  "imageOcclusion.kind.polygon": ["Polygon"],
  "imageOcclusion.kind.text": ["Label"],
  "imageOcclusion.shape.onCard": [["kind"]," ",["nth"],", card ",["card"]],
  "imageOcclusion.shape.onEvery": [["kind"]," ",["nth"],", on every card"],
  "imageOcclusion.shapesN": [["n","plural",{"one":["#"," shape"],"other":["#"," shapes"]}]],
  "imageOcclusion.tooManyShapes": ["A note can have at most ",["max"]," shapes."],
  "imageOcclusion.tooManyCards": ["A note can make at most ",["max"]," cards."],
  "imageOcclusion.tooManyCorners": ["A polygon can have at most ",["max"]," corners."],
  "imageOcclusion.said.added": [["name"]," added."],
  "imageOcclusion.said.threeCorners": ["A polygon needs at least three corners."],
  "imageOcclusion.said.polygonCancelled": ["Polygon cancelled."],
  "imageOcclusion.said.moved": [["name"]," moved."],
  "imageOcclusion.said.movedTo": [["name"]," moved: ",["left"]," from the left, ",["top"]," from the top."],
  "imageOcclusion.said.resized": [["name"]," resized: ",["width"]," wide, ",["height"]," high."],
  "imageOcclusion.said.removed": [["name"]," removed."],
  "imageOcclusion.said.selected": [["name"]," selected."],
  "imageOcclusion.said.notSelected": [["name"]," not selected."],
  "imageOcclusion.said.nothingSelected": ["Nothing selected."],
  "imageOcclusion.said.grouped": [["n"]," shapes grouped on card ",["card"],"."],
  "imageOcclusion.said.ungrouped": [["n"]," shapes ungrouped: each on its own card."],
  "imageOcclusion.picture": ["Picture"],
  "imageOcclusion.uploading": ["Uploading…"],
  "imageOcclusion.replace": ["Replace picture"],
  "imageOcclusion.replaceHint": ["or paste another here. The shapes stay where they are on the new picture."],
  "imageOcclusion.choose": ["Choose a picture"],
  "imageOcclusion.chooseHint": ["or paste one (Ctrl+V or ⌘V). PNG, JPEG, GIF or WebP, up to 5 MB."],
  "imageOcclusion.field.header": ["Header"],
  "imageOcclusion.field.backExtra": ["Back Extra"],
  "imageOcclusion.field.comments": ["Comments"],
  "imageOcclusion.named": [["n","plural",{"one":["Image occlusion, ","#"," card"],"other":["Image occlusion, ","#"," cards"]}]],
  "imageOcclusion.imageRequired": ["Choose a picture first: from your files, or paste one."],
  "imageOcclusion.shapeRequired": ["Draw at least one shape on the picture: each card asks for what its shapes hide."],
  "imageOcclusion.fieldTooLong": ["These shapes are too many or too detailed to save. Remove some, or draw polygons with fewer corners."],
  "imageOcclusion.pasteNoImage": ["The clipboard holds no picture. Copy an image, then paste it here."],
  "imageOcclusion.unreadable": ["This note's shapes could not be read (",["why"],") Drawing here replaces them."],
  "imageOcclusion.uploadFailed": ["The picture could not be uploaded. Please try again."],
  "imageOcclusion.createFailed": ["Failed to create card."],
  "imageOcclusion.updateFailed": ["Failed to update card."],
} as unknown as Messages & Record<MessageId, unknown>;
