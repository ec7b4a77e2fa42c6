/**
 * The admin page (/admin): Decap CMS over the content files, built as its own entry by
 * gatsby-plugin-decap-cms (Decap itself and React are the packages' prebuilt files, loaded by
 * the admin page only). Its collections and fields come from the content schemas
 * (src/lib/content/cms-*.ts), its previews are the site's own components, and the build's
 * content check runs before anything is saved.
 */
import { fromJS, Iterable } from "immutable";
import {
  ARTICLES_COLLECTION,
  CMS_FILE_FORMAT,
  contentFileOfEntry,
} from "../lib/content/cms-collections";
import { cmsConfig, DEFAULT_CMS_AUTH_URL, DEFAULT_CMS_BRANCH } from "../lib/content/cms-config";
import {
  articleFile,
  contentProblems,
  entryDataFromFile,
  fileDataFromEntry,
  withArticleSlug,
} from "../lib/content/cms-entry";
import { entryFromFileText, fileTextFromEntry } from "../lib/content/cms-file-format";
import { CMS, type PreSaveEvent } from "./decap";
import { ArticlePreview } from "./previews/ArticlePreview";
import { PlansPreview } from "./previews/PlansPreview";
import { ServicePreview } from "./previews/ServicePreview";
import { CONTENT_CHECK_REFUSES, withContentCheckPhrases } from "./phrases";

CMS.registerCustomFormat(CMS_FILE_FORMAT, "json", {
  fromFile: entryFromFileText,
  toFile: fileTextFromEntry,
});

/**
 * Before every save: the record as a person would write it, a new article's slug from its
 * title, then the build's own content check. A record the build would refuse is refused here
 * with the build's sentences (Decap shows the error and saves nothing).
 */
function beforeSave({ entry }: PreSaveEvent) {
  const collection = String(entry.get("collection"));
  let file = contentFileOfEntry(collection, String(entry.get("slug") ?? ""));
  if (!file) return undefined;
  let data = entry.get("data") as { toJS(): Record<string, unknown> };
  let form = data.toJS();
  if (collection === ARTICLES_COLLECTION) {
    form = withArticleSlug(form, entry.get("newRecord") === true);
    file = articleFile(file, form);
  }
  const content = fileDataFromEntry(file, form);
  const problems = contentProblems(file, content);
  if (problems.length > 0) throw new Error(`${CONTENT_CHECK_REFUSES}\n${problems.join("\n")}`);
  // Ordered maps: the file's keys stay in the schema's order (a plain Immutable map of more
  // than eight keys iterates in hash order).
  data = fromJS(entryDataFromFile(file, content), (_key, value) =>
    Iterable.isIndexed(value) ? value.toList() : value.toOrderedMap(),
  );
  return data;
}
CMS.registerEventListener({ name: "preSave", handler: beforeSave });

CMS.registerPreviewTemplate(ARTICLES_COLLECTION, ArticlePreview);
CMS.registerPreviewTemplate("services", ServicePreview);
CMS.registerPreviewTemplate("plans", PlansPreview);
CMS.registerLocale("en", withContentCheckPhrases(CMS.getLocale("en")));

CMS.init({
  config: cmsConfig({
    repo: process.env.GATSBY_CMS_REPO || "OWNER/REPOSITORY",
    branch: process.env.GATSBY_CMS_BRANCH || DEFAULT_CMS_BRANCH,
    authBaseUrl: process.env.GATSBY_CMS_AUTH_URL || DEFAULT_CMS_AUTH_URL,
    siteUrl: process.env.GATSBY_SITE_URL || window.location.origin,
  }),
});
