import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { Link } from "gatsby";
import { color, fixedColours, fontSize, radius, space, translucent } from "../../theme/tokens";
import { VisuallyHidden } from "../ui/VisuallyHidden";

const badgeStyle = css`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  padding: ${space[4]} ${space[12]};
  border-radius: ${radius.round};
  background: color-mix(in srgb, ${color.primary} 12%, ${color.surfaceRaised});
  color: ${color.primary};
  font-size: ${fontSize.small};
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.5;
  text-decoration: none;
`;

const Badge = styled.span(badgeStyle);

/** On the dark article header the badge links to its category's page. */
const BadgeLink = styled(Link)`
  ${badgeStyle};
  background: ${translucent("onDarkFocus", 0.14)};
  border: 1px solid ${translucent("onDarkFocus", 0.45)};
  color: ${fixedColours.onDarkLink};
  &:hover {
    background: ${translucent("onDarkFocus", 0.24)};
    color: ${fixedColours.white};
  }
`;

/** An article's category as a small label, or as a link to the other articles of it. */
export function CategoryBadge({ category, to }: { category: string; to?: string }) {
  if (!to) return <Badge>{category}</Badge>;
  return (
    <BadgeLink to={to}>
      <VisuallyHidden>More articles in </VisuallyHidden>
      {category}
    </BadgeLink>
  );
}
