import fc from "fast-check";
import checklistsContent from "../../../content/checklists/compliance-checklists.json";
import {
  CHECKLIST_ASSUMPTIONS,
  CHECKLIST_STORAGE_KEY,
  DEFAULT_CHECKLIST_STATE,
  KEBAB_CASE_ID,
  checkedIdsFor,
  checklistSectionField,
  emptySectionFields,
  ticksByChecklist,
  checklistItemIds,
  checklistProblems,
  checklistEnquirySummary,
  checklistProgress,
  CHECKLIST_SUMMARY_MAX,
  isChecklist,
  loadChecklists,
  mergeChecklistStates,
  mostRelevantChecklist,
  openChecklistItems,
  parseChecklistState,
  progressText,
  resetChecklist,
  restoreChecklist,
  serialiseChecklistState,
  shortenText,
  summariseChecklist,
  toggleChecklistItem,
  type Checklist,
  type ChecklistState,
} from "./checklists";

const SAMPLE: Checklist = {
  id: "sample",
  title: "Sample",
  description: "A small list for tests.",
  sections: [
    {
      title: "One",
      items: [
        { id: "a", text: "A" },
        { id: "b", text: "B", help: "Help for B" },
      ],
    },
    {
      title: "Two",
      items: [
        { id: "c", text: "C" },
        { id: "d", text: "D" },
      ],
    },
  ],
};
const OTHER: Checklist = {
  id: "other",
  title: "Other",
  description: "Another list.",
  sections: [{ title: "Only", items: [{ id: "a", text: "Same id, different list" }] }],
};

describe("the checklists in content", () => {
  const checklists: unknown = checklistsContent;

  it("is a list of four well-formed checklists with unique, kebab-case ids", () => {
    expect(Array.isArray(checklists)).toBe(true);
    expect(checklistProblems(checklists)).toEqual([]);
    const lists = checklists as Checklist[];
    expect(lists.map((list) => list.id)).toEqual([
      "cyber-essentials",
      "uk-gdpr",
      "iso-27001",
      "pci-dss",
    ]);
    for (const list of lists) expect(isChecklist(list)).toBe(true);
  });

  it("each list has 12 to 25 items with unique ids", () => {
    for (const list of checklists as Checklist[]) {
      const ids = checklistItemIds(list);
      expect(ids.length).toBeGreaterThanOrEqual(12);
      expect(ids.length).toBeLessThanOrEqual(25);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(KEBAB_CASE_ID);
    }
  });

  it("every item and section has text, and every list a title and description", () => {
    for (const list of checklists as Checklist[]) {
      expect(list.title).not.toBe("");
      expect(list.description.length).toBeGreaterThan(40);
      for (const section of list.sections) {
        expect(section.title).not.toBe("");
        expect(section.items.length).toBeGreaterThan(0);
        for (const item of section.items) {
          expect(item.text.length).toBeGreaterThan(30);
          expect(item.text).toMatch(/\.$/);
          if (item.help !== undefined) expect(item.help).not.toBe("");
        }
      }
    }
  });

  it("organises Cyber Essentials by its five technical controls", () => {
    const ce = (checklists as Checklist[])[0];
    expect(ce.sections.map((s) => s.title)).toEqual([
      "Firewalls",
      "Secure configuration",
      "Security update management",
      "User access control",
      "Malware protection",
    ]);
  });

  it("covers ISO 27001 clauses 4 to 10 and the four Annex A themes", () => {
    const titles = (checklists as Checklist[])[2].sections.map((s) => s.title).join("\n");
    for (const clause of [4, 5, 6, 7, 8, 9, 10]) expect(titles).toContain(`(clause ${clause})`);
    for (const theme of ["organisational", "people", "physical", "technological"]) {
      expect(titles).toContain(`Annex A: ${theme} controls`);
    }
  });

  it("groups PCI DSS's 12 requirements under its six goals", () => {
    const pci = (checklists as Checklist[])[3];
    expect(pci.sections).toHaveLength(6);
    expect(pci.sections.map((s) => s.title.match(/\(requirements? ([\d–]+)\)/)?.[1])).toEqual([
      "1–2",
      "3–4",
      "5–6",
      "7–9",
      "10–11",
      "12",
    ]);
  });
});

describe("checklistProblems", () => {
  it("reports duplicate and badly formed ids", () => {
    const broken = {
      ...SAMPLE,
      sections: [
        {
          title: "X",
          items: [
            { id: "Same", text: "1" },
            { id: "Same", text: "2" },
          ],
        },
      ],
    };
    expect(checklistProblems([broken, SAMPLE])).toEqual([
      "sample/Same: item id is not kebab-case",
      "sample/Same: item id is not kebab-case",
      "sample/Same: duplicate item id",
      "sample: duplicate checklist id",
    ]);
    expect(checklistProblems({})).toEqual(["checklists: expected a list"]);
    expect(checklistProblems([{ id: 1 }])).toEqual(["checklist 0: not a checklist"]);
  });
});

describe("checklistProgress", () => {
  it("counts ticked items of this checklist only", () => {
    expect(checklistProgress(SAMPLE, new Set())).toEqual({ done: 0, total: 4, percent: 0 });
    expect(checklistProgress(SAMPLE, new Set(["a", "c", "zzz"]))).toEqual({
      done: 2,
      total: 4,
      percent: 50,
    });
    expect(checklistProgress(SAMPLE, new Set(["a", "b", "c", "d"]))).toEqual({
      done: 4,
      total: 4,
      percent: 100,
    });
    expect(checklistProgress(SAMPLE, new Set(["a"]))).toEqual({ done: 1, total: 4, percent: 25 });
  });

  it("an empty checklist is 0%, not NaN", () => {
    expect(checklistProgress({ ...SAMPLE, sections: [] }, new Set(["a"]))).toEqual({
      done: 0,
      total: 0,
      percent: 0,
    });
  });

  it("progress stays within 0..total and 0..100 whatever is ticked", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom("a", "b", "c", "d"), fc.string())), (ids) => {
        const progress = checklistProgress(SAMPLE, new Set(ids));
        expect(progress.done).toBeGreaterThanOrEqual(0);
        expect(progress.done).toBeLessThanOrEqual(progress.total);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe("state", () => {
  it("uses a versioned storage key and starts empty", () => {
    expect(CHECKLIST_STORAGE_KEY).toMatch(/v1$/);
    expect(DEFAULT_CHECKLIST_STATE).toEqual({});
  });

  it("toggles an item on and off without changing the old state", () => {
    const before = {};
    const on = toggleChecklistItem(before, "sample", "a");
    expect(on).toEqual({ sample: ["a"] });
    expect(before).toEqual({});
    expect(toggleChecklistItem(on, "sample", "a")).toEqual({ sample: [] });
    expect(checkedIdsFor(on, "sample")).toEqual(new Set(["a"]));
    expect(checkedIdsFor(on, "other")).toEqual(new Set());
    expect(checkedIdsFor(on, "toString")).toEqual(new Set());
  });

  it("round-trips through serialise and parse", () => {
    const state = { sample: ["a", "d"], other: ["a"] };
    expect(parseChecklistState(serialiseChecklistState(state), [SAMPLE, OTHER])).toEqual(state);
  });

  it("drops unknown item ids and unknown checklists", () => {
    const raw = serialiseChecklistState({
      sample: ["a", "renamed-item"],
      gone: ["x"],
      other: ["nope"],
    });
    expect(parseChecklistState(raw, [SAMPLE, OTHER])).toEqual({ sample: ["a"] });
  });

  it("drops duplicates and non-string ids", () => {
    const raw = JSON.stringify({
      version: 1,
      checked: { sample: ["a", "a", 3, null, { id: "b" }, "b"] },
    });
    expect(parseChecklistState(raw, [SAMPLE])).toEqual({ sample: ["a", "b"] });
  });

  it("reads anything unreadable or foreign as an empty state", () => {
    const foreign = [
      null,
      undefined,
      "",
      "not json",
      "{",
      "null",
      "42",
      '"text"',
      "[]",
      "{}",
      '{"version":2,"checked":{"sample":["a"]}}',
      '{"version":"1","checked":{"sample":["a"]}}',
      '{"version":1}',
      '{"version":1,"checked":[]}',
      '{"version":1,"checked":{"sample":"a"}}',
      '{"sample":["a"]}',
    ];
    for (const raw of foreign) expect(parseChecklistState(raw, [SAMPLE])).toEqual({});
  });

  it("never throws and only ever returns known ids, whatever is stored", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify({ version: 1, checked: v })),
        ),
        (raw) => {
          const state = parseChecklistState(raw, [SAMPLE, OTHER]);
          for (const [listId, ids] of Object.entries(state)) {
            const list = [SAMPLE, OTHER].find((l) => l.id === listId);
            expect(list).toBeDefined();
            for (const id of ids) expect(checklistItemIds(list as Checklist)).toContain(id);
          }
        },
      ),
    );
  });

  it("serialised state leaves out empty lists", () => {
    expect(JSON.parse(serialiseChecklistState({ sample: [], other: ["a", "a"] }))).toEqual({
      version: 1,
      checked: { other: ["a"] },
    });
  });
});

describe("summary and assumptions", () => {
  it("summarises progress overall and by section", () => {
    expect(summariseChecklist(SAMPLE, new Set(["a", "b", "c"])).split("\n")).toEqual([
      "Sample checklist: 3 of 4 done (75%).",
      "One: 2 of 2 done.",
      "Two: 1 of 2 done.",
    ]);
  });

  it("states that it is a self-assessment aid", () => {
    expect(CHECKLIST_ASSUMPTIONS[0]).toMatch(/self-assessment/);
  });
});

describe("loadChecklists", () => {
  it("hands back the content's checklists when they are well formed", () => {
    const lists = loadChecklists(checklistsContent);
    expect(lists.map((list) => list.id)).toEqual([
      "cyber-essentials",
      "uk-gdpr",
      "iso-27001",
      "pci-dss",
    ]);
  });

  it("stops with every problem named, so a bad edit fails the build", () => {
    expect(() => loadChecklists([SAMPLE, SAMPLE])).toThrow(
      "content/checklists/compliance-checklists.json: 1 problem:\nsample: duplicate checklist id",
    );
    expect(() => loadChecklists({})).toThrow("checklists: expected a list");
  });
});

describe("progress text, merging, reset and undo", () => {
  it("says how many items are complete", () => {
    expect(progressText({ done: 3, total: 21, percent: 14 })).toBe("3 of 21 complete");
  });

  it("merges stored ticks with ticks made before the page was interactive", () => {
    expect(mergeChecklistStates({ sample: ["a"], other: ["a"] }, { sample: ["c", "a"] })).toEqual({
      sample: ["a", "c"],
      other: ["a"],
    });
    expect(mergeChecklistStates({ sample: [] }, {})).toEqual({});
  });

  it("merging is a union: nothing ticked in either is lost, nothing else appears", () => {
    const stateArb = fc.dictionary(
      fc.constantFrom("sample", "other"),
      fc.array(fc.constantFrom("a", "b", "c", "d")),
    );
    fc.assert(
      fc.property(stateArb, stateArb, (a: ChecklistState, b: ChecklistState) => {
        const merged = mergeChecklistStates(a, b);
        for (const list of ["sample", "other"]) {
          const expected = new Set([...(a[list] ?? []), ...(b[list] ?? [])]);
          expect(checkedIdsFor(merged, list)).toEqual(expected);
          expect(merged[list]?.length ?? 0).toBe(expected.size);
        }
      }),
    );
  });

  it("resets one list and can put its ticks back", () => {
    const state = { sample: ["a", "b"], other: ["a"] };
    const reset = resetChecklist(state, "sample");
    expect(reset).toEqual({ other: ["a"] });
    expect(state).toEqual({ sample: ["a", "b"], other: ["a"] });
    const ticked = toggleChecklistItem(reset, "sample", "d");
    expect(restoreChecklist(ticked, "sample", ["a", "b"])).toEqual({
      sample: ["d", "a", "b"],
      other: ["a"],
    });
  });

  it("reset then undo gives back the same ticks for any state", () => {
    const stateArb = fc.dictionary(
      fc.constantFrom("sample", "other"),
      fc.uniqueArray(fc.constantFrom("a", "b", "c", "d")),
    );
    fc.assert(
      fc.property(stateArb, fc.constantFrom("sample", "other"), (state, list) => {
        const removed = state[list] ?? [];
        const undone = restoreChecklist(resetChecklist(state, list), list, removed);
        for (const id of ["sample", "other"])
          expect(checkedIdsFor(undone, id)).toEqual(checkedIdsFor(state, id));
      }),
    );
  });

  it("lists the open items in order with their section", () => {
    expect(
      openChecklistItems(SAMPLE, new Set(["a", "c"])).map(({ section, item }) => [
        section,
        item.id,
      ]),
    ).toEqual([
      ["One", "b"],
      ["Two", "d"],
    ]);
  });
});

describe("the enquiry summary", () => {
  const lists = loadChecklists(checklistsContent);

  it("picks the list on screen once it has ticks, else the furthest along", () => {
    expect(mostRelevantChecklist([SAMPLE, OTHER], {}, "other")?.id).toBe("other");
    expect(mostRelevantChecklist([SAMPLE, OTHER], { sample: ["a"] }, "other")?.id).toBe("sample");
    expect(
      mostRelevantChecklist([SAMPLE, OTHER], { sample: ["a"], other: ["a"] }, "sample")?.id,
    ).toBe("sample");
    expect(mostRelevantChecklist([SAMPLE, OTHER], {}, "unknown")?.id).toBe("sample");
    expect(mostRelevantChecklist([], {}, "sample")).toBeUndefined();
  });

  it("shortens long item texts at a word boundary", () => {
    expect(shortenText("Short enough.", 40)).toBe("Short enough.");
    expect(shortenText("Protect every internet-connected device with a firewall", 30)).toBe(
      "Protect every…",
    );
    expect(shortenText("  spaced   out  ", 40)).toBe("spaced out");
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 200 }), (text, max) => {
        expect(shortenText(text, max).length).toBeLessThanOrEqual(max);
      }),
    );
  });

  it("gives progress on every list and the open items of the most relevant one", () => {
    const summary = checklistEnquirySummary([SAMPLE, OTHER], { sample: ["a", "c"] }, "sample");
    expect(summary.split("\n")).toEqual([
      "Compliance checklists (self-assessment):",
      "- Sample: 2 of 4 complete (50%)",
      "- Other: 0 of 1 complete (0%)",
      "",
      "Still open in Sample (2):",
      "- B",
      "- D",
    ]);
  });

  it("says when a list is complete", () => {
    expect(checklistEnquirySummary([SAMPLE], { sample: ["a", "b", "c", "d"] }, "sample")).toContain(
      "Every Sample item is ticked.",
    );
  });

  it("stays within the limit with the real lists, saying how many items it left out", () => {
    const summary = checklistEnquirySummary(lists, {}, "iso-27001");
    expect(summary.length).toBeLessThanOrEqual(CHECKLIST_SUMMARY_MAX);
    expect(summary).toContain("Still open in ISO 27001 (25):");
    expect(summary).toMatch(/…and \d+ more\.$/);
    const shown = summary.split("\n").filter((line) => line.startsWith("- ")).length - 4;
    const more = Number(summary.match(/…and (\d+) more\.$/)?.[1]);
    expect(shown + more).toBe(25);
  });

  it("never exceeds the limit and never drops the progress lines, whatever is ticked", () => {
    const allIds = lists.map((list) => ({ id: list.id, items: checklistItemIds(list) }));
    const stateArb = fc
      .tuple(...allIds.map(({ items }) => fc.subarray(items)))
      .map((picked) => Object.fromEntries(allIds.map(({ id }, i) => [id, picked[i]])));
    fc.assert(
      fc.property(
        stateArb,
        fc.constantFrom(...allIds.map(({ id }) => id)),
        fc.integer({ min: 400, max: 2000 }),
        (state: ChecklistState, active, max) => {
          const summary = checklistEnquirySummary(lists, state, active, max);
          expect(summary.length).toBeLessThanOrEqual(max);
          for (const list of lists) expect(summary).toContain(`- ${list.title}: `);
        },
      ),
    );
  });
});

describe("section fields", () => {
  const lists = [
    {
      id: "a",
      sections: [{ items: [{ id: "a1" }, { id: "a2" }] }, { items: [{ id: "a3" }] }],
    },
    { id: "b", sections: [{ items: [{ id: "b1" }] }] },
  ] as unknown as Checklist[];

  it("names each section's checkboxes apart, and every section starts empty", () => {
    expect(checklistSectionField("a", 0)).toBe("a:1");
    expect(emptySectionFields(lists)).toEqual({ "a:1": [], "a:2": [], "b:1": [] });
  });

  it("gathers the ticks of a list's sections back into the list", () => {
    expect(ticksByChecklist(lists, { "a:1": ["a2"], "a:2": ["a3"] })).toEqual({
      a: ["a2", "a3"],
      b: [],
    });
  });
});
