/**
 * The parts of Decap CMS's browser API the admin page uses (decap-cms-app 3.6, React 18). The
 * package's own types name a newer decap-cms-core than the prebuilt file it ships, so the
 * admin declares the calls it makes, as Decap documents them.
 */
import DecapCmsApp from "decap-cms-app";
import type { ComponentType } from "react";

/** Decap's messages, by key (its locales). */
export type Phrases = { [key: string]: string | Phrases };

/** Decap's entries are Immutable.js maps. */
export interface ImmutableMap {
  get(key: string): unknown;
  getIn(path: readonly (string | number)[]): unknown;
  toJS(): Record<string, unknown>;
}

export interface PreviewProps {
  entry: ImmutableMap;
  /**
   * An image's URL in the preview (an upload not yet saved is a blob: URL). Given the field, a
   * path relative to the entry's file is read from that field's media folder.
   */
  getAsset: (path: string, field?: unknown) => { toString(): string } | undefined;
  /** The collection's fields, as Decap holds them. */
  fields: { find(test: (field: ImmutableMap) => boolean): ImmutableMap | undefined };
  /** The preview iframe's own document, where its styles go. */
  document: Document;
  window: Window;
}

export interface PreSaveEvent {
  entry: ImmutableMap;
}

export interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: {
      fromFile: (text: string) => Record<string, unknown>;
      toFile: (data: Record<string, unknown>) => string;
    },
  ): void;
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: PreSaveEvent) => unknown;
  }): void;
  registerLocale(locale: string, phrases: Phrases): void;
  getLocale(locale: string): Phrases;
}

export const CMS = DecapCmsApp as unknown as DecapCms;
