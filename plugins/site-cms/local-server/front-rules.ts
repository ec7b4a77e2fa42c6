/**
 * What the local backend of `npm run cms` lets through to Decap's file-system backend
 * (decap-server's middleware): requests meant for this machine (a loopback Host, so a page whose
 * name was rebound to 127.0.0.1 is refused), from the admin page itself (its Origin), reading and
 * writing only inside content/, also where a path goes through a link (symlink). Decap's own
 * server checks none of these but the links: it answers any `http://localhost:*` page, and any
 * path in the working tree, a link's target included.
 */
import { promises as fs, type Dirent } from "node:fs";
import path from "node:path";
import { CMS_CONTENT_FOLDER } from "../forms/cms-folders";

const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a Host header names this machine (any port). */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.split(":")[0];
  return LOOPBACK_NAMES.has(name.toLowerCase());
}

/** Whether a path the admin page names (from the repository's root) is inside content/. */
export function isEditablePath(requested: string): boolean {
  if (requested.includes("\0") || requested.includes("\\")) return false;
  const normal = path.posix.normalize(requested);
  if (path.posix.isAbsolute(normal) || normal === ".." || normal.startsWith("../")) return false;
  return normal === CMS_CONTENT_FOLDER || normal.startsWith(`${CMS_CONTENT_FOLDER}/`);
}

/** A file the admin page writes: an uploaded picture, base64. */
export interface UploadedAsset {
  path: string;
  content: string;
  encoding: BufferEncoding;
}

type Params = Record<string, unknown>;

const text = (value: unknown): string[] => (typeof value === "string" ? [value] : []);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap((item) => text(item)) : [];
const objects = (value: unknown): Params[] =>
  Array.isArray(value)
    ? value.filter((item): item is Params => typeof item === "object" && item !== null)
    : [];

/** The paths each action of Decap's local API reads or writes (decap-server's localFs). */
const PATHS_OF: Record<string, (params: Params) => string[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (p) => text(p.folder),
  entriesByFiles: (p) => objects(p.files).flatMap((file) => text(file.path)),
  getEntry: (p) => text(p.path),
  persistEntry: (p) => [
    ...[...objects(p.dataFiles), ...objects([p.entry])].flatMap((file) => [
      ...text(file.path),
      ...text(file.newPath),
    ]),
    ...objects(p.assets).flatMap((asset) => text(asset.path)),
  ],
  getMedia: (p) => text(p.mediaFolder),
  getMediaFile: (p) => text(p.path),
  persistMedia: (p) => objects([p.asset]).flatMap((asset) => text(asset.path)),
  deleteFile: (p) => text(p.path),
  deleteFiles: (p) => texts(p.paths),
};

/** The folders each listing action reads every file of, and how deep (decap-server's localFs). */
const FOLDERS_OF: Record<string, (params: Params) => { folder: string; depth: number }[]> = {
  entriesByFolder: (p) =>
    text(p.folder).map((folder) => ({
      folder,
      depth: typeof p.depth === "number" ? p.depth : 1,
    })),
  getMedia: (p) => text(p.mediaFolder).map((folder) => ({ folder, depth: 1 })),
};

/** Why a request to the local API is refused, or null when it only touches content/. */
export function refusedRequest(body: unknown): string | null {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  const pathsOf = typeof action === "string" ? PATHS_OF[action] : undefined;
  if (!pathsOf) return `the local CMS server does not do ${JSON.stringify(action)}`;
  const outside = pathsOf((params ?? {}) as Params).find((asked) => !isEditablePath(asked));
  return outside === undefined
    ? null
    : `${JSON.stringify(outside)} is outside ${CMS_CONTENT_FOLDER}/, the only folder the CMS edits`;
}

/** The pictures the site takes as uploads: raster only, as an SVG or a page can carry scripts. */
const PICTURES = {
  png: { name: "PNG", endings: [".png"] },
  jpeg: { name: "JPEG", endings: [".jpg", ".jpeg"] },
  webp: { name: "WebP", endings: [".webp"] },
  avif: { name: "AVIF", endings: [".avif"] },
} as const;

export type PictureKind = keyof typeof PICTURES;

/** Names a record must never take: the pictures' above, and those of other image formats. */
const PICTURE_ENDINGS = new Set([
  ...Object.values(PICTURES).flatMap((picture) => picture.endings),
  ...[".gif", ".svg", ".svgz", ".ico", ".bmp", ".tif", ".tiff", ".heic", ".heif"],
]);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString("latin1");

/** AVIF: an ISO file whose `ftyp` box names the avif or avis brand. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.some((brand) => brand === "avif" || brand === "avis");
}

/** Which picture the bytes are, by their first bytes (never by the file's name). */
export function pictureKind(bytes: Buffer): PictureKind | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex"))) return "png";
  if (bytes.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex"))) return "jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return isAvif(bytes) ? "avif" : undefined;
}

/** What markup the bytes are, for a refusal that says so. */
function markupKind(bytes: Buffer): "svg" | "html" | undefined {
  const start = bytes.subarray(0, 4096).toString("utf8").toLowerCase();
  if (/<svg[\s>]/.test(start)) return "svg";
  return /<(!doctype html|html|head|body|script|iframe)[\s>]/.test(start) ? "html" : undefined;
}

const nameEnding = (file: string) => path.posix.extname(file).toLowerCase();

/** Whether a file (its name, or its first bytes) is a picture, raster or not. */
export function looksLikePicture(file: string, bytes: Buffer): boolean {
  return (
    PICTURE_ENDINGS.has(nameEnding(file)) ||
    pictureKind(bytes) !== undefined ||
    markupKind(bytes) === "svg"
  );
}

/**
 * Why an upload is refused, or null: it must be a PNG, JPEG, WebP or AVIF picture by its bytes,
 * under a name whose ending says the same (a browser shown the file believes the name).
 */
export function uploadRefusal(upload: UploadedAsset): string | null {
  const bytes = Buffer.from(upload.content, upload.encoding);
  const kind = pictureKind(bytes);
  const taken = "the site takes PNG, JPEG, WebP and AVIF pictures only";
  if (kind === undefined) {
    const markup = markupKind(bytes);
    if (markup === "svg") {
      return `Not saved: ${upload.path} is an SVG drawing, which can carry scripts: ${taken}. Export it as a PNG (or WebP) and upload that.`;
    }
    if (markup === "html") {
      return `Not saved: ${upload.path} is a web page (HTML), not a picture: ${taken}. Upload the picture itself.`;
    }
    return `Not saved: ${upload.path} is not a PNG, JPEG, WebP or AVIF picture, the kinds the site takes. Save it as one of them and upload it again.`;
  }
  const { name, endings } = PICTURES[kind];
  const ending = nameEnding(upload.path);
  if ((endings as readonly string[]).includes(ending)) return null;
  const says = ending === "" ? "its name has no ending" : `its name ends in "${ending}"`;
  const rename =
    endings.length > 1 ? `${endings[0]} (or ${endings.slice(1).join(", ")})` : endings[0];
  return `Not saved: ${upload.path} is a ${name} picture, but ${says}. Rename it to end in ${rename} and upload it again.`;
}

/** The files a save writes its records to (each record's path, and the new one of a move). */
export function recordFilesOf(body: unknown): string[] {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: Params };
  if (action !== "persistEntry") return [];
  return [...objects(params?.dataFiles), ...objects([params?.entry])].flatMap((file) => [
    ...text(file.path),
    ...text(file.newPath),
  ]);
}

/** Why a record may not be saved under a name, or null (a picture's name never takes one). */
export function recordNameRefusal(file: string): string | null {
  return PICTURE_ENDINGS.has(nameEnding(file))
    ? `Not saved: ${file} is a picture's name; a record is never saved under one. Save the record as its own .json file.`
    : null;
}

/** The pictures a request writes (a save with uploads, or an upload on its own). */
export function uploadsOf(body: unknown): UploadedAsset[] {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: Params };
  const assets =
    action === "persistEntry"
      ? objects(params?.assets)
      : action === "persistMedia"
        ? objects([params?.asset])
        : [];
  return assets.flatMap((asset) =>
    typeof asset.path === "string" && typeof asset.content === "string"
      ? [
          {
            path: asset.path,
            content: asset.content,
            encoding: (asset.encoding === "base64" ? "base64" : "utf8") as BufferEncoding,
          },
        ]
      : [],
  );
}

const isInside = (folder: string, place: string): boolean => {
  const relative = path.relative(folder, place);
  return relative !== ".." && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
};

/**
 * Where a path really is: the real path of its nearest part that exists (links followed) with
 * the parts not made yet after it; undefined for a link that leads nowhere, since a write
 * through it would make its target.
 */
async function realPlace(place: string): Promise<string | undefined> {
  const missing: string[] = [];
  let existing = place;
  for (;;) {
    const found = await fs.lstat(existing).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return false;
        throw error;
      },
    );
    if (found) break;
    const parent = path.dirname(existing);
    if (parent === existing) return undefined;
    missing.unshift(path.basename(existing));
    existing = parent;
  }
  const real = await fs.realpath(existing).catch(() => undefined);
  return real === undefined ? undefined : path.join(real, ...missing);
}

/** The links in a folder and in its folders down to `depth` levels, as decap-server lists them. */
async function linksIn(folder: string, depth: number): Promise<string[]> {
  if (depth <= 0) return [];
  const entries: Dirent[] = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
  const found = await Promise.all(
    entries.map((entry) => {
      const place = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) return [place];
      return entry.isDirectory() ? linksIn(place, depth - 1) : [];
    }),
  );
  return found.flat();
}

/**
 * Why a request that passed refusedRequest is refused once links are followed, or null: every
 * path it reads or writes, and every link in a folder it lists, must really be inside content/
 * (its real path, the working tree's `root` given), or it would read or write what the link
 * leads to.
 */
export async function refusedThroughLinks(root: string, body: unknown): Promise<string | null> {
  const { action, params } = (body ?? {}) as { action?: unknown; params?: unknown };
  if (typeof action !== "string") return null;
  const asked = (params ?? {}) as Params;
  const content = await fs.realpath(path.join(root, CMS_CONTENT_FOLDER));
  const listed = await Promise.all(
    (FOLDERS_OF[action]?.(asked) ?? []).map(({ folder, depth }) =>
      linksIn(path.join(root, folder), depth),
    ),
  );
  const places = [
    ...(PATHS_OF[action]?.(asked) ?? []).map((named) => path.join(root, named)),
    ...listed.flat(),
  ];
  for (const place of places) {
    const real = await realPlace(place);
    if (real === undefined || !isInside(content, real)) {
      const named = path.relative(root, place).split(path.sep).join("/");
      return `${JSON.stringify(named)} is outside ${CMS_CONTENT_FOLDER}/, the only folder the CMS edits: a link inside ${CMS_CONTENT_FOLDER}/ leads out of it`;
    }
  }
  return null;
}
