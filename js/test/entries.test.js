// Tool cards (issue 30): a call the user's Stop ended says "stopped" and does not look like an error.
import assert from "node:assert/strict";
import { test } from "node:test";
import { JSDOM } from "jsdom";

const { window } = new JSDOM("<!doctype html><html><body></body></html>");
Object.assign(globalThis, { window, document: window.document, Node: window.Node, Element: window.Element });
const { toolEl } = await import("../src/chat/entries.js");

const base = { kind: "tool", callId: "c1", name: "genome_signal_stats", arguments: { scope: "chromosome" } };

test("a stopped card says stopped, with its note and no error styling", () => {
  const card = toolEl({ ...base, status: "stopped", error: null, note: "Stopped: you pressed Stop before this call finished." });
  const status = card.querySelector(".gwc-tool-status");
  assert.equal(card.dataset.status, "stopped");
  assert.equal(status.textContent, "stopped");
  assert.ok(status.classList.contains("gwc-status-stopped"));
  assert.equal(card.querySelector(".gwc-status-failed"), null);
  assert.equal(card.querySelector(".gwc-tool-error"), null);
  assert.match(card.querySelector(".gwc-tool-note").textContent, /pressed Stop/);
});

test("a failed card still says failed, with its error", () => {
  const card = toolEl({ ...base, status: "failed", error: "unknown track id 'x'" });
  assert.equal(card.querySelector(".gwc-tool-status").textContent, "failed");
  assert.equal(card.querySelector(".gwc-tool-error").textContent, "unknown track id 'x'");
  assert.equal(card.querySelector(".gwc-tool-note"), null);
});
