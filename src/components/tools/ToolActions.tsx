import styled from "@emotion/styled";
import { Check, Copy, MessageSquare, Printer } from "lucide-react";
import { useState } from "react";
import { contactPathWith } from "../../lib/contact/navigation-state";
import { copyableResults } from "../../lib/tools/tool-summary";
import { color, fontSize, media, radius, space } from "../../theme/tokens";
import { Button } from "../ui/Button";
import { ButtonLink } from "../ui/ButtonLink";

const Wrapper = styled.div`
  display: grid;
  gap: ${space[12]};
  @media print {
    display: none;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[12]};
  ${media.mobile} {
    & > * {
      flex: 1 1 100%;
    }
  }
`;

const ActionButton = styled(Button)`
  padding: ${space[8]} ${space[20]};
`;

const Status = styled.p<{ tone: "success" | "error" }>`
  display: flex;
  align-items: center;
  gap: ${space[8]};
  margin: 0;
  min-height: 1.6em;
  font-size: ${fontSize.body};
  font-weight: 600;
  color: ${({ tone }) => (tone === "success" ? color.success : color.danger)};
  &:empty {
    display: none;
  }
`;

const Note = styled.span`
  padding: ${space[4]} 0;
  border-radius: ${radius.sm};
`;

type CopyState =
  { kind: "idle" } | { kind: "copied"; summary: string } | { kind: "failed"; summary: string };

interface ToolActionsProps {
  /** Plain-text summary of the inputs and results: sent to /contact and copied. */
  summary: string;
  /** The tool's name, e.g. "Uptime calculator": heads the copied text. */
  toolName: string;
}

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a visitor does with a result: talk it through with us (the contact form opens with the
 * summary as the message), copy it, or print it. The link works before any script runs.
 */
export function ToolActions({ summary, toolName }: ToolActionsProps) {
  const [copy, setCopy] = useState<CopyState>({ kind: "idle" });
  // A status about an earlier result would mislead once the inputs change.
  const current = copy.kind !== "idle" && copy.summary === summary ? copy.kind : "idle";

  const copyResults = async () => {
    const text = copyableResults(toolName, summary, window.location.href);
    const ok = await writeToClipboard(text);
    setCopy({ kind: ok ? "copied" : "failed", summary });
  };

  return (
    <Wrapper>
      <Row>
        <ButtonLink to={contactPathWith({ message: summary })}>
          <MessageSquare size={18} aria-hidden="true" />
          Discuss this with an expert
        </ButtonLink>
        <ActionButton variant="secondary" type="button" onClick={() => void copyResults()}>
          {current === "copied" ? (
            <Check size={18} aria-hidden="true" />
          ) : (
            <Copy size={18} aria-hidden="true" />
          )}
          Copy results
        </ActionButton>
        <ActionButton variant="secondary" type="button" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          Print
        </ActionButton>
      </Row>
      <div role="status" aria-live="polite" aria-atomic="true">
        {current === "copied" && (
          <Status tone="success">
            <Note>Results copied to the clipboard.</Note>
          </Status>
        )}
        {current === "failed" && (
          <Status tone="error">
            <Note>
              Your browser did not allow copying. Select the results on the page and copy them
              instead.
            </Note>
          </Status>
        )}
      </div>
    </Wrapper>
  );
}
