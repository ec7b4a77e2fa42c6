import styled from "@emotion/styled";
import { color, media, radius } from "../../theme/tokens";

export interface ArticleBlock {
  type: string;
  text?: string | null;
  items?: readonly string[] | null;
}

/** Long-form reading: a measured line length, generous leading and quiet list markers. */
const Prose = styled.div`
  font-size: 1.1rem;
  line-height: 1.8;
  color: ${color.text};
  > p:first-of-type {
    font-size: 1.22rem;
    line-height: 1.7;
    ${media.mobile} {
      font-size: 1.15rem;
    }
  }
  p {
    margin: 0 0 1.35em;
  }
  h2 {
    font-size: clamp(1.4rem, 3vw, 1.7rem);
    line-height: 1.3;
    margin: 2em 0 0.7em;
  }
  ul {
    margin: 0 0 1.5em;
    padding-left: 1.4em;
  }
  li {
    margin-bottom: 0.6em;
    padding-left: 0.3em;
  }
  li::marker {
    color: ${color.primary};
  }
  blockquote {
    position: relative;
    margin: 2.2em 0;
    padding: 1.4em 1.6em 1.4em 1.8em;
    border-left: 4px solid ${color.primary};
    border-radius: 0 ${radius.md} ${radius.md} 0;
    background: ${color.surface};
    font-size: 1.22rem;
    font-weight: 500;
    line-height: 1.6;
    p {
      margin: 0;
    }
  }
`;

/** Renders an article's body blocks from content JSON as semantic HTML. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <Prose>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "heading":
            return <h2 key={key}>{block.text}</h2>;
          case "list":
            return (
              <ul key={key}>
                {(block.items ?? []).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "quote":
            return (
              <blockquote key={key}>
                <p>{block.text}</p>
              </blockquote>
            );
          default:
            return <p key={key}>{block.text}</p>;
        }
      })}
    </Prose>
  );
}
