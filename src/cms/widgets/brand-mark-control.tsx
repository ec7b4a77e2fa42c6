import { Component, type ComponentType } from "react";
import { findBrandMark } from "../../lib/brand-marks";
import { unknownBrandMark } from "../../lib/content/field-spec";
import type { ControlProps, ControlValidity } from "../decap";

/**
 * Decap's one-line control for a partner's mark, checked on its field when the editor
 * publishes: a slug simple-icons does not have marks the field in red, with what to do in the
 * form's words (leave it empty), and nothing is saved. The same rule as the build's check
 * (field-spec.ts), which says it in the file's words.
 */
export function brandMarkControl(Base: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class BrandMarkControl extends Component<ControlProps> {
    isValid = (): ControlValidity => {
      const slug = typeof this.props.value === "string" ? this.props.value.trim() : "";
      if (slug === "" || findBrandMark(slug)) return true;
      const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
      return {
        error: {
          type: "CUSTOM",
          parentIds: this.props.parentIds,
          message: `field "${label}": ${unknownBrandMark(slug, { formLabel: label })}`,
        },
      };
    };

    override render() {
      return <Base {...this.props} />;
    }
  };
}
