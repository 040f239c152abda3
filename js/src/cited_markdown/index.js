// CitedMarkdown: one answer with live chips and the evidence panel.
import { mountMessage, shadowWithStyles } from "../evidence/index.js";

export default {
  render({ model, el }) {
    const root = shadowWithStyles(el);
    const view = mountMessage(root, model.get("message"));
    const onChange = () => view.update(model.get("message"));
    model.on("change:message", onChange);
    return () => {
      model.off("change:message", onChange);
      view.destroy();
    };
  },
};
