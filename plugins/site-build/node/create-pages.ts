import type { GatsbyNode } from "gatsby";
import path from "node:path";
import { relatedArticleSlugs } from "../../../src/lib/blog/article-order";
import { withoutScheduled } from "../../../src/lib/blog/schedule";
import { categoryRedirects } from "../../../src/lib/blog/category-redirects";
import checklistsContent from "../../../content/checklists/compliance-checklists.json";
import {
  blogPostPath,
  caseStudyPath,
  complianceChecklistPath,
  servicePath,
  PAGE_ALIASES,
} from "../../../src/lib/routes";
import { loadChecklists } from "../../../src/lib/tools/checklists";
import {
  blogListingPages,
  type ListedArticle,
  type NamedRecord,
} from "../pages/blog-listing-pages";
import { SITE_ROOT, TEMPLATES_DIR } from "../site-paths";

interface SlugQuery {
  allService: { nodes: { slug: string }[] };
  allBlogPost: { nodes: (ListedArticle & { scheduled: boolean })[] };
  allBlogCategory: { nodes: (NamedRecord & { formerSlugs: string[] | null })[] };
  allBlogAuthor: { nodes: NamedRecord[] };
  allCaseStudy: { nodes: { slug: string }[] };
}

const template = (name: string) => path.join(TEMPLATES_DIR, name);

/**
 * The pages made from records: each service, article and case study, the blog's listings (the
 * index, each category's and each author's articles, a page of them at a time), two aliases and
 * the redirects of merged categories.
 * A page's context carries only what its template queries by; the template reads the rest.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage, createRedirect } = actions;
  const result = await graphql<SlugQuery>(`
    query PageSlugs {
      allService {
        nodes {
          slug
        }
      }
      allBlogPost {
        nodes {
          slug
          title
          datePublished
          scheduled
          category {
            name
          }
          author {
            name
          }
        }
      }
      allBlogCategory(sort: { position: ASC }) {
        nodes {
          slug
          name
          formerSlugs
        }
      }
      allBlogAuthor(sort: { position: ASC }) {
        nodes {
          slug
          name
        }
      }
      allCaseStudy {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the service, blog and case-study records to create their pages.",
      result.errors,
    );
    return;
  }
  for (const { slug } of result.data.allService.nodes) {
    createPage({ path: servicePath(slug), component: template("service.tsx"), context: { slug } });
  }
  const posts = result.data.allBlogPost.nodes;
  // A scheduled article (dated after the build's day) gets its page, so a link to it can be
  // previewed, but no other page lists or links it (src/lib/blog/schedule.ts).
  const published = withoutScheduled(posts);
  for (const post of posts) {
    createPage({
      path: blogPostPath(post.slug),
      component: template("blog-post.tsx"),
      // Chosen here so an article's page data holds only the three cards it shows.
      context: {
        slug: post.slug,
        related: relatedArticleSlugs(post, published),
        scheduled: post.scheduled,
      },
    });
  }
  const { allBlogCategory, allBlogAuthor } = result.data;
  for (const { path: listingPath, context } of blogListingPages(
    published,
    allBlogCategory.nodes,
    allBlogAuthor.nodes,
  )) {
    createPage({ path: listingPath, component: template("blog-listing.tsx"), context });
  }
  // A category merged into another: its old page leads to the one it is part of now. Netlify's
  // adapter writes these into _redirects; a plain build writes them itself (onPostBuild), and
  // the app follows them on a click inside the site.
  for (const { from, to } of categoryRedirects(allBlogCategory.nodes)) {
    createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });
  }
  for (const { slug } of result.data.allCaseStudy.nodes) {
    createPage({
      path: caseStudyPath(slug),
      component: template("case-study.tsx"),
      context: { slug },
    });
  }
  // One page per compliance checklist, the first at the tool's own address.
  const checklists = loadChecklists(checklistsContent);
  for (const { id } of checklists) {
    createPage({
      path: complianceChecklistPath(checklists, id),
      component: template("compliance-checklist.tsx"),
      context: { checklistId: id },
    });
  }
  // /About (linked from older material) is the same page as /about; its canonical names /about.
  createPage({
    path: "/About",
    component: path.join(SITE_ROOT, "src", "pages", "about.tsx"),
    context: {},
  });
  // An old address: a page that refreshes to the new one, for hosts that read no _redirects;
  // the host's redirect is written by onPostBuild (Gatsby's would lose to this page).
  for (const { from, to, title } of PAGE_ALIASES) {
    createPage({ path: from, component: template("redirect.tsx"), context: { to, title } });
  }
};
