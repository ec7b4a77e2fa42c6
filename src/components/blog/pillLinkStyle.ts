import { css } from "@emotion/react";
import { color, fontSize, media, radius, space } from "../../theme/tokens";

/** A rounded link of the blog's category and page links; the current page's is filled. */
export const pillLinkStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  padding: ${space[8]} ${space[16]};
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font-size: ${fontSize.small};
  font-weight: 600;
  text-decoration: none;
  transition:
    background 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;
  &:hover {
    border-color: ${color.primary};
    color: ${color.primary};
  }
  ${media.mobile} {
    min-height: 38px;
    padding: ${space[8]} ${space[12]};
    font-size: ${fontSize.small};
  }
  &[aria-current="page"],
  &[aria-current="true"] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;
