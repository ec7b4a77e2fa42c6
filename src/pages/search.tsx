import { graphql, type HeadFC, type PageProps } from "gatsby";
import { SearchPage } from "../components/search/SearchPage";
import type { SiteIndexSection } from "../components/search/SiteIndex";
import { Seo } from "../components/Seo";
import { newestFirst } from "../lib/blog/article-order";
import { withoutScheduled } from "../lib/blog/schedule";
import { HOME_CRUMB } from "../lib/breadcrumbs";
import { formatBritishDate } from "../lib/british-date";
import { FOOTER_EXPLORE_LINKS, LEGAL_LINKS, TOP_LEVEL_ITEMS } from "../lib/navigation";
import { SEARCH_PATH } from "../lib/search/search-kinds";
import { KIND_NAMES, SEARCH_WORDS } from "../lib/search/search-words";
import { ASSESSMENT_MENU } from "../lib/tools/registry";

type Data = Queries.SearchPageQuery;

function siteIndexSections(data: Data): SiteIndexSection[] {
  return [
    {
      heading: KIND_NAMES.articles.label,
      kind: KIND_NAMES.articles.one,
      // A scheduled article is listed from its day on (src/lib/blog/schedule.ts).
      links: newestFirst(withoutScheduled(data.allBlogPost.nodes)).map((post) => ({
        title: post.title,
        path: post.path,
        note: formatBritishDate(post.datePublished),
        summary: post.excerpt,
      })),
    },
    {
      heading: KIND_NAMES.services.label,
      kind: KIND_NAMES.services.one,
      links: data.allService.nodes.map((service) => ({
        title: service.title,
        path: service.path,
        summary: service.description,
      })),
    },
    {
      heading: KIND_NAMES["case-studies"].label,
      kind: KIND_NAMES["case-studies"].one,
      links: data.allCaseStudy.nodes.map((study) => ({
        title: study.title,
        path: study.path,
        note: study.sector,
        summary: study.summary,
      })),
    },
    {
      heading: KIND_NAMES.tools.label,
      kind: KIND_NAMES.tools.one,
      links: ASSESSMENT_MENU.map((tool) => ({
        title: tool.name,
        path: tool.route,
        summary: tool.summary,
      })),
    },
  ];
}

/**
 * The site's other pages, named as its menus name them (home, the menu's, the footer's), each
 * once and none listed above (the assessment is a tool).
 */
function mainPages(listed: readonly SiteIndexSection[]): SiteIndexSection["links"] {
  const links = [
    { label: HOME_CRUMB.name, to: HOME_CRUMB.path },
    ...TOP_LEVEL_ITEMS,
    ...FOOTER_EXPLORE_LINKS,
    ...LEGAL_LINKS,
  ];
  const seen = new Set(listed.flatMap((section) => section.links.map((link) => link.path)));
  return links.flatMap(({ label, to }) => {
    if (seen.has(to)) return [];
    seen.add(to);
    return [{ title: label, path: to }];
  });
}

export default function Search({ data, location }: PageProps<Data>) {
  const sections = siteIndexSections(data);
  const everyPage = [
    ...sections,
    { heading: KIND_NAMES.pages.label, kind: KIND_NAMES.pages.one, links: mainPages(sections) },
  ];
  return <SearchPage locationSearch={location.search} sections={everyPage} />;
}

export const Head: HeadFC = () => (
  <Seo
    title={SEARCH_WORDS.search}
    description="Search Northbridge IT's articles, services, case studies and free tools, or browse every one of them."
    path={SEARCH_PATH}
  />
);

export const query = graphql`
  query SearchPage {
    allBlogPost {
      nodes {
        title
        path
        datePublished
        scheduled
        excerpt
      }
    }
    allService(sort: { position: ASC }) {
      nodes {
        title
        path
        description
      }
    }
    allCaseStudy(sort: { position: ASC }) {
      nodes {
        title
        path
        sector
        summary
      }
    }
  }
`;
