/**
 * The local backend of `npm run cms` driven through its HTTP API, as a page in the editor's
 * browser could drive it: over a throw-away working tree holding secrets and code beside
 * content/, every request outside content/, with a foreign Host or from a foreign Origin is
 * refused and changes nothing, an upload never replaces a picture already in its folder and is a
 * PNG, JPEG, WebP or AVIF picture by its bytes and its name, a record is never saved over a
 * picture, and the admin page's own edit still works.
 */
import fs from "node:fs";
import http from "node:http";
import type { Server } from "node:http";
import path from "node:path";
import { closedPort, makeTempDir, removeDir } from "../../../test-support/temp";
import { startLocalCmsServer } from "./local-server";

const ADMIN = "http://localhost:8000";
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const JPEG = Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex");
const LOGO = Buffer.concat([PNG, Buffer.from("logo")]);

let root: string;
let port: number;
let server: Server;

/** The files a page must never read or change through the local server. */
const OUTSIDE = {
  ".env.development": "RECAPTCHA_SECRET_KEY=secret\n",
  ".data/leads/NB-1.json": '{"email":"someone@example.com"}\n',
  ".git/config": "[core]\n",
  "package.json": '{"name":"site"}\n',
  "gatsby-node.ts": "export {};\n",
};

beforeAll(async () => {
  root = await makeTempDir("cms-front-");
  for (const [file, text] of Object.entries({
    ...OUTSIDE,
    "content/plans.json": '[{ "name": "Basic", "price": "£399" }]\n',
  })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  fs.mkdirSync(path.join(root, "content/images/blog"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/images/blog/cover-test.png"), PNG);
  fs.mkdirSync(path.join(root, "content/images/partners"), { recursive: true });
  fs.writeFileSync(path.join(root, "content/images/partners/logo.png"), LOGO);
  fs.writeFileSync(path.join(root, "content/images/partners/notes.json"), "{}\n");
  // Links inside content/ that lead out of it: to a secret, to the working tree, into a list.
  fs.mkdirSync(path.join(root, "content/links"));
  fs.symlinkSync("../../.env.development", path.join(root, "content/links/leak.json"));
  fs.symlinkSync("../..", path.join(root, "content/links/tree"));
  fs.mkdirSync(path.join(root, "content/listed"));
  fs.writeFileSync(path.join(root, "content/listed/a.json"), "{}\n");
  fs.symlinkSync("../../.data/leads/NB-1.json", path.join(root, "content/listed/b.json"));
  port = await closedPort();
  server = await startLocalCmsServer({ root, port, adminOrigins: [ADMIN] });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await removeDir(root);
});

interface Answer {
  status: number;
  body: { error?: string } & Record<string, unknown>;
  allowOrigin: string | undefined;
}

function call(
  body: unknown,
  { host = `localhost:${port}`, origin = ADMIN, method = "POST" } = {},
): Promise<Answer> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: "/api/v1",
        headers: {
          Host: host,
          ...(origin ? { Origin: origin } : {}),
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(data),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Answer["body"]) : {},
            allowOrigin: response.headers["access-control-allow-origin"] as string | undefined,
          });
        });
      },
    );
    request.on("error", reject);
    request.end(data);
  });
}

const treeOutside = () =>
  Object.fromEntries(
    Object.keys(OUTSIDE).map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]),
  );

test("reads and writes outside content/ are refused, and nothing there changes", async () => {
  const attempts = [
    { action: "getEntry", params: { branch: "main", path: ".env.development" } },
    { action: "getMediaFile", params: { branch: "main", path: ".data/leads/NB-1.json" } },
    { action: "getMedia", params: { branch: "main", mediaFolder: ".git" } },
    { action: "entriesByFiles", params: { branch: "main", files: [{ path: "package.json" }] } },
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: "gatsby-node.ts", raw: "process.exit(1);\n" }],
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "draft" },
      },
    },
    {
      action: "persistMedia",
      params: {
        branch: "main",
        asset: { path: ".git/hooks/pre-commit", content: "ZXZpbA==", encoding: "base64" },
        options: { commitMessage: "x" },
      },
    },
    {
      action: "deleteFile",
      params: { branch: "main", path: "package.json", options: { commitMessage: "x" } },
    },
    {
      action: "getEntry",
      params: { branch: "main", path: "content/../.env.development" },
    },
  ];
  const before = treeOutside();
  for (const attempt of attempts) {
    const answer = await call(attempt);
    expect([attempt.action, answer.status]).toEqual([attempt.action, 403]);
    expect(answer.body.error).toMatch(/is outside content\/, the only folder the CMS edits/);
    expect(JSON.stringify(answer.body)).not.toContain("secret");
  }
  expect(treeOutside()).toEqual(before);
  expect(fs.existsSync(path.join(root, ".git/hooks/pre-commit"))).toBe(false);
});

test("a link inside content/ that leads out of it is refused, for reads and writes alike", async () => {
  const attempts = [
    { action: "getEntry", params: { branch: "main", path: "content/links/leak.json" } },
    { action: "getEntry", params: { branch: "main", path: "content/links/tree/package.json" } },
    { action: "getMediaFile", params: { branch: "main", path: "content/links/tree/.git/config" } },
    {
      action: "entriesByFolder",
      params: { branch: "main", folder: "content/listed", extension: "json", depth: 1 },
    },
    { action: "getMedia", params: { branch: "main", mediaFolder: "content/links/tree/.data" } },
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: "content/links/leak.json", raw: "RECAPTCHA=0\n" }],
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "draft" },
      },
    },
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: "content/links/tree/gatsby-node.ts", raw: "boom\n" }],
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "draft" },
      },
    },
    {
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [{ slug: "x", path: "content/links/tree/new/record.json", raw: "{}\n" }],
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "draft" },
      },
    },
    {
      action: "persistMedia",
      params: {
        branch: "main",
        asset: {
          path: "content/links/tree/.git/hooks/pre-commit.png",
          content: PNG.toString("base64"),
          encoding: "base64",
        },
        options: { commitMessage: "x" },
      },
    },
    {
      action: "deleteFile",
      params: { branch: "main", path: "content/links/leak.json", options: { commitMessage: "x" } },
    },
  ];
  const before = treeOutside();
  for (const attempt of attempts) {
    const answer = await call(attempt);
    expect([attempt.action, answer.status]).toEqual([attempt.action, 403]);
    expect(answer.body.error).toMatch(
      /^Refused: "content\/[^"]+" is outside content\/, the only folder the CMS edits: a link inside content\/ leads out of it\.$/,
    );
    expect(JSON.stringify(answer.body)).not.toContain("secret");
    expect(JSON.stringify(answer.body)).not.toContain("someone@example.com");
  }
  expect(treeOutside()).toEqual(before);
  expect(fs.existsSync(path.join(root, "new/record.json"))).toBe(false);
  expect(fs.existsSync(path.join(root, ".git/hooks/pre-commit.png"))).toBe(false);
  expect(fs.readlinkSync(path.join(root, "content/links/leak.json"))).toBe(
    "../../.env.development",
  );
});

test("a request whose Host is not this machine (DNS rebinding) is refused", async () => {
  const answer = await call(
    { action: "getEntry", params: { branch: "main", path: "content/plans.json" } },
    { host: `rebound.example:${port}`, origin: `http://rebound.example:${port}` },
  );
  expect(answer.status).toBe(403);
  expect(answer.body.error).toBe(`Host "rebound.example:${port}" is not this machine.`);
});

test("a request from another page on this machine, or with no Origin, is refused, preflight included", async () => {
  const read = { action: "getEntry", params: { branch: "main", path: "content/plans.json" } };
  for (const origin of ["http://localhost:3000", "http://127.0.0.1:8000.evil.example", ""]) {
    const answer = await call(read, { origin });
    expect([origin, answer.status, answer.allowOrigin]).toEqual([origin, 403, undefined]);
  }
  const preflight = await call(null, { origin: "http://localhost:3000", method: "OPTIONS" });
  expect([preflight.status, preflight.allowOrigin]).toEqual([403, undefined]);
  const ownPreflight = await call(null, { method: "OPTIONS" });
  expect([ownPreflight.status, ownPreflight.allowOrigin]).toEqual([204, ADMIN]);
});

test("an upload never replaces a picture already in its folder; a new name is written", async () => {
  const another = Buffer.concat([PNG, Buffer.from("another picture")]);
  const save = (assetPath: string) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [
        {
          slug: "new",
          path: "content/blog/new.json",
          raw: '{ "image": "../images/blog/x.png" }\n',
        },
      ],
      assets: [{ path: assetPath, content: another.toString("base64"), encoding: "base64" }],
      options: { commitMessage: "x", useWorkflow: false, status: "draft" },
    },
  });
  const refused = await call(save("content/images/blog/cover-test.png"));
  expect(refused.status).toBe(409);
  expect(refused.body.error).toBe(
    "Not saved: content/images/blog/cover-test.png already holds another picture, which a record may show. Give your picture another name (after this record, for example) and upload it again.",
  );
  expect(fs.readFileSync(path.join(root, "content/images/blog/cover-test.png"))).toEqual(PNG);
  expect(fs.existsSync(path.join(root, "content/blog/new.json"))).toBe(false);

  const written = await call(save("content/images/blog/new.png"));
  expect(written.status).toBe(200);
  expect(fs.readFileSync(path.join(root, "content/images/blog/new.png"))).toEqual(another);
});

describe("an upload into a folder that already holds files", () => {
  const folder = "content/images/partners";
  const before = () =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(root, folder))
        .map((name) => [name, fs.readFileSync(path.join(root, folder, name)).toString("base64")]),
    );
  const upload = (name: string, content: Buffer) => ({
    action: "persistMedia",
    params: {
      branch: "main",
      asset: { path: `${folder}/${name}`, content: content.toString("base64"), encoding: "base64" },
      options: { commitMessage: "x" },
    },
  });
  const saveWith = (dataPath: string, assets: { name: string; content: Buffer }[] = []) => ({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "partners", path: dataPath, raw: '[{ "name": "Sophos" }]\n' }],
      assets: assets.map(({ name, content }) => ({
        path: `${folder}/${name}`,
        content: content.toString("base64"),
        encoding: "base64",
      })),
      options: { commitMessage: "x", useWorkflow: false, status: "draft" },
    },
  });

  it.each([
    [
      "an SVG drawing with a script",
      "mark.svg",
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "Not saved: content/images/partners/mark.svg is an SVG drawing, which can carry scripts: the site takes PNG, JPEG, WebP and AVIF pictures only. Export it as a PNG (or WebP) and upload that.",
    ],
    [
      "a web page",
      "mark.html",
      "<!doctype html><html><script>alert(1)</script></html>",
      "Not saved: content/images/partners/mark.html is a web page (HTML), not a picture: the site takes PNG, JPEG, WebP and AVIF pictures only. Upload the picture itself.",
    ],
    [
      "a web page named as a picture",
      "mark.png",
      "<html><body><script>alert(1)</script></body></html>",
      "Not saved: content/images/partners/mark.png is a web page (HTML), not a picture: the site takes PNG, JPEG, WebP and AVIF pictures only. Upload the picture itself.",
    ],
    [
      "text",
      "mark.webp",
      "just some words",
      "Not saved: content/images/partners/mark.webp is not a PNG, JPEG, WebP or AVIF picture, the kinds the site takes. Save it as one of them and upload it again.",
    ],
    [
      "a JPEG picture named .png",
      "mark.png",
      JPEG,
      'Not saved: content/images/partners/mark.png is a JPEG picture, but its name ends in ".png". Rename it to end in .jpg (or .jpeg) and upload it again.',
    ],
    [
      "a PNG picture named .json",
      "mark.json",
      PNG,
      'Not saved: content/images/partners/mark.json is a PNG picture, but its name ends in ".json". Rename it to end in .png and upload it again.',
    ],
  ])("refuses %s, by its content, and writes nothing", async (_label, name, content, error) => {
    const files = before();
    const bytes = typeof content === "string" ? Buffer.from(content) : content;
    for (const request of [
      upload(name, bytes),
      saveWith("content/new-partners.json", [{ name, content: bytes }]),
    ]) {
      const answer = await call(request);
      expect([request.action, answer.status, answer.body.error]).toEqual([
        request.action,
        415,
        error,
      ]);
    }
    expect(before()).toEqual(files);
    expect(fs.existsSync(path.join(root, "content/new-partners.json"))).toBe(false);
  });

  it("never saves a record over a picture, nor under a picture's name", async () => {
    const files = before();
    const over = await call(saveWith(`${folder}/logo.png`));
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(
      "Not saved: content/images/partners/logo.png holds a picture, which a record may show; a record is never saved over it. Save the record as its own .json file.",
    );
    const named = await call(saveWith(`${folder}/new-logo.webp`));
    expect(named.status).toBe(409);
    expect(named.body.error).toBe(
      "Not saved: content/images/partners/new-logo.webp is a picture's name; a record is never saved under one. Save the record as its own .json file.",
    );
    const moved = await call({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: [
          { slug: "n", path: `${folder}/notes.json`, newPath: `${folder}/logo.png`, raw: "{}\n" },
        ],
        assets: [],
        options: { commitMessage: "x", useWorkflow: false, status: "draft" },
      },
    });
    expect(moved.status).toBe(409);
    expect(before()).toEqual(files);
    expect(fs.existsSync(path.join(root, folder, "new-logo.webp"))).toBe(false);
  });

  it("takes a PNG, JPEG, WebP or AVIF picture under its own name, and leaves the rest", async () => {
    const files = before();
    const webp = Buffer.concat([
      Buffer.from("RIFF"),
      Buffer.from([0x1a, 0, 0, 0]),
      Buffer.from("WEBPVP8 "),
      Buffer.alloc(8),
    ]);
    const avif = Buffer.concat([
      Buffer.from([0, 0, 0, 0x1c]),
      Buffer.from("ftypavif"),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("avifmif1miaf"),
    ]);
    const pictures: [string, Buffer][] = [
      ["sophos.png", Buffer.concat([PNG, Buffer.from("sophos")])],
      ["aws.JPG", JPEG],
      ["aws-2.jpeg", JPEG],
      ["microsoft.webp", webp],
      ["sentinelone.avif", avif],
    ];
    for (const [name, content] of pictures) {
      const answer = await call(upload(name, content));
      expect([name, answer.status]).toEqual([name, 200]);
      expect(fs.readFileSync(path.join(root, folder, name))).toEqual(content);
    }
    const after = before();
    for (const [name, content] of Object.entries(files)) expect(after[name]).toBe(content);
    for (const [name] of pictures) fs.rmSync(path.join(root, folder, name));
  });
});

test("the admin page's own edit inside content/ still works", async () => {
  const read = await call({
    action: "getEntry",
    params: { branch: "main", path: "content/plans.json" },
  });
  expect(read.status).toBe(200);
  expect(read.allowOrigin).toBe(ADMIN);
  const raw = '[{ "name": "Basic", "price": "£449" }]\n';
  const saved = await call({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "plans", path: "content/plans.json", raw }],
      assets: [],
      options: { commitMessage: "Update plans", useWorkflow: false, status: "draft" },
    },
  });
  expect(saved.status).toBe(200);
  expect(fs.readFileSync(path.join(root, "content/plans.json"), "utf8")).toBe(raw);
});
