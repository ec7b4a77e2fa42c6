import {
  buttonZoneRootMargin,
  COOKIE_BUTTON,
  COOKIE_BUTTON_CLEARANCE_PX,
  isAtPageEnd,
  isCookieButtonShown,
  scrollDirection,
} from "./cookie-button-placement";

describe("the Cookie Settings button's place", () => {
  it("shrinks the viewport to the button's box and its clearance", () => {
    // 390 x 844: the box is x 32..84, y 760..812; with 8 px around it, x 24..92, y 752..820.
    expect(COOKIE_BUTTON).toEqual({ left: 32, bottom: 32, size: 52 });
    expect(COOKIE_BUTTON_CLEARANCE_PX).toBe(8);
    expect(buttonZoneRootMargin({ width: 390, height: 844 })).toBe("-752px -298px -24px -24px");
  });

  it("never asks for a negative zone on a tiny viewport", () => {
    expect(buttonZoneRootMargin({ width: 60, height: 60 })).toBe("0px 0px -24px -24px");
  });

  it("keeps the scroll direction through small movements", () => {
    expect(scrollDirection(100, 140, "still")).toBe("down");
    expect(scrollDirection(140, 100, "down")).toBe("up");
    expect(scrollDirection(100, 102, "up")).toBe("up");
    expect(scrollDirection(100, 98, "down")).toBe("down");
  });

  it("knows the end of the page within a few pixels", () => {
    expect(isAtPageEnd({ scrollY: 1156, viewportHeight: 844, height: 2000 })).toBe(true);
    expect(isAtPageEnd({ scrollY: 1000, viewportHeight: 844, height: 2000 })).toBe(false);
  });

  it("shows only where nothing is under it, and not while the visitor scrolls down", () => {
    expect(isCookieButtonShown({ clear: true, direction: "still", atEnd: false })).toBe(true);
    expect(isCookieButtonShown({ clear: true, direction: "up", atEnd: false })).toBe(true);
    expect(isCookieButtonShown({ clear: true, direction: "down", atEnd: false })).toBe(false);
    expect(isCookieButtonShown({ clear: true, direction: "down", atEnd: true })).toBe(true);
    expect(isCookieButtonShown({ clear: false, direction: "up", atEnd: true })).toBe(false);
  });
});
