// The track manager: one row per track with labelled fields (name, height in px, style, shared
// scale) and move / remove buttons. Every change goes to the kernel, which writes the project.
import { h } from "../evidence/dom.js";

function field(label, control, unit = null) {
  return h("label", { class: "gwb-mgr-field" }, h("span", { class: "gwb-mgr-label" }, label), control,
    unit ? h("span", { class: "gwb-mgr-unit" }, unit) : null);
}

function stopKeys(el) {
  el.addEventListener("keydown", (e) => e.stopPropagation());
  return el;
}

export function renderManager(view) {
  const tracks = view.sortedTracks();
  const groups = [...new Set(tracks.map((t) => (t.options || {}).scaleGroup).filter(Boolean))];
  const groupList = h("datalist", { id: "gwb-scale-groups" }, groups.map((g) => h("option", { value: g })));
  const rows = tracks.map((t, k) => {
    const send = (changes) => view.send(t.id, changes);
    const visible = h("input", { type: "checkbox", class: "gwb-mgr-visible", "aria-label": `Show ${t.name}`, title: "Show this track" });
    visible.checked = t.visible;
    visible.addEventListener("change", () => send({ visible: visible.checked }));
    // A one-line textarea that wraps, so a long name is shown whole (and the tooltip has it too).
    const name = stopKeys(h("textarea", { class: "gwb-mgr-name", rows: "1", title: t.name, "aria-label": "Track name", spellcheck: "false" }));
    name.value = t.name;
    const fit = () => {
      name.style.height = "auto";
      name.style.height = `${name.scrollHeight + 2}px`;
    };
    name.addEventListener("input", fit);
    requestAnimationFrame(fit);
    name.addEventListener("keydown", (e) => {
      if (e.key === "Enter") {
        e.preventDefault();
        name.blur();
      }
    });
    name.addEventListener("change", () => name.value.trim() && send({ name: name.value.trim().replace(/\s+/g, " ") }));
    const height = stopKeys(h("input", { type: "number", class: "gwb-mgr-height", min: "16", max: "600", step: "10", value: String(t.height), "aria-label": "Height in pixels" }));
    height.addEventListener("change", () => send({ height: Number(height.value) }));
    const fields = [field("Height", height, "px")];
    if (t.kind === "signal" || t.kind === "interval") {
      const choices = t.kind === "signal" ? ["bar", "line", "heatmap"] : ["expanded", "collapsed"];
      const key = t.kind === "signal" ? "mode" : "display";
      const current = (t.options || {})[key] || choices[0];
      const style = h("select", { class: "gwb-mgr-style", "aria-label": "Display style" },
        choices.map((c) => {
          const opt = h("option", { value: c }, c);
          if (c === current) opt.selected = true;
          return opt;
        }));
      style.addEventListener("change", () => send({ options: { [key]: style.value } }));
      fields.push(field("Style", style));
    }
    if (t.kind === "signal") {
      const group = stopKeys(h("input", {
        type: "text", class: "gwb-mgr-scale", list: "gwb-scale-groups", placeholder: "own",
        value: (t.options || {}).scaleGroup || "", "aria-label": "Shared scale group",
        title: "Tracks with the same group name share one autoscaled y-range (empty: own scale)",
      }));
      group.addEventListener("change", () => send({ options: { scaleGroup: group.value.trim() || null } }));
      fields.push(field("Shared scale", group));
    }
    const buttons = h("span", { class: "gwb-mgr-buttons" },
      h("button", { type: "button", class: "gwb-btn gwb-mgr-up", title: "Move up", "aria-label": `Move ${t.name} up`, disabled: k === 0, onclick: () => send({ order: k - 1 }) }, "↑"),
      h("button", { type: "button", class: "gwb-btn gwb-mgr-down", title: "Move down", "aria-label": `Move ${t.name} down`, disabled: k === tracks.length - 1, onclick: () => send({ order: k + 1 }) }, "↓"),
      h("button", { type: "button", class: "gwb-btn gwb-mgr-remove", title: "Remove", "aria-label": `Remove ${t.name}`, onclick: () => view.model.send({ type: "remove-track", trackId: t.id }) }, "✕"));
    return h("li", { class: "gwb-mgr-row", "data-track": t.id },
      h("div", { class: "gwb-mgr-head" }, visible, name, buttons),
      h("div", { class: "gwb-mgr-fields" }, fields));
  });
  view.manager.replaceChildren(h("div", { class: "gwb-mgr-title" }, "Tracks"), groupList,
    h("ul", { class: "gwb-mgr-list" }, rows));
}
