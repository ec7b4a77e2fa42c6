import styled from "@emotion/styled";

/** A page section's `<h2>`: large, centred over the section's content. */
export const SectionHeading = styled.h2`
  font-size: clamp(1.75rem, 3vw, 2.4rem);
  text-align: center;
  margin-bottom: 12px;
`;
