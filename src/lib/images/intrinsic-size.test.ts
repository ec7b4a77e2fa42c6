import { intrinsicSize } from "./intrinsic-size";

describe("intrinsicSize", () => {
  it("rounds a constrained image's fractional height", () => {
    expect(
      intrinsicSize({ layout: "constrained", width: 640, height: 426.99999999999994, images: {} }),
    ).toEqual({ width: 640, height: 427 });
  });

  it("keeps a fixed image's size", () => {
    expect(intrinsicSize({ layout: "fixed", width: 168, height: 42, images: {} })).toEqual({
      width: 168,
      height: 42,
    });
  });

  it("sizes a full-width image by its widest rendition, keeping its shape", () => {
    const images = {
      fallback: {
        src: "/static/a/1920.png",
        srcSet: "/static/a/750.png 750w,\n/static/a/1080.png 1080w, /static/a/1920.png 1920w",
      },
    };
    expect(intrinsicSize({ layout: "fullWidth", width: 1, height: 0.5625, images })).toEqual({
      width: 1920,
      height: 1080,
    });
  });

  it("falls back to rounding when a full-width image lists no widths", () => {
    expect(intrinsicSize({ layout: "fullWidth", width: 1, height: 0.5625, images: {} })).toEqual({
      width: 1,
      height: 1,
    });
  });
});
