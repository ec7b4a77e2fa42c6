import fc from "fast-check";
import { checkNumberFields } from "./numbers";
import {
  COMPLIANCE_COST_ASSUMPTIONS,
  COMPLIANCE_FIELD_RULES,
  FRAMEWORK_DESCRIPTIONS,
  formatShareRange,
  complianceCostHeadline,
  fineComparison,
  firstYearShareOfTurnover,
  COMPLIANCE_FRAMEWORKS,
  COST_CATEGORIES,
  DEFAULT_COMPLIANCE_COST_INPUT,
  FRAMEWORK_COSTING_ORDER,
  MATURITY_LEVELS,
  SECTORS,
  complianceSizeFactor,
  cyberEssentialsFee,
  estimateComplianceCost,
  gdprMaximumFines,
  icoDataProtectionFee,
  overlapDiscount,
  sanitiseComplianceCostInput,
  summariseComplianceCost,
  type ComplianceCostInput,
  type ComplianceCostResult,
  type CostRange,
  type FrameworkId,
  type MaturityId,
  type SectorId,
} from "./compliance-cost";

const FRAMEWORK_IDS = COMPLIANCE_FRAMEWORKS.map((f) => f.id);
const MATURITY_IDS = MATURITY_LEVELS.map((m) => m.id);
const SECTOR_IDS = SECTORS.map((s) => s.id);

const input = (overrides: Partial<ComplianceCostInput>): ComplianceCostInput => ({
  ...DEFAULT_COMPLIANCE_COST_INPUT,
  ...overrides,
});

function allRanges(result: ComplianceCostResult): CostRange[] {
  const ranges: CostRange[] = [result.firstYearTotal, result.ongoingTotal];
  for (const category of COST_CATEGORIES) {
    ranges.push(result.firstYear[category.id], result.ongoing[category.id]);
  }
  for (const line of result.frameworks) {
    ranges.push(line.firstYearTotal, line.ongoingTotal);
    for (const category of COST_CATEGORIES) {
      ranges.push(line.firstYear[category.id], line.ongoing[category.id]);
    }
  }
  return ranges;
}

const frameworksArb = fc.subarray([...FRAMEWORK_IDS]);
const maturityArb = fc.constantFrom(...MATURITY_IDS);
const sectorArb = fc.constantFrom(...SECTOR_IDS);

/** Every subset of the seven frameworks. */
const ALL_SUBSETS: FrameworkId[][] = Array.from({ length: 1 << FRAMEWORK_IDS.length }, (_, mask) =>
  FRAMEWORK_IDS.filter((_, bit) => (mask & (1 << bit)) !== 0),
);

describe("lists", () => {
  it("exports the nine sectors, seven frameworks and four maturity levels with labels", () => {
    expect(SECTOR_IDS).toEqual([
      "technology",
      "healthcare",
      "finance",
      "retail",
      "manufacturing",
      "education",
      "professional-services",
      "public-sector",
      "other",
    ]);
    expect(FRAMEWORK_IDS).toEqual([
      "gdpr",
      "iso-27001",
      "cyber-essentials",
      "pci-dss",
      "soc-2",
      "hipaa",
      "nist-csf",
    ]);
    expect(MATURITY_IDS).toEqual(["none", "basic", "developing", "established"]);
    for (const entry of [...SECTORS, ...COMPLIANCE_FRAMEWORKS]) expect(entry.label).not.toBe("");
    for (const level of MATURITY_LEVELS) expect(level.description.length).toBeGreaterThan(20);
  });

  it("costs every framework in a defined order", () => {
    expect([...FRAMEWORK_COSTING_ORDER].sort()).toEqual([...FRAMEWORK_IDS].sort());
  });
});

describe("fees and fines", () => {
  it("UK GDPR higher maximum is the greater of £17.5m or 4% of turnover", () => {
    expect(gdprMaximumFines(5_000_000).higher).toBe(17_500_000);
    expect(gdprMaximumFines(437_500_000).higher).toBe(17_500_000);
    expect(gdprMaximumFines(1_000_000_000).higher).toBe(40_000_000);
  });

  it("UK GDPR standard maximum is the greater of £8.7m or 2% of turnover", () => {
    expect(gdprMaximumFines(5_000_000).standard).toBe(8_700_000);
    expect(gdprMaximumFines(1_000_000_000).standard).toBe(20_000_000);
  });

  it("ICO fee follows the three tiers", () => {
    expect(icoDataProtectionFee(5, 10_000_000)).toBe(52); // 10 or fewer staff
    expect(icoDataProtectionFee(40, 500_000)).toBe(52); // turnover up to £632,000
    expect(icoDataProtectionFee(40, 5_000_000)).toBe(78);
    expect(icoDataProtectionFee(300, 20_000_000)).toBe(78);
    expect(icoDataProtectionFee(300, 50_000_000)).toBe(3763);
  });

  it("Cyber Essentials fee is a few hundred pounds, banded by size", () => {
    expect([1, 9, 10, 49, 50, 249, 250, 5000].map(cyberEssentialsFee)).toEqual([
      320, 320, 400, 400, 450, 450, 500, 500,
    ]);
  });

  it("scales with size sub-linearly", () => {
    expect(complianceSizeFactor(50)).toBeCloseTo(1, 10);
    expect(complianceSizeFactor(250)).toBeGreaterThan(1.5);
    expect(complianceSizeFactor(250)).toBeLessThan(2.5);
    expect(complianceSizeFactor(1000) / complianceSizeFactor(100)).toBeLessThan(10 / 2);
  });
});

describe("credible costs for UK SMEs", () => {
  it("ISO 27001 for a 50-person firm starting from scratch: £15k–£40k in the first year", () => {
    const result = estimateComplianceCost(
      input({ employees: 50, frameworks: ["iso-27001"], maturity: "none" }),
    );
    expect(result.firstYearTotal).toEqual({ low: 15000, high: 40000 });
    expect(result.ongoingTotal.high).toBeLessThan(result.firstYearTotal.high);
  });

  it("SOC 2 Type II for a 50-person firm: about £20k–£60k+", () => {
    const result = estimateComplianceCost(
      input({ employees: 50, frameworks: ["soc-2"], maturity: "none" }),
    );
    expect(result.firstYearTotal.low).toBeGreaterThanOrEqual(20000);
    expect(result.firstYearTotal.high).toBeGreaterThanOrEqual(60000);
  });

  it("Cyber Essentials for a micro business stays in the low thousands, with the £320 fee", () => {
    const result = estimateComplianceCost(
      input({ employees: 5, annualTurnover: 400_000, frameworks: ["cyber-essentials"] }),
    );
    expect(result.firstYear.audit).toEqual({ low: 320, high: 320 });
    expect(result.firstYearTotal.high).toBeLessThan(5000);
  });

  it("Cyber Essentials Plus adds a few thousand pounds of audit", () => {
    const base = input({ employees: 20, frameworks: ["cyber-essentials"] });
    const plain = estimateComplianceCost(base);
    const plus = estimateComplianceCost({ ...base, cyberEssentialsPlus: true });
    const extraLow = plus.firstYear.audit.low - plain.firstYear.audit.low;
    const extraHigh = plus.firstYear.audit.high - plain.firstYear.audit.high;
    expect(extraLow).toBeGreaterThanOrEqual(1000);
    expect(extraHigh).toBeLessThanOrEqual(5000);
  });

  it("Cyber Essentials Plus without Cyber Essentials adds nothing", () => {
    const result = estimateComplianceCost(
      input({ frameworks: ["gdpr"], cyberEssentialsPlus: true }),
    );
    const without = estimateComplianceCost(
      input({ frameworks: ["gdpr"], cyberEssentialsPlus: false }),
    );
    expect(result.firstYearTotal).toEqual(without.firstYearTotal);
    expect(result.ongoingTotal).toEqual(without.ongoingTotal);
  });

  it("UK GDPR includes the ICO fee every year", () => {
    const result = estimateComplianceCost(
      input({ employees: 50, annualTurnover: 5_000_000, frameworks: ["gdpr"] }),
    );
    expect(result.firstYear.audit.low).toBe(78);
    expect(result.ongoing.audit.low).toBe(78);
  });

  it("no frameworks costs nothing but still shows the UK GDPR exposure", () => {
    const result = estimateComplianceCost(input({ frameworks: [] }));
    expect(result.firstYearTotal).toEqual({ low: 0, high: 0 });
    expect(result.ongoingTotal).toEqual({ low: 0, high: 0 });
    expect(result.frameworks).toEqual([]);
    expect(result.exposure.gdprHigherMaximumFine).toBe(17_500_000);
    expect(result.exposure.notes[0]).toMatch(/£17,500,000/);
  });
});

describe("overlap between frameworks", () => {
  it("ISO 27001 + Cyber Essentials + UK GDPR costs less than the three done separately", () => {
    const together = estimateComplianceCost(
      input({ frameworks: ["iso-27001", "cyber-essentials", "gdpr"], maturity: "none" }),
    );
    const separately = (["iso-27001", "cyber-essentials", "gdpr"] as const)
      .map(
        (f) => estimateComplianceCost(input({ frameworks: [f], maturity: "none" })).firstYearTotal,
      )
      .reduce((sum, r) => ({ low: sum.low + r.low, high: sum.high + r.high }), { low: 0, high: 0 });
    expect(together.firstYearTotal.low).toBeLessThan(separately.low);
    expect(together.firstYearTotal.high).toBeLessThan(separately.high);
    const ce = together.frameworks.find((line) => line.frameworkId === "cyber-essentials");
    expect(ce?.overlapDiscountPercent).toBe(50);
    expect(ce?.overlapWith).toBe("iso-27001");
  });

  it("the largest programme gets no discount and no discount exceeds 50%", () => {
    for (const subset of ALL_SUBSETS) {
      for (const framework of subset) {
        const { discount } = overlapDiscount(framework, subset);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(0.5);
      }
      const first = FRAMEWORK_COSTING_ORDER.find((id) => subset.includes(id));
      if (first) expect(overlapDiscount(first, subset).discount).toBe(0);
    }
  });

  it("audit fees are never discounted", () => {
    const alone = estimateComplianceCost(input({ frameworks: ["cyber-essentials"] }));
    const withIso = estimateComplianceCost(
      input({ frameworks: ["cyber-essentials", "iso-27001"] }),
    );
    const ce = withIso.frameworks.find((line) => line.frameworkId === "cyber-essentials");
    expect(ce?.firstYear.audit).toEqual(alone.firstYear.audit);
  });
});

describe("totals", () => {
  it("the breakdown and the framework lines add up to the totals", () => {
    const result = estimateComplianceCost(
      input({ frameworks: [...FRAMEWORK_IDS], employees: 120, cyberEssentialsPlus: true }),
    );
    const byCategory = COST_CATEGORIES.reduce((sum, c) => sum + result.firstYear[c.id].high, 0);
    expect(byCategory).toBe(result.firstYearTotal.high);
    const byLine = result.frameworks.reduce((sum, line) => sum + line.ongoingTotal.low, 0);
    expect(byLine).toBe(result.ongoingTotal.low);
  });

  it("lists the framework lines in the order of the framework list", () => {
    const result = estimateComplianceCost(input({ frameworks: ["nist-csf", "gdpr", "soc-2"] }));
    expect(result.frameworks.map((line) => line.frameworkId)).toEqual([
      "gdpr",
      "soc-2",
      "nist-csf",
    ]);
  });
});

describe("sanitising form input", () => {
  it("clamps numbers, drops unknown and duplicate frameworks, and falls back for unknown choices", () => {
    const sanitised = sanitiseComplianceCostInput({
      employees: -4,
      annualTurnover: Number.NaN,
      sector: "space" as SectorId,
      frameworks: ["gdpr", "gdpr", "made-up" as FrameworkId, "iso-27001"],
      maturity: "legendary" as MaturityId,
      cyberEssentialsPlus: "yes" as unknown as boolean,
    });
    expect(sanitised).toEqual({
      employees: 1,
      annualTurnover: 0,
      sector: "other",
      frameworks: ["gdpr", "iso-27001"],
      maturity: "none",
      cyberEssentialsPlus: false,
    });
  });

  it("results are finite, non-negative and low <= high for any input", () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.oneof(sectorArb, fc.string()),
        fc.array(fc.oneof(fc.constantFrom(...FRAMEWORK_IDS), fc.string())),
        fc.oneof(maturityArb, fc.string()),
        fc.boolean(),
        (employees, annualTurnover, sector, frameworks, maturity, cyberEssentialsPlus) => {
          const result = estimateComplianceCost({
            employees,
            annualTurnover,
            sector: sector as SectorId,
            frameworks: frameworks as FrameworkId[],
            maturity: maturity as MaturityId,
            cyberEssentialsPlus,
          });
          for (const range of allRanges(result)) {
            expect(Number.isFinite(range.low)).toBe(true);
            expect(Number.isFinite(range.high)).toBe(true);
            expect(range.low).toBeGreaterThanOrEqual(0);
            expect(range.low).toBeLessThanOrEqual(range.high);
          }
          expect(Number.isFinite(result.exposure.gdprHigherMaximumFine)).toBe(true);
          expect(result.exposure.gdprHigherMaximumFine).toBeGreaterThanOrEqual(
            result.exposure.gdprStandardMaximumFine,
          );
          expect(summariseComplianceCost(result.input)).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });
});

describe("monotonicity", () => {
  it("cost never decreases as employees grow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        sectorArb,
        frameworksArb,
        maturityArb,
        fc.boolean(),
        (a, b, annualTurnover, sector, frameworks, maturity, cyberEssentialsPlus) => {
          const [fewer, more] = a <= b ? [a, b] : [b, a];
          const base = { annualTurnover, sector, frameworks, maturity, cyberEssentialsPlus };
          const small = estimateComplianceCost({ ...base, employees: fewer });
          const large = estimateComplianceCost({ ...base, employees: more });
          for (const key of ["firstYear", "ongoing"] as const) {
            for (const category of COST_CATEGORIES) {
              expect(large[key][category.id].low).toBeGreaterThanOrEqual(
                small[key][category.id].low,
              );
              expect(large[key][category.id].high).toBeGreaterThanOrEqual(
                small[key][category.id].high,
              );
            }
          }
        },
      ),
    );
  });

  it("adding a framework never lowers the total (every subset, every addition)", () => {
    const sizes = [1, 10, 50, 250, 1000, 100_000];
    const failures: string[] = [];
    for (const maturity of MATURITY_IDS) {
      for (const employees of sizes) {
        for (const cyberEssentialsPlus of [false, true]) {
          const base = input({ employees, maturity, cyberEssentialsPlus, sector: "finance" });
          const totals = new Map<number, ComplianceCostResult>();
          ALL_SUBSETS.forEach((subset, mask) =>
            totals.set(mask, estimateComplianceCost({ ...base, frameworks: subset })),
          );
          ALL_SUBSETS.forEach((_, mask) => {
            const before = totals.get(mask) as ComplianceCostResult;
            FRAMEWORK_IDS.forEach((_, bit) => {
              if ((mask & (1 << bit)) !== 0) return;
              const after = totals.get(mask | (1 << bit)) as ComplianceCostResult;
              const grew =
                after.firstYearTotal.low >= before.firstYearTotal.low &&
                after.firstYearTotal.high >= before.firstYearTotal.high &&
                after.ongoingTotal.low >= before.ongoingTotal.low &&
                after.ongoingTotal.high >= before.ongoingTotal.high;
              if (!grew) failures.push(`${maturity} ${employees} ${mask}+${FRAMEWORK_IDS[bit]}`);
            });
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("higher maturity never costs more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        frameworksArb,
        sectorArb,
        (employees, frameworks, sector) => {
          const totals = MATURITY_IDS.map(
            (maturity) =>
              estimateComplianceCost(input({ employees, frameworks, sector, maturity }))
                .firstYearTotal,
          );
          for (let i = 1; i < totals.length; i += 1) {
            expect(totals[i].low).toBeLessThanOrEqual(totals[i - 1].low);
            expect(totals[i].high).toBeLessThanOrEqual(totals[i - 1].high);
          }
        },
      ),
    );
  });
});

describe("exposure notes", () => {
  it("gives PCI DSS non-compliance fees only when PCI DSS is selected", () => {
    expect(
      estimateComplianceCost(input({ frameworks: ["pci-dss"] })).exposure
        .pciNonComplianceFeePerMonth,
    ).toEqual({
      low: 10,
      high: 50,
    });
    expect(
      estimateComplianceCost(input({ frameworks: ["gdpr"] })).exposure.pciNonComplianceFeePerMonth,
    ).toBeNull();
  });

  it("mentions sector duties and framework-specific risks", () => {
    const notes = estimateComplianceCost(
      input({ sector: "healthcare", frameworks: ["cyber-essentials", "hipaa", "pci-dss"] }),
    ).exposure.notes.join("\n");
    expect(notes).toMatch(/Data Security and Protection Toolkit/);
    expect(notes).toMatch(/central government/);
    expect(notes).toMatch(/HIPAA/);
    expect(notes).toMatch(/non-compliance fee/);
    const retail = estimateComplianceCost(input({ sector: "retail", frameworks: [] })).exposure
      .notes;
    expect(retail.join("\n")).toMatch(/card payments/);
  });
});

describe("summary and assumptions", () => {
  it("summarises inputs and result", () => {
    const summary = summariseComplianceCost(
      input({
        employees: 50,
        frameworks: ["iso-27001"],
        maturity: "none",
        annualTurnover: 5_000_000,
      }),
    );
    expect(summary.split("\n")).toEqual([
      "Compliance cost estimate: 50 employees, £5,000,000 turnover, Professional services, current maturity None.",
      "Frameworks: ISO 27001.",
      "First year: £15,000–£40,000; then £9,000–£23,500 a year.",
      "UK GDPR maximum fine: £17,500,000.",
    ]);
  });

  it("names Cyber Essentials Plus when chosen", () => {
    const summary = summariseComplianceCost(
      input({ frameworks: ["cyber-essentials"], cyberEssentialsPlus: true }),
    );
    expect(summary).toMatch(/Frameworks: Cyber Essentials Plus\./);
  });

  it("states the assumptions behind the figures", () => {
    const text = COMPLIANCE_COST_ASSUMPTIONS.join("\n");
    expect(text).toMatch(/£17\.5 million or 4%/);
    expect(text).toMatch(/£8\.7 million or 2%/);
    expect(text).toMatch(/VAT/);
  });
});

describe("form fields, headline and exposure measures", () => {
  it("checks employees and turnover", () => {
    expect(
      checkNumberFields({ employees: "50", annualTurnover: "5000000" }, COMPLIANCE_FIELD_RULES),
    ).toEqual({ values: { employees: 50, annualTurnover: 5000000 }, errors: {} });
    expect(
      checkNumberFields({ employees: "0", annualTurnover: "x" }, COMPLIANCE_FIELD_RULES).errors,
    ).toEqual({
      employees: "Enter the number of employees between 1 and 100,000.",
      annualTurnover: "Enter your annual turnover as a number.",
    });
  });

  it("sums the default result up in one sentence", () => {
    expect(complianceCostHeadline(DEFAULT_COMPLIANCE_COST_INPUT)).toBe(
      "2 frameworks: first year £4,708–£17,038, then £2,768–£11,498 a year. The UK GDPR higher maximum fine for your turnover is £17.5 million.",
    );
    expect(complianceCostHeadline(input({ frameworks: ["iso-27001"] }))).toMatch(/^1 framework:/);
    expect(complianceCostHeadline(input({ frameworks: [] }))).toBe(
      "Select at least one framework to see costs. The UK GDPR higher maximum fine for your turnover is £17.5 million.",
    );
  });

  it("names the fine in millions once turnover lifts it above £17.5 million", () => {
    expect(complianceCostHeadline(input({ annualTurnover: 1_000_000_000 }))).toMatch(
      /£40 million\.$/,
    );
  });

  it("sets the first-year cost against turnover and the maximum fine", () => {
    const result = estimateComplianceCost(DEFAULT_COMPLIANCE_COST_INPUT);
    const share = firstYearShareOfTurnover(result);
    expect(share?.low).toBeCloseTo(4708 / 5_000_000, 10);
    expect(share?.high).toBeCloseTo(17038 / 5_000_000, 10);
    expect(fineComparison(result)).toBe(
      "The UK GDPR higher maximum fine for your turnover, £17.5 million, is more than ten times the top of your first-year estimate, £17,038.",
    );
    expect(
      firstYearShareOfTurnover(estimateComplianceCost(input({ annualTurnover: 0 }))),
    ).toBeNull();
    expect(fineComparison(estimateComplianceCost(input({ frameworks: [] })))).toBeNull();
    // Never a ratio in the hundreds, whatever the size of the business.
    for (const annualTurnover of [0, 50_000, 5_000_000, 2_000_000_000]) {
      const text = fineComparison(estimateComplianceCost(input({ annualTurnover })));
      expect(text ?? "").not.toMatch(/\d{2,}(,\d{3})* times/);
    }
  });

  it("the headline never shows NaN or Infinity, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.double(),
        fc.subarray(FRAMEWORK_IDS),
        fc.constantFrom(...MATURITY_IDS),
        (employees, annualTurnover, frameworks, maturity) => {
          const text = complianceCostHeadline(
            input({ employees, annualTurnover, frameworks, maturity }),
          );
          expect(text).not.toMatch(/NaN|Infinity|undefined/);
        },
      ),
    );
  });
});

describe("framework descriptions", () => {
  it("describes every framework in one short sentence", () => {
    for (const id of FRAMEWORK_IDS) {
      expect(FRAMEWORK_DESCRIPTIONS[id]).toMatch(/^[A-Z].{20,100}\.$/);
    }
  });
});

describe("formatShareRange", () => {
  it("writes shares of turnover with two significant figures", () => {
    expect(formatShareRange(4708 / 5_000_000, 17038 / 5_000_000)).toBe("0.094%–0.34%");
    expect(formatShareRange(0.012, 0.034)).toBe("1.2%–3.4%");
    expect(formatShareRange(0.25, 0.5)).toBe("25%–50%");
    expect(formatShareRange(0.01, 0.01)).toBe("1%");
    expect(formatShareRange(0, Number.NaN)).toBe("0%");
  });

  it("never writes NaN, Infinity or a negative share", () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (low, high) => {
        expect(formatShareRange(low, high)).toMatch(/^[\d,.]+%(–[\d,.]+%)?$/);
      }),
    );
  });
});
