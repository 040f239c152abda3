// The shared chips + evidence panel module: every widget mounts its messages through here.
import chipsCss from "../../../genie_widgets/citations/chips.css";
import panelCss from "./panel.css";
import { h } from "./dom.js";
import { wireMessage } from "./chips.js";
import { createEvidencePanel } from "./panel.js";

export { createEvidencePanel } from "./panel.js";
export { wireMessage } from "./chips.js";
export * from "./format.js";

/** The stylesheet every widget puts in its shadow root. */
export const evidenceCss = `${chipsCss}\n${panelCss}`;

/** Attach a shadow root to `el` with the shared styles; returns the root. */
export function shadowWithStyles(el, extraCss = "") {
  const root = el.shadowRoot || el.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = `${evidenceCss}\n${extraCss}`;
  root.replaceChildren(style);
  return root;
}

/**
 * Mount one rendered message (the JSON from Python's render_message) with its own panel.
 * Returns { update(message), destroy() }.
 */
export function mountMessage(root, message, options = {}) {
  const layout = h("div", { class: "gw-cited gw-live" });
  const main = h("div", { class: "gw-main" });
  const body = h("div", { class: "gw-message" });
  main.append(body);
  layout.append(main);
  root.append(layout);
  const panel = createEvidencePanel(layout, options);
  let current = message;
  let unwire = null;

  function draw(msg) {
    current = msg || { html: "", chips: [], checks: [] };
    if (unwire) unwire();
    // The HTML comes from our own Python renderer, which escapes all model and record text.
    body.innerHTML = current.html || "";
    unwire = wireMessage(body, () => current, panel);
  }
  draw(message);

  return {
    panel,
    update(msg) {
      const openId = panel.isOpen ? panel.current?.record?.id : null;
      draw(msg);
      if (openId && !(msg.chips || []).some((c) => c.id === openId)) panel.close();
    },
    destroy() {
      if (unwire) unwire();
      panel.destroy();
      layout.remove();
    },
  };
}
