// The server extension's endpoints (genie_widgets/jupyter/handlers.py), called through JupyterLab's
// ServerConnection so the page's token, cookie and XSRF header go with every request.
import { URLExt } from "@jupyterlab/coreutils";
import { ServerConnection } from "@jupyterlab/services";

async function call(path, init) {
  const settings = ServerConnection.makeSettings();
  const url = URLExt.join(settings.baseUrl, "genie-widgets", path);
  const response = await ServerConnection.makeRequest(url, init, settings);
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const reason = body && typeof body.error === "string" ? body.error : response.statusText;
    throw new Error(`genie-widgets/${path}: ${response.status} ${reason}`);
  }
  return body;
}

/**
 * Render `text` against `where` ({project, session} or null): resolves to
 * {message, source, notice} (message is what the CitedMarkdown widget draws).
 */
export function renderText(text, where) {
  const body = { text };
  if (where && where.project) body.project = where.project;
  if (where && where.session) body.session = where.session;
  return call("render", { method: "POST", body: JSON.stringify(body) });
}

/** The sessions a user may pick: [{name, project, session, sessions, problem?}]. */
export async function listSessions() {
  const body = await call("sessions", { method: "GET" });
  return Array.isArray(body?.choices) ? body.choices : [];
}
