import { characterCount, emptyListWords, inFormWords, notPublishedSummary } from "./cms-messages";

describe("inFormWords", () => {
  it("names the record by its name and the field by its labels", () => {
    expect(
      inFormWords(
        'content/plans.json: record 2 ("Standard"): field "features[3].group": must not be empty',
      ),
    ).toBe('"Standard" › Features 4 › Group: must not be empty');
  });

  it("names a record without a name by its noun and place", () => {
    expect(
      inFormWords('content/faqs.json: record 3: field "answer": must not be empty', "question"),
    ).toBe("Question 3 › Answer: must not be empty");
  });

  it("drops the file of a one-object file and speaks of empty fields, not null", () => {
    expect(
      inFormWords('content/blog/x.json: field "imageAlt": is empty (null) but must have a value'),
    ).toBe("Image alt: is empty but must have a value");
    expect(
      inFormWords(
        'content/partners.json: record 1 ("Acme"): field "mark": simple-icons has no mark "acme": set it to null to show the name',
      ),
    ).toBe('"Acme" › Mark: simple-icons has no mark "acme": leave it empty to show the name');
  });

  it("keeps a line about the whole file, and leaves any other line as it is", () => {
    expect(inFormWords("content/plans.json: the site needs 2 to 4 plans; this file has 5.")).toBe(
      "the site needs 2 to 4 plans; this file has 5.",
    );
    expect(inFormWords("Something else")).toBe("Something else");
  });
});

describe("characterCount", () => {
  it("counts against both limits, either, and says whether it fits", () => {
    expect(characterCount(57, { min: 50, max: 170 })).toEqual({
      text: "57 characters, 50 to 170",
      fits: true,
    });
    expect(characterCount(5, { min: 120 })).toEqual({
      text: "5 characters, at least 120",
      fits: false,
    });
    expect(characterCount(1, { max: 100 })).toEqual({
      text: "1 character, at most 100",
      fits: true,
    });
    expect(characterCount(101, { max: 100 }).fits).toBe(false);
  });
});

describe("the words of a refused publish and of an empty list", () => {
  it("counts the fields that need attention, one or more", () => {
    expect(notPublishedSummary(2)).toBe("Not published: 2 fields need attention");
    expect(notPublishedSummary(1)).toBe("Not published: 1 field needs attention");
  });

  it("names an empty list in words rather than a zero", () => {
    expect(emptyListWords("Body", "Block")).toBe("No body blocks yet");
    expect(emptyListWords("Features", "Feature")).toBe("No features yet");
    expect(emptyListWords("Achievements", "Achievement")).toBe("No achievements yet");
    expect(emptyListWords("Details", "Entry")).toBe("No details entries yet");
  });
});
