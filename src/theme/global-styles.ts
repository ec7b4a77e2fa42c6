import { css } from "@emotion/react";
import {
  color,
  cssVariables,
  focusRing,
  fontStack,
  media,
  NAV_HEIGHT_PX,
  visuallyHidden,
} from "./tokens";

/** The whole site's base rules: both themes' colours, the box model, type, links and focus. */
export const globalStyles = css`
  :root,
  html.light {
    ${cssVariables("light")}
    color-scheme: light;
  }
  html.dark {
    ${cssVariables("dark")}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${NAV_HEIGHT_PX + 16}px;
  }
  body {
    margin: 0;
    font-family: ${fontStack};
    font-size: 1rem;
    line-height: 1.6;
    color: ${color.text};
    background: ${color.bg};
    overflow-x: hidden;
    text-rendering: optimizeLegibility;
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.2;
    margin: 0 0 0.5em;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0 0 1em;
  }
  img,
  svg,
  canvas {
    max-width: 100%;
  }
  a {
    color: ${color.primary};
  }
  a:hover {
    color: ${color.primaryHover};
  }
  :focus-visible {
    ${focusRing()};
  }
  button {
    font: inherit;
  }
  .visually-hidden {
    ${visuallyHidden}
  }
  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
