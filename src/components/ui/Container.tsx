import styled from "@emotion/styled";
import { contentWidth, space } from "../../theme/tokens";

/** Centres content at the site's reading width with side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${contentWidth};
  margin: 0 auto;
  padding: 0 ${space[16]};
`;
