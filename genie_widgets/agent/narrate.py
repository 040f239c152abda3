"""Sentences written from tool results and citation records, for the offline agent.

Every claim is one sentence that ends with the token of the record holding it, and every number
is written at a precision the claim checker (:func:`genie_widgets.citations.verify_message`)
accepts for the stored value: integers exactly (with thousands separators), other values
rounded (``60.97`` for 60.9656, ``0.928`` for 0.92782), fractions as percents, loci with
thousands separators (``chr19:1,000,000-1,100,000``). Identifiers (track names, gene symbols,
file names) are written as code, which the checker does not read, so digits inside them are
never taken for claims. Tracks are named by their display name, with the id beside it only
where two tracks share a name (``names`` maps ids to display names).

:func:`describe_result` answers one slash command from its tool's result JSON;
:func:`summarize_records` writes the ``/summary`` paragraph from a session's records.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from typing import Any

from .._words import noun
from ..citations import Citation
from .wording import Names, code, fenced, fmt, locus, pct, scope_phrase, track_name

# with the names re-exported from .wording
__all__ = ["CLAIMS", "Names", "code", "describe_result", "fenced", "fmt", "locus", "pct", "record_claims",
           "scope_phrase", "summarize_records", "track_name"]

_ACCESSION_RE = re.compile(r"ENC(?:FF|SR|BS|DO|LB|AB|GM|AN|PL)\d{3}[A-Z]{3}")
_LOCUS_TEXT_RE = re.compile(r"[A-Za-z0-9_.]+:[\d,]+-[\d,]+")


def _lead(where: str) -> str:
    """A scope phrase as the start of a sentence: "Over chr1:1-2, " (or nothing)."""
    return f"{where[:1].upper()}{where[1:]}, " if where else ""


def _sentence(body: str, token: str | None) -> str:
    return f"{body} {token}." if token else f"{body}."


# -- one claim per record / result ---------------------------------------------------------------

def _region(d: dict[str, Any], token: str | None, *, moved: bool) -> list[str]:
    view = d.get("viewRegion") or {}
    if view.get("start") is None:
        return [_sentence(f"The browser view is {code(view.get('locus'))}, which is not a resolved locus", token)]
    gene = d.get("gene") or {}
    where = f"{code(gene['symbol'])} at {locus(view['locus'])}" if gene.get("symbol") else locus(view["locus"])
    verb = "The browser now shows" if moved else "The browser shows"
    return [_sentence(f"{verb} {where}", token)]


def _gene(d: dict[str, Any], token: str | None) -> list[str]:
    gene = d.get("gene") or {}
    if not gene:
        return []
    extra = f", {gene['biotype']}" if gene.get("biotype") else ""
    return [_sentence(f"{code(gene.get('symbol'))} is at {locus(gene.get('locus'))} on the {gene.get('strand')} strand "
                      f"({code(gene.get('geneId'))}{extra})", token)]


def _signal_sentence(name: str, stats: dict[str, Any], where: str, token: str | None) -> str | None:
    """``name`` is already formatted (:func:`track_name`)."""
    if stats.get("mean") is None:
        return _sentence(f"{_lead(where)}{name} has no data", token) if where else None
    parts = [f"mean {fmt(stats['mean'])}"]
    if stats.get("max") is not None:
        parts.append(f"maximum {fmt(stats['max'])}")
    if stats.get("coveredFraction") is not None:
        parts.append(f"{pct(stats['coveredFraction'])} of bases covered")
    listed = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
    return _sentence(f"{_lead(where)}{name} had {listed}", token)


def _result_names(d: dict[str, Any], names: Names | None) -> Names:
    """Display names by id: the project's, then those the result carries."""
    out = dict(names or {})
    for track in d.get("tracks") or []:
        if track.get("trackId") and track.get("name"):
            out[str(track["trackId"])] = str(track["name"])
    return out


def _stats(d: dict[str, Any], token: str | None, names: Names | None = None, limit: int = 20) -> list[str]:
    where = scope_phrase(d.get("scopeApplied"))
    names = _result_names(d, names)
    out = []
    for track in (d.get("tracks") or [])[:limit]:
        label = track_name(track.get("trackId") or track.get("name"), names, track.get("name"))
        sentence = _signal_sentence(label, track.get("stats") or {}, where, token)
        if sentence:
            out.append(sentence)
    return out


def _describe(d: dict[str, Any], token: str | None, names: Names | None = None, limit: int = 20) -> list[str]:
    region = (d.get("region") or {}).get("locus")
    if d.get("warning"):
        return [_sentence(f"The view could not be described: {d['warning']}", token)]
    where = f"in {locus(region)}" if region else ""
    names = _result_names(d, names)
    out = []
    for track in (d.get("tracks") or [])[:limit]:
        stats = track.get("stats") or {}
        name = track_name(track.get("trackId") or track.get("name"), names, track.get("name"))
        if "mean" in stats:
            sentence = _signal_sentence(name, stats, where, token)
        elif "featureCount" in stats:
            scores = ""
            if stats.get("minScore") is not None and stats.get("maxScore") is not None:
                scores = f" (scores {fmt(stats['minScore'])} to {fmt(stats['maxScore'])})"
            sentence = _sentence(f"{_lead(where)}{name} had {fmt(stats['featureCount'])} "
                                 f"{noun(stats['featureCount'], 'feature')}{scores}", token)
        elif "geneCount" in stats:
            sentence = _sentence(f"{_lead(where)}the annotation has {fmt(stats['geneCount'])} "
                                 f"{noun(stats['geneCount'], 'gene')}", token)
        else:
            sentence = None
        if sentence:
            out.append(sentence)
    return out


def _peaks(d: dict[str, Any], token: str | None, names: Names | None = None) -> list[str]:
    if d.get("peakCount") is None:
        return []
    where = scope_phrase(d.get("scopeApplied"))
    if d.get("method") == "threshold":
        cutoff = f"at or above {fmt(d.get('threshold'))}"
    else:
        cutoff = f"at or above {fmt(d.get('threshold'))} (mean + {fmt(d.get('k'))} SD)"
    merged = f", merging peaks within {fmt(d['mergeGap'])} bp" if d.get("mergeGap") else ""
    fragments = ""
    if d.get("fragmentCount") not in (None, d.get("peakCount")):
        fragments = f" from {fmt(d['fragmentCount'])} {noun(d['fragmentCount'], 'fragment')}"
    track = f" into track {track_name(d['trackId'], names)}" if d.get("trackId") else ""
    peaks = noun(d["peakCount"], "peak")
    return [_sentence(f"Exploratory threshold peak calling {where} found {fmt(d['peakCount'])} {peaks}{fragments} "
                      f"{cutoff}{merged}, written{track}", token)]


def _quantify(d: dict[str, Any], token: str | None, names: Names | None = None) -> list[str]:
    rows = d.get("topRows") or []
    if d.get("rowCount") is None:
        return []
    where = scope_phrase(d.get("scopeApplied"))
    body = (f"Signal {d.get('metric', 'mean')} was measured at {fmt(d['rowCount'])} "
            f"{noun(d['rowCount'], 'feature')} {where}").rstrip()
    if rows:
        top = rows[0]
        name = f"{code(top['name'])} " if top.get("name") else ""
        where_top = locus(f"{top.get('chr')}:{top.get('start')}-{top.get('end')}")
        body += f"; the top feature, {name}at {where_top}, had {d.get('metric', 'mean')} {fmt(top.get('value'))}"
    return [_sentence(body, token)]


def _bin_note(d: dict[str, Any]) -> str:
    """How the bins were chosen and that r depends on their size, said inside the cited sentence
    (no number outside code, so the sentence's check is unchanged); empty without a bin size."""
    if not d.get("binSize"):
        return ""
    chosen = {"given": "the bin size asked for; ", "default": "the default bin size for this scope; "}
    return (f" ({chosen.get(str(d.get('binSizeChosen')), '')}r depends on the bin size: compare at the same "
            f"{code('binSize')} only)")


def _correlate_many(d: dict[str, Any], token: str | None, names: Names | None = None) -> list[str]:
    """A matrix: the most and the least correlated pair, each sentence naming its two tracks."""
    ids, matrix, shared = d["trackIds"], d["pearsonMatrix"], d.get("sharedBinsMatrix") or []
    shown = d.get("trackNames") or []
    label_of = [track_name(t, names, shown[k] if k < len(shown) else None) for k, t in enumerate(ids)]
    cells = [(matrix[i][j], i, j) for i in range(len(ids)) for j in range(i + 1, len(ids))
             if matrix[i][j] is not None]
    where = _lead(scope_phrase(d.get("scopeApplied")))
    if not cells:
        body = f"no pair of the {fmt(len(ids))} tracks had a defined correlation"
        return [_sentence(f"{where}{body}" if where else body[:1].upper() + body[1:], token)]
    out = []
    for label, (r, i, j) in (("most", max(cells)), ("least", min(cells)))[: 1 if len(cells) == 1 else 2]:
        bins = f" over {fmt(shared[i][j])} shared {noun(shared[i][j], 'bin')}" if shared else ""
        body = (f"the {label} correlated of the {fmt(len(ids))} tracks were {label_of[i]} and {label_of[j]}: "
                f"binned Pearson r {fmt(r)}{bins} of {fmt(d.get('binSize'))} bp{_bin_note(d)}")
        out.append(_sentence(f"{where}{body}" if where else body[:1].upper() + body[1:], token))
    return out


def _correlate(d: dict[str, Any], token: str | None, names: Names | None = None) -> list[str]:
    if len(d.get("trackIds") or []) > 2 and d.get("pearsonMatrix"):
        return _correlate_many(d, token, names)
    a, b = track_name(d.get("trackIdA"), names), track_name(d.get("trackIdB"), names)
    if d.get("r") is None:
        if d.get("nBins") is None:
            return []
        return [_sentence(f"The correlation of {a} and {b} could not be "
                          f"computed over {fmt(d['nBins'])} {noun(d['nBins'], 'bin')}", token)]
    spearman = f" (Spearman {fmt(d['spearman'])})" if d.get("spearman") is not None else ""
    excluded = f", {fmt(d['nBinsExcluded'])} excluded" if d.get("nBinsExcluded") else ""
    return [_sentence(f"{_lead(scope_phrase(d.get('scopeApplied')))}the binned Pearson correlation of "
                      f"{a} and {b} was {fmt(d['r'])}{spearman}, "
                      f"from {fmt(d.get('nBins'))} {noun(d.get('nBins') or 0, 'bin')} of {fmt(d.get('binSize'))} bp"
                      f"{_bin_note(d)}{excluded}", token)]


def _public_data(d: dict[str, Any], token: str | None, names: Names | None = None) -> list[str]:
    """A search (its candidate count) or one candidate file (its accession and what it is)."""
    if d.get("accession"):
        what = " ".join(str(d[k]) for k in ("assay", "target", "biosample") if d.get(k))
        extra = ", ".join(str(d[k]) for k in ("assembly", "outputType") if d.get(k))
        return [_sentence(f"ENCODE file {d['accession']}" + (f" is {what}" if what else "")
                          + (f" ({extra})" if extra else ""), token)]
    if d.get("total") is None:
        return []
    return [_sentence(f"The ENCODE search returned {fmt(d['total'])} candidate {noun(d['total'], 'file')}", token)]


def _catalog(d: dict[str, Any], token: str | None, names: Names | None = None) -> list[str]:
    if d.get("assetCount") is None:
        return []  # one asset's record: nothing to count
    return [_sentence(f"The project catalog lists {fmt(d['assetCount'])} {noun(d['assetCount'], 'asset')}", token)]


def _gene_claim(d: dict[str, Any], token: str | None, names: Names | None = None) -> list[str]:
    return _gene(d, token)


CLAIMS: dict[str, Callable[[dict[str, Any], str | None, Names | None], list[str]]] = {
    "genome_navigate": lambda d, t, n: _region(d, t, moved=True),
    "genome_get_current_region": lambda d, t, n: _region(d, t, moved=False),
    "genome_find_gene": _gene_claim,
    "genome_signal_stats": _stats,
    "genome_describe_viewport": _describe,
    "genome_call_peaks": _peaks,
    "genome_quantify_at_features": _quantify,
    "genome_correlate_tracks": _correlate,
    "public_data_search": _public_data,
    "project_list_assets": _catalog,
}


# -- answers to slash commands -------------------------------------------------------------------

def _clean(result: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in result.items() if k not in ("citationInstructions",)}


def _track_lines(tracks: Iterable[dict[str, Any]]) -> list[str]:
    lines = []
    for t in tracks:
        hidden = "" if t.get("visible", True) else ", hidden"
        name = t.get("name") or t.get("id")
        ident = f", id {code(t.get('id'))}" if t.get("id") != name else ""
        lines.append(f"- {code(name)} ({t.get('type')}{ident}{hidden})")
    return lines


def _list_answer(tool: str, result: dict[str, Any]) -> str | None:
    if tool == "genome_list_tracks":
        tracks = result.get("tracks") or []
        parts = ["Tracks in the browser, top to bottom:", *_track_lines(tracks)] if tracks else [
            "No tracks are loaded yet. Add one with `/add <path-or-url>`."]
        catalog = result.get("availableCatalogTracks") or []
        if catalog:
            parts += ["", "Catalog tracks you can add with `/add catalog=<id>`:"]
            parts += [f"- {code(c.get('id'))}: {code(c.get('name'))}" for c in catalog]
        return "\n".join(parts)
    if tool == "genome_add_track":
        added = result.get("addedTrack") or {}
        ident = f", id {code(added.get('id'))}" if added.get("id") != added.get("name") else ""
        return (f"Added track {code(added.get('name') or added.get('id'))} ({added.get('type')}{ident}) "
                f"from {code(added.get('url'))}.")
    if tool == "genome_update_track":
        track = result.get("track") or {}
        settings = ", ".join(f"{code(f'{k}={track.get(k)}')}" for k in ("visible", "height", "order", "name"))
        return f"Track {code(track.get('name') or track.get('id'))} ({code(track.get('id'))}) now has {settings}."
    if tool == "public_data_search":
        lines = _public_data(result, result.get("citationToken"))
        for c in (result.get("candidates") or [])[:10]:
            lines += ["- " + " ".join(_public_data(c, c.get("citationToken")))]
        if result.get("message"):
            lines += ["", str(result["message"])]
        return "\n".join(lines)
    if tool == "project_list_assets":
        lines = _catalog(result, result.get("citationToken"))
        for a in (result.get("assets") or [])[:50]:
            title = f": {a.get('title')}" if a.get("title") else ""
            lines.append(f"- {code(a.get('id'))} ({a.get('kind')}){title} {a.get('citationToken') or ''}".rstrip())
        return "\n".join(lines)
    if tool == "project_read_asset":
        asset = result.get("asset") or {}
        head = _sentence(f"Asset {code(asset.get('id'))} ({asset.get('kind')}) is {code(asset.get('title'))}",
                         result.get("citationToken"))
        preview = (result.get("preview") or {}).get("text")
        note = result.get("previewNote")
        return head + (f"\n\n{fenced(preview)}" if preview else "") + (f"\n\n{note}" if note else "")
    if tool == "project_read_analysis_plan":
        if not result.get("planAvailable"):
            return str(result.get("message") or "There is no Analysis plan yet.")
        output = result.get("output") or {}
        head = _sentence(f"The latest Analysis output is {code(output.get('title'))}", result.get("citationToken"))
        text = str(result.get("text") or "")
        return head + (f"\n\n{fenced(text[:4000])}" if text else "")
    if tool == "create_html_artifact":
        chips = (f" with {code(result.get('chipCount'))} {noun(result['chipCount'], 'chip')}"
                 if result.get("chipCount") else "")
        notes = "".join(f"\n- {n}" for n in result.get("notes") or [])
        return f"Saved {code(result.get('title'))} to {code(result.get('path'))}{chips}.{notes}"
    if tool == "project_update_asset_source":
        asset = result.get("asset") or {}
        return f"Updated asset {code(asset.get('id'))} ({code(asset.get('title'))})."
    if tool == "genome_list_assemblies":
        genomes = [code(g.get("id") or g.get("genomeId") or g) if isinstance(g, dict) else code(g)
                   for g in result.get("genomes") or []]
        return (f"This project's genome is {code(result.get('selectedGenomeId'))}. Known assemblies: "
                f"{', '.join(genomes)}.")
    return None


def describe_result(tool: str, arguments: Any, result: dict[str, Any], names: Names | None = None) -> str:
    """The offline agent's answer for one tool result (a Markdown paragraph or list);
    ``names`` maps track ids to display names."""
    token = result.get("citationToken")
    if not result.get("success", True):
        error = str(result.get("error") or "it did not succeed")
        if token:
            return _sentence(f"{code(tool)} refused the request: {error.rstrip('.')}", token)
        return f"{code(tool)} could not run:\n\n{fenced(error)}"
    listed = _list_answer(tool, result)
    if listed is not None:
        return listed
    writer = CLAIMS.get(tool)
    sentences = writer(result, token, names) if writer else []
    if sentences:
        text = " ".join(sentences)
        if tool == "genome_quantify_at_features" and result.get("resultFileName"):
            text += f"\n\nThe full table is in {code(result['resultFileName'])}."
        return text + scope_notes(result)
    # A tool this agent has no sentences for: show its result as it is.
    body = fenced(json.dumps(_clean(result), indent=2, ensure_ascii=False, default=str)[:6000], "json")
    lead = _sentence(f"{code(tool)} returned this result", token)
    return f"{lead}\n\n{body}"


def scope_notes(result: dict[str, Any]) -> str:
    """The result's scope warnings and scope note as paragraphs (loci as code, so the claim checker
    does not take them for uncited claims); empty when there are none."""
    lines = [f"**No data in scope:** {w['message']}" for w in result.get("scopeWarnings") or [] if w.get("message")]
    if result.get("scopeNote"):
        lines.append(f"**Note:** {result['scopeNote']}")
    return "".join("\n\n" + _LOCUS_TEXT_RE.sub(lambda m: code(m.group()), line) for line in lines)


# -- /summary --------------------------------------------------------------------------------------

def _fallback_claims(record: Citation) -> list[str]:
    """A claim for a record of a tool without its own sentences: its locus or accession."""
    if record.locus:
        return [_sentence(f"The record {code(record.title)} covers {locus(record.locus)}", record.token)]
    for text in (record.title, record.location or "", record.url or ""):
        match = _ACCESSION_RE.search(text)
        if match:
            return [_sentence(f"The record {code(record.title)} is about {match.group()}", record.token)]
    return []


def record_claims(record: Citation, names: Names | None = None) -> list[str]:
    """The claims one record supports (none for a refusal or a record without checkable facts)."""
    data = record.data if isinstance(record.data, dict) else None
    if data is not None and data.get("success") is False:
        return []
    writer = CLAIMS.get(record.tool or "")
    if writer is not None and data is not None:
        claims = writer(data, record.token, names)
        if record.tool == "genome_get_current_region" or record.tool == "genome_navigate":
            view = data.get("viewRegion") or {}
            claims = claims if view.get("start") is not None else []
        return claims
    return _fallback_claims(record)


def _relevant_files(records: list[Citation], loaded: set[str]) -> set[str]:
    """Ids of the ENCODE file records worth a sentence: the files loaded as tracks, or, when none
    of the files found was loaded, the best-ranked one of each search."""
    files = [r for r in records if r.source_type == "public-data-file" and isinstance(r.data, dict)]
    chosen = {r.id for r in files if str(r.data.get("accession", "")).upper() in loaded}
    if not chosen:
        chosen = {r.id for r in files if r.data.get("rank") == 1}
    return chosen


def summarize_records(records: Iterable[Citation], *, max_claims: int = 10,
                      loaded_accessions: Iterable[str] = (), names: Names | None = None) -> str:
    """A short paragraph about a session's records, newest last, each claim with its token.

    Records are deduplicated by claim (the same view visited twice is said once); of the ENCODE
    files a search found, only those loaded as tracks (``loaded_accessions``) — or else each
    search's best match — are mentioned; when there are more than ``max_claims`` claims, the most
    recent are kept."""
    records = list(records)
    files = _relevant_files(records, {a.upper() for a in loaded_accessions})
    claims: list[str] = []
    seen: set[str] = set()
    for record in records:
        if record.source_type == "public-data-file" and record.id not in files:
            continue
        for claim in record_claims(record, names):
            key = claim.replace(record.token, "")
            if key in seen:
                continue
            seen.add(key)
            claims.append(claim)
    if not claims:
        return ("There is nothing to summarize yet: this session has no records with numbers or loci. Run a "
                "command first, for example `/tracks`, `/goto <locus>` and `/stats`.")
    return " ".join(claims[-max_claims:])
