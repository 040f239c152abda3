// Keep what the reader was looking at where it was when the layout changes under it. Opening the
// evidence panel narrows the message beside it, so its lines wrap again and the clicked sentence
// moves (down, often out of view); closing it widens them again. The fix: note the element's top
// on screen before the change, and after it scroll the element's scrolling ancestors (through
// shadow roots: the chat's log, JupyterLab's notebook, marimo's page) back by what it moved.

/** The parent of `node` in the flat tree: a shadow root's host stands in for the root. */
function parentOf(node) {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode?.();
  return root && root !== node && root.host ? root.host : null;
}

function scrolls(el) {
  if (el.scrollHeight <= el.clientHeight + 1) return false;
  const overflow = el.ownerDocument?.defaultView?.getComputedStyle(el).overflowY ?? "";
  return overflow === "auto" || overflow === "scroll" || overflow === "overlay";
}

/** The scrolling ancestors of `el`, nearest first, then the document's scrolling element. */
export function scrollersOf(el) {
  const out = [];
  for (let node = parentOf(el); node; node = parentOf(node)) {
    if (node.nodeType === 1 && scrolls(node)) out.push(node);
  }
  const page = el.ownerDocument?.scrollingElement;
  if (page && !out.includes(page)) out.push(page);
  return out;
}

/** The top of `el` on screen (CSS px), or null when it is not in the document. */
export function topOf(el) {
  return el && el.isConnected ? el.getBoundingClientRect().top : null;
}

/**
 * Scroll `el`'s ancestors so that its top is back at `before` (from {@link topOf} before the
 * layout changed). The nearest scroller takes what it can; the rest goes to the next one out.
 * Returns the distance (px) still left, 0 when the element is back in place.
 */
export function keepTop(el, before) {
  const now = topOf(el);
  if (now === null || before === null || before === undefined) return 0;
  let delta = now - before;
  for (const scroller of scrollersOf(el)) {
    if (Math.abs(delta) < 1) break;
    const from = scroller.scrollTop;
    scroller.scrollTop = from + delta;
    delta -= scroller.scrollTop - from;
  }
  return Math.abs(delta) < 1 ? 0 : delta;
}

/** The part of the screen where `el` can be seen: the window, cut by each scrolling ancestor. */
export function visibleBox(el) {
  const win = el.ownerDocument?.defaultView;
  let top = 0;
  let bottom = win ? win.innerHeight : Infinity;
  for (const scroller of scrollersOf(el)) {
    if (scroller === el.ownerDocument?.scrollingElement) continue;
    const r = scroller.getBoundingClientRect();
    top = Math.max(top, r.top);
    bottom = Math.min(bottom, r.bottom);
  }
  return { top, bottom };
}

/**
 * Move a docked `panel` down its `layout` (by its top margin) so that it opens beside `origin`,
 * inside the visible part of the screen: a chip far down a long answer gets its panel next to
 * it, not at the answer's top, out of sight. The panel never moves above the layout's top.
 */
export function placeBeside(panel, origin, layout) {
  panel.style.marginTop = "0px";
  if (!origin || !origin.isConnected || !layout.isConnected) return;
  const box = visibleBox(origin);
  const height = panel.getBoundingClientRect().height;
  const at = origin.getBoundingClientRect().top - 8;
  const lowest = box.bottom - height - 4; // the panel's top where its bottom is still in view
  const wanted = Math.max(box.top + 4, Math.min(at, lowest));
  const offset = Math.max(0, wanted - layout.getBoundingClientRect().top);
  panel.style.marginTop = `${Math.round(offset)}px`;
}
