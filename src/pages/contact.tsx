import type { HeadFC, PageProps } from "gatsby";
import { ContactPage } from "../components/contact/ContactPage";
import { JsonLd } from "../components/JsonLd";
import { Seo } from "../components/Seo";
import { useSiteSettings } from "../hooks/useSiteSettings";
import { contactPageStructuredData } from "../lib/organization-structured-data";
import { PAGES } from "../lib/routes";

export default function Contact({ location }: PageProps) {
  return <ContactPage location={location} />;
}

const { path: PATH, name: TITLE } = PAGES.contact;
const DESCRIPTION =
  "Contact Northbridge IT in London: call, email or send us a message about managed IT support, cyber security, cloud and private AI for your business.";

export const Head: HeadFC = () => {
  const site = useSiteSettings();
  const contactPage = contactPageStructuredData({
    siteUrl: site.siteUrl,
    path: PATH,
    name: TITLE,
    description: DESCRIPTION,
    brandName: site.brandName,
    telephone: site.phone.tel,
    email: site.emails.info,
  });
  return (
    <Seo title={TITLE} description={DESCRIPTION} path={PATH}>
      <JsonLd data={contactPage} />
    </Seo>
  );
};
