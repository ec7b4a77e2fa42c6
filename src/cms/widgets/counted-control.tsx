import styled from "@emotion/styled";
import { forwardRef, useEffect, type ComponentType, type Ref } from "react";
import type { CharacterLimits } from "../../lib/content/cms-fields";
import { characterCount } from "../../lib/content/cms-messages";
import type { ControlProps } from "../decap";

/** Decap's own greys and red for hints and errors, so the count reads as part of the form. */
const Count = styled.p<{ fits: boolean }>`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${({ fits }) => (fits ? "#5d626f" : "#a3201b")};
`;

/**
 * Decap's text control (`Base`, a line or a paragraph) with a live count of its characters
 * against the field's limits (its `characters` option, from the schema), under the box and
 * named by it. The limits themselves are checked by the field's pattern when the editor
 * publishes, in the check's words.
 */
export function countedControl(Base: ComponentType<ControlProps>): ComponentType<ControlProps> {
  const BaseWithRef = Base as ComponentType<ControlProps & { ref?: Ref<unknown> }>;
  return forwardRef<unknown, ControlProps>(function CountedControl(props, ref) {
    const limits =
      (props.field.get("characters") as { toJS(): CharacterLimits } | undefined)?.toJS() ?? {};
    const length = typeof props.value === "string" ? props.value.length : 0;
    const count = characterCount(length, limits);
    const countId = `${props.forID}-characters`;
    useEffect(() => {
      // Decap draws the box; the count describes it to assistive technology.
      document.getElementById(props.forID)?.setAttribute("aria-describedby", countId);
    }, [props.forID, countId]);
    return (
      <>
        <BaseWithRef {...props} ref={ref} />
        <Count id={countId} fits={count.fits}>
          {count.text}
        </Count>
      </>
    );
  }) as ComponentType<ControlProps>;
}
