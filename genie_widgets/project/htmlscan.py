"""Reading HTML without running it: a page's title, its links, and its text.

Everything here uses the standard library's :class:`html.parser.HTMLParser`; nothing is
executed or fetched. Text excludes scripts, styles, templates and the document head, and puts
line breaks where block elements start and end, so a page reads as lines of prose.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html.parser import HTMLParser
from urllib.parse import unquote, urldefrag, urljoin, urlsplit

__all__ = [
    "BLOCK_TAGS",
    "SKIP_TEXT_TAGS",
    "VOID_TAGS",
    "PageLink",
    "PageScan",
    "html_text",
    "scan_page",
    "tidy_lines",
    "url_file_name",
]

#: Elements that start a new line of text.
BLOCK_TAGS = frozenset({
    "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "div", "dl", "dt",
    "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
    "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot",
    "th", "thead", "tr", "ul",
})
#: Elements whose content is not text a reader sees.
SKIP_TEXT_TAGS = frozenset({"script", "style", "template", "noscript", "head", "title", "iframe", "object"})
#: Elements that have no end tag.
VOID_TAGS = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
                       "wbr"})
_SPACES = re.compile(r"[ \t\r\f\v\u00a0]+")


@dataclass(frozen=True)
class PageLink:
    """A link found on a page: its absolute URL (fragment removed) and its text."""

    url: str
    text: str

    @property
    def file_name(self) -> str:
        """The last part of the URL's path, decoded (empty for a folder-like URL)."""
        return url_file_name(self.url)


@dataclass
class PageScan:
    """What :func:`scan_page` found: the title, the links (in page order, each URL once, at most
    ``max_links``), how many distinct links the page has in all, and the page's text."""

    title: str | None
    links: list[PageLink]
    links_found: int
    text: str


class _Scanner(HTMLParser):
    def __init__(self, base_url: str | None) -> None:
        super().__init__(convert_charrefs=True)
        self.base_url = base_url
        self.stack: list[str] = []
        self.skip_depth = 0
        self.title_parts: list[str] = []
        self.h1_parts: list[str] = []
        self.in_title = False
        self.in_h1 = False
        self.text_parts: list[str] = []
        self.links: list[tuple[str, list[str]]] = []
        self.link_text: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "base" and self.base_url:
            href = dict(attrs).get("href")
            if href:
                self.base_url = urljoin(self.base_url, href.strip())
        if tag == "title":
            self.in_title = True
        if tag == "h1":
            self.in_h1 = True
        if tag in ("a", "area"):
            href = dict(attrs).get("href")
            if href:
                text: list[str] = []
                self.links.append((href, text))
                self.link_text = text if tag == "a" else None
        if tag in BLOCK_TAGS:
            self.text_parts.append("\n")
        if tag in VOID_TAGS:
            return
        self.stack.append(tag)
        if tag in SKIP_TEXT_TAGS:
            self.skip_depth += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID_TAGS:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self.in_title = False
        if tag == "h1":
            self.in_h1 = False
        if tag == "a":
            self.link_text = None
        if tag in BLOCK_TAGS:
            self.text_parts.append("\n")
        if tag in self.stack:
            while self.stack:
                top = self.stack.pop()
                if top in SKIP_TEXT_TAGS:
                    self.skip_depth -= 1
                if top == tag:
                    break

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title_parts.append(data)
        if self.in_h1:
            self.h1_parts.append(data)
        if self.link_text is not None:
            self.link_text.append(data)
        if self.skip_depth == 0:
            self.text_parts.append(data)


def url_file_name(url: str) -> str:
    """The last part of a URL's path, decoded (empty for a URL that ends with ``/``)."""
    return unquote(urlsplit(url).path.rsplit("/", 1)[-1])


def tidy_lines(text: str) -> str:
    """Text with runs of spaces collapsed, lines trimmed and empty lines dropped."""
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return "\n".join(line for line in lines if line)


def _squash(parts: list[str]) -> str:
    return _SPACES.sub(" ", "".join(parts)).strip()


def _scan(html: str, base_url: str | None) -> _Scanner:
    scanner = _Scanner(base_url)
    scanner.feed(html)
    scanner.close()
    return scanner


def scan_page(html: str, base_url: str, max_links: int) -> PageScan:
    """Title (``<title>``, else the first ``<h1>``), http(s) links resolved against ``base_url``
    (and the page's ``<base href>``), and text of an HTML page."""
    scanner = _scan(html, base_url)
    page = urldefrag(base_url)[0]
    seen: dict[str, PageLink] = {}
    for href, text in scanner.links:
        href = href.strip()
        if not href or href.startswith("#"):
            continue
        absolute = urldefrag(urljoin(scanner.base_url or base_url, href))[0]
        if urlsplit(absolute).scheme not in ("http", "https") or absolute == page or absolute in seen:
            continue
        seen[absolute] = PageLink(absolute, _squash(text)[:200])
    title = _squash(scanner.title_parts) or _squash(scanner.h1_parts) or None
    links = list(seen.values())
    return PageScan(title=title[:300] if title else None, links=links[:max_links], links_found=len(links),
                    text=tidy_lines("".join(scanner.text_parts)))


def html_text(html: str) -> str:
    """The text a reader sees in an HTML document, one line per block (no scripts, styles or head)."""
    return tidy_lines("".join(_scan(html, None).text_parts))
