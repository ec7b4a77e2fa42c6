import styled from "@emotion/styled";
import { useSiteSettings } from "../../hooks/useSiteSettings";
import { media, space } from "../../theme/tokens";
import { Container } from "../ui/Container";
import { PageHero } from "../ui/PageHero";
import { ContactDetails } from "./ContactDetails";
import { ContactFaqs } from "./ContactFaqs";
import { OnDemand } from "../../hydration/OnDemand";
import { onDemandPart } from "../../hydration/onDemandPart";
import { PAGES } from "../../lib/routes";

/**
 * The form (Formik, the shared Yup schema, reCAPTCHA loader) is its own chunk: the prebuilt
 * HTML still contains it, and on a client-side visit "Loading..." shows until the chunk arrives.
 */
const RoutedContactForm = onDemandPart("contact-form", () =>
  import(/* webpackChunkName: "part-contact-form" */ "./RoutedContactForm").then(
    (m) => m.RoutedContactForm,
  ),
);

/**
 * Two columns: details and FAQs on the left, the form on the right (spanning both rows). Below
 * 768 px one column in page order: details, form, FAQs, so the form is not buried.
 */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    "details form"
    "faqs form";
  gap: ${space[32]} ${space[48]};
  padding: ${space[64]} 0 ${space[96]};
  /* By role, not position: the below-the-fold sheet's <link> may stand before the form. */
  & > :first-child {
    grid-area: details;
  }
  & > [data-on-demand] {
    grid-area: form;
    align-self: start;
  }
  & > :last-child {
    grid-area: faqs;
    align-self: start;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: "details" "form" "faqs";
    gap: ${space[40]};
    padding: ${space[40]} 0 ${space[72]};
  }
`;

export interface ContactPageProps {
  location: { state?: unknown; search?: string };
}

/** The Contact page (/contact). */
export function ContactPage({ location }: ContactPageProps) {
  const site = useSiteSettings();
  return (
    <>
      <PageHero
        eyebrow={PAGES.contact.name}
        title="Let's talk about your IT"
        lead="Tell us what you need, from day-to-day support to a full cloud migration, and a specialist will get back to you with clear, fixed-price advice."
      />
      <Container>
        <Columns>
          <ContactDetails />
          <OnDemand part={RoutedContactForm.part}>
            <RoutedContactForm phoneRequired={site.contactForm.phoneRequired} location={location} />
          </OnDemand>
          <ContactFaqs />
        </Columns>
      </Container>
    </>
  );
}
