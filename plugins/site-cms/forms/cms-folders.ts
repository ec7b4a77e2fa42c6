/**
 * Where the CMS reads and writes, and the names of its places that code outside the CMS's
 * config needs (the articles' order is set before Decap starts,
 * plugins/site-cms/admin/article-order.ts): every file it edits is in content/ and every
 * picture in content/images/. The local backend of `npm run cms` allows nothing outside
 * content/ (plugins/site-cms/local-server/front-rules.ts), so a collection or picture folder
 * put elsewhere is refused there until that folder is allowed too.
 */
export const CMS_CONTENT_FOLDER = "content";
export const CMS_IMAGES_FOLDER = `${CMS_CONTENT_FOLDER}/images`;

/** The articles' collection: one file each in content/blog/. */
export const ARTICLES_COLLECTION = "blog";
