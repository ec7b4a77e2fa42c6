import styled from "@emotion/styled";
import { pricePeriodText, type ServicePlan } from "../../lib/plans/plan";
import {
  type ComparisonCell,
  comparePlanFeatures,
  comparisonCellText,
} from "../../lib/plans/plan-comparison";
import {
  cardSurface,
  color,
  fontSize,
  media,
  NAV_HEIGHT_PX,
  space,
  stack,
  visuallyHidden,
} from "../../theme/tokens";
import { PageSection } from "../ui/PageSection";
import { FeatureMarkIcon } from "./FeatureMarkIcon";

// Keyboard users can focus it and scroll with the arrow keys should the table be wider than
// its box on a middle-sized screen; on a phone it is laid out to fit (below).
const Scroller = styled.div`
  overflow-x: auto;
  ${cardSurface}
  ${media.mobile} {
    overflow-x: visible;
  }
`;

/*
 * On a phone each row is a feature's name across the width with the plans' cells under it, a
 * column per plan, and the plans' names stay at the top of the screen while the rows scroll by:
 * nothing is cut and nothing scrolls sideways. Chromium keeps the table's semantics through
 * the change of display (e2e/service-plans.spec.ts reads its accessibility tree).
 */
const Table = styled.table<{ plans: number }>`
  width: 100%;
  border-collapse: collapse;
  caption {
    padding: ${space[16]} ${space[20]} ${space[16]};
    text-align: left;
    color: ${color.textMuted};
    font-size: ${fontSize.body};
  }
  th,
  td {
    padding: ${space[16]} ${space[20]};
    border-top: 1px solid ${color.border};
    text-align: center;
    vertical-align: middle;
  }
  th[scope="row"] {
    text-align: left;
    font-weight: 500;
  }
  thead th {
    font-size: ${fontSize.body};
  }
  thead th:first-of-type {
    text-align: left;
    color: ${color.textMuted};
    font-weight: 600;
  }
  [data-highlight="true"] {
    background: color-mix(in srgb, ${color.primary} 8%, transparent);
  }
  thead th[data-highlight="true"] {
    color: ${color.primary};
  }
  tbody tr:hover {
    background: color-mix(in srgb, ${color.primary} 4%, transparent);
  }
  ${media.mobile} {
    &,
    caption,
    thead,
    tbody {
      display: block;
    }
    caption {
      padding: ${space[16]} ${space[12]} ${space[8]};
      font-size: ${fontSize.small};
    }
    tr {
      display: grid;
      grid-template-columns: repeat(${({ plans }) => plans}, minmax(0, 1fr));
    }
    /* Sized to the screen so a long level ("Emergencies") fits a third of a 320 px phone: the
       small size, shrinking with a screen narrower than 373 px; a word that still does not fit
       breaks rather than being cut. */
    th,
    td {
      padding: ${space[8]} ${space[4]} ${space[12]};
      font-size: min(${fontSize.small}, 3.75vw);
      overflow-wrap: anywhere;
    }
    td {
      border-top: 0;
    }
    th[scope="row"] {
      grid-column: 1 / -1;
      padding: ${space[12]} ${space[12]} 0;
      font-weight: 600;
    }
    thead {
      position: sticky;
      top: ${NAV_HEIGHT_PX}px;
      z-index: ${stack.raised};
      background: ${color.surfaceRaised};
      box-shadow: 0 1px 0 ${color.border};
    }
    thead th {
      padding: ${space[12]} ${space[4]};
      font-size: ${fontSize.small};
    }
    /* "Feature" names the first column, which a phone shows as each row's title instead. */
    thead th:first-of-type {
      ${visuallyHidden}
    }
  }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[8]};
  max-width: 100%;
  ${media.mobile} {
    flex-direction: column;
    gap: ${space[4]};
    /* On a phone a tick or cross alone fits; "Included" stays for screen readers, a level shows. */
    > span[data-level="false"] {
      ${visuallyHidden}
    }
  }
`;

const Words = styled.span<{ cell: ComparisonCell }>`
  color: ${({ cell }) => (cell.mark === "included" ? color.text : color.textMuted)};
  font-weight: ${({ cell }) => (cell.level ? 600 : 400)};
`;

const PriceCell = styled.td`
  font-size: ${fontSize.lead};
  font-weight: 700;
`;

function listNames(names: readonly string[]): string {
  return names.length < 2
    ? names.join("")
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

interface PlanComparisonTableProps {
  plans: readonly ServicePlan[];
}

/** Every feature of every plan in one table: a row per feature, a column per plan, each cell the plan's level or whether it has it. */
export function PlanComparisonTable({ plans }: PlanComparisonTableProps) {
  const rows = comparePlanFeatures(plans);
  const names = plans.map((plan) => plan.name);
  return (
    <PageSection
      id="plan-comparison"
      heading="Compare Plans"
      intro="Every feature of each plan, side by side."
      tone="tinted"
    >
      <Scroller role="region" aria-label="Plan comparison table" tabIndex={0}>
        <Table plans={plans.length}>
          <caption>
            Features of the {listNames(names)} plans. Each row is one feature, with the level each
            plan gives (such as its support hours) or whether the plan includes it.
          </caption>
          <thead>
            <tr>
              <th scope="col">Feature</th>
              {plans.map((plan) => (
                <th key={plan.name} scope="col" data-highlight={plan.highlight}>
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Price {pricePeriodText(plans[0]?.period ?? "per month")}</th>
              {plans.map((plan) => (
                <PriceCell key={plan.name} data-highlight={plan.highlight}>
                  {plan.price}
                </PriceCell>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.group}>
                <th scope="row">{row.group}</th>
                {row.cells.map((cell, column) => (
                  <td key={names[column]} data-highlight={plans[column].highlight}>
                    <Mark>
                      <FeatureMarkIcon mark={cell.mark} />
                      <Words cell={cell} data-level={cell.level !== null}>
                        {comparisonCellText(cell)}
                      </Words>
                    </Mark>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </PageSection>
  );
}
