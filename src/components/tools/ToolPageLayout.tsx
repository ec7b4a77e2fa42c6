import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { color, fixedColours, fontSize, media, space } from "../../theme/tokens";
import type { PlanningTool } from "../../lib/tools/tool-pages";
import { toolBreadcrumbTrail } from "../../lib/tools/tool-structured-data";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { AssumptionsList } from "./AssumptionsList";
import { PrebuiltGlobal } from "../../hydration/PrebuiltGlobal";
import { PAGES } from "../../lib/routes";

/** Matches the document only while a tool is on screen. */
const onToolPage = "html:has([data-tool-hero])";

/**
 * Printing a tool gives the inputs and results on white paper: the site's frame (navigation,
 * footer, floating buttons) and the dark hero background are left out. A page the visitor
 * lands on keeps its rules in the head after they move on by a link, so every rule that could
 * match another page only holds while a tool is on screen.
 */
const printStyles = css`
  @media print {
    ${onToolPage} #gatsby-focus-wrapper > header,
    ${onToolPage} #gatsby-focus-wrapper > footer,
    ${onToolPage} #gatsby-focus-wrapper > [data-on-demand] > footer,
    ${onToolPage} #gatsby-focus-wrapper > a,
    ${onToolPage} [data-print-hide],
    ${onToolPage} button[aria-label="Cookie Settings"],
    [data-tool-hero] nav {
      display: none !important;
    }
    ${onToolPage},
    ${onToolPage} body {
      background: ${fixedColours.white} !important;
      color: ${fixedColours.black} !important;
    }
    ${onToolPage} main {
      padding-top: 0 !important;
    }
    [data-tool-hero] > div {
      padding: 0 0 ${space[12]} !important;
      background: none !important;
      color: ${fixedColours.black} !important;
    }
    [data-tool-hero] p {
      color: ${fixedColours.black} !important;
    }
    [data-tool-section] {
      padding: ${space[12]} 0 !important;
      background: none !important;
    }
    ${onToolPage} a {
      color: ${fixedColours.black} !important;
    }
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  margin-top: ${space[8]};
  padding: ${space[8]} 0;
  color: ${fixedColours.onDarkLink};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 4px;
  &:hover {
    color: ${fixedColours.white};
  }
  &:focus-visible {
    outline-color: ${fixedColours.onDarkFocus};
  }
`;

const Body = styled.div`
  padding: ${space[56]} 0 ${space[24]};
  ${media.mobile} {
    padding: ${space[32]} 0 ${space[16]};
  }
`;

const AssumptionsSection = styled.section`
  padding: ${space[40]} 0 ${space[80]};
  ${media.mobile} {
    padding: ${space[24]} 0 ${space[56]};
  }
  h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${space[8]};
  }
  > div > p {
    max-width: 760px;
    margin-bottom: ${space[20]};
    color: ${color.textMuted};
  }
  @media print {
    break-inside: avoid-page;
  }
`;

interface ToolPageLayoutProps {
  /** The tool's registry entry: its name is the page's one <h1>, its intro the line under it. */
  tool: PlanningTool;
  /** Small label over the heading, e.g. "Free tool". */
  eyebrow?: string;
  /** Adds "Back to assessment" (to /assessment) under the intro. */
  backToAssessment?: boolean;
  /** What the figures take for granted; listed in their own section after the tool. */
  assumptions?: readonly string[];
  /** Line under the "Assumptions" heading. */
  assumptionsIntro?: string;
  children: ReactNode;
}

/** The frame every business tool shares: hero, the tool itself, then its assumptions. */
export function ToolPageLayout({
  tool,
  eyebrow = "Free tool",
  backToAssessment = false,
  assumptions,
  assumptionsIntro = "Every figure above is an estimate for planning, worked out from these assumptions.",
  children,
}: ToolPageLayoutProps) {
  return (
    <>
      <PrebuiltGlobal styles={printStyles} />
      <div data-tool-hero="">
        <PageHero
          breadcrumbs={<Breadcrumbs trail={toolBreadcrumbTrail(tool.name, tool.route)} />}
          eyebrow={eyebrow}
          title={tool.name}
          lead={tool.intro}
        >
          {backToAssessment && (
            <BackLink to={PAGES.assessment.path} data-print-hide="">
              <ArrowLeft size={18} aria-hidden="true" />
              Back to assessment
            </BackLink>
          )}
        </PageHero>
      </div>
      <Body data-tool-section="">
        <Container>{children}</Container>
      </Body>
      {assumptions && assumptions.length > 0 && (
        <AssumptionsSection aria-labelledby="tool-assumptions-heading" data-tool-section="">
          <Container>
            <h2 id="tool-assumptions-heading">Assumptions</h2>
            <p>{assumptionsIntro}</p>
            <AssumptionsList items={assumptions} />
          </Container>
        </AssumptionsSection>
      )}
    </>
  );
}
