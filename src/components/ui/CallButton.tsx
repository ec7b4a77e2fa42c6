import styled from "@emotion/styled";
import { buttonStyle } from "./ButtonLink";
import { CallLink } from "./CallLink";

/** The company's number as a button-looking call link: the first choice where time matters. */
export const CallButton = styled(CallLink)(buttonStyle);
