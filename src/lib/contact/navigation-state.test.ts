import {
  cleanAssessmentResults,
  cleanSelectedPlan,
  contactPathWith,
  EMPTY_CONTACT_NAVIGATION,
  cleanPrefilledMessage,
  MAX_PREFILLED_MESSAGE,
  readContactNavigation,
} from "./navigation-state";

const answers = { "1": "11-50 employees", "3": "Data security" };

describe("readContactNavigation", () => {
  it("is empty without state or query", () => {
    expect(readContactNavigation(undefined, "")).toEqual(EMPTY_CONTACT_NAVIGATION);
    expect(readContactNavigation(null, "?utm_source=x")).toEqual(EMPTY_CONTACT_NAVIGATION);
  });

  it("reads answers and plan from navigation state", () => {
    const read = readContactNavigation(
      { assessmentResults: answers, selectedPlan: "Standard" },
      "",
    );
    expect(read).toEqual({ assessmentResults: answers, selectedPlan: "Standard", message: "" });
  });

  it("reads ?plan= and a JSON ?assessment= from the query string", () => {
    const search = `?plan=Premium&assessment=${encodeURIComponent(JSON.stringify(answers))}`;
    expect(readContactNavigation(undefined, search)).toEqual({
      assessmentResults: answers,
      selectedPlan: "Premium",
      message: "",
    });
  });

  it("prefers navigation state over the query string", () => {
    const search = `?plan=Basic&assessment=${encodeURIComponent('{"2":"Basic"}')}`;
    expect(
      readContactNavigation({ assessmentResults: answers, selectedPlan: "Standard" }, search),
    ).toEqual({ assessmentResults: answers, selectedPlan: "Standard", message: "" });
  });

  it.each(["{not json", "null", "[1,2]", '"text"', "42", ""])(
    "ignores a bad ?assessment=%s",
    (raw) => {
      const read = readContactNavigation(undefined, `?assessment=${encodeURIComponent(raw)}`);
      expect(read.assessmentResults).toEqual({});
    },
  );

  it("ignores state of the wrong shape", () => {
    expect(readContactNavigation("Standard", "")).toEqual(EMPTY_CONTACT_NAVIGATION);
    expect(readContactNavigation([answers], "")).toEqual(EMPTY_CONTACT_NAVIGATION);
    expect(
      readContactNavigation({ assessmentResults: "1=Basic", selectedPlan: { name: "x" } }, ""),
    ).toEqual(EMPTY_CONTACT_NAVIGATION);
  });
});

describe("cleanAssessmentResults", () => {
  it("keeps valid answers in question order, trimmed", () => {
    expect(cleanAssessmentResults({ "5": " Over £500,000 ", "2": "Basic", "1": "1-10" })).toEqual({
      "1": "1-10",
      "2": "Basic",
      "5": "Over £500,000",
    });
    expect(Object.keys(cleanAssessmentResults({ "5": "a", "2": "b", "1": "c" }))).toEqual([
      "1",
      "2",
      "5",
    ]);
  });

  it("drops what the shared schema would reject, answer by answer", () => {
    expect(
      cleanAssessmentResults({
        "1": "Fine",
        "0": "no question 0",
        "6": "no question 6",
        q3: "not a number",
        "2": 42,
        "3": "",
        "4": "x".repeat(5000),
        __proto__: { "5": "inherited" },
      }),
    ).toEqual({ "1": "Fine" });
  });
});

describe("cleanSelectedPlan", () => {
  it("keeps a short plan name and drops anything else", () => {
    expect(cleanSelectedPlan(" Standard ")).toBe("Standard");
    expect(cleanSelectedPlan("")).toBe("");
    expect(cleanSelectedPlan("   ")).toBe("");
    expect(cleanSelectedPlan(3)).toBe("");
    expect(cleanSelectedPlan("x".repeat(500))).toBe("");
  });
});

describe("contactPathWith", () => {
  it("is /contact alone when there is nothing to carry", () => {
    expect(contactPathWith({})).toBe("/contact");
  });

  it("round-trips through readContactNavigation", () => {
    const path = contactPathWith({ assessmentResults: answers, selectedPlan: "Standard" });
    expect(path.startsWith("/contact?")).toBe(true);
    const search = path.slice("/contact".length);
    expect(readContactNavigation(undefined, search)).toEqual({
      assessmentResults: answers,
      selectedPlan: "Standard",
      message: "",
    });
  });
});

describe("prepared message", () => {
  const summary = "Uptime calculator\nUptime %: 99.9\nAllowed downtime: 8.76 hours a year";

  it("reads it from navigation state, then from ?message=", () => {
    expect(readContactNavigation({ message: summary }, "").message).toBe(summary);
    expect(
      readContactNavigation(undefined, contactPathWith({ message: summary }).slice(8)).message,
    ).toBe(summary);
    expect(readContactNavigation({ message: "From state" }, "?message=From%20query").message).toBe(
      "From state",
    );
  });

  it("drops anything that is not text and control characters other than line breaks", () => {
    expect(cleanPrefilledMessage(42)).toBe("");
    expect(cleanPrefilledMessage({ text: "x" })).toBe("");
    expect(cleanPrefilledMessage("  a\u0000b\u001b[31m\r\nc\t ")).toBe("ab[31m\nc");
  });

  it("cuts a text longer than the form accepts at a line end", () => {
    const line = "x".repeat(99);
    const long = Array.from({ length: 30 }, () => line).join("\n");
    const cleaned = cleanPrefilledMessage(long);
    expect(cleaned.length).toBeLessThanOrEqual(MAX_PREFILLED_MESSAGE);
    expect(cleaned.endsWith(line)).toBe(true);
    expect(cleanPrefilledMessage("y".repeat(3000))).toHaveLength(MAX_PREFILLED_MESSAGE);
  });

  it("puts the message in the link only when there is one", () => {
    expect(contactPathWith({ message: "  " })).toBe("/contact");
    expect(contactPathWith({ selectedPlan: "Basic", message: "Hi there" })).toBe(
      "/contact?plan=Basic&message=Hi+there",
    );
  });
});
