import styled from "@emotion/styled";
import { Component, type ReactNode } from "react";
import { color, radius, space } from "../theme/tokens";
import type { OnDemandController } from "./onDemandPart";

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space[12]} ${space[20]};
  margin: ${space[32]} auto;
  max-width: 40rem;
  padding: ${space[20]} ${space[24]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  p {
    margin: 0;
  }
  button {
    min-height: 44px;
    padding: 0 ${space[20]};
    border: 1px solid ${color.primary};
    border-radius: ${radius.sm};
    background: ${color.primary};
    color: ${color.onPrimary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

interface PartErrorBoundaryProps {
  part: OnDemandController;
  children: ReactNode;
}

/** Where a part could not be loaded and there is no prebuilt HTML to keep: say so, offer a retry. */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => {
    this.props.part.retry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Notice role="alert">
        <p>This part of the page could not be loaded. Check your connection.</p>
        <button type="button" onClick={this.retry}>
          Try again
        </button>
      </Notice>
    );
  }
}
