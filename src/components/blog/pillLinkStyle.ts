import { css } from "@emotion/react";
import { color, media, radius } from "../../theme/tokens";

/** A rounded link of the blog's category and page links; the current page's is filled. */
export const pillLinkStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  padding: 7px 16px;
  border: 1px solid ${color.border};
  border-radius: ${radius.round};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font-size: 0.92rem;
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
    padding: 6px 13px;
    font-size: 0.88rem;
  }
  &[aria-current="page"],
  &[aria-current="true"] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;
