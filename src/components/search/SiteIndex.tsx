import styled from "@emotion/styled";
import { Link } from "gatsby";
import { color, emSpace, fontSize, media, space } from "../../theme/tokens";

export interface SiteIndexSection {
  heading: string;
  links: ReadonlyArray<{ title: string; path: string; note?: string }>;
}

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space[32]} ${space[48]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  h3 {
    font-size: ${fontSize.lead};
  }
  ul {
    margin: 0;
    padding-left: ${emSpace[1]};
  }
  li {
    margin: 0 0 ${space[8]};
  }
`;

const Note = styled.span`
  color: ${color.textMuted};
  font-size: ${fontSize.small};
`;

/**
 * Every article, service, case study and tool as links, grouped by kind: the search page's
 * content for a browser without scripts, and a way to browse for everyone.
 */
export function SiteIndex({ sections }: { sections: readonly SiteIndexSection[] }) {
  return (
    <Sections>
      {sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h3>{section.heading}</h3>
          <ul>
            {section.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.title}</Link>
                {link.note && <Note>{` · ${link.note}`}</Note>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Sections>
  );
}
