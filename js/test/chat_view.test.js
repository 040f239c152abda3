// The chat view in jsdom (node has no DOM; jsdom is a devDependency): 200 renders of streamed
// answers, reasoning, replaced tool cards and whole-state redraws leave no listener or popover
// behind, and the render's cleanup releases all of them.
import assert from "node:assert/strict";
import { test } from "node:test";
import { JSDOM } from "jsdom";

const dom = new JSDOM("<!doctype html><html><body></body></html>");
const { window } = dom;
Object.assign(globalThis, { window, document: window.document, Node: window.Node, Element: window.Element });

// Count the listeners held by elements: every add not yet removed, per (target, type, function).
// (jsdom adds some to its window and document for its own event handling; those are not ours.)
const live = new Map();
const proto = window.EventTarget.prototype;
const add = proto.addEventListener;
const remove = proto.removeEventListener;
proto.addEventListener = function (type, fn, options) {
  const key = [this, type, fn];
  if (this instanceof window.Element && ![...live.values()].some((k) => k[0] === this && k[1] === type && k[2] === fn)) live.set(key, key);
  return add.call(this, type, fn, options);
};
proto.removeEventListener = function (type, fn, options) {
  for (const [key, k] of live) if (k[0] === this && k[1] === type && k[2] === fn) live.delete(key);
  return remove.call(this, type, fn, options);
};
const detachedListeners = () => [...live.values()].filter(([t]) => t instanceof window.Node && !t.isConnected).length;

const { ChatView } = await import("../src/chat/view.js");

class FakeModel {
  constructor(state) {
    this.state = { ...state };
    this.handlers = new Map();
    this.sent = [];
  }
  get(k) {
    return this.state[k];
  }
  set(k, v) {
    this.state[k] = v;
    this.emit(`change:${k}`);
  }
  save_changes() {}
  send(msg) {
    this.sent.push(msg);
  }
  on(ev, fn) {
    this.handlers.set(ev, [...(this.handlers.get(ev) || []), fn]);
  }
  off(ev, fn) {
    this.handlers.set(ev, (this.handlers.get(ev) || []).filter((f) => f !== fn));
  }
  emit(ev, ...args) {
    for (const fn of this.handlers.get(ev) || []) fn(...args);
  }
  get handlerCount() {
    return [...this.handlers.values()].reduce((n, fns) => n + fns.length, 0);
  }
}

const CHIP = (n) => `<a class="gw-chip" href="#" data-cite="cite_${n}" data-check="0" title="rep1">[${n}]</a>`;
const answer = (n) => ({ kind: "answer", message: { html: `<p>Answer ${n} ${CHIP(1)}</p>`, chips: [], checks: [], markdown: `Answer ${n}` } });
const popovers = (root) => root.querySelectorAll(".gw-popover").length;

test("200 renders leave no listener or popover behind; the cleanup releases all", () => {
  const host = document.createElement("div");
  document.body.append(host);
  const model = new FakeModel({ entries: [{ kind: "user", text: "hi" }, answer(0)], busy: false, modes: [["genome", "Genome"]], mode: "genome", height: 0 });
  const before = live.size;
  const view = new ChatView(model, host);
  const settled = live.size;
  assert.equal(popovers(host), 1, "one popover per drawn answer");

  for (let i = 0; i < 200; i++) {
    // a streamed answer growing at its end, reasoning text, a tool card that finishes
    const html = `<p>Live ${"w".repeat(i)} ${CHIP(2)}</p>`;
    model.emit("msg:custom", { type: "entries", changes: [{ op: "live", keep: 0, tail: html, fields: { chips: [] } }] });
    if (i % 10 === 0) {
      model.emit("msg:custom", { type: "entries", changes: [
        { op: "append", entry: { kind: "reasoning", text: "think", live: true } },
        { op: "text", index: model.get("entries").length, text: " more" },
      ] });
    }
    if (i % 50 === 0) {
      const k = view.entries.length;
      model.emit("msg:custom", { type: "entries", changes: [
        { op: "live", clear: true },
        { op: "append", entry: { kind: "tool", callId: `c${i}`, name: "genome_signal_stats", arguments: {}, status: "running" } },
        { op: "set", index: k, entry: { kind: "tool", callId: `c${i}`, name: "genome_signal_stats", arguments: {}, status: "done", record: { id: "cite_1", label: "stats", title: "rep1" } } },
        { op: "append", entry: answer(i) },
      ] });
    }
    if (i % 40 === 39) model.set("entries", [...view.entries]); // the settled state of a turn: the same, no redraw
    if (i % 100 === 99) model.set("entries", [{ kind: "user", text: "reopened" }, answer(i)]); // a new whole state
  }
  const answers = host.querySelectorAll(".gwc-answer").length;
  assert.equal(popovers(host), answers, "exactly one popover per answer on screen");
  assert.equal(detachedListeners(), 0, "no listener left on replaced elements");
  assert.equal(live.size, settled + (answers - 1) * 6, "listeners: the view's own plus six per answer on screen");
  assert.equal(view.entries.length, 2);

  view.destroy();
  assert.equal(live.size, before, "destroy releases every listener the view added");
  assert.equal(model.handlerCount, 0, "and every model handler");
  assert.equal(popovers(host), 0);
});

test("changes keep the view's entries equal to the kernel's, and text grows the reasoning in place", () => {
  const host = document.createElement("div");
  document.body.append(host);
  const model = new FakeModel({ entries: [], busy: true, modes: [], mode: "genome", height: 0 });
  const view = new ChatView(model, host);
  assert.deepEqual(model.sent, [{ type: "hello" }], "a view attached during a turn asks for the state");
  assert.equal(host.querySelectorAll(".gwc-empty").length, 1);
  model.emit("msg:custom", { type: "state", entries: [{ kind: "user", text: "q" }], live: { html: "<p>so far</p>" } });
  assert.match(host.querySelector(".gwc-live").textContent, /so far/);
  model.emit("msg:custom", { type: "entries", changes: [
    { op: "append", entry: { kind: "reasoning", text: "a", live: true } },
    { op: "text", index: 1, text: "bc" },
    { op: "live", keep: 3, tail: "so far, and more</p>", fields: {} },
  ] });
  assert.equal(host.querySelector(".gwc-reasoning pre").textContent, "abc");
  assert.equal(host.querySelector(".gwc-live").textContent, "so far, and more");
  assert.deepEqual(view.entries, [{ kind: "user", text: "q" }, { kind: "reasoning", text: "abc", live: true }]);
  // the reasoning is drawn before the live answer
  assert.deepEqual([...host.querySelectorAll(".gwc-log > *")].map((e) => e.className.split(" ")[1]), ["gwc-user", "gwc-reasoning", "gwc-answer"]);
  model.emit("msg:custom", { type: "entries", changes: [{ op: "live", clear: true }, { op: "append", entry: answer(1) }] });
  assert.equal(host.querySelectorAll(".gwc-live").length, 0);
  assert.equal(host.querySelectorAll(".gwc-answer").length, 1);
  view.destroy();
});
