/**
 * The admin page (/admin): Decap CMS over the content files, built as its own entry by
 * gatsby-plugin-decap-cms (Decap itself and React are the packages' prebuilt files, loaded by
 * the admin page only). Its collections and fields come from the content schemas
 * (plugins/site-cms/forms/), its previews are the site's own components, and the build's
 * content check runs before anything is saved.
 */
import { fromJS, Iterable } from "immutable";
import {
  ARTICLES_COLLECTION,
  cmsFormats,
  contentFileOfEntry,
  derivedFieldsOf,
} from "../forms/cms-collections";
import { cmsConfig, DEFAULT_CMS_AUTH_URL, DEFAULT_CMS_BRANCH } from "../forms/cms-config";
import {
  articleFile,
  contentProblems,
  fileDataFromEntry,
  withArticleSlug,
} from "../forms/cms-entry";
import {
  entryDataFromContent,
  entryFromFileText,
  fileTextFromEntry,
  withoutDerivedFields,
} from "../forms/cms-file-format";
import { inFormWords } from "../forms/cms-messages";
import { claimFileAtBuild } from "./claim-files";
import { CMS, type PreSaveEvent } from "./decap";
import { CONTENT_CHECK_REFUSES, withContentCheckPhrases } from "./phrases";
import { ArticlePreview } from "./previews/ArticlePreview";
import { PartnersPreview } from "./previews/PartnersPreview";
import { PlansPreview } from "./previews/PlansPreview";
import { ServicePreview } from "./previews/ServicePreview";
import { TestimonialsPreview } from "./previews/TestimonialsPreview";
import { clearRefusal, showRefusal } from "./refusal-notice";
import { refuseReplacingPictures } from "./refuse-replacing";
import { summariseRefusedFields } from "./refused-fields";
import { listControl } from "./widgets/list-control";
import { textControl } from "./widgets/text-control";
import { textPreview } from "./widgets/text-preview";

for (const { name, derive } of cmsFormats()) {
  CMS.registerCustomFormat(name, "json", {
    fromFile: (text) => entryFromFileText(text, derive),
    toFile: fileTextFromEntry,
  });
}

/**
 * Decap's line and paragraph widgets, given the admin page's character counts and placeholder
 * check (widgets/text-control.tsx) under their own names, so every text field of every form
 * has them.
 */
for (const name of ["string", "text"]) {
  const widget = CMS.getWidget(name);
  if (!widget) throw new Error(`Decap has no "${name}" widget`);
  CMS.registerWidget(
    name,
    textControl(widget.control),
    widget.preview && textPreview(widget.preview),
  );
}

/** Decap's list widget, an empty list named in words (widgets/list-control.tsx). */
const list = CMS.getWidget("list");
if (!list) throw new Error('Decap has no "list" widget');
CMS.registerWidget("list", listControl(list.control), list.preview);

/**
 * Before every save: the record as a person would write it, a new article's slug from its
 * title, then the build's own content check. A record the build would refuse is refused here
 * with the build's sentences in the form's words, kept on screen until dismissed, and nothing
 * is saved.
 */
function beforeSave({ entry }: PreSaveEvent) {
  clearRefusal(document);
  const collection = String(entry.get("collection"));
  let file = contentFileOfEntry(collection, String(entry.get("slug") ?? ""));
  if (!file) return undefined;
  let form = withoutDerivedFields(
    (entry.get("data") as { toJS(): Record<string, unknown> }).toJS(),
  );
  if (collection === ARTICLES_COLLECTION) {
    form = withArticleSlug(form, entry.get("newRecord") === true);
    file = articleFile(file, form);
  }
  const content = fileDataFromEntry(file, form);
  const problems = contentProblems(file, content, claimFileAtBuild).map((problem) =>
    inFormWords(problem),
  );
  if (problems.length > 0) {
    showRefusal(document, `Not saved. ${CONTENT_CHECK_REFUSES}`, problems);
    throw new Error(`${CONTENT_CHECK_REFUSES}\n${problems.join("\n")}`);
  }
  // Ordered maps: the file's keys stay in the schema's order (a plain Immutable map of more
  // than eight keys iterates in hash order).
  return fromJS(
    { ...entryDataFromContent(content), ...derivedFieldsOf(collection, content) },
    (_key, value) => (Iterable.isIndexed(value) ? value.toList() : value.toOrderedMap()),
  );
}
CMS.registerEventListener({ name: "preSave", handler: beforeSave });

CMS.registerPreviewTemplate(ARTICLES_COLLECTION, ArticlePreview);
CMS.registerPreviewTemplate("services", ServicePreview);
CMS.registerPreviewTemplate("plans", PlansPreview);
CMS.registerPreviewTemplate("partners", PartnersPreview);
CMS.registerPreviewTemplate("testimonials", TestimonialsPreview);
CMS.registerLocale("en", withContentCheckPhrases(CMS.getLocale("en")));

refuseReplacingPictures(window);
summariseRefusedFields(window);

CMS.init({
  config: cmsConfig({
    repo: process.env.GATSBY_CMS_REPO || "OWNER/REPOSITORY",
    branch: process.env.GATSBY_CMS_BRANCH || DEFAULT_CMS_BRANCH,
    authBaseUrl: process.env.GATSBY_CMS_AUTH_URL || DEFAULT_CMS_AUTH_URL,
    siteUrl: process.env.GATSBY_SITE_URL || window.location.origin,
  }),
});
