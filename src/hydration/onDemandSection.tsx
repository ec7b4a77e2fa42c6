import {
  createElement,
  type ComponentType,
  type MouseEvent,
  type PointerEventHandler,
} from "react";
import { OnDemand } from "./OnDemand";
import { onDemandPart, type OnDemandController, type OnDemandOptions } from "./onDemandPart";

export interface OnDemandSectionOptions extends OnDemandOptions {
  /** See OnDemand's skipWhileOffscreen. */
  skipWhileOffscreen?: boolean;
  /** Listens on the section's frame, hydrated or not. */
  onPointerMove?: PointerEventHandler<HTMLDivElement>;
  /** Answers a click in a section that stays prebuilt. */
  onPrebuiltClick?: (event: MouseEvent<HTMLDivElement>) => void;
}

export type OnDemandSectionComponent<Props> = ComponentType<Props> & { part: OnDemandController };

/**
 * A page section that loads and hydrates on demand, in one declaration: the part (its own
 * chunk, see onDemandPart) already in its <OnDemand> frame. `load` must hold a literal
 * `import()` with its webpackChunkName, one per section, so that webpack makes the chunk.
 */
export function onDemandSection<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  { skipWhileOffscreen, onPointerMove, onPrebuiltClick, ...options }: OnDemandSectionOptions = {},
): OnDemandSectionComponent<Props> {
  const Part = onDemandPart(name, load, options);
  function Section(props: Props) {
    return (
      <OnDemand
        part={Part.part}
        skipWhileOffscreen={skipWhileOffscreen}
        onPointerMove={onPointerMove}
        onPrebuiltClick={onPrebuiltClick}
      >
        {createElement(Part, props)}
      </OnDemand>
    );
  }
  Section.displayName = `OnDemandSection(${name})`;
  return Object.assign(Section, { part: Part.part });
}
