import styled from "@emotion/styled";
import { useCallback, useEffect, useRef, useState } from "react";
import { OnDemand } from "../../hydration/OnDemand";
import { onDemandPart } from "../../hydration/onDemandPart";
import { PageSection } from "../ui/PageSection";
import { InfographicCard } from "./InfographicCard";
import type { InfographicData } from "./infographic-types";
import { space } from "../../theme/tokens";

const loadDialogCode = () =>
  import(/* webpackChunkName: "part-infographic-dialog" */ "./InfographicDialog");

// The dialog is its own chunk: nothing of it loads until a visitor shows interest in a card.
const InfographicDialog = onDemandPart("infographic-dialog", () =>
  loadDialogCode().then((m) => m.InfographicDialog),
);

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${space[20]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const preloadDialog = () => {
  // A failed early fetch is retried, and reported, when the dialog really renders.
  loadDialogCode().catch(() => undefined);
};

interface InfographicsSectionProps {
  infographics: readonly InfographicData[];
}

/** The infographic cards (as many as the content holds); each opens its detail in a modal dialog. */
export function InfographicsSection({ infographics }: InfographicsSectionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openedFrom = useRef<HTMLButtonElement | null>(null);
  const open = (id: string, button: HTMLButtonElement) => {
    openedFrom.current = button;
    setOpenId(id);
  };
  const close = useCallback(() => setOpenId(null), []);

  // Back to the card that opened the dialog, once the dialog has gone.
  useEffect(() => {
    if (openId !== null || !openedFrom.current) return;
    openedFrom.current.focus();
    openedFrom.current = null;
  }, [openId]);

  const selected = infographics.find((item) => item.infographicId === openId);
  return (
    <PageSection
      id="infographics"
      heading="IT Insights at a Glance"
      intro="Key figures on the security, spending, downtime, cloud and compliance questions SMEs ask us most. Select a card for the detail."
    >
      <Grid>
        {infographics.map((infographic) => (
          <li key={infographic.infographicId}>
            <InfographicCard
              infographic={infographic}
              onOpen={(button) => open(infographic.infographicId, button)}
              onInterest={preloadDialog}
            />
          </li>
        ))}
      </Grid>
      {selected && (
        <OnDemand part={InfographicDialog.part}>
          <InfographicDialog infographic={selected} onClose={close} />
        </OnDemand>
      )}
    </PageSection>
  );
}
