import styled from "@emotion/styled";
import { CloudOff, HardDrive } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useChecklistState } from "../../../hooks/useChecklistState";
import {
  type Checklist,
  checkedIdsFor,
  checklistEnquirySummary,
  checklistProgress,
  mostRelevantChecklist,
} from "../../../lib/tools/checklists";
import { complianceChecklistPath } from "../../../lib/routes";
import { checklistIdFromHash } from "../../../lib/tools/checklists-tabs";
import { cardSurface, color, fontSize, media, NAV_HEIGHT_PX, space } from "../../../theme/tokens";
import { ToolActions } from "../ToolActions";
import { ChecklistPanel } from "./ChecklistPanel";
import { ChecklistSectionNav } from "./ChecklistSectionNav";
import { ChecklistTabs } from "./ChecklistTabs";
import { COMPLIANCE_CHECKLISTS } from "../../../lib/tools/registry";

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  align-items: start;
  gap: ${space[40]};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space[32]};
  }
  ${media.between("mobile", "laptop")} {
    grid-template-columns: minmax(0, 1fr);
  }
  @media print {
    display: block;
  }
`;

const Aside = styled.aside`
  position: sticky;
  top: ${NAV_HEIGHT_PX + 24}px;
  display: grid;
  gap: ${space[24]};
  padding: ${space[20]};
  ${cardSurface}
  ${media.below("laptop")} {
    position: static;
  }
  ${media.mobile} {
    padding: ${space[20]} ${space[16]};
  }
  @media print {
    display: none;
  }
`;

const ShareHeading = styled.h2`
  margin: 0 0 ${space[8]};
  font-size: ${fontSize.lead};
`;

const ShareText = styled.p`
  margin: 0 0 ${space[16]};
  font-size: ${fontSize.small};
  color: ${color.textMuted};
`;

const Saving = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${space[8]};
  margin: 0;
  padding-top: ${space[16]};
  border-top: 1px solid ${color.border};
  font-size: ${fontSize.small};
  color: ${color.textMuted};
  svg {
    flex: none;
    margin-top: ${space[4]};
  }
`;

// The layout's ToolActions stacks its buttons in a narrow column.
const Actions = styled.div`
  a,
  button {
    flex: 1 1 100%;
  }
`;

interface ComplianceChecklistsToolProps {
  checklists: readonly Checklist[];
  /** The list this page is about, prebuilt with its items (the first when not given). */
  initialId?: string;
}

interface UndoOffer {
  checklistId: string;
  ids: string[];
}

/**
 * The interactive checklists: a tab per list with its progress, the chosen list's items as
 * checkboxes, a reset with undo, and a summary to share. Ticks stay in this browser.
 *
 * Only the page's own list is prebuilt with its items (each list has its page, see
 * templates/compliance-checklist.tsx); another list's items are rendered when its tab is
 * chosen, and every list's before the page is printed.
 */
export function ComplianceChecklistsTool({ checklists, initialId }: ComplianceChecklistsToolProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { state, saving, toggle, reset, restore } = useChecklistState(checklists, formRef);
  const [activeId, setActiveId] = useState(initialId ?? checklists[0]?.id ?? "");
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([activeId]));
  const [undo, setUndo] = useState<UndoOffer | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // A link such as /tools/compliance-checklists#iso-27001 opens that list.
  useEffect(() => {
    const fromHash = checklistIdFromHash(
      window.location.hash,
      checklists.map((list) => list.id),
    );
    if (!fromHash) return;
    setActiveId(fromHash);
    setShown((ids) => new Set([...ids, fromHash]));
  }, [checklists]);

  // Printing shows every list: their items are rendered before the page is laid out for print.
  useEffect(() => {
    const showAll = () => flushSync(() => setShown(new Set(checklists.map((list) => list.id))));
    // The print media query also changes when print is emulated (no beforeprint then).
    const print = typeof window.matchMedia === "function" ? window.matchMedia("print") : null;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) showAll();
    };
    window.addEventListener("beforeprint", showAll);
    print?.addEventListener("change", onChange);
    return () => {
      window.removeEventListener("beforeprint", showAll);
      print?.removeEventListener("change", onChange);
    };
  }, [checklists]);

  const progress = useMemo(
    () =>
      new Map(
        checklists.map((list) => [list.id, checklistProgress(list, checkedIdsFor(state, list.id))]),
      ),
    [checklists, state],
  );
  const active = checklists.find((list) => list.id === activeId) ?? checklists[0];
  const summary = checklistEnquirySummary(checklists, state, activeId);
  const relevant = mostRelevantChecklist(checklists, state, activeId);

  const select = (checklistId: string) => {
    setActiveId(checklistId);
    setShown((ids) => (ids.has(checklistId) ? ids : new Set([...ids, checklistId])));
    window.history.replaceState(window.history.state, "", `#${checklistId}`);
  };

  const onToggle = (checklistId: string, itemId: string) => {
    if (undo?.checklistId === checklistId) setUndo(null);
    toggle(checklistId, itemId);
  };

  const onReset = (list: Checklist) => {
    const ids = reset(list.id);
    if (ids.length === 0) return;
    setUndo({ checklistId: list.id, ids });
    const total = progress.get(list.id)?.total ?? 0;
    setAnnouncement(
      `${list.title} checklist reset: 0 of ${total} complete. Press Undo to restore ${ids.length} ${ids.length === 1 ? "tick" : "ticks"}.`,
    );
  };

  const onUndo = (list: Checklist) => {
    if (!undo || undo.checklistId !== list.id) return;
    restore(list.id, undo.ids);
    setUndo(null);
    const total = progress.get(list.id)?.total ?? 0;
    setAnnouncement(`${list.title} ticks restored: ${undo.ids.length} of ${total} complete.`);
  };

  return (
    <Layout>
      <form ref={formRef} onSubmit={(e) => e.preventDefault()}>
        <ChecklistTabs
          checklists={checklists}
          pathOf={(checklistId) => complianceChecklistPath(checklists, checklistId)}
          progress={progress}
          activeId={active?.id ?? ""}
          onSelect={select}
        />
        {checklists.map((list) => (
          <ChecklistPanel
            key={list.id}
            checklist={list}
            checkedIds={checkedIdsFor(state, list.id)}
            progress={progress.get(list.id) ?? { done: 0, total: 0, percent: 0 }}
            hidden={list.id !== active?.id}
            itemsShown={shown.has(list.id)}
            undoCount={undo?.checklistId === list.id ? undo.ids.length : null}
            onToggle={(itemId) => onToggle(list.id, itemId)}
            onReset={() => onReset(list)}
            onUndo={() => onUndo(list)}
          />
        ))}
        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </form>
      <Aside aria-label="Progress and next steps">
        {active && (
          <ChecklistSectionNav checklist={active} checkedIds={checkedIdsFor(state, active.id)} />
        )}
        <div>
          <ShareHeading>Talk it through</ShareHeading>
          <ShareText>
            Send your progress on every list, with what is still open in{" "}
            {relevant?.title ?? "the list on screen"}, to one of our compliance consultants, or keep
            a copy.
          </ShareText>
          <Actions>
            <ToolActions summary={summary} toolName={COMPLIANCE_CHECKLISTS.name} />
          </Actions>
        </div>
        <Saving>
          {saving ? (
            <HardDrive size={16} aria-hidden="true" />
          ) : (
            <CloudOff size={16} aria-hidden="true" />
          )}
          {saving
            ? "Your ticks are saved in this browser only; we never see them unless you send them."
            : "This browser is not letting the page save your ticks: they will be lost when you leave."}
        </Saving>
      </Aside>
    </Layout>
  );
}
