import { navigate, type HeadFC, type PageProps } from "gatsby";
import { useEffect } from "react";
import { Link } from "gatsby";
import { Seo } from "../components/Seo";
import { Container } from "../components/ui/Container";
import { space } from "../theme/tokens";

interface RedirectContext {
  to: string;
  title: string;
}

/** An old address that leads to its page: meta refresh without JavaScript, replace with it. */
export default function RedirectPage({ pageContext }: PageProps<object, RedirectContext>) {
  useEffect(() => {
    void navigate(pageContext.to, { replace: true });
  }, [pageContext.to]);
  return (
    <Container style={{ padding: `${space[64]} ${space[16]}` }}>
      <h1>{pageContext.title} has moved</h1>
      <p>
        This page now lives at <Link to={pageContext.to}>{pageContext.to}</Link>.
      </p>
    </Container>
  );
}

export const Head: HeadFC<object, RedirectContext> = ({ pageContext }) => (
  <Seo title={pageContext.title} path={pageContext.to} noindex>
    <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
  </Seo>
);
