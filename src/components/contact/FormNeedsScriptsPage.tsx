import styled from "@emotion/styled";
import { Link } from "gatsby";
import { color, fontSize, media, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { ContactDetails } from "./ContactDetails";
import { PAGES } from "../../lib/routes";

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  align-items: start;
  gap: ${space[48]};
  padding: ${space[64]} 0 ${space[96]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[40]};
    padding: ${space[40]} 0 ${space[72]};
  }
`;

const Explanation = styled.section`
  h2 {
    font-size: ${fontSize.subheading};
    margin-bottom: ${space[12]};
  }
  p {
    color: ${color.textMuted};
    margin: 0 0 ${space[16]};
  }
`;

/**
 * Where a browser lands that sent the contact form without running its scripts (the contact call
 * answers such a post with 303 and keeps nothing): says the message was not sent, why, and how to
 * reach us instead. Not indexed, not in the sitemap.
 */
export function FormNeedsScriptsPage() {
  return (
    <>
      <PageHero
        eyebrow={PAGES.contact.name}
        title="Our contact form needs JavaScript"
        lead="Your message has not been sent, and nothing you typed was kept. Please call or email us instead."
      />
      <Container>
        <Columns>
          <Explanation aria-labelledby="form-needs-scripts-heading">
            <h2 id="form-needs-scripts-heading">Why your message was not sent</h2>
            <p>
              Before it sends anything, our form checks that a person is sending it, and that check
              runs in your browser. Your browser did not run the page&apos;s scripts: JavaScript may
              be switched off, blocked by an extension or a company network, or the page may not
              have loaded completely.
            </p>
            <p>
              Call or email us with the details on this page, or switch JavaScript on and{" "}
              <Link to={PAGES.contact.path}>send the form again</Link>.
            </p>
          </Explanation>
          <ContactDetails />
        </Columns>
      </Container>
    </>
  );
}
