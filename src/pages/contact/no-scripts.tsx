import type { HeadFC } from "gatsby";
import { FormNeedsScriptsPage } from "../../components/contact/FormNeedsScriptsPage";
import { Seo } from "../../components/Seo";
import { PAGES } from "../../lib/routes";

export default function ContactFormNeedsScripts() {
  return <FormNeedsScriptsPage />;
}

export const Head: HeadFC = () => (
  <Seo
    title={PAGES.formNeedsScripts.name}
    description="Our contact form needs JavaScript to send your message. Call or email Northbridge IT in London instead, or switch JavaScript on and try again."
    path={PAGES.formNeedsScripts.path}
    noindex
  />
);
