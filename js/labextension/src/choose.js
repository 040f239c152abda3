// The "Use genie session…" command: pick a project session for the current notebook (written to
// its metadata) or for the current chat / document (remembered per path in JupyterLab's state).
import { ANY_CHAT, METADATA_KEY, NONE, sessionItems } from "./choices.js";

function currentTarget(app, notebooks) {
  const current = app.shell.currentWidget;
  if (notebooks && current && notebooks.has(current)) return { notebook: current, label: current.context.path };
  const path = current?.context?.path;
  if (typeof path === "string") return { path, label: path };
  return { path: ANY_CHAT, label: "chats" };
}

export async function chooseSession({ app, notebooks, sessions, dialogs, redraw }) {
  const target = currentTarget(app, notebooks);
  const choices = await sessions.choices(true);
  const items = sessionItems(choices);
  if (items.size === 0) {
    const problems = choices.filter((c) => c.problem).map((c) => `${c.name}: ${c.problem}`);
    await dialogs.showDialog({
      title: "No genie session to choose",
      body: problems.length
        ? `The configured entries cannot be used: ${problems.join("; ")}`
        : "No genie_widgets entry in .jupyter/mcp_settings.json. Run "
          + "`python -m genie_widgets.mcp --write-jupyter-config PROJECT` in the folder JupyterLab was started in.",
      buttons: [dialogs.Dialog.okButton()],
    });
    return;
  }
  const labels = [...items.keys(), NONE];
  const result = await dialogs.InputDialog.getItem({
    title: `Genie session for ${target.label}`,
    label: "Citation tokens are checked against the records of:",
    items: labels,
    current: 0,
  });
  if (!result.button.accept || result.value === null) return;
  const source = items.get(result.value) || null;
  await sessions.choose(target, source);
  // A notebook redraws on its metadataChanged signal; anything else redraws here.
  if (!target.notebook || !target.notebook.model?.metadataChanged) redraw(document.body);
  return { target: target.label, metadata: METADATA_KEY, source };
}
