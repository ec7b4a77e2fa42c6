import fs from "node:fs";
import path from "node:path";
import {
  countWords,
  readTimeDuration,
  readTimeLabel,
  readTimeMinutes,
  WORDS_PER_MINUTE,
  type WordBlock,
} from "./read-time";

describe("countWords", () => {
  it("counts the words of paragraphs, headings, quotes and list items", () => {
    const blocks: WordBlock[] = [
      { text: "Backups are   only useful\nif they restore." },
      { text: "Test them", items: null },
      { items: ["Daily checks", "Quarterly restore tests"] },
    ];
    expect(countWords(blocks)).toBe(7 + 2 + 5);
  });

  it("ignores stray punctuation and empty blocks", () => {
    expect(countWords([{ text: "Plan – test – recover" }, { text: "" }, {}])).toBe(3);
  });
});

describe("readTimeMinutes", () => {
  it("rounds up to whole minutes at 200 words a minute", () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(999)).toBe(5);
    expect(readTimeMinutes(1000)).toBe(5);
    expect(readTimeMinutes(1001)).toBe(6);
  });

  it("gives a short text one minute and no text none", () => {
    expect(readTimeMinutes(12)).toBe(1);
    expect(readTimeMinutes(0)).toBe(0);
  });

  it("accepts another pace", () => {
    expect(readTimeMinutes(1000, 250)).toBe(4);
  });
});

describe("labels", () => {
  it("formats the visible label and the ISO duration", () => {
    expect(readTimeLabel(6)).toBe("6 min read");
    expect(readTimeDuration(6)).toBe("PT6M");
  });
});

describe("the published articles", () => {
  const dir = path.join(__dirname, "..", "..", "..", "content", "blog");
  const articles = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map(
      (name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as { body: WordBlock[] },
    );

  it("all take 5 to 8 minutes to read", () => {
    expect(articles).toHaveLength(14);
    for (const article of articles) {
      const minutes = readTimeMinutes(countWords(article.body));
      expect(minutes).toBeGreaterThanOrEqual(5);
      expect(minutes).toBeLessThanOrEqual(8);
    }
  });
});
