import styled from "@emotion/styled";
import { Link } from "gatsby";
import { StaticImage } from "gatsby-plugin-image";
import { navColours, radius } from "../../theme/tokens";

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  border-radius: ${radius.sm};
  &:focus-visible {
    outline: 3px solid ${navColours.focus};
    outline-offset: 4px;
  }
`;

/** The brand mark, linking home. */
export function Logo({ brandName }: { brandName: string }) {
  return (
    <HomeLink to="/">
      <StaticImage
        src="../../../content/images/logo.png"
        alt={`${brandName} home`}
        width={168}
        layout="fixed"
        placeholder="none"
        loading="eager"
        formats={["auto", "webp"]}
      />
    </HomeLink>
  );
}
