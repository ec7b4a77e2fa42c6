import fc from "fast-check";
import {
  DEFAULT_PROJECT_INPUT,
  ENGINEER_DAY_RATE,
  PROJECT_COMPLEXITIES,
  PROJECT_PHASE_TEMPLATES,
  PROJECT_SIMULATOR_ASSUMPTIONS,
  PROJECT_TYPES,
  countFieldNote,
  describeProjectPlan,
  formatEffort,
  MAX_SITES,
  MAX_USERS,
  parseCount,
  phaseBar,
  pluralise,
  sanitiseProjectInput,
  startWeek,
  timelineWeekTicks,
  simulateProject,
  summariseProject,
  type ProjectComplexity,
  type ProjectInput,
  type ProjectTypeId,
} from "./project-simulator";

const TYPE_IDS = PROJECT_TYPES.map((t) => t.id);
const COMPLEXITY_IDS = PROJECT_COMPLEXITIES.map((c) => c.id);
const typeArb = fc.constantFrom(...TYPE_IDS);
const complexityArb = fc.constantFrom(...COMPLEXITY_IDS);
const usersArb = fc.integer({ min: 1, max: 10_000 });
const sitesArb = fc.integer({ min: 1, max: 100 });
const plan = (overrides: Partial<ProjectInput>) =>
  simulateProject({ ...DEFAULT_PROJECT_INPUT, ...overrides });
const ordered = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

describe("project types and templates", () => {
  it("exports the five project types with labels and three complexities", () => {
    expect(TYPE_IDS).toEqual([
      "cloud-migration",
      "server-upgrade",
      "security-rollout",
      "office-move",
      "m365-migration",
    ]);
    expect(COMPLEXITY_IDS).toEqual(["low", "medium", "high"]);
  });

  it("gives each type its own phases, from Discovery/Design to Hypercare", () => {
    for (const id of TYPE_IDS) {
      const names = PROJECT_PHASE_TEMPLATES[id].map((phase) => phase.name);
      expect(names[0]).toBe("Discovery");
      expect(names[1]).toBe("Design");
      expect(names[names.length - 1]).toBe("Hypercare");
      expect(new Set(names).size).toBe(names.length);
    }
    expect(PROJECT_PHASE_TEMPLATES["office-move"].map((p) => p.name)).toContain("Move");
    expect(PROJECT_PHASE_TEMPLATES["security-rollout"].map((p) => p.name)).toContain("Roll-out");
    expect(PROJECT_PHASE_TEMPLATES["cloud-migration"].map((p) => p.name)).toEqual([
      "Discovery",
      "Design",
      "Pilot",
      "Migration",
      "Hypercare",
    ]);
  });
});

describe("simulateProject", () => {
  it("plans a 50-user, one-site Microsoft 365 migration of medium complexity", () => {
    const result = plan({
      projectType: "m365-migration",
      users: 50,
      sites: 1,
      complexity: "medium",
    });
    expect(result.phases.map((p) => [p.name, p.startDay, p.durationDays])).toEqual([
      ["Discovery", 0, 2],
      ["Design", 2, 2],
      ["Pilot", 4, 3],
      ["Migration", 7, 5],
      ["Hypercare", 12, 3],
    ]);
    expect(result.totalDays).toBe(15);
    expect(result.totalWeeks).toBe(3);
    expect(result.riskLevel).toBe("Low");
  });

  it("prices effort at the stated day rate", () => {
    const result = plan({ projectType: "cloud-migration", users: 120, sites: 2 });
    expect(result.cost.low).toBe(Math.round(result.effortDays * ENGINEER_DAY_RATE.low));
    expect(result.cost.high).toBe(Math.round(result.effortDays * ENGINEER_DAY_RATE.high));
    expect(result.effortDays).toBe(result.phases.reduce((sum, p) => sum + p.effortDays, 0));
  });

  it("rates a large, multi-site, complex migration as high risk and says why", () => {
    const result = plan({
      projectType: "cloud-migration",
      users: 2000,
      sites: 12,
      complexity: "high",
    });
    expect(result.riskLevel).toBe("High");
    expect(result.riskFactors.join(" ")).toMatch(/High complexity/);
    expect(result.riskFactors.join(" ")).toMatch(/2000 users/);
    expect(result.riskFactors.join(" ")).toMatch(/12 sites/);
  });

  it("rates a small, simple roll-out as low risk with a reason", () => {
    const result = plan({
      projectType: "security-rollout",
      users: 10,
      sites: 1,
      complexity: "low",
    });
    expect(result.riskLevel).toBe("Low");
    expect(result.riskFactors).toHaveLength(1);
  });

  it("rates a simple office move across two sites as medium risk", () => {
    const result = plan({ projectType: "office-move", users: 40, sites: 2, complexity: "low" });
    expect(result.riskLevel).toBe("Medium");
    expect(result.riskFactors.join(" ")).toMatch(/internet providers/);
  });

  it("sanitises form input", () => {
    expect(
      sanitiseProjectInput({
        projectType: "teleportation" as ProjectTypeId,
        users: Number.NaN,
        sites: -3,
        complexity: "extreme" as ProjectComplexity,
      }),
    ).toEqual({ projectType: "m365-migration", users: 50, sites: 1, complexity: "medium" });
    expect(
      sanitiseProjectInput({ ...DEFAULT_PROJECT_INPUT, users: 1e12, sites: 2.6 }),
    ).toMatchObject({
      users: 10_000,
      sites: 3,
    });
  });

  it("phases are contiguous, start at day 0 and end at the total", () => {
    fc.assert(
      fc.property(
        typeArb,
        usersArb,
        sitesArb,
        complexityArb,
        (projectType, users, sites, complexity) => {
          const result = simulateProject({ projectType, users, sites, complexity });
          expect(result.phases[0].startDay).toBe(0);
          for (let i = 1; i < result.phases.length; i += 1) {
            const previous = result.phases[i - 1];
            expect(result.phases[i].startDay).toBe(previous.startDay + previous.durationDays);
          }
          const last = result.phases[result.phases.length - 1];
          expect(last.startDay + last.durationDays).toBe(result.totalDays);
          expect(result.totalWeeks).toBe(Math.ceil(result.totalDays / 5));
        },
      ),
    );
  });

  it("everything is finite and positive, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.oneof(typeArb, fc.string()),
        fc.double(),
        fc.double(),
        fc.oneof(complexityArb, fc.string()),
        (projectType, users, sites, complexity) => {
          const result = simulateProject({
            projectType: projectType as ProjectTypeId,
            users,
            sites,
            complexity: complexity as ProjectComplexity,
          });
          const values = [
            result.totalDays,
            result.totalWeeks,
            result.effortDays,
            result.cost.low,
            result.cost.high,
            ...result.phases.flatMap((p) => [p.durationDays, p.effortDays]),
          ];
          for (const value of values) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThan(0);
          }
          for (const phase of result.phases)
            expect(Number.isInteger(phase.durationDays)).toBe(true);
          expect(result.cost.low).toBeLessThanOrEqual(result.cost.high);
          expect(["Low", "Medium", "High"]).toContain(result.riskLevel);
          expect(result.riskFactors.length).toBeGreaterThan(0);
          expect(summariseProject(result.input)).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });

  it("durations and effort never decrease as users grow", () => {
    fc.assert(
      fc.property(
        typeArb,
        usersArb,
        usersArb,
        sitesArb,
        complexityArb,
        (projectType, a, b, sites, complexity) => {
          const [fewer, more] = ordered(a, b);
          const small = simulateProject({ projectType, users: fewer, sites, complexity });
          const large = simulateProject({ projectType, users: more, sites, complexity });
          expect(large.totalDays).toBeGreaterThanOrEqual(small.totalDays);
          expect(large.effortDays).toBeGreaterThanOrEqual(small.effortDays);
          large.phases.forEach((phase, i) =>
            expect(phase.durationDays).toBeGreaterThanOrEqual(small.phases[i].durationDays),
          );
        },
      ),
    );
  });

  it("durations and effort never decrease as sites grow", () => {
    fc.assert(
      fc.property(
        typeArb,
        usersArb,
        sitesArb,
        sitesArb,
        complexityArb,
        (projectType, users, a, b, complexity) => {
          const [fewer, more] = ordered(a, b);
          const small = simulateProject({ projectType, users, sites: fewer, complexity });
          const large = simulateProject({ projectType, users, sites: more, complexity });
          expect(large.totalDays).toBeGreaterThanOrEqual(small.totalDays);
          expect(large.effortDays).toBeGreaterThanOrEqual(small.effortDays);
          large.phases.forEach((phase, i) =>
            expect(phase.durationDays).toBeGreaterThanOrEqual(small.phases[i].durationDays),
          );
        },
      ),
    );
  });

  it("durations, effort and risk never decrease with complexity", () => {
    const riskRank = { Low: 0, Medium: 1, High: 2 } as const;
    fc.assert(
      fc.property(typeArb, usersArb, sitesArb, (projectType, users, sites) => {
        const results = COMPLEXITY_IDS.map((complexity) =>
          simulateProject({ projectType, users, sites, complexity }),
        );
        for (let i = 1; i < results.length; i += 1) {
          expect(results[i].totalDays).toBeGreaterThanOrEqual(results[i - 1].totalDays);
          expect(results[i].effortDays).toBeGreaterThanOrEqual(results[i - 1].effortDays);
          expect(riskRank[results[i].riskLevel]).toBeGreaterThanOrEqual(
            riskRank[results[i - 1].riskLevel],
          );
          results[i].phases.forEach((phase, p) =>
            expect(phase.durationDays).toBeGreaterThanOrEqual(
              results[i - 1].phases[p].durationDays,
            ),
          );
        }
      }),
    );
  });
});

describe("summary and assumptions", () => {
  it("summarises inputs, phases, totals and risk", () => {
    expect(
      summariseProject({
        projectType: "m365-migration",
        users: 50,
        sites: 1,
        complexity: "medium",
      }).split("\n"),
    ).toEqual([
      "Project simulator: Microsoft 365 migration, 50 users, 1 site, medium complexity.",
      "Phases: Discovery 2 days, Design 2 days, Pilot 3 days, Migration 5 days, Hypercare 3 days.",
      "Total: 15 working days (about 3 weeks), 21.5 engineer days, £13,975–£18,275 at £650–£850 a day.",
      "Risk: Low.",
    ]);
  });

  it("states the day rate assumption", () => {
    expect(PROJECT_SIMULATOR_ASSUMPTIONS[0]).toMatch(/£650–£850 per day/);
  });
});

describe("timeline and table helpers", () => {
  it("numbers weeks from 1, five working days each", () => {
    expect([0, 4, 5, 9, 10, 12].map(startWeek)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it("places each phase's bar by its start and length", () => {
    expect(phaseBar({ startDay: 0, durationDays: 2 }, 15)).toEqual({
      offsetPercent: 0,
      widthPercent: 13.33,
    });
    expect(phaseBar({ startDay: 12, durationDays: 3 }, 15)).toEqual({
      offsetPercent: 80,
      widthPercent: 20,
    });
    expect(phaseBar({ startDay: 0, durationDays: 1 }, 0)).toEqual({
      offsetPercent: 0,
      widthPercent: 100,
    });
  });

  it("bars tile the timeline: none overlaps the next, the last ends at 100%", () => {
    fc.assert(
      fc.property(
        typeArb,
        usersArb,
        sitesArb,
        complexityArb,
        (projectType, users, sites, complexity) => {
          const result = simulateProject({ projectType, users, sites, complexity });
          const bars = result.phases.map((phase) => phaseBar(phase, result.totalDays));
          expect(bars[0].offsetPercent).toBe(0);
          for (let i = 1; i < bars.length; i += 1) {
            const end = bars[i - 1].offsetPercent + bars[i - 1].widthPercent;
            expect(Math.abs(bars[i].offsetPercent - end)).toBeLessThan(0.02);
          }
          const last = bars[bars.length - 1];
          expect(Math.abs(last.offsetPercent + last.widthPercent - 100)).toBeLessThan(0.02);
          for (const bar of bars) expect(bar.widthPercent).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("words counts and effort", () => {
    expect(pluralise(1, "site")).toBe("1 site");
    expect(pluralise(2000, "user")).toBe("2,000 users");
    expect(formatEffort(21.5)).toBe("21.5");
    expect(formatEffort(1250)).toBe("1,250");
  });
});

describe("live description and field notes", () => {
  it("describes the whole plan in one sentence", () => {
    expect(describeProjectPlan(simulateProject(DEFAULT_PROJECT_INPUT))).toBe(
      "Microsoft 365 migration for 50 users on 1 site: about 3 weeks (15 working days), 21.5 engineer days, £13,975–£18,275, low risk.",
    );
  });

  it("reads typed counts, empty as not a number", () => {
    expect(parseCount(" 120 ")).toBe(120);
    expect(parseCount("")).toBeNaN();
    expect(parseCount("abc")).toBeNaN();
  });

  it("says when the plan used another number than the one typed", () => {
    const users = { min: 1, max: MAX_USERS, noun: "users" };
    expect(countFieldNote("120", 120, users)).toBe("");
    expect(countFieldNote("", 50, users)).toBe(
      "Enter a whole number from 1 to 10,000; the plan uses 50 users meanwhile.",
    );
    expect(countFieldNote("20000", 10_000, users)).toBe(
      "The simulator plans for up to 10,000 users.",
    );
    expect(countFieldNote("0", 1, { min: 1, max: MAX_SITES, noun: "sites" })).toBe(
      "The simulator plans for at least 1 site.",
    );
    expect(countFieldNote("2.6", 3, { min: 1, max: MAX_SITES, noun: "sites" })).toBe(
      "Rounded to 3 sites.",
    );
  });

  it("a note appears exactly when the plan's number differs from the typed one", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -50, max: 20_000 }).map(String),
          fc.double({ min: -10, max: 20_000, noNaN: true }).map(String),
          fc.string(),
        ),
        (typed) => {
          const used = sanitiseProjectInput({
            ...DEFAULT_PROJECT_INPUT,
            users: parseCount(typed),
          }).users;
          const note = countFieldNote(typed, used, { min: 1, max: MAX_USERS, noun: "users" });
          expect(note === "").toBe(String(used) === typed.trim() || Number(typed.trim()) === used);
        },
      ),
    );
  });
});

describe("timelineWeekTicks", () => {
  it("labels every week of a short project where it starts", () => {
    expect(timelineWeekTicks(15)).toEqual([
      { week: 1, offsetPercent: 0 },
      { week: 2, offsetPercent: 33.33 },
      { week: 3, offsetPercent: 66.67 },
    ]);
  });

  it("thins the labels out on a long project", () => {
    const ticks = timelineWeekTicks(300);
    expect(ticks.length).toBeLessThanOrEqual(12);
    expect(ticks.slice(0, 3).map((t) => t.week)).toEqual([1, 9, 17]);
  });

  it("every label sits on the timeline, in order, never more than asked for", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 20 }),
        (days, max) => {
          const ticks = timelineWeekTicks(days, max);
          expect(ticks.length).toBeGreaterThan(0);
          expect(ticks.length).toBeLessThanOrEqual(max);
          expect(ticks[0]).toEqual({ week: 1, offsetPercent: 0 });
          for (let i = 1; i < ticks.length; i += 1) {
            expect(ticks[i].offsetPercent).toBeGreaterThan(ticks[i - 1].offsetPercent);
            expect(ticks[i].offsetPercent).toBeLessThan(100);
          }
        },
      ),
    );
  });
});
