/**
 * What an article's cover shows: one motif per article, chosen for its subject. An editor
 * names it in the article's `coverMotif`; an article without one gets the first motif whose
 * words its title uses and no other article has, so a new article's cover is its own. The
 * artwork step draws each motif (plugins/site-build/artwork/motifs.ts) in the colours of the
 * article's category.
 */
export const COVER_MOTIFS = [
  {
    name: "boardroom",
    shows: "a boardroom table facing a risk chart",
    words: /board|director|govern|risk/i,
  },
  {
    name: "chip",
    shows: "an AI chip wired into a circuit",
    words: /\bai\b|artificial|machine learning|threat/i,
  },
  {
    name: "assistant",
    shows: "a chat assistant answering a question",
    words: /assistant|chat|helpdesk|help desk|automat/i,
  },
  {
    name: "checklist",
    shows: "a clipboard checklist with a shield",
    words: /best practice|checklist|essentials|basics|tips/i,
  },
  {
    name: "calendar",
    shows: "a calendar plan with milestones ticked",
    words: /\d+[- ]day|plan\b|roadmap|timeline|month/i,
  },
  {
    name: "dashboard",
    shows: "a monitoring dashboard with live charts",
    words: /monitor|dashboard|observab|alert/i,
  },
  {
    name: "containers",
    shows: "stacked containers on a cloud platform",
    words: /moderni|container|kubernetes|serverless|transform/i,
  },
  {
    name: "migration",
    shows: "data moving from a server rack into a cloud",
    words: /migrat|move to|lift/i,
  },
  {
    name: "cloud",
    shows: "a cloud serving a laptop, a phone and a server",
    words: /cloud|azure|aws|microsoft 365/i,
  },
  {
    name: "lifebuoy",
    shows: "a database held in a lifebuoy",
    words: /recover|backup|continuity|disaster/i,
  },
  {
    name: "certificate",
    shows: "a certificate with an approval rosette",
    words: /iso|certif|complian|standard|audit/i,
  },
  {
    name: "gears",
    shows: "meshed gears driving a rising chart",
    words: /itil|process|framework|service management|optimi/i,
  },
  {
    name: "headset",
    shows: "a support headset over a laptop",
    words: /support|service desk|remote/i,
  },
  {
    name: "shield",
    shows: "a shield beside a padlock and a checklist",
    words: /secur|cyber|protect|defen/i,
  },
  {
    name: "bulb",
    shows: "a lightbulb radiating ideas",
    words: /need to know|guide|idea|strateg|innovat|trend/i,
  },
  {
    name: "magnifier",
    shows: "a magnifier over a bar chart",
    words: /assess|review|analys|insight/i,
  },
  { name: "network", shows: "a hub linking its nodes", words: /network|connect|wi-?fi/i },
] as const;

export type CoverMotifName = (typeof COVER_MOTIFS)[number]["name"];

export const COVER_MOTIF_NAMES: readonly CoverMotifName[] = COVER_MOTIFS.map((m) => m.name);

export function isCoverMotifName(name: unknown): name is CoverMotifName {
  return typeof name === "string" && (COVER_MOTIF_NAMES as readonly string[]).includes(name);
}

/**
 * The motif for an article that names none: the first whose words its title uses and that
 * is not `taken`; else the first that is not taken (a cover of its own matters more than a
 * near fit); else the first its title uses; else the network.
 */
export function motifFromTitle(title: string, taken: ReadonlySet<string>): CoverMotifName {
  const matching = COVER_MOTIFS.filter((motif) => motif.words.test(title)).map((m) => m.name);
  return (
    matching.find((name) => !taken.has(name)) ??
    COVER_MOTIF_NAMES.find((name) => !taken.has(name)) ??
    matching[0] ??
    "network"
  );
}

/**
 * Each article's motif, by slug: the one it names, or one derived from its title that no
 * other article has (articles are taken in the order given, those that name one first).
 */
export function coverMotifsOf(
  articles: readonly { slug: string; title: string; coverMotif?: string | null }[],
): Map<string, CoverMotifName> {
  const motifs = new Map<string, CoverMotifName>();
  for (const article of articles) {
    if (isCoverMotifName(article.coverMotif)) motifs.set(article.slug, article.coverMotif);
  }
  const taken = new Set<string>(motifs.values());
  for (const article of articles) {
    if (motifs.has(article.slug)) continue;
    const motif = motifFromTitle(article.title, taken);
    motifs.set(article.slug, motif);
    taken.add(motif);
  }
  return motifs;
}
