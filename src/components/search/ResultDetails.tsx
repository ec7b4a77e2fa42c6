import styled from "@emotion/styled";
import { Fragment, type ReactNode } from "react";
import type { SearchResult } from "../../lib/search/search-results";
import { color, fontSize, radius, space } from "../../theme/tokens";

const Kind = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${fontSize.small};
  font-weight: 600;
  letter-spacing: 0.02em;
`;

const Title = styled.span`
  display: block;
  font-weight: 700;
  font-size: ${fontSize.body};
  line-height: 1.35;
  margin: ${space[4]} 0 ${space[4]};
`;

const Excerpt = styled.span`
  display: block;
  color: ${color.textMuted};
  font-size: ${fontSize.small};
  line-height: 1.5;
  mark {
    background: color-mix(in srgb, ${color.primary} 16%, transparent);
    color: ${color.text};
    font-weight: 600;
    border-radius: ${radius.xs};
    padding: 0 0;
  }
`;

/** The ids a listbox option points at for its name and description. */
export interface ResultDetailIds {
  title: string;
  kind: string;
  excerpt: string;
}

interface ResultDetailsProps {
  result: SearchResult;
  /** The title as text, or as the link to the page. */
  title?: ReactNode;
  ids?: ResultDetailIds;
}

/** One result's kind (with an article's category and date), title and excerpt, matches marked. */
export function ResultDetails({ result, title = result.title, ids }: ResultDetailsProps) {
  const kind = [result.kind, result.category, result.date].filter(Boolean).join(" · ");
  return (
    <>
      <Kind id={ids?.kind}>{kind}</Kind>
      <Title id={ids?.title}>{title}</Title>
      <Excerpt id={ids?.excerpt}>
        {/* Another excerpt is new text, not the old text moved (the search page fills the
            same items with new results: text and marks that moved would be layout shifts). */}
        <Fragment key={result.excerpt.map((part) => part.text).join("")}>
          {result.excerpt.map((part, index) =>
            part.marked ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </Fragment>
      </Excerpt>
    </>
  );
}
