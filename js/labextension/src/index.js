// genie_widgets' JupyterLab extension: [[cite:…]] tokens in Markdown cells, Markdown outputs and
// jupyterlab-chat / jupyter-ai messages drawn as checked chips (the shared evidence module of
// every other surface), their evidence in a right-side panel, and the command that picks the
// project session the tokens are read against. The server side is genie_widgets.jupyter.
import { ICommandPalette, InputDialog, showDialog, Dialog } from "@jupyterlab/apputils";
import { INotebookTracker } from "@jupyterlab/notebook";
import { IRenderMimeRegistry } from "@jupyterlab/rendermime";
import { IStateDB } from "@jupyterlab/statedb";
import { METADATA_KEY } from "./choices.js";
import { MIME, citedMarkdownFactory, citedRenderers } from "./renderer.js";
import { chooseSession } from "./choose.js";
import { SessionChoices } from "./sessions.js";
import { createEvidenceSidePanel } from "./side_panel.js";

export const COMMAND = "genie-widgets:use-session";

function activate(app, rendermime, notebooks, palette, state) {
  const sessions = new SessionChoices({ shell: app.shell, notebooks, state });
  const panel = createEvidenceSidePanel(app.shell);
  const page = { sessions, panel, commands: app.commands };
  const base = rendermime.getFactory(MIME);
  rendermime.addFactory(citedMarkdownFactory(page, base), base?.defaultRank ?? 60);

  const redraw = (within) => citedRenderers(within).forEach((r) => r.refresh());
  if (notebooks) {
    notebooks.widgetAdded.connect((_, nb) => {
      nb.context.ready.then(() => {
        nb.model?.metadataChanged?.connect((_m, change) => {
          if (change.key === METADATA_KEY) redraw(nb.node);
        });
      });
    });
  }

  app.commands.addCommand(COMMAND, {
    label: "Use genie session…",
    caption: "Choose the genie_widgets project session that citation tokens here are checked against",
    execute: () => chooseSession({ app, notebooks, sessions, dialogs: { InputDialog, showDialog, Dialog }, redraw }),
  });
  if (palette) palette.addItem({ command: COMMAND, category: "genie_widgets" });
}

const plugin = {
  id: "genie_widgets:chips",
  description: "Citation chips in Markdown cells and chats, with the evidence in a side panel.",
  autoStart: true,
  requires: [IRenderMimeRegistry],
  optional: [INotebookTracker, ICommandPalette, IStateDB],
  activate,
};

export default plugin;
