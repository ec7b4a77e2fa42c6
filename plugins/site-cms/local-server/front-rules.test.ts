import path from "node:path";
import fc from "fast-check";
import {
  isEditablePath,
  isLoopbackHost,
  pictureKind,
  recordFilesOf,
  refusedRequest,
  uploadRefusal,
  uploadsOf,
} from "./front-rules";

describe("isLoopbackHost", () => {
  it("takes this machine's names, with or without a port", () => {
    for (const host of [
      "localhost:8081",
      "127.0.0.1:8081",
      "[::1]:8081",
      "LOCALHOST",
      "127.0.0.1",
    ]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
  });

  it("refuses any other name, a rebound one included, and a missing Host", () => {
    for (const host of ["evil.example:8081", "localhost.evil.example", "127.0.0.2:8081", ""]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
    expect(isLoopbackHost(undefined)).toBe(false);
  });
});

describe("isEditablePath", () => {
  it("is true inside content/", () => {
    expect(isEditablePath("content/plans.json")).toBe(true);
    expect(isEditablePath("content/images/blog/x.png")).toBe(true);
    expect(isEditablePath("content")).toBe(true);
  });

  it("is false for the rest of the tree, escapes and odd spellings", () => {
    for (const asked of [
      ".env.development",
      ".data/leads/NB-1.json",
      ".git/config",
      "package.json",
      "gatsby-node.ts",
      "content/../package.json",
      "content/../../etc/passwd",
      "/etc/passwd",
      "contentious/x.json",
      "content\\..\\package.json",
      "content/x\0.json",
    ]) {
      expect([asked, isEditablePath(asked)]).toEqual([asked, false]);
    }
  });
});

describe("refusedRequest", () => {
  it("lets through what the admin page asks inside content/", () => {
    expect(refusedRequest({ action: "info" })).toBeNull();
    expect(
      refusedRequest({ action: "entriesByFolder", params: { folder: "content/blog" } }),
    ).toBeNull();
    expect(
      refusedRequest({
        action: "persistEntry",
        params: {
          dataFiles: [{ path: "content/blog/a.json", raw: "{}" }],
          assets: [{ path: "content/images/blog/a.png", content: "", encoding: "base64" }],
        },
      }),
    ).toBeNull();
  });

  it("names the path outside content/, wherever the action carries it", () => {
    const requests = [
      { action: "getEntry", params: { path: ".env.development" } },
      {
        action: "entriesByFiles",
        params: { files: [{ path: "content/a.json" }, { path: ".git/config" }] },
      },
      { action: "getMedia", params: { mediaFolder: ".data/leads" } },
      { action: "getMediaFile", params: { path: ".data/leads/NB-1.json" } },
      {
        action: "persistEntry",
        params: { entry: { path: "package.json", raw: "{}" }, assets: [] },
      },
      {
        action: "persistEntry",
        params: { dataFiles: [{ path: "content/a.json", newPath: "gatsby-node.ts" }], assets: [] },
      },
      { action: "persistMedia", params: { asset: { path: ".git/hooks/pre-commit", content: "" } } },
      { action: "deleteFile", params: { path: "gatsby-node.ts" } },
      { action: "deleteFiles", params: { paths: ["content/a.json", "package.json"] } },
    ];
    for (const request of requests) {
      expect(refusedRequest(request)).toMatch(
        / is outside content\/, the only folder the CMS edits$/,
      );
    }
  });

  it("refuses an action the editor never sends", () => {
    expect(refusedRequest({ action: "publishUnpublishedEntry" })).toBe(
      'the local CMS server does not do "publishUnpublishedEntry"',
    );
    expect(refusedRequest(null)).toBe("the local CMS server does not do undefined");
  });
});

describe("uploadsOf", () => {
  it("lists the pictures a save or an upload writes", () => {
    const asset = { path: "content/images/blog/a.png", content: "AAAA", encoding: "base64" };
    expect(uploadsOf({ action: "persistEntry", params: { assets: [asset] } })).toEqual([asset]);
    expect(uploadsOf({ action: "persistMedia", params: { asset } })).toEqual([asset]);
    expect(uploadsOf({ action: "getMedia", params: { mediaFolder: "content/images" } })).toEqual(
      [],
    );
  });
});

describe("pictureKind", () => {
  const hex = (text: string) => Buffer.from(text.replace(/ /g, ""), "hex");
  const iso = (...brands: string[]) =>
    Buffer.concat([hex("00 00 00 18"), Buffer.from(`ftyp${brands.join("")}`)]);

  it("knows PNG, JPEG, WebP and AVIF by their first bytes", () => {
    expect(pictureKind(hex("89504e470d0a1a0a 0000000d"))).toBe("png");
    expect(pictureKind(hex("ffd8ffdb 0043"))).toBe("jpeg");
    expect(pictureKind(Buffer.from("RIFF\x10\0\0\0WEBPVP8L", "latin1"))).toBe("webp");
    expect(pictureKind(iso("avif", "\0\0\0\0", "mif1"))).toBe("avif");
    expect(pictureKind(iso("mif1", "\0\0\0\0", "mif1avis"))).toBe("avif");
  });

  it("takes nothing else for a picture: GIF, HEIC, WAVE, SVG, text, nothing", () => {
    for (const bytes of [
      Buffer.from("GIF89a"),
      iso("heic", "\0\0\0\0", "mif1heic"),
      Buffer.from("RIFF\x10\0\0\0WAVEfmt ", "latin1"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from("\x89PNG but not quite"),
      Buffer.alloc(0),
    ]) {
      expect(pictureKind(bytes)).toBeUndefined();
    }
  });
});

describe("uploadRefusal", () => {
  const upload = (file: string, bytes: Buffer) => ({
    path: file,
    content: bytes.toString("base64"),
    encoding: "base64" as BufferEncoding,
  });
  const png = Buffer.from("89504e470d0a1a0a", "hex");

  it("takes a picture named as what it is, whatever the case of its ending", () => {
    expect(uploadRefusal(upload("content/images/a.png", png))).toBeNull();
    expect(uploadRefusal(upload("content/images/a.PNG", png))).toBeNull();
  });

  it("says what the file is and what its name should end in", () => {
    expect(uploadRefusal(upload("content/images/a", png))).toBe(
      "Not saved: content/images/a is a PNG picture, but its name has no ending. Rename it to end in .png and upload it again.",
    );
    expect(uploadRefusal(upload("content/images/a.svg", Buffer.from("<SVG>")))).toMatch(
      /is an SVG drawing, which can carry scripts/,
    );
  });
});

describe("recordFilesOf", () => {
  it("lists where a save writes its records, a move's new place included", () => {
    expect(
      recordFilesOf({
        action: "persistEntry",
        params: { dataFiles: [{ path: "content/a.json", newPath: "content/b.json" }], assets: [] },
      }),
    ).toEqual(["content/a.json", "content/b.json"]);
    expect(recordFilesOf({ action: "persistMedia", params: { asset: { path: "x" } } })).toEqual([]);
  });
});

describe("the admin API's rules, fuzzed", () => {
  const ROOT = "/repository";
  const pieces = fc.constantFrom(
    "content",
    "..",
    ".",
    "",
    "/",
    "\\",
    "\0",
    "images",
    "%2e%2e",
    "~",
    " ",
  );
  const paths = fc.oneof(
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join("/")),
  );

  it("never lets a path through that resolves outside content/ (2,000 paths)", () => {
    fc.assert(
      fc.property(paths, (requested) => {
        if (!isEditablePath(requested)) return;
        const resolved = path.posix.resolve(ROOT, requested);
        expect(resolved === `${ROOT}/content` || resolved.startsWith(`${ROOT}/content/`)).toBe(
          true,
        );
      }),
      { numRuns: 2_000, seed: 20261206 },
    );
  });

  it("refuses every upload whose bytes are not a picture, whatever its name (1,000 uploads)", () => {
    const names = fc.constantFrom("a.png", "a.jpg", "a.webp", "a.avif", "a.svg", "a.html", "a");
    const notPictures = fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc
        .constantFrom(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          "<!doctype html><script>alert(1)</script>",
          "<html><body onload=alert(1)>",
        )
        .map((text) => Buffer.from(text)),
    );
    fc.assert(
      fc.property(names, notPictures, (name, bytes) => {
        fc.pre(pictureKind(bytes) === undefined);
        const upload = {
          path: `content/images/${name}`,
          content: bytes.toString("base64"),
          encoding: "base64" as const,
        };
        expect(uploadRefusal(upload)).toMatch(/^Not saved: /);
      }),
      { numRuns: 1_000, seed: 20261206 },
    );
  });
});
