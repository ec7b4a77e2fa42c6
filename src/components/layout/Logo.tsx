import styled from "@emotion/styled";
import { graphql, Link, useStaticQuery } from "gatsby";
import { focusRing, navColours, radius } from "../../theme/tokens";
import { ResponsiveImage } from "../ui/ResponsiveImage";
import { PAGES } from "../../lib/routes";

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border-radius: ${radius.sm};
  &:focus-visible {
    ${focusRing(navColours.focus, "4px")};
  }
`;

/** The brand mark, linking home. */
export function Logo({ brandName }: { brandName: string }) {
  const data = useStaticQuery<Queries.SiteLogoQuery>(graphql`
    query SiteLogo {
      file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/logo.png" }) {
        childImageSharp {
          gatsbyImageData(width: 168, layout: FIXED, placeholder: NONE, formats: [WEBP])
        }
      }
    }
  `);
  const image = data.file?.childImageSharp?.gatsbyImageData ?? undefined;
  return (
    <HomeLink to={PAGES.home.path}>
      {image ? (
        <ResponsiveImage image={image} alt={`${brandName} home`} loading="eager" />
      ) : (
        brandName
      )}
    </HomeLink>
  );
}
