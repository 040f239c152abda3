// Which project session a rendered text's tokens are read against.
//  - a notebook: its metadata `genie_widgets = {project, session}` (set by "Use genie session…");
//  - any other document (a jupyterlab-chat / jupyter-ai .chat file, a Markdown file): the choice
//    remembered for its path, else the chats' remembered choice, else the single genie_widgets
//    entry of .jupyter/mcp_settings.json (what jupyter-ai's agent records into);
//  - nothing chosen: null, and the server answers with a notice saying so.
import { listSessions } from "./api.js";
import { ANY_CHAT, METADATA_KEY, asSource, singleEntry } from "./choices.js";

const STATE_KEY = "genie_widgets:sessions";

export class SessionChoices {
  constructor({ shell, notebooks, state }) {
    this.shell = shell;
    this.notebooks = notebooks;
    this.state = state || null;
    this.remembered = {};
    this.entries = null; // the server's choices, fetched once per page (and after each pick)
    this.loaded = this.state
      ? this.state.fetch(STATE_KEY).then((saved) => { this.remembered = saved && typeof saved === "object" ? { ...saved } : {}; })
        .catch(() => {})
      : Promise.resolve();
  }

  /** The notebook panel that shows `node`, if any. */
  notebookOf(node) {
    return this.notebooks ? this.notebooks.find((panel) => panel.node.contains(node)) || null : null;
  }

  /** The path of the open document (main area) that shows `node`, if any. */
  documentPathOf(node) {
    for (const widget of this.shell.widgets("main")) {
      if (widget.node.contains(node) && widget.context && typeof widget.context.path === "string") return widget.context.path;
    }
    return null;
  }

  async choices(refresh = false) {
    if (this.entries === null || refresh) {
      this.entries = listSessions().catch(() => []);
    }
    return this.entries;
  }

  /** The source for the text shown in `node`: {project, session} or null. */
  async sourceFor(node) {
    const notebook = this.notebookOf(node);
    if (notebook) return asSource(notebook.model?.getMetadata?.(METADATA_KEY));
    await this.loaded;
    const path = this.documentPathOf(node);
    const chosen = asSource(path ? this.remembered[path] : null) || asSource(this.remembered[ANY_CHAT]);
    if (chosen) return chosen;
    return singleEntry(await this.choices());
  }

  /** Write the choice for a notebook (its metadata) or remember it for a path (null: forget). */
  async choose(target, source) {
    if (target.notebook) {
      if (source) target.notebook.model.setMetadata(METADATA_KEY, { ...source });
      else target.notebook.model.deleteMetadata(METADATA_KEY);
      return;
    }
    await this.loaded;
    const key = target.path || ANY_CHAT;
    if (source) this.remembered[key] = { ...source };
    else delete this.remembered[key];
    if (this.state) await this.state.save(STATE_KEY, this.remembered);
  }
}
