import { useEffect, useState } from "react";
import {
  COVERABLE_SELECTOR,
  buttonZoneRootMargin,
  isAtPageEnd,
  isCookieButtonShown,
  scrollDirection,
  type ScrollDirection,
} from "../lib/cookie-button-placement";

/**
 * Whether the round Cookie Settings button may show now (src/lib/cookie-button-placement.ts).
 * An IntersectionObserver whose root is shrunk to the button's place reports the headings,
 * links, buttons and fields under it, so nothing is measured per frame; a passive scroll
 * listener keeps the direction. Null until the first report: the button stays aside, as in
 * the prebuilt page.
 */
export function useCookieButtonPlacement(): boolean | null {
  // null: not known yet (the prebuilt page, and until the observer's first report).
  const [clear, setClear] = useState<boolean | null>(null);
  const [direction, setDirection] = useState<ScrollDirection>("still");
  const [atEnd, setAtEnd] = useState(false);

  useEffect(() => {
    const under = new Set<Element>();
    // Nothing is known about the button's place until the observer's first report.
    let reported = false;
    let observer: IntersectionObserver | null = null;
    const watched = () => document.querySelectorAll(`main, footer`);
    const observeWithin = (root: Element) => {
      if (root.matches(COVERABLE_SELECTOR)) observer?.observe(root);
      for (const element of root.querySelectorAll(COVERABLE_SELECTOR)) observer?.observe(element);
    };
    // The root margin is in pixels of this viewport: a new size needs a new observer.
    const start = () => {
      observer?.disconnect();
      under.clear();
      reported = false;
      observer = new IntersectionObserver(
        (entries) => {
          reported = true;
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          setClear(under.size === 0);
        },
        {
          rootMargin: buttonZoneRootMargin({
            width: document.documentElement.clientWidth,
            height: window.innerHeight,
          }),
        },
      );
      watched().forEach(observeWithin);
    };
    // Parts that render later (a question's next step, results, another page) are watched;
    // what left the page no longer covers anything.
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.closest("main, footer")) observeWithin(node);
        }
      }
      for (const element of under) if (!element.isConnected) under.delete(element);
      if (reported) setClear(under.size === 0);
    });
    mutations.observe(document.body, { childList: true, subtree: true });

    let lastY = window.scrollY;
    let lastDirection: ScrollDirection = "still";
    const onScroll = () => {
      const y = window.scrollY;
      lastDirection = scrollDirection(lastY, y, lastDirection);
      lastY = y;
      setDirection(lastDirection);
      setAtEnd(
        isAtPageEnd({
          scrollY: y,
          viewportHeight: window.innerHeight,
          height: document.documentElement.scrollHeight,
        }),
      );
    };
    start();
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", start);
    return () => {
      observer?.disconnect();
      mutations.disconnect();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", start);
    };
  }, []);

  return clear === null ? null : isCookieButtonShown({ clear, direction, atEnd });
}
