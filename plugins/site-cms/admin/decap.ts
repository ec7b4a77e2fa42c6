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

/**
 * What Decap hands a field's control: the props the admin page's widgets read (Decap passes
 * more, which they hand on to its own control unread).
 */
export interface ControlProps {
  value: unknown;
  onChange: (value: unknown) => void;
  /** The id of the control's input, which its label names. */
  forID: string;
  /** The field's config (name, label, widget options). */
  field: ImmutableMap;
  /** Where the field sits, for Decap to mark the lists that hold it when it is refused. */
  parentIds?: readonly string[];
}

/** A control's own check, run when the editor publishes: true, or the field's message. */
export type ControlValidity =
  boolean | { error: { type: string; parentIds?: readonly string[]; message: string } };

export interface DecapWidget {
  control: ComponentType<ControlProps>;
  preview?: ComponentType<Record<string, unknown>>;
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
  registerWidget(
    name: string,
    control: ComponentType<ControlProps>,
    preview?: ComponentType<Record<string, unknown>>,
  ): void;
  getWidget(name: string): DecapWidget | undefined;
}

export const CMS = DecapCmsApp as unknown as DecapCms;
