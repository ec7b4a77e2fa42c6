import styled from "@emotion/styled";
import { color, media, NAV_HEIGHT_PX, radius } from "../../theme/tokens";

const Nav = styled.nav`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  padding: 20px 20px 16px;
  ${media.desktop} {
    position: sticky;
    top: ${NAV_HEIGHT_PX + 24}px;
  }
`;

const Title = styled.p`
  font-weight: 700;
  margin: 0 0 10px;
  color: ${color.text};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: 0.95rem;
  line-height: 1.4;
  a {
    display: block;
    padding: 6px 8px;
    margin: 0 -8px;
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
