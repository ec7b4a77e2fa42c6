import {
  cappedPixelRatio,
  createParticles,
  LINK_DISTANCE,
  linkOpacity,
  particleCount,
  type Particle,
} from "./particles";

/** A deterministic stand-in for Math.random. */
function sequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length];
}

describe("particles", () => {
  it("scales the count with the area, within bounds", () => {
    expect(particleCount(320, 600)).toBe(14);
    expect(particleCount(100, 100)).toBe(12);
    expect(particleCount(2560, 1440)).toBe(70);
  });

  it("caps the device pixel ratio at 2 and never goes below 1", () => {
    expect(cappedPixelRatio(3)).toBe(2);
    expect(cappedPixelRatio(1.5)).toBe(1.5);
    expect(cappedPixelRatio(undefined)).toBe(1);
    expect(cappedPixelRatio(0)).toBe(1);
  });

  it("creates particles inside the box", () => {
    const particles = createParticles(50, 400, 300);
    expect(particles).toHaveLength(50);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(400);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(300);
    }
  });

  it("places and sizes each particle from the random source", () => {
    expect(createParticles(1, 100, 50, sequence([0.5, 0.2, 0.4]))).toEqual([
      { x: 50, y: 10, r: 1.6 },
    ]);
  });

  it("links close particles only, fainter with distance", () => {
    const at = (x: number): Particle => ({ x, y: 0, r: 1 });
    expect(linkOpacity(at(0), at(LINK_DISTANCE))).toBe(0);
    expect(linkOpacity(at(0), at(10))).toBeGreaterThan(linkOpacity(at(0), at(60)));
    expect(linkOpacity(at(0), at(0))).toBeCloseTo(0.35);
  });
});
