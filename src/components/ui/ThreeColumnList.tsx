import styled from "@emotion/styled";
import { media, space } from "../../theme/tokens";

/** A section's cards, three across and one above another on phones. */
export const ThreeColumnList = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space[24]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
