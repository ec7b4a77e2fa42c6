import styled from "@emotion/styled";
import { ArrowLeft } from "lucide-react";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { formatBritishDate } from "../../lib/british-date";
import {
  LEGAL_DOCUMENTS,
  legalContentPath,
  type LegalSlug,
  type QueriedLegalDocument,
  toLegalDocumentContent,
} from "../../lib/legal/legal-documents";
import { placeholderValues } from "../../lib/legal/placeholders";
import { resolveLegalDocument } from "../../lib/legal/resolve-document";
import { color, fontSize, media, space } from "../../theme/tokens";
import { ButtonLink } from "../ui/ButtonLink";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { CompanyDetails } from "./CompanyDetails";
import { InlineText } from "./InlineText";
import { LegalSection } from "./LegalSection";
import { LegalTableOfContents } from "./LegalTableOfContents";
import { PAGES } from "../../lib/routes";

const Body = styled.div`
  padding: ${space[56]} 0 ${space[80]};
  ${media.mobile} {
    padding: ${space[32]} 0 ${space[56]};
  }
`;

/*
 * The introduction comes first in the page's order: on a phone a reader learns what the document
 * is before the list of its sections. On a wide screen the contents stay in a column of their
 * own beside the introduction and the sections.
 */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  grid-template-areas:
    "contents intro"
    "contents text";
  grid-template-rows: auto 1fr;
  column-gap: ${space[56]};
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "intro" "contents" "text";
    grid-template-rows: auto;
    row-gap: ${space[32]};
  }
`;

const ContentsArea = styled.div`
  grid-area: contents;
  align-self: stretch;
`;

const Text = styled.div`
  grid-area: text;
  max-width: 800px;
  font-size: ${fontSize.body};
  line-height: 1.7;
`;

const Intro = styled.div`
  grid-area: intro;
  max-width: 800px;
  font-size: ${fontSize.lead};
  line-height: 1.7;
  color: ${color.text};
  margin-bottom: ${space[40]};
  ${media.mobile} {
    margin-bottom: 0;
  }
`;

const Back = styled.p`
  margin: ${space[40]} 0 0;
`;

interface LegalPageProps {
  slug: LegalSlug;
  document: QueriedLegalDocument | null | undefined;
}

/**
 * A legal page: its title and "Last updated" date, a contents list linking to every section,
 * the sections with the site's contact details filled in, and the company's statutory details.
 */
export function LegalPage({ slug, document }: LegalPageProps) {
  const site = useSiteSettings();
  const file = legalContentPath(slug);
  if (!document) throw new Error(`${file}: the text of this page was not found`);
  // Fails the build, naming the file and the placeholder, if a text cannot be filled.
  const text = resolveLegalDocument(
    toLegalDocumentContent(document),
    placeholderValues(site),
    file,
  );
  return (
    <>
      <PageHero eyebrow="Legal" title={text.title}>
        <p>
          Last updated:{" "}
          <time dateTime={text.lastUpdated}>{formatBritishDate(text.lastUpdated)}</time>
        </p>
      </PageHero>
      <Body>
        <Container>
          <Columns>
            <Intro>
              {text.intro.map((paragraph, index) => (
                <p key={index}>
                  <InlineText parts={paragraph} />
                </p>
              ))}
            </Intro>
            <ContentsArea>
              <LegalTableOfContents sections={text.sections} />
            </ContentsArea>
            <Text>
              {text.sections.map((section) => (
                <LegalSection key={section.id} section={section} />
              ))}
              <CompanyDetails site={site} registeredIn={site.footer.registered} />
              {LEGAL_DOCUMENTS[slug].backToHome && (
                <Back>
                  <ButtonLink variant="secondary" to={PAGES.home.path}>
                    <ArrowLeft size={18} aria-hidden="true" />
                    Back to Home
                  </ButtonLink>
                </Back>
              )}
            </Text>
          </Columns>
        </Container>
      </Body>
    </>
  );
}
