// CitedMarkdown: one answer with live chips and the evidence panel.
import { mountMessage, shadowWithStyles } from "../evidence/index.js";

export default {
  render({ model, el }) {
    const root = shadowWithStyles(el);
    const view = mountMessage(root, model.get("message"), {
      // Offered for records with a locus while a genome browser is live in the kernel.
      onShowInBrowser: (record) => model.send({ type: "show-in-browser", citationId: record.id }),
      canShowInBrowser: () => Boolean(model.get("can_show_in_browser")),
    });
    const onChange = () => view.update(model.get("message"));
    model.on("change:message", onChange);
    return () => {
      model.off("change:message", onChange);
      view.destroy();
    };
  },
};
