import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { useEffect, useRef } from "react";
import { useReducedMotionPreference } from "../../hooks/useReducedMotionPreference";
import { translucent } from "../../theme/tokens";
import {
  cappedPixelRatio,
  createParticles,
  linkOpacity,
  MAX_LINK_OPACITY,
  particleCount,
  type Particle,
} from "../../lib/particles";

/*
 * The field drifts and turns slowly as one layer. Scaled up a little so that its edges never
 * come into view while it moves.
 */
const drift = keyframes`
  from { transform: scale(1.14) translate3d(2%, -1.5%, 0) rotate(-1.5deg); }
  to { transform: scale(1.14) translate3d(-2%, 1.5%, 0) rotate(1.5deg); }
`;

const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  pointer-events: none;
  transform: scale(1.14);

  @media (prefers-reduced-motion: no-preference) {
    &[data-animating] {
      animation: ${drift} 36s ease-in-out infinite alternate;
      animation-play-state: paused;
    }
    &[data-animating="true"] {
      animation-play-state: running;
    }
  }
`;

/* Links are bucketed by opacity so the field strokes a handful of paths, not one per link. */
const LINK_BUCKETS = 4;

function drawField(ctx: CanvasRenderingContext2D, particles: Particle[]): void {
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
    ctx.strokeStyle = translucent("onDarkFocus", ((bucket + 1) / LINK_BUCKETS) * MAX_LINK_OPACITY);
    ctx.stroke(path);
  });
  ctx.fillStyle = translucent("onDarkLink", 0.75);
  ctx.fill(dots);
}

/**
 * Decorative particle field behind the hero text. The field is drawn once, when the browser
 * is idle after load (never competing with first paint or hydration), and again only when
 * the hero changes size; its motion is a CSS animation of `transform`, which the compositor
 * runs without any work on the main thread. The motion pauses while the hero is off-screen
 * or the tab hidden and is absent under prefers-reduced-motion.
 * `data-animating` says whether the field is moving (for tests).
 */
export function ParticleCanvas() {
  const ref = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useReducedMotionPreference();

  useEffect(() => {
    const canvas = ref.current;
    const box = canvas?.parentElement;
    const ctx = canvas?.getContext("2d");
    if (!canvas || !box || !ctx) return;
    let started = false;
    let onScreen = true;

    const draw = () => {
      const width = box.clientWidth;
      const height = box.clientHeight;
      const ratio = cappedPixelRatio(window.devicePixelRatio);
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawField(ctx, createParticles(particleCount(width, height), width, height));
    };
    const update = () => {
      canvas.dataset.animating = String(started && !reducedMotion && onScreen && !document.hidden);
    };
    const start = () => {
      started = true;
      draw();
      canvas.dataset.ready = "true";
      update();
    };

    let idle = 0;
    const startWhenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 3000 })
        : window.setTimeout(start, 300);
    };
    if (document.readyState === "complete") startWhenIdle();
    else window.addEventListener("load", startWhenIdle, { once: true });
    // Only a change of the hero's width redraws: height changes come and go while scrolling
    // on phones (the address bar), and a stretched field for a moment is not worth a redraw.
    let drawnWidth = box.clientWidth;
    const resizeObserver = new ResizeObserver(() => {
      if (!started || box.clientWidth === drawnWidth) return;
      drawnWidth = box.clientWidth;
      draw();
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
      resizeObserver.disconnect();
      intersectionObserver.disconnect();
      document.removeEventListener("visibilitychange", update);
    };
  }, [reducedMotion]);

  return <Canvas ref={ref} aria-hidden="true" data-animating="false" />;
}
