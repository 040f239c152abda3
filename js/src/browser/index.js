// GenomeBrowser widget entry: a shadow root with the browser view.
import css from "./browser.css";
import { BrowserView } from "./view.js";

export default {
  render({ model, el }) {
    const root = el.shadowRoot || el.attachShadow({ mode: "open" });
    const style = document.createElement("style");
    style.textContent = css;
    root.replaceChildren(style);
    const view = new BrowserView(model, root);
    // Keep JupyterLab from taking wheel and keyboard events meant for the browser.
    const stop = (e) => e.stopPropagation();
    el.addEventListener("wheel", stop);
    return () => {
      el.removeEventListener("wheel", stop);
      view.destroy();
    };
  },
};
