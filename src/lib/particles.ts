/** Pure particle-field maths for the hero background (drawing lives in ParticleCanvas). */

export interface Particle {
  x: number;
  y: number;
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
    r: 1 + random() * 1.5,
  }));
}

/** Opacity of the line between two particles: 0 at LINK_DISTANCE or more, fading in as they close. */
export function linkOpacity(a: Particle, b: Particle): number {
  const d = Math.hypot(a.x - b.x, a.y - b.y);
  return d >= LINK_DISTANCE ? 0 : (1 - d / LINK_DISTANCE) * MAX_LINK_OPACITY;
}
