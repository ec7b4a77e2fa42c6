import styled from "@emotion/styled";
import { color, fontSize, media, NAV_HEIGHT_PX, radius, space } from "../../theme/tokens";

const Nav = styled.nav`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  padding: ${space[20]} ${space[20]} ${space[16]};
  ${media.desktop} {
    position: sticky;
    top: ${NAV_HEIGHT_PX + 24}px;
  }
`;

const Title = styled.p`
  font-weight: 700;
  margin: 0 0 ${space[8]};
  color: ${color.text};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space[4]};
  font-size: ${fontSize.body};
  line-height: 1.4;
  a {
    display: block;
    padding: ${space[8]} ${space[8]};
    margin: 0 -${space[8]};
    border-radius: ${radius.sm};
    text-decoration: none;
    color: ${color.text};
  }
  a:hover {
    background: ${color.bg};
    color: ${color.primary};
    text-decoration: underline;
  }
`;

interface LegalTableOfContentsProps {
  sections: readonly { id: string; heading: string }[];
}

/** Links to every section of the page, in order (plain anchors: they work before scripts run). */
export function LegalTableOfContents({ sections }: LegalTableOfContentsProps) {
  return (
    <Nav aria-labelledby="legal-contents-title">
      <Title id="legal-contents-title">Contents</Title>
      <List>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </List>
    </Nav>
  );
}
