import { Component, createRef, type ComponentType } from "react";
import { emptyListWords } from "../../forms/cms-messages";
import type { ControlProps } from "../decap";

/**
 * Decap's list control, whose heading counts its entries ("3 blocks"), with an empty list named
 * in words ("No body blocks yet") where Decap writes "0 body". Decap builds the heading from the
 * list's label in its own component, so the words replace that text once it is drawn.
 */
export function listControl(Base: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class ListControl extends Component<ControlProps> {
    private box = createRef<HTMLDivElement>();

    private nameEmptyList() {
      const items = this.props.value as { size?: number } | null | undefined;
      if ((items?.size ?? 0) !== 0 || !this.box.current) return;
      const label = String(this.props.field.get("label") ?? this.props.field.get("name"));
      const singular = String(this.props.field.get("label_singular") ?? label);
      const decaps = `0 ${label.toLowerCase()}`;
      const walker = this.box.current.ownerDocument.createTreeWalker(
        this.box.current,
        NodeFilter.SHOW_TEXT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeValue === decaps) {
          node.nodeValue = emptyListWords(label, singular);
          return;
        }
      }
    }

    /** As Decap's own list does: its nested fields must be free to update. */
    override shouldComponentUpdate() {
      return true;
    }

    override componentDidMount() {
      this.nameEmptyList();
    }

    override componentDidUpdate() {
      this.nameEmptyList();
    }

    override render() {
      return (
        <div ref={this.box}>
          <Base {...this.props} />
        </div>
      );
    }
  };
}
