// Chat widget: the conversation with tool cards and cited answers, one shared evidence panel.
import { evidenceCss } from "../evidence/index.js";
import css from "./chat.css";
import { ChatView } from "./view.js";

export default {
  render({ model, el }) {
    const root = el.shadowRoot || el.attachShadow({ mode: "open" });
    const style = document.createElement("style");
    style.textContent = `${evidenceCss}\n${css}`;
    root.replaceChildren(style);
    const view = new ChatView(model, root);
    const stop = (e) => e.stopPropagation();
    el.addEventListener("keydown", stop);
    // JupyterLab (Lumino) skips its keyboard shortcuts for events from inside this element, so
    // arrow keys scroll the log instead of moving between cells.
    el.setAttribute("data-lm-suppress-shortcuts", "true");
    return () => {
      el.removeEventListener("keydown", stop);
      view.destroy();
    };
  },
};
