import styled from "@emotion/styled";
import { color } from "../../theme/tokens";

export interface ArticleBlock {
  type: string;
  text?: string | null;
  items?: readonly string[] | null;
}

const Prose = styled.div`
  font-size: 1.08rem;
  line-height: 1.75;
  h2 {
    font-size: 1.55rem;
    margin: 1.8em 0 0.6em;
  }
  ul {
    padding-left: 1.3em;
    margin: 0 0 1.2em;
  }
  li {
    margin-bottom: 0.4em;
  }
  blockquote {
    margin: 1.5em 0;
    padding: 0.6em 1.2em;
    border-left: 4px solid ${color.primary};
    background: ${color.surface};
    font-style: italic;
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
            return <blockquote key={key}>{block.text}</blockquote>;
          default:
            return <p key={key}>{block.text}</p>;
        }
      })}
    </Prose>
  );
}
