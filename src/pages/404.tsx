import styled from "@emotion/styled";
import { graphql, Link, type HeadFC, type PageProps } from "gatsby";
import { withArtDirection } from "gatsby-plugin-image";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/ui/ButtonLink";
import { ResponsiveImage } from "../components/ui/ResponsiveImage";
import { useHydrated } from "../hooks/useHydrated";
import { notFoundCopy } from "../lib/blog/not-found";
import { TOP_LEVEL_ITEMS } from "../lib/navigation";
import {
  fixedColours,
  fontSize,
  NAV_HEIGHT_PX,
  radius,
  space,
  stack,
  translucent,
} from "../theme/tokens";
import { PAGES } from "../lib/routes";

const Screen = styled.div`
  position: relative;
  display: grid;
  min-height: calc(100vh - ${NAV_HEIGHT_PX}px);
  background: ${fixedColours.darkBand};
  color: ${fixedColours.white};
  > * {
    grid-area: 1 / 1;
  }
`;

/*
 * The panel sits where the picture leaves room: right of the numerals and the unplugged cable
 * on a wide screen, below them on a tall one (each has its own composition of the artwork).
 * The bottom margin keeps it clear of the round Cookie Settings button.
 */
const Overlay = styled.div`
  position: relative;
  z-index: ${stack.raised};
  align-self: center;
  justify-self: end;
  margin: ${space[24]} 6vw ${space[24]} ${space[16]};
  padding: ${space[24]} ${space[28]};
  max-width: min(420px, 34vw);
  text-align: center;
  background: ${translucent("darkBandDeepest", 0.78)};
  border-radius: ${radius.panel};
  h1 {
    font-size: ${fontSize.heading};
  }
  p {
    color: ${fixedColours.onDarkText};
  }
  @media (max-aspect-ratio: 1/1) {
    align-self: end;
    justify-self: center;
    max-width: 560px;
    margin: 0 ${space[16]} ${space[104]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space[12]};
`;

/* The menu's main pages, for a visitor who knows what they came for. */
const MainPages = styled.nav`
  margin-top: ${space[16]};
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0 ${space[16]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: ${space[8]} ${space[4]};
    color: ${fixedColours.onDarkText};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${fixedColours.white};
  }
`;

/** Screens taller than wide get the tall composition of the artwork. */
const PORTRAIT_SCREEN = "(max-aspect-ratio: 1/1)";

/**
 * One prebuilt page answers every unknown address (the server sends it with status 404).
 * An unknown article address gets its own message, chosen from the address in the
 * browser: after hydration, as the prebuilt HTML is the same for every address.
 */
export default function NotFoundPage({ location, data }: PageProps<Queries.NotFoundPageQuery>) {
  const hydrated = useHydrated();
  const copy = notFoundCopy(hydrated ? location.pathname : undefined);
  const wide = data.wide?.childImageSharp?.gatsbyImageData ?? undefined;
  const tall = data.tall?.childImageSharp?.gatsbyImageData ?? undefined;
  const illustration =
    wide && tall ? withArtDirection(wide, [{ media: PORTRAIT_SCREEN, image: tall }]) : wide;
  return (
    <Screen>
      {illustration && (
        <ResponsiveImage
          image={illustration}
          alt="Illustration: a broken network connection under a large 404"
          loading="eager"
          cover
        />
      )}
      <Overlay>
        <h1>{copy.title}</h1>
        <p>{copy.text}</p>
        <Actions>
          <ButtonLink to={copy.back.to}>{copy.back.label}</ButtonLink>
          {copy.back.to !== PAGES.home.path && (
            <ButtonLink variant="onDarkSecondary" to={PAGES.home.path}>
              Back to Home
            </ButtonLink>
          )}
        </Actions>
        <MainPages aria-label="Main pages">
          <ul>
            {TOP_LEVEL_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </MainPages>
      </Overlay>
    </Screen>
  );
}

export const query = graphql`
  query NotFoundPage {
    wide: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/404.png" }) {
      ...NotFoundPicture
    }
    tall: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/404-tall.png" }) {
      ...NotFoundPicture
    }
  }

  fragment NotFoundPicture on File {
    childImageSharp {
      gatsbyImageData(layout: FULL_WIDTH, placeholder: NONE)
    }
  }
`;

export const Head: HeadFC = ({ location }) => (
  <Seo title={notFoundCopy(location.pathname).title} path={PAGES.notFound.path} noindex />
);
