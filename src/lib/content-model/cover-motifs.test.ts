import { COVER_MOTIF_NAMES, coverMotifsOf, motifFromTitle } from "./cover-motifs";

describe("cover motifs", () => {
  it("keeps the motif an article names", () => {
    const motifs = coverMotifsOf([
      { slug: "a", title: "Anything at all", coverMotif: "boardroom" },
    ]);
    expect(motifs.get("a")).toBe("boardroom");
  });

  it("derives one from the title, avoiding those other articles have", () => {
    expect(motifFromTitle("Cyber Risk in the Boardroom", new Set())).toBe("boardroom");
    expect(motifFromTitle("Cyber Risk in the Boardroom", new Set(["boardroom"]))).toBe("shield");
    const motifs = coverMotifsOf([
      { slug: "new", title: "Seamless Cloud Migration for SMEs" },
      { slug: "named", title: "Moving house", coverMotif: "migration" },
    ]);
    expect(motifs.get("named")).toBe("migration");
    expect(motifs.get("new")).toBe("cloud");
  });

  it("gives a title that matches no free motif a free one, so no two articles share", () => {
    const articles = COVER_MOTIF_NAMES.map((name, i) => ({
      slug: `named-${i}`,
      title: "x",
      coverMotif: name,
    }));
    expect(motifFromTitle("Completely unrelated words", new Set(["boardroom"]))).toBe("chip");
    const all = coverMotifsOf([...articles.slice(1), { slug: "late", title: "Boardroom risk" }]);
    expect(all.get("late")).toBe("boardroom");
  });
});
