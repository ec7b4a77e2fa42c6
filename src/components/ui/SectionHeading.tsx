import styled from "@emotion/styled";
import { fontSize, space } from "../../theme/tokens";

/** A page section's `<h2>`: large, centred over the section's content. */
export const SectionHeading = styled.h2`
  font-size: ${fontSize.heading};
  text-align: center;
  margin-bottom: ${space[12]};
`;
