import styled from "@emotion/styled";
import { color, emSpace, fontSize, media, radius } from "../../theme/tokens";

export interface ArticleBlock {
  type: string;
  text?: string | null;
  items?: readonly string[] | null;
}

/** Long-form reading: a measured line length, generous leading and quiet list markers. */
const Prose = styled.div`
  font-size: ${fontSize.lead};
  line-height: 1.8;
  color: ${color.text};
  > p:first-of-type {
    font-size: ${fontSize.title};
    line-height: 1.7;
    ${media.mobile} {
      font-size: ${fontSize.lead};
    }
  }
  p {
    margin: 0 0 ${emSpace[1.25]};
  }
  h2 {
    font-size: ${fontSize.subheading};
    line-height: 1.3;
    margin: ${emSpace[2]} 0 ${emSpace[0.75]};
  }
  ul {
    margin: 0 0 ${emSpace[1.5]};
    padding-left: ${emSpace[1.5]};
  }
  li {
    margin-bottom: ${emSpace[0.5]};
    padding-left: ${emSpace[0.25]};
  }
  li::marker {
    color: ${color.primary};
  }
  blockquote {
    position: relative;
    margin: ${emSpace[2]} 0;
    padding: ${emSpace[1.5]} ${emSpace[1.5]} ${emSpace[1.5]} ${emSpace[2]};
    border-left: 4px solid ${color.primary};
    border-radius: 0 ${radius.md} ${radius.md} 0;
    background: ${color.surface};
    font-size: ${fontSize.title};
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
