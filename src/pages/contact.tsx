import type { HeadFC, PageProps } from "gatsby";
import { ContactPage } from "../components/contact/ContactPage";
import { Seo } from "../components/Seo";

export default function Contact({ location }: PageProps) {
  return <ContactPage location={location} />;
}

export const Head: HeadFC = () => (
  <Seo
    title="Contact Us"
    description="Contact Northbridge IT in London: call, email or send us a message about managed IT support, cyber security, cloud and private AI for your business."
    path="/contact"
  />
);
