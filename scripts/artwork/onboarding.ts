/**
 * Onboarding step illustrations (1200x800), flat vector style on a soft
 * blue backdrop: assess & align, innovate & strategize, implement & optimize.
 */
import {
  C,
  Defs,
  Rng,
  blobPath,
  card,
  circle,
  cubicAt,
  el,
  ellipse,
  g,
  gearPath,
  line,
  mapPin,
  n,
  path,
  polar,
  polygon,
  rect,
  sparkle,
  stroke,
  svgDoc,
  tick,
  translate,
  type Pt,
} from "./core";

export const ONBOARDING = [
  "assess-and-align",
  "innovate-and-strategize",
  "implement-and-optimize",
] as const;
export type OnboardingStep = (typeof ONBOARDING)[number];

const W = 1200;
const H = 800;
const PALE = "#e3edff";
const LINE = "#e8eef8";
const MUTED = "#cbd5e1";

function backdrop(
  d: Defs,
  rng: Rng,
  blob: { cx: number; cy: number; rx: number; ry: number },
): string {
  const dots = d.pattern(
    "obdots",
    22,
    22,
    circle(11, 11, 3, { fill: C.blueSoft, "fill-opacity": 0.35 }),
  );
  return [
    el("rect", {
      width: W,
      height: H,
      fill: d.linear(
        [
          [0, "#f6f9ff"],
          [1, "#e8f0ff"],
        ],
        0,
        0,
        1,
        1,
      ),
    }),
    path(blobPath(blob.cx, blob.cy, blob.rx, blob.ry, rng, 9, 0.1), { fill: "#dbe7ff" }),
    el("rect", { x: 70, y: 70, width: 132, height: 110, fill: dots }),
    el("rect", { x: 1010, y: 610, width: 132, height: 110, fill: dots }),
    circle(1090, 120, 26, {
      fill: "none",
      stroke: C.blueSoft,
      "stroke-width": 6,
      "stroke-opacity": 0.45,
    }),
    circle(96, 700, 16, { fill: C.cyan, "fill-opacity": 0.5 }),
    path("M1130 420h28M1144 406v28", stroke(C.blueSoft, 6, { "stroke-opacity": 0.6 })),
    path("M60 380h24M72 368v24", stroke(C.cyan, 5, { "stroke-opacity": 0.7 })),
  ].join("");
}

// ---------------------------------------------------------------------------

function assess(): string {
  const d = new Defs("oa");
  const rng = new Rng("onboarding-assess");
  const parts: string[] = [backdrop(d, rng, { cx: 600, cy: 420, rx: 500, ry: 300 })];
  parts.push(ellipse(600, 690, 470, 34, { fill: C.navy, "fill-opacity": 0.06 }));

  // dashboard window
  const X = 140;
  const Y = 160;
  const CW = 630;
  const CH = 450;
  parts.push(card(X, Y, CW, CH, { r: 28 }));
  parts.push(
    rect(X, Y, CW, 58, { rx: 28, fill: C.navy }),
    rect(X, Y + 30, CW, 28, { fill: C.navy }),
  );
  parts.push(
    circle(X + 34, Y + 29, 7, { fill: C.cyan }),
    circle(X + 58, Y + 29, 7, { fill: C.blueSoft }),
    circle(X + 82, Y + 29, 7, { fill: C.white, "fill-opacity": 0.5 }),
    rect(X + 120, Y + 22, 180, 14, { rx: 7, fill: C.white, "fill-opacity": 0.18 }),
  );

  const chart = (): string => {
    const out: string[] = [];
    const base = Y + CH - 50;
    for (let i = 0; i < 6; i++)
      out.push(
        line(X + 40, base - i * 60, X + CW - 40, base - i * 60, {
          stroke: LINE,
          "stroke-width": 2,
        }),
      );
    const heights = [120, 185, 140, 235, 175, 270, 220];
    const tops: Pt[] = [];
    heights.forEach((h, i) => {
      const bx = X + 70 + i * 76;
      const fill = i === 5 ? C.cyan : i % 2 === 0 ? C.bluePale : C.blue;
      out.push(rect(bx, base - h, 44, h, { rx: 8, fill }));
      tops.push([bx + 22, base - h - 40]);
    });
    out.push(
      el("polyline", {
        points: tops.map(([a, b]) => `${n(a)},${n(b)}`).join(" "),
        ...stroke(C.navy, 5),
      }),
    );
    for (const [a, b] of tops)
      out.push(circle(a, b, 8, { fill: C.white, stroke: C.navy, "stroke-width": 4 }));
    return out.join("");
  };
  parts.push(chart());

  // magnifier over the chart, with a zoomed view inside the lens
  const lx = 590;
  const ly = 360;
  const lr = 120;
  const clip = d.clip("lens", circle(lx, ly, lr));
  const zoom = 1.45;
  parts.push(
    g(
      { "clip-path": clip },
      circle(lx, ly, lr, { fill: "#f0fdff" }),
      g(
        { transform: `translate(${n(lx * (1 - zoom))} ${n(ly * (1 - zoom))}) scale(${zoom})` },
        chart(),
      ),
      circle(lx, ly, lr, { fill: C.cyan, "fill-opacity": 0.1 }),
    ),
  );
  const [hx0, hy0] = polar(lx, ly, lr + 12, 45);
  const [hx1, hy1] = polar(lx, ly, lr + 170, 45);
  const [gx0, gy0] = polar(lx, ly, lr + 70, 45);
  parts.push(
    line(hx0, hy0, hx1, hy1, stroke(C.navy, 30)),
    line(gx0, gy0, hx1, hy1, stroke(C.blue, 40)),
    circle(lx, ly, lr, { fill: "none", stroke: C.navy, "stroke-width": 24 }),
    path(
      `M${n(lx - 80)} ${n(ly - 40)}A${lr - 30} ${lr - 30} 0 0 1 ${n(lx - 30)} ${n(ly - 85)}`,
      stroke(C.white, 9, { "stroke-opacity": 0.9 }),
    ),
  );

  // clipboard checklist
  const bx = 830;
  const by = 200;
  parts.push(card(bx, by, 270, 400, { r: 26, fill: C.navy, shadowOpacity: 0.1 }));
  parts.push(rect(bx + 20, by + 44, 230, 336, { rx: 14, fill: C.white }));
  parts.push(
    rect(bx + 85, by - 18, 100, 44, { rx: 14, fill: C.blue }),
    circle(bx + 135, by - 2, 8, { fill: C.white }),
  );
  for (let i = 0; i < 4; i++) {
    const ry = by + 104 + i * 74;
    const done = i < 3;
    parts.push(
      done
        ? circle(bx + 58, ry, 19, { fill: i === 2 ? C.blue : C.cyan })
        : circle(bx + 58, ry, 17, { fill: C.white, stroke: MUTED, "stroke-width": 4 }),
    );
    if (done) parts.push(tick(bx + 58, ry, 19, C.white, 5));
    parts.push(
      rect(bx + 92, ry - 14, [130, 110, 140, 96][i], 11, {
        rx: 5.5,
        fill: done ? "#94a3b8" : MUTED,
      }),
      rect(bx + 92, ry + 6, [90, 120, 80, 110][i], 9, { rx: 4.5, fill: C.slatePale }),
    );
  }

  // donut card
  parts.push(card(70, 500, 200, 170, { r: 24 }));
  const dc: Pt = [170, 585];
  const segs: Array<[number, string]> = [
    [0.46, C.blue],
    [0.3, C.cyan],
    [0.24, C.bluePale],
  ];
  let acc = 0;
  const circ = 2 * Math.PI * 46;
  for (const [frac, col] of segs) {
    parts.push(
      circle(dc[0], dc[1], 46, {
        fill: "none",
        stroke: col,
        "stroke-width": 24,
        "stroke-dasharray": `${n(frac * circ - 4)} ${n(circ)}`,
        "stroke-dashoffset": n(-acc * circ),
        transform: `rotate(-90 ${dc[0]} ${dc[1]})`,
      }),
    );
    acc += frac;
  }

  parts.push(
    sparkle(820, 140, 20, { fill: C.cyan }),
    sparkle(110, 300, 14, { fill: C.blue }),
    sparkle(1120, 560, 12, { fill: C.cyan }),
  );
  return svgDoc(W, H, d, parts.join(""));
}

// ---------------------------------------------------------------------------

function innovate(): string {
  const d = new Defs("oi");
  const rng = new Rng("onboarding-innovate");
  const parts: string[] = [backdrop(d, rng, { cx: 620, cy: 430, rx: 520, ry: 310 })];

  // road map (drawn first, the bulb sits in front)
  const p0: Pt = [560, 860];
  const c1: Pt = [680, 640];
  const c2: Pt = [1010, 720];
  const p1: Pt = [960, 520];
  const c3: Pt = [2 * p1[0] - c2[0], 2 * p1[1] - c2[1]];
  const c4: Pt = [820, 320];
  const p2: Pt = [1040, 250];
  const road = `M${p0.join(" ")}C${c1.join(" ")} ${c2.join(" ")} ${p1.join(" ")}C${c3.join(" ")} ${c4.join(" ")} ${p2.join(" ")}`;
  parts.push(path(road, stroke(C.navyLight, 74)));
  parts.push(path(road, stroke(C.navy, 60)));
  parts.push(
    path(road, stroke(C.white, 5, { "stroke-dasharray": "24 20", "stroke-opacity": 0.9 })),
  );
  const m1 = cubicAt(p0, c1, c2, p1, 0.42);
  const m2 = cubicAt(p1, c3, c4, p2, 0.38);
  parts.push(mapPin(m1[0], m1[1] - 6, 1.5, C.blue), mapPin(m2[0], m2[1] - 6, 1.3, C.cyan, C.navy));
  // finish flag
  parts.push(
    line(p2[0] + 6, p2[1] - 2, p2[0] + 6, p2[1] - 130, stroke(C.navy, 9)),
    path(
      `M${p2[0] + 10} ${p2[1] - 128}L${p2[0] + 96} ${p2[1] - 104}L${p2[0] + 10} ${p2[1] - 78}Z`,
      {
        fill: C.cyan,
        "stroke-linejoin": "round",
      },
    ),
    circle(p2[0] + 6, p2[1] - 2, 14, { fill: C.navy }),
  );

  // target
  const tx = 700;
  const ty = 170;
  parts.push(
    circle(tx + 6, ty + 10, 70, { fill: C.navy, "fill-opacity": 0.08 }),
    circle(tx, ty, 70, { fill: C.white }),
    circle(tx, ty, 52, { fill: C.blue }),
    circle(tx, ty, 34, { fill: C.white }),
    circle(tx, ty, 16, { fill: C.cyan }),
    line(tx + 4, ty - 4, tx + 96, ty - 96, stroke(C.navy, 8)),
    path(
      `M${tx + 84} ${ty - 130}L${tx + 92} ${ty - 92}L${tx + 130} ${ty - 84}L${tx + 118} ${ty - 118}Z`,
      { fill: C.cyan },
    ),
  );

  // kanban card
  const kx = 90;
  const ky = 560;
  parts.push(card(kx, ky, 290, 160, { r: 22 }));
  const cols = [
    [C.bluePale, C.bluePale, C.bluePale],
    [C.blueSoft, C.blueSoft],
    [C.cyan, C.cyan, C.cyan],
  ];
  cols.forEach((col, ci) => {
    const cx = kx + 24 + ci * 88;
    parts.push(rect(cx, ky + 22, 66, 10, { rx: 5, fill: C.slatePale }));
    col.forEach((c, ri) => parts.push(rect(cx, ky + 44 + ri * 34, 66, 26, { rx: 7, fill: c })));
  });

  // lightbulb
  const bx = 380;
  const by = 330;
  parts.push(circle(bx, by - 10, 260, { fill: d.glow(C.cyan, 0.42) }));
  for (let i = 0; i < 9; i++) {
    const a = -180 + 22.5 * i;
    const [x0, y0] = polar(bx, by - 10, 170, a);
    const [x1, y1] = polar(bx, by - 10, 214, a);
    parts.push(line(x0, y0, x1, y1, stroke(i % 2 === 0 ? C.cyan : C.blue, 11)));
  }
  parts.push(
    g(
      { transform: translate(bx, by) },
      path("M-78 104C-80 70-130 40-130-10A130 130 0 1 1 130-10C130 40 80 70 78 104Z", {
        fill: C.cyanPale,
        stroke: C.navy,
        "stroke-width": 10,
        "stroke-linejoin": "round",
      }),
      circle(0, -10, 92, { fill: d.glow(C.cyan, 0.7) }),
      path("M-30 104V40L-15 8L0 40L15 8L30 40V104", stroke(C.blue, 8)),
      path("M-84 -50A92 92 0 0 1 -30 -98", stroke(C.white, 12)),
      rect(-82, 104, 164, 26, { rx: 11, fill: C.navy }),
      rect(-72, 134, 144, 22, { rx: 10, fill: C.blue }),
      rect(-64, 160, 128, 22, { rx: 10, fill: C.navy }),
      path("M-36 184Q0 222 36 184Z", { fill: C.navy }),
    ),
  );

  parts.push(
    sparkle(560, 90, 18, { fill: C.cyan }),
    sparkle(200, 140, 14, { fill: C.blue }),
    sparkle(1110, 470, 16, { fill: C.cyan }),
  );
  return svgDoc(W, H, d, parts.join(""));
}

// ---------------------------------------------------------------------------

function implement(): string {
  const d = new Defs("oim");
  const rng = new Rng("onboarding-implement");
  const parts: string[] = [backdrop(d, rng, { cx: 600, cy: 440, rx: 510, ry: 300 })];
  parts.push(ellipse(600, 700, 480, 32, { fill: C.navy, "fill-opacity": 0.06 }));

  // gears, meshed along the -45 degree line
  const G1: Pt = [320, 500];
  const G2: Pt = [486, 336];
  const t1 = 12;
  const t2 = 9;
  const step1 = 360 / t1;
  const step2 = 360 / t2;
  const rot1 = -45 - step1 * 0.825; // gap of gear 1 faces gear 2
  const rot2 = 135 - step2 * 0.325; // tooth of gear 2 faces gear 1
  parts.push(
    path(gearPath(G1[0] + 8, G1[1] + 14, 158, 128, t1, rot1), {
      fill: C.navy,
      "fill-opacity": 0.1,
    }),
    path(gearPath(G1[0], G1[1], 158, 128, t1, rot1), { fill: C.navy }),
    circle(G1[0], G1[1], 78, { fill: C.navyLight }),
    circle(G1[0], G1[1], 44, { fill: PALE }),
    circle(G1[0], G1[1], 18, { fill: C.navy }),
    path(gearPath(G2[0], G2[1], 104, 82, t2, rot2), { fill: C.blue }),
    circle(G2[0], G2[1], 48, { fill: C.blueLight }),
    circle(G2[0], G2[1], 24, { fill: C.white }),
    circle(G2[0], G2[1], 10, { fill: C.blue }),
  );

  // growth chart card
  const X = 650;
  const Y = 300;
  const CW = 430;
  const CH = 320;
  parts.push(card(X, Y, CW, CH, { r: 28 }));
  const base = Y + CH - 46;
  for (let i = 0; i < 5; i++)
    parts.push(
      line(X + 36, base - i * 52, X + CW - 36, base - i * 52, { stroke: LINE, "stroke-width": 2 }),
    );
  const hs = [60, 96, 128, 170, 214];
  hs.forEach((h, i) => {
    parts.push(
      rect(X + 56 + i * 72, base - h, 46, h, {
        rx: 8,
        fill: i === 4 ? C.blue : i === 3 ? C.blueSoft : C.bluePale,
      }),
    );
  });
  const trend: Pt[] = [
    [X + 60, base - 70],
    [X + 150, base - 118],
    [X + 228, base - 104],
    [X + 310, base - 190],
    [X + 384, base - 246],
  ];
  parts.push(
    el("polyline", {
      points: trend.map(([a, b]) => `${n(a)},${n(b)}`).join(" "),
      ...stroke(C.cyan, 10),
    }),
  );
  const [ax, ay] = trend[trend.length - 1];
  parts.push(
    polygon(
      [
        [ax + 30, ay - 26],
        [ax - 16, ay - 16],
        [ax + 16, ay + 22],
      ],
      { fill: C.cyan, stroke: C.cyan, "stroke-width": 4, "stroke-linejoin": "round" },
    ),
  );

  // progress bar under the card
  parts.push(rect(X, Y + CH + 40, CW, 26, { rx: 13, fill: C.white }));
  parts.push(
    rect(X + 5, Y + CH + 45, (CW - 10) * 0.8, 16, {
      rx: 8,
      fill: d.linear(
        [
          [0, C.blue],
          [1, C.cyan],
        ],
        0,
        0,
        1,
        0,
      ),
    }),
  );

  // rocket with trail
  const rx = 930;
  const ry = 170;
  parts.push(
    circle(rx - 78, ry + 96, 22, { fill: C.white }),
    circle(rx - 112, ry + 112, 17, { fill: C.white }),
    circle(rx - 98, ry + 76, 15, { fill: C.white }),
    circle(rx - 56, ry + 120, 13, { fill: C.white }),
    circle(rx - 138, ry + 130, 10, { fill: C.white }),
  );
  parts.push(
    g(
      { transform: translate(rx, ry, 0.95, 45) },
      path("M-26 60Q0 150 26 60Z", { fill: C.cyan }),
      path("M-14 60Q0 112 14 60Z", { fill: C.white }),
      path("M-40 10L-80 72L-76 96L-38 66Z", { fill: C.blue }),
      path("M40 10L80 72L76 96L38 66Z", { fill: C.blue }),
      path("M0 -118C44 -76 50 0 40 66H-40C-50 0-44 -76 0 -118Z", {
        fill: C.white,
        stroke: C.navy,
        "stroke-width": 8,
        "stroke-linejoin": "round",
      }),
      path("M-30 -70C-18 -92 -10 -102 0 -112C10 -102 18 -92 30 -70Z", { fill: C.navy }),
      circle(0, -26, 22, { fill: C.cyan, stroke: C.navy, "stroke-width": 8 }),
      rect(-6, 10, 12, 50, { rx: 6, fill: C.blue }),
    ),
  );

  parts.push(
    sparkle(1090, 130, 20, { fill: C.cyan }),
    sparkle(150, 200, 16, { fill: C.blue }),
    sparkle(640, 160, 12, { fill: C.cyan }),
  );
  return svgDoc(W, H, d, parts.join(""));
}

export function onboardingSvg(step: OnboardingStep): string {
  switch (step) {
    case "assess-and-align":
      return assess();
    case "innovate-and-strategize":
      return innovate();
    case "implement-and-optimize":
      return implement();
  }
}
