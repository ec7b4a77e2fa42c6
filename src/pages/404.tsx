import styled from "@emotion/styled";
import type { HeadFC } from "gatsby";
import { StaticImage } from "gatsby-plugin-image";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/ui/ButtonLink";
import { NAV_HEIGHT_PX } from "../theme/tokens";

const Screen = styled.div`
  position: relative;
  display: grid;
  min-height: calc(100vh - ${NAV_HEIGHT_PX}px);
  background: #0b1b36;
  color: #ffffff;
  > * {
    grid-area: 1 / 1;
  }
`;

const Overlay = styled.div`
  position: relative;
  z-index: 1;
  align-self: end;
  justify-self: center;
  margin-bottom: 8vh;
  padding: 24px 28px;
  max-width: 560px;
  text-align: center;
  background: rgba(5, 12, 26, 0.78);
  border-radius: 16px;
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  p {
    color: #dbe4f0;
  }
`;

export default function NotFoundPage() {
  return (
    <Screen>
      <StaticImage
        src="../../content/images/404.png"
        alt="Illustration: a broken network connection under a large 404"
        layout="fullWidth"
        loading="eager"
        style={{ height: "100%" }}
        imgStyle={{ objectFit: "cover" }}
      />
      <Overlay>
        <h1>Page not found</h1>
        <p>The page you were looking for has moved or no longer exists.</p>
        <ButtonLink to="/">Back to Home</ButtonLink>
      </Overlay>
    </Screen>
  );
}

export const Head: HeadFC = () => <Seo title="Page not found" path="/404" noindex />;
