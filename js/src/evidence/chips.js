// Make the chips and Sources entries of one rendered message live: click or Enter opens the
// evidence panel, hover or focus shows a preview, Escape closes. Returns a cleanup function.
import { h } from "./dom.js";
import { STATUS_TITLE, evidenceContext, hoverLines } from "./format.js";

const CHIP_SELECTOR = ".gw-chip[data-cite], .gw-source[data-cite]";

export function wireMessage(messageEl, getMessage, panel) {
  const popover = h("div", { class: "gw-popover", role: "tooltip", hidden: true });
  messageEl.append(popover);

  // Native tooltips would double the preview: keep the text for static copies only.
  for (const el of messageEl.querySelectorAll(CHIP_SELECTOR)) {
    if (el.hasAttribute("title")) {
      el.dataset.title = el.getAttribute("title");
      el.removeAttribute("title");
    }
  }

  const targetOf = (event) => event.target instanceof Element ? event.target.closest(CHIP_SELECTOR) : null;

  function openFrom(el) {
    const ctx = evidenceContext(getMessage(), el.dataset.cite, Number.parseInt(el.dataset.check ?? "-1", 10));
    if (ctx) {
      hidePopover();
      panel.open(ctx, el);
    }
  }

  function showPopover(el) {
    const chip = evidenceContext(getMessage(), el.dataset.cite, Number.parseInt(el.dataset.check ?? "-1", 10));
    if (!chip) return;
    const lines = hoverLines(chip.record);
    popover.replaceChildren(
      h("div", { class: "gw-popover-title" }, lines[0]),
      ...lines.slice(1).map((line) => h("div", { class: "gw-popover-line" }, line)),
      h("div", { class: `gw-popover-status gw-${chip.status}` }, STATUS_TITLE[chip.status] || chip.status),
    );
    const host = messageEl.getBoundingClientRect();
    const at = el.getBoundingClientRect();
    popover.style.left = `${Math.max(0, at.left - host.left)}px`;
    popover.style.top = `${at.bottom - host.top + 4}px`;
    popover.hidden = false;
  }

  function hidePopover() {
    popover.hidden = true;
  }

  function onClick(event) {
    const el = targetOf(event);
    if (!el) return;
    event.preventDefault();
    openFrom(el);
  }
  function onKeyDown(event) {
    const el = targetOf(event);
    if (event.key === "Escape") {
      hidePopover();
      if (panel.isOpen) {
        event.stopPropagation();
        panel.close();
      }
      return;
    }
    if (el && el.tagName !== "A" && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      openFrom(el);
    }
  }
  function onOver(event) {
    const el = targetOf(event);
    if (el && el.classList.contains("gw-chip")) showPopover(el);
  }
  function onOut(event) {
    if (targetOf(event)) hidePopover();
  }

  messageEl.addEventListener("click", onClick);
  messageEl.addEventListener("keydown", onKeyDown);
  messageEl.addEventListener("mouseover", onOver);
  messageEl.addEventListener("mouseout", onOut);
  messageEl.addEventListener("focusin", onOver);
  messageEl.addEventListener("focusout", onOut);
  return () => {
    messageEl.removeEventListener("click", onClick);
    messageEl.removeEventListener("keydown", onKeyDown);
    messageEl.removeEventListener("mouseover", onOver);
    messageEl.removeEventListener("mouseout", onOut);
    messageEl.removeEventListener("focusin", onOver);
    messageEl.removeEventListener("focusout", onOut);
    popover.remove();
  };
}
