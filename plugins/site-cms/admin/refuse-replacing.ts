/**
 * An upload never replaces a picture already in the folder. Decap's picture library asks
 * "<name> already exists. Do you want to replace it?" (with `window.confirm`) and, on yes,
 * deletes that file at once, though another record may show it. Here the answer is always no,
 * with the reason and what to do, kept on screen until dismissed; any other question Decap
 * asks goes to the browser as before. The local server refuses such an upload too.
 */
import { showRefusal } from "./refusal-notice";

const DECAP_REPLACE_QUESTION = /^(.+) already exists\. Do you want to replace it\?$/;

export function refuseReplacingPictures(win: Window): void {
  const ask = win.confirm.bind(win);
  win.confirm = (question?: string) => {
    const taken = DECAP_REPLACE_QUESTION.exec(question ?? "")?.[1];
    if (taken === undefined) return ask(question);
    showRefusal(win.document, "Not uploaded: a picture of that name is already there.", [
      `"${taken}" is already in this folder, and a record may show it: yours would replace it there too.`,
      "Give your file another name (after this record, for example) and upload it again.",
    ]);
    return false;
  };
}
