// Pure helpers of the Lab extension (no JupyterLab import here, so node --test covers them).

/** One `[[cite:<id>]]` token (the id grammar of genie_widgets.citations.records.TOKEN_RE). */
export const TOKEN_RE = /\[\[cite:[A-Za-z0-9_-]+\]\]/;
/** The notebook metadata key naming the session: `{project, session}`. */
export const METADATA_KEY = "genie_widgets";
/** The key of the choice made for chats that are not open as a document (e.g. a side-panel chat). */
export const ANY_CHAT = "*";
/** The dialog's entry that clears a choice. */
export const NONE = "None: do not check citation tokens here";

/** True when `text` holds at least one whole citation token. */
export function hasTokens(text) {
  return typeof text === "string" && TOKEN_RE.test(text);
}

/** {project, session} when `value` names both as non-empty strings, else null. */
export function asSource(value) {
  if (!value || typeof value !== "object") return null;
  const { project, session } = value;
  return typeof project === "string" && project && typeof session === "string" && session ? { project, session } : null;
}

/** The one usable jupyter-ai entry of the server's choices, or null when there are none or several. */
export function singleEntry(choices) {
  const usable = (choices || []).filter((c) => c && !c.problem && typeof c.project === "string" && c.session);
  return usable.length === 1 ? { project: usable[0].project, session: usable[0].session } : null;
}

/**
 * The labels of the "Use genie session…" dialog, each with the source it stands for: every
 * configured entry's session first (marked with the entry's name), then its project's other sessions.
 * Entries the server could not use (`problem`) are left out.
 */
export function sessionItems(choices) {
  const items = new Map();
  for (const choice of choices || []) {
    if (!choice || choice.problem || typeof choice.project !== "string") continue;
    const names = [choice.session, ...(choice.sessions || []).filter((s) => s !== choice.session)];
    for (const session of names) {
      if (typeof session !== "string" || !session) continue;
      const note = session === choice.session ? ` (jupyter-ai: ${choice.name})` : "";
      items.set(`${choice.project} · session ${session}${note}`, { project: choice.project, session });
    }
  }
  return items;
}
