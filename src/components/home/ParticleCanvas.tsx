import styled from "@emotion/styled";
import { useEffect, useRef } from "react";
import { useReducedMotionPreference } from "../../hooks/useReducedMotionPreference";
import {
  cappedPixelRatio,
  createParticles,
  linkOpacity,
  MAX_LINK_OPACITY,
  particleCount,
  stepParticles,
  type Particle,
} from "../../lib/particles";

const MIN_FRAME_MS = 1000 / 30 - 1;

const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
`;

/**
 * Decorative particle field behind the hero text. It starts once the browser
 * is idle (never competing with first paint), pauses while off-screen or in a
 * hidden tab, and draws a single still frame under prefers-reduced-motion.
 * `data-animating` says whether the loop is running (for tests).
 */
export function ParticleCanvas() {
  const ref = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotionPreference();

  useEffect(() => {
    const canvas = ref.current;
    const box = canvas?.parentElement;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !box || !ctx) return;
    let particles: Particle[] = [];
    let width = 0;
    let height = 0;
    let frame = 0;
    let started = false;
    let onScreen = true;

    // Links are bucketed by opacity so each frame strokes a handful of paths, not one per link.
    const LINK_BUCKETS = 4;
    const draw = () => {
      ctx.clearRect(0, 0, width, height);
      const buckets: Path2D[] = Array.from({ length: LINK_BUCKETS }, () => new Path2D());
      const dots = new Path2D();
      for (let i = 0; i < particles.length; i += 1) {
        const a = particles[i];
        for (let j = i + 1; j < particles.length; j += 1) {
          const opacity = linkOpacity(a, particles[j]);
          if (opacity === 0) continue;
          const bucket = Math.min(
            LINK_BUCKETS - 1,
            Math.floor((opacity / MAX_LINK_OPACITY) * LINK_BUCKETS),
          );
          buckets[bucket].moveTo(a.x, a.y);
          buckets[bucket].lineTo(particles[j].x, particles[j].y);
        }
        dots.moveTo(a.x + a.r, a.y);
        dots.arc(a.x, a.y, a.r, 0, Math.PI * 2);
      }
      buckets.forEach((path, bucket) => {
        ctx.strokeStyle = `rgba(125, 211, 252, ${((bucket + 1) / LINK_BUCKETS) * MAX_LINK_OPACITY})`;
        ctx.stroke(path);
      });
      ctx.fillStyle = "rgba(186, 230, 253, 0.75)";
      ctx.fill(dots);
    };
    const resize = () => {
      width = box.clientWidth;
      height = box.clientHeight;
      const ratio = cappedPixelRatio(window.devicePixelRatio);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(particleCount(width, height), width, height);
      draw();
    };
    // Capped at 30 frames a second: half the main-thread work of a 60 Hz screen, still smooth.
    let last = 0;
    const loop = (now: number) => {
      frame = requestAnimationFrame(loop);
      if (now - last < MIN_FRAME_MS) return;
      last = now;
      stepParticles(particles, width, height);
      draw();
    };
    const update = () => {
      const run = started && !reducedMotion && onScreen && !document.hidden;
      canvas.dataset.animating = String(run);
      if (run && !frame) frame = requestAnimationFrame(loop);
      if (!run && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    };
    const start = () => {
      started = true;
      resize();
      canvas.dataset.ready = "true";
      update();
    };

    // Starts once the page has loaded and the browser is idle, so it never competes with
    // the first paint, hydration or the visitor's first input.
    let idle = 0;
    const startWhenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 3000 })
        : window.setTimeout(start, 300);
    };
    if (document.readyState === "complete") startWhenIdle();
    else window.addEventListener("load", startWhenIdle, { once: true });
    const resizeObserver = new ResizeObserver(() => {
      if (started) resize();
    });
    resizeObserver.observe(box);
    const intersectionObserver = new IntersectionObserver(([entry]) => {
      onScreen = entry.isIntersecting;
      update();
    });
    intersectionObserver.observe(canvas);
    document.addEventListener("visibilitychange", update);

    return () => {
      window.removeEventListener("load", startWhenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      document.removeEventListener("visibilitychange", update);
    };
  }, [reducedMotion]);

  return <Canvas ref={ref} aria-hidden="true" data-animating="false" />;
}
