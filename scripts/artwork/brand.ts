/**
 * Northbridge IT identity: the mark (an "N" of four connected network nodes
 * under a cyan bridge arch, on a blue rounded badge), the horizontal logo,
 * favicon, touch icon and OG image.
 *
 * The logo/favicon SVGs are written by hand-style templates so the files in
 * static/ stay small and readable.
 */
import { C, Defs, FONT, Rng, circle, el, g, line, n, path, svgDoc, translate } from "./core";

/**
 * Mark geometry in a 64x64 box (without the badge): an "N" drawn as four
 * connected network nodes, spanned by a bridge arch.
 */
function markShapes(opts: { ink: string; arch: string }): string {
  const { ink, arch } = opts;
  return [
    `<path d="M9 32C15 9 49 9 55 32" fill="none" stroke="${arch}" stroke-width="4.5" stroke-linecap="round"/>`,
    `<path d="M20 50V27L44 48V25" fill="none" stroke="${ink}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<g fill="${ink}"><circle cx="20" cy="50" r="4.2"/><circle cx="20" cy="27" r="4.2"/>` +
      `<circle cx="44" cy="48" r="4.2"/><circle cx="44" cy="25" r="4.2"/></g>`,
  ].join("");
}

/** The badge (rounded square with gradient) plus the white mark. */
export function markBadge(
  gradId: string,
  opts: { square?: boolean } = {},
): {
  defs: string;
  body: string;
} {
  const defs =
    `<linearGradient id="${gradId}" x1="0" y1="1" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${C.blueDark}"/><stop offset=".55" stop-color="${C.blue}"/>` +
    `<stop offset="1" stop-color="${C.blueLight}"/></linearGradient>`;
  const badge = opts.square
    ? `<rect width="64" height="64" fill="url(#${gradId})"/>`
    : `<rect width="64" height="64" rx="15" fill="url(#${gradId})"/>`;
  const body = badge + markShapes({ ink: C.white, arch: C.cyan });
  return { defs, body };
}

export type LogoVariant = "light" | "dark";

/** Logo wordmark parameters, measured by the caller so the text fits. */
export interface LogoText {
  fontSize: number;
  x: number;
  baseline: number;
}

/** Horizontal logo (viewBox 0 0 480 120): badge + "Northbridge IT". */
export function logoSvg(
  variant: LogoVariant,
  text: LogoText,
  size = { width: 480, height: 120 },
): string {
  const word = variant === "light" ? C.white : C.navy;
  const accent = variant === "light" ? C.cyan : C.blue;
  const mark = markBadge("nb-grad");
  const s = 88 / 64;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 480 120" role="img" aria-label="Northbridge IT">`,
    `  <title>Northbridge IT</title>`,
    `  <defs>${mark.defs}</defs>`,
    `  <g transform="translate(8 16) scale(${n(s)})">${mark.body}</g>`,
    `  <text x="${n(text.x)}" y="${n(text.baseline)}" font-family="${FONT}" font-size="${n(text.fontSize)}" font-weight="700" letter-spacing="-0.5" fill="${word}">Northbridge <tspan fill="${accent}">IT</tspan></text>`,
    `</svg>`,
    "",
  ].join("\n");
}

/** The mark alone, for the favicon (rounded badge) or touch icon (full bleed). */
export function markSvg(size: number, opts: { square?: boolean } = {}): string {
  const mark = markBadge("nb-grad", opts);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`,
    `  <defs>${mark.defs}</defs>`,
    `  ${mark.body}`,
    `</svg>`,
    "",
  ].join("\n");
}

/** Apple touch icon: full-bleed badge with the mark scaled into the safe area. */
export function touchIconSvg(size: number): string {
  const mark = markBadge("nb-grad", { square: true });
  const inner = markShapes({ ink: C.white, arch: C.cyan });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<defs>${mark.defs}</defs><rect width="64" height="64" fill="url(#nb-grad)"/>` +
    `<g transform="translate(6.4 5.4) scale(.8)">${inner}</g></svg>`
  );
}

// ---------------------------------------------------------------------------
// OG image 1200x630
// ---------------------------------------------------------------------------

export interface OgText {
  headlineSize: number;
  subSize: number;
  brandSize: number;
}

export function ogSvg(t: OgText): string {
  const W = 1200;
  const H = 630;
  const d = new Defs("og");
  const bg = d.linear(
    [
      [0, C.navyDeep],
      [0.5, C.navy],
      [1, C.blueDark],
    ],
    0,
    0,
    1,
    1,
  );
  const rng = new Rng("og-image");
  const parts: string[] = [];
  parts.push(el("rect", { width: W, height: H, fill: bg }));
  parts.push(circle(1050, 120, 420, { fill: d.glow(C.cyan, 0.28) }));
  parts.push(circle(980, 640, 460, { fill: d.glow(C.blue, 0.55) }));

  // network constellation on the right
  const nodes: Array<[number, number, number]> = [];
  for (let i = 0; i < 70 && nodes.length < 26; i++) {
    const x = rng.range(720, 1180);
    const y = rng.range(40, 590);
    if (nodes.every(([a, b]) => Math.hypot(a - x, b - y) > 78))
      nodes.push([x, y, rng.range(2.5, 6)]);
  }
  const edges: string[] = [];
  nodes.forEach(([x, y], i) => {
    const near = nodes
      .map(([a, b], j) => ({ j, dist: Math.hypot(a - x, b - y) }))
      .filter((o) => o.j !== i)
      .sort((a, b) => a.dist - b.dist)
      .slice(0, 2);
    for (const o of near) {
      if (o.j < i) continue;
      const [a, b] = nodes[o.j];
      edges.push(`M${n(x)} ${n(y)}L${n(a)} ${n(b)}`);
    }
  });
  parts.push(
    path(edges.join(""), { stroke: C.bluePale, "stroke-opacity": 0.22, "stroke-width": 1.5 }),
  );
  for (const [x, y, r] of nodes) {
    parts.push(
      circle(x, y, r, {
        fill: r > 4.8 ? C.cyan : C.bluePale,
        "fill-opacity": r > 4.8 ? 0.95 : 0.6,
      }),
    );
    if (r > 5.2)
      parts.push(circle(x, y, r * 3.2, { fill: "none", stroke: C.cyan, "stroke-opacity": 0.3 }));
  }

  // big faint arch echoing the mark
  parts.push(
    path("M640 700C720 180 1160 180 1240 700", {
      fill: "none",
      stroke: C.white,
      "stroke-opacity": 0.06,
      "stroke-width": 36,
    }),
  );

  // logo lock-up
  const mark = markBadge("og-mark");
  parts.push(`<defs>${mark.defs}</defs>`);
  parts.push(g({ transform: translate(80, 72, 1.1) }, mark.body));
  parts.push(
    el(
      "text",
      {
        x: 168,
        y: 72 + 35 + t.brandSize * 0.36,
        "font-family": FONT,
        "font-weight": 700,
        "font-size": t.brandSize,
        fill: C.white,
        "letter-spacing": -0.5,
      },
      "Northbridge ",
      el("tspan", { fill: C.cyan }, "IT"),
    ),
  );

  // headline + services line
  parts.push(
    el(
      "text",
      {
        x: 80,
        y: 330,
        "font-family": FONT,
        "font-weight": 700,
        "font-size": t.headlineSize,
        fill: C.white,
        "letter-spacing": -1.5,
      },
      "Stress-Free IT",
    ),
  );
  parts.push(
    el(
      "text",
      {
        x: 80,
        y: 330 + t.headlineSize * 1.12,
        "font-family": FONT,
        "font-weight": 700,
        "font-size": t.headlineSize,
        fill: C.white,
        "letter-spacing": -1.5,
      },
      "for ",
      el("tspan", { fill: C.cyan }, "SMEs."),
    ),
  );
  parts.push(
    line(80, 500, 200, 500, { stroke: C.cyan, "stroke-width": 5, "stroke-linecap": "round" }),
  );
  parts.push(
    el(
      "text",
      {
        x: 80,
        y: 552,
        "font-family": FONT,
        "font-size": t.subSize,
        fill: C.blueMist,
        "fill-opacity": 0.92,
      },
      "Managed IT · Cyber Security · Cloud · Private AI",
    ),
  );
  return svgDoc(W, H, d, parts.join(""));
}
