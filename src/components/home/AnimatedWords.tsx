import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { Fragment } from "react";
import { HERO_WORD_SECONDS, splitWords, wordDelaySeconds } from "../../lib/hero-animation";
import { media } from "../../theme/tokens";

// Starts at 1% rather than 0% opacity: to the eye it is the same fade-in, but browsers count
// the text as painted at first paint, so the hero text is not held back as the page's
// largest paint (LCP) until the last word has faded in.
const riseIn = keyframes`
  from { opacity: 0.01; transform: translateY(0.6em); }
  to { opacity: 1; transform: none; }
`;

const Word = styled.span`
  display: inline-block;
  animation: ${riseIn} ${HERO_WORD_SECONDS}s cubic-bezier(0.22, 1, 0.36, 1) both;
  ${media.reducedMotion} {
    animation: none;
  }
`;

interface AnimatedWordsProps {
  text: string;
  /** Position of the first word in the overall sequence, so a second line continues the stagger. */
  firstPosition?: number;
}

/**
 * Text whose words slide up and fade in one after another (CSS only). The
 * words stay real text separated by real spaces, so the accessible text is
 * exactly `text`.
 */
export function AnimatedWords({ text, firstPosition = 0 }: AnimatedWordsProps) {
  const words = splitWords(text);
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && " "}
          <Word style={{ animationDelay: `${wordDelaySeconds(firstPosition + i)}s` }}>{word}</Word>
        </Fragment>
      ))}
    </>
  );
}
