import styled from "@emotion/styled";
import { Component, type ComponentType } from "react";
import type { CharacterLimits } from "../../forms/cms-fields";
import { characterCount } from "../../forms/cms-messages";
import { placeholderProblem } from "../../../../src/lib/content-model/field-spec";
import type { ControlProps, ControlValidity } from "../decap";

/** Decap's own greys and red for hints and errors, so the count reads as part of the form. */
const Count = styled.p<{ fits: boolean }>`
  margin: 6px 0 0;
  font-size: 13px;
  color: ${({ fits }) => (fits ? "#5d626f" : "#a3201b")};
`;

/**
 * Decap's text control (`Base`: a line or a paragraph), as every text field of the admin page
 * has it:
 * - a field with length limits (its `characters` option, from the schema) counts its
 *   characters live under the box, which the count describes; the limits themselves are
 *   checked by the field's pattern, in the check's words;
 * - a text still holding `npm run new`'s placeholder is refused on its field when the editor
 *   publishes, in the check's words, until the field is changed.
 */
export function textControl(Base: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class TextControl extends Component<ControlProps> {
    isValid = (): ControlValidity => {
      const problem =
        typeof this.props.value === "string" ? placeholderProblem(this.props.value) : null;
      if (!problem) return true;
      const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
      return {
        error: {
          type: "CUSTOM",
          parentIds: this.props.parentIds,
          message: `field "${label}": ${problem}`,
        },
      };
    };

    private limits(): CharacterLimits | null {
      const characters = this.props.field.get("characters") as
        { toJS(): CharacterLimits } | undefined;
      return characters ? characters.toJS() : null;
    }

    private countId = () => `${this.props.forID}-characters`;

    override componentDidMount() {
      // Decap draws the box; the count describes it to assistive technology.
      if (this.limits()) {
        document.getElementById(this.props.forID)?.setAttribute("aria-describedby", this.countId());
      }
    }

    override render() {
      const limits = this.limits();
      const length = typeof this.props.value === "string" ? this.props.value.length : 0;
      const count = limits && characterCount(length, limits);
      return (
        <>
          <Base {...this.props} />
          {count && (
            <Count id={this.countId()} fits={count.fits}>
              {count.text}
            </Count>
          )}
        </>
      );
    }
  };
}
