/** Pure particle-field maths for the hero background (drawing lives in ParticleCanvas). */

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

/** Beyond this many device-independent pixels apart two particles are not linked. */
export const LINK_DISTANCE = 120;
export const MAX_LINK_OPACITY = 0.35;
export const MAX_DEVICE_PIXEL_RATIO = 2;

/** One particle per ~14,000 px², between 12 and 70: dense enough to read as a field, cheap on phones. */
export function particleCount(width: number, height: number): number {
  return Math.round(Math.min(70, Math.max(12, (width * height) / 14000)));
}

export function cappedPixelRatio(ratio: number | undefined): number {
  return Math.min(MAX_DEVICE_PIXEL_RATIO, Math.max(1, ratio || 1));
}

export function createParticles(
  count: number,
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.4,
    vy: (random() - 0.5) * 0.4,
    r: 1 + random() * 1.5,
  }));
}

/** Moves every particle one frame, bouncing off the edges so the field stays inside the box. */
export function stepParticles(particles: Particle[], width: number, height: number): void {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) {
      p.vx = -p.vx;
      p.x = Math.min(Math.max(p.x, 0), width);
    }
    if (p.y < 0 || p.y > height) {
      p.vy = -p.vy;
      p.y = Math.min(Math.max(p.y, 0), height);
    }
  }
}

/** Opacity of the line between two particles: 0 at LINK_DISTANCE or more, fading in as they close. */
export function linkOpacity(a: Particle, b: Particle): number {
  const d = Math.hypot(a.x - b.x, a.y - b.y);
  return d >= LINK_DISTANCE ? 0 : (1 - d / LINK_DISTANCE) * MAX_LINK_OPACITY;
}
