/**
 * `npm run images` redraws only its own pictures: on a throw-away folder that already holds
 * files (a picture it drew, and a photo an editor uploaded at one of its paths).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  decide,
  hashOf,
  placeDrawn,
  readDrawnRecord,
  skippedLine,
  writeDrawnRecord,
} from "./drawn-artwork";

const drawnBefore = Buffer.from("the cover as drawn last time");
const drawnNow = Buffer.from("the cover as drawn now");
const photo = Buffer.from("an editor's photo");

describe("decide", () => {
  it("draws where nothing is, redraws its own picture, takes in what it would draw anyway", () => {
    expect(decide(null, drawnNow, undefined)).toBe("write");
    expect(decide(drawnBefore, drawnNow, hashOf(drawnBefore))).toBe("write");
    expect(decide(drawnNow, drawnNow, undefined)).toBe("unchanged");
  });

  it("leaves anything else: an upload, or its own picture changed since", () => {
    expect(decide(photo, drawnNow, undefined)).toBe("skip");
    expect(decide(photo, drawnNow, hashOf(drawnBefore))).toBe("skip");
  });
});

describe("placeDrawn", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "drawn-"));
    fs.mkdirSync(path.join(root, "content/images/blog"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/images/blog/drawn.png"), drawnBefore);
    fs.writeFileSync(path.join(root, "content/images/blog/uploaded.png"), photo);
    writeDrawnRecord(root, { "content/images/blog/drawn.png": hashOf(drawnBefore) });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("redraws what it drew, never an uploaded picture, and records what it drew", () => {
    const record = readDrawnRecord(root);
    expect(placeDrawn(root, "content/images/blog/drawn.png", drawnNow, record)).toBe("write");
    expect(placeDrawn(root, "content/images/blog/uploaded.png", drawnNow, record)).toBe("skip");
    expect(placeDrawn(root, "content/images/blog/new.png", drawnNow, record)).toBe("write");
    writeDrawnRecord(root, record);

    const read = (file: string) => fs.readFileSync(path.join(root, "content/images/blog", file));
    expect(read("drawn.png")).toEqual(drawnNow);
    expect(read("uploaded.png")).toEqual(photo);
    expect(read("new.png")).toEqual(drawnNow);
    expect(readDrawnRecord(root)).toEqual({
      "content/images/blog/drawn.png": hashOf(drawnNow),
      "content/images/blog/new.png": hashOf(drawnNow),
    });
  });

  it("says what it skipped and how to have it drawn", () => {
    expect(skippedLine("content/images/blog/uploaded.png")).toBe(
      "skipped content/images/blog/uploaded.png: it is not the picture npm run images drew there (an uploaded picture, or one changed by hand), so it stays. Delete it to have it drawn again.",
    );
  });
});
