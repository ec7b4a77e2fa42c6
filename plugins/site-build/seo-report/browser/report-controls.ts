/**
 * The SEO report's one script (/admin/seo/report.js, compiled by write-seo-report.ts): sorting
 * by any column and a filter by problem, added to the static table it finds. Without it the
 * table is complete and in address order, so it adds its controls itself: none is left on the
 * page without the script to make it work.
 *
 * - Each column heading becomes a button; the sorted column's header carries aria-sort.
 * - A labelled select chooses which pages show (every page, any problem, a severity, a kind).
 * - The status line (role="status") says how many rows show and in what order after a change.
 * - A link to a page's previews opens its <details>.
 */
import {
  compareValues,
  nextDirection,
  rowMatches,
  rowsStatus,
  type SortDirection,
  type SortKind,
} from "./report-table";

interface FilterOption {
  kind: string;
  label: string;
  count: number;
}

const SEVERITY_LABELS: Record<string, string> = {
  error: "Pages with an error",
  warning: "Pages with a warning",
  notice: "Pages with a notice",
};

/** The cell's value to sort by: its data-value, else its text. */
const valueOf = (cell: HTMLTableCellElement | undefined) =>
  cell?.dataset.value ?? cell?.textContent?.trim() ?? "";

const tokens = (text: string | undefined) => (text ?? "").split(" ").filter(Boolean);

function enhance(table: HTMLTableElement, controls: HTMLElement, status: HTMLElement): void {
  const body = table.tBodies[0];
  const headerRow = table.tHead?.rows[0];
  if (!body || !headerRow) return;
  const rows = Array.from(body.rows);
  const headers = Array.from(headerRow.cells);
  const problemsOf = (row: HTMLTableRowElement) => ({
    kinds: tokens(row.dataset.problems),
    severities: tokens(row.dataset.severities),
  });

  let sortColumn = 0;
  let direction: SortDirection = "ascending";
  let filter = "";

  const select = document.createElement("select");
  select.id = "problem-filter";
  const label = document.createElement("label");
  label.htmlFor = select.id;
  label.textContent = "Show";
  const addOption = (value: string, text: string) => {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = text;
    select.append(option);
  };
  const countOf = (value: string) =>
    rows.filter((row) => rowMatches(value, problemsOf(row))).length;
  addOption("", `All pages (${rows.length})`);
  addOption("any", `Pages with any problem (${countOf("any")})`);
  for (const [severity, text] of Object.entries(SEVERITY_LABELS)) {
    const count = countOf(severity);
    if (count > 0) addOption(severity, `${text} (${count})`);
  }
  const options = JSON.parse(
    document.getElementById("filter-options")?.textContent ?? "[]",
  ) as FilterOption[];
  for (const option of options)
    addOption(`kind:${option.kind}`, `${option.label} (${option.count})`);
  const wrapper = document.createElement("p");
  wrapper.className = "filter";
  wrapper.append(label, " ", select);
  controls.append(wrapper);

  const headingText = (index: number) =>
    headers[index]?.querySelector(".heading")?.textContent ?? `column ${index + 1}`;

  const announce = () => {
    const shown = rows.filter((row) => !row.hidden).length;
    status.textContent = rowsStatus({
      shown,
      total: rows.length,
      filterLabel: filter === "" ? null : (select.selectedOptions[0]?.textContent ?? filter),
      sortLabel: headingText(sortColumn),
      direction,
    });
  };

  const applySort = () => {
    const kind = (headers[sortColumn]?.dataset.sort ?? "text") as SortKind;
    const sign = direction === "ascending" ? 1 : -1;
    const ordered = [...rows].sort(
      (a, b) =>
        sign * compareValues(valueOf(a.cells[sortColumn]), valueOf(b.cells[sortColumn]), kind) ||
        // Equal values keep address order, whichever way the column runs.
        rows.indexOf(a) - rows.indexOf(b),
    );
    body.append(...ordered);
    headers.forEach((header, index) => {
      if (index === sortColumn) header.setAttribute("aria-sort", direction);
      else header.removeAttribute("aria-sort");
      const arrow = header.querySelector(".arrow");
      if (arrow)
        arrow.textContent = index === sortColumn ? (direction === "ascending" ? "▲" : "▼") : "";
    });
  };

  headers.forEach((header, index) => {
    const button = document.createElement("button");
    button.type = "button";
    const text = document.createElement("span");
    text.className = "heading";
    text.append(...Array.from(header.childNodes));
    const arrow = document.createElement("span");
    arrow.className = "arrow";
    arrow.setAttribute("aria-hidden", "true");
    button.append(text, arrow);
    header.append(button);
    button.addEventListener("click", () => {
      direction = nextDirection(index === sortColumn, direction);
      sortColumn = index;
      applySort();
      announce();
    });
  });
  applySort();

  select.addEventListener("change", () => {
    filter = select.value;
    for (const row of rows) row.hidden = !rowMatches(filter, problemsOf(row));
    announce();
  });
}

/** Opens the page's details a link (or the address) points at. */
function openTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
}

const table = document.getElementById("pages-table");
const controls = document.getElementById("table-controls");
const status = document.getElementById("rows-status");
if (table instanceof HTMLTableElement && controls && status) enhance(table, controls, status);
window.addEventListener("hashchange", openTarget);
// A link to the page already in the address changes no hash: open its details all the same.
document.addEventListener("click", (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href^="#page-"]') : null;
  const target = link ? document.getElementById(link.getAttribute("href")?.slice(1) ?? "") : null;
  if (target instanceof HTMLDetailsElement) target.open = true;
});
openTarget();
