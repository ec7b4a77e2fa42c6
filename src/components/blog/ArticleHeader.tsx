import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowLeft, Calendar, Clock, RefreshCw } from "lucide-react";
import { readTimeLabel } from "../../lib/blog/read-time";
import { formatBritishDate, isIsoDate } from "../../lib/british-date";
import { SEARCH_FIELDS } from "../../lib/search/search-kinds";
import {
  darkBandGradient,
  fixedColours,
  fontSize,
  media,
  space,
  translucent,
} from "../../theme/tokens";
import { Container } from "../ui/Container";
import { READING_WIDTH } from "./reading-width";
import { AuthorAvatar } from "./AuthorAvatar";
import { CategoryBadge } from "./CategoryBadge";
import { PAGES } from "../../lib/routes";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const Band = styled.header`
  background: ${darkBandGradient};
  color: ${fixedColours.white};
  padding: ${space[40]} 0 ${space[152]};
  ${media.mobile} {
    padding: ${space[28]} 0 ${space[96]};
  }
`;

/* The same measure as the text below, so header and body share one left edge. */
const Inner = styled.div`
  max-width: ${READING_WIDTH};
  margin: 0 auto;
  h1 {
    font-size: ${fontSize.pageTitle};
    line-height: 1.15;
    margin: ${space[16]} 0 ${space[16]};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  margin-bottom: ${space[28]};
  color: ${fixedColours.onDarkLink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${fixedColours.white};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline-color: ${fixedColours.onDarkFocus};
  }
  ${media.mobile} {
    margin-bottom: ${space[20]};
  }
`;

const Lead = styled.p`
  font-size: ${fontSize.lead};
  line-height: 1.6;
  color: ${fixedColours.onDarkText};
  margin: 0 0 ${space[28]};
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[16]} ${space[28]};
  padding-top: ${space[24]};
  border-top: 1px solid ${translucent("onDarkText", 0.2)};
  font-size: ${fontSize.body};
  color: ${fixedColours.onDarkText};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[12]};
  line-height: 1.35;
  strong {
    display: block;
    color: ${fixedColours.white};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[8]} ${space[20]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${space[8]};
  }
`;

/** The article's h1, which names the <article> around the whole text. */
export const ARTICLE_TITLE_ID = "article-title";

export interface ArticleHeaderProps {
  title: string;
  excerpt: string;
  category: { name: string; path: string };
  /** ISO dates: when it was published, and its last review when it was updated after that. */
  datePublished: string;
  updated?: string | null;
  dateModified?: string;
  readTimeMinutes: number;
  author: { name: string; role: string };
}

/** The article's opening: the way back, category, title, summary and byline. */
export function ArticleHeader(props: ArticleHeaderProps) {
  const { title, excerpt, category, datePublished, updated, dateModified } = props;
  const { readTimeMinutes, author } = props;
  return (
    <Band>
      <Container>
        <Inner>
          <Back to={PAGES.blogs.path} data-pagefind-ignore="">
            <ArrowLeft size={18} aria-hidden="true" /> Back to Blogs
          </Back>
          {/* The article's category (and below, its date) for site search's filter and results;
              the badge's words are not the article's own, so they are not indexed. */}
          <div
            data-pagefind-filter={`${SEARCH_FIELDS.category}:${category.name}`}
            data-pagefind-ignore=""
          >
            <CategoryBadge category={category.name} to={category.path} />
          </div>
          <h1 id={ARTICLE_TITLE_ID}>{title}</h1>
          <Lead>{excerpt}</Lead>
          <Byline>
            <Person>
              <AuthorAvatar name={author.name} size={44} />
              <span>
                <strong>{author.name}</strong>
                {author.role}
              </span>
            </Person>
            <Facts>
              <li>
                <Calendar size={16} aria-hidden="true" />
                <VisuallyHidden>Published </VisuallyHidden>
                {/* Empty only in the editor's preview, before a date is chosen. */}
                {isIsoDate(datePublished) && (
                  <time dateTime={datePublished} data-pagefind-meta={SEARCH_FIELDS.date}>
                    {formatBritishDate(datePublished)}
                  </time>
                )}
              </li>
              {updated && dateModified && isIsoDate(dateModified) && (
                <li>
                  <RefreshCw size={16} aria-hidden="true" />
                  Updated <time dateTime={dateModified}>{formatBritishDate(dateModified)}</time>
                </li>
              )}
              <li>
                <Clock size={16} aria-hidden="true" />
                {readTimeLabel(readTimeMinutes)}
              </li>
            </Facts>
          </Byline>
        </Inner>
      </Container>
    </Band>
  );
}
