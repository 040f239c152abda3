// The evidence of a chip in a JupyterLab side panel (right area), drawn by the shared evidence
// module's panel (js/src/evidence/panel.js): the record, the verdict and the facts it bound.
import { LabIcon } from "@jupyterlab/ui-components";
import { Widget } from "@lumino/widgets";
import { h } from "../../src/evidence/dom.js";
import { createEvidencePanel } from "../../src/evidence/panel.js";

export const PANEL_ID = "genie-widgets-evidence";

const ICON = new LabIcon({
  name: "genie_widgets:evidence",
  svgstr:
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">' +
    '<g class="jp-icon3" fill="#616161"><path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5a5.5 5.5 0 1 1 0 11 ' +
    '5.5 5.5 0 0 1 0-11zm2.6 3.1L7.2 9 5.4 7.2 4.3 8.3l2.9 2.9 4.5-4.5z"/></g></svg>',
});

/**
 * The one evidence side panel of the page. It is added to the right area the first time a chip
 * opens it; `open(ctx, chip)` / `close()` / `isOpen` are what the shared wireMessage() expects.
 */
export function createEvidenceSidePanel(shell) {
  const widget = new Widget();
  widget.id = PANEL_ID;
  widget.addClass("gw-lab-evidence");
  widget.title.icon = ICON;
  widget.title.caption = "Evidence (genie_widgets)";
  const body = h("div", { class: "gw-cited gw-lab-evidence-body" });
  const empty = h("p", { class: "gw-lab-evidence-empty" }, "Click a chip (✓ ✗ ?) to see the record behind it here.");
  body.append(empty);
  widget.node.append(body);
  let added = false;
  const panel = createEvidencePanel(body, {
    beside: false, // the side panel has its own place: never moved next to the chip
    onClose() {
      empty.hidden = false;
      if (typeof shell.collapseRight === "function") shell.collapseRight();
    },
  });

  return {
    widget,
    open(ctx, chip) {
      if (!added) {
        shell.add(widget, "right", { rank: 950 });
        added = true;
      }
      empty.hidden = true;
      panel.open(ctx, chip);
      shell.activateById(widget.id);
      // activateById moves the focus to the panel; keep it on the title as the shared panel does.
      panel.element.querySelector(".gw-panel-title")?.focus({ preventScroll: true });
    },
    close() {
      panel.close();
    },
    get isOpen() {
      return panel.isOpen && widget.isVisible;
    },
    get current() {
      return panel.current;
    },
    dispose() {
      panel.destroy();
      widget.dispose();
    },
  };
}
