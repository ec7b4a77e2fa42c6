import type { HeadFC } from "gatsby";
import { FormNeedsScriptsPage } from "../../components/contact/FormNeedsScriptsPage";
import { Seo } from "../../components/Seo";
import { FORM_NEEDS_SCRIPTS_PATH } from "../../lib/contact/request-limits";

export default function ContactFormNeedsScripts() {
  return <FormNeedsScriptsPage />;
}

export const Head: HeadFC = () => (
  <Seo
    title="Contact Form Needs JavaScript"
    description="Our contact form needs JavaScript to send your message. Call or email Northbridge IT in London instead, or switch JavaScript on and try again."
    path={FORM_NEEDS_SCRIPTS_PATH}
    noindex
  />
);
