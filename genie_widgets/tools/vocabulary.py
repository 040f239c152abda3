"""The genomics vocabulary of the claim checker: which words name which attribute of our tools'
records, which attributes are counts, what each is called in messages, how tracks are named.

The attribute names are the canonical names our records' facts use (:mod:`.facts` maps JSON
fields to them): ``mean``, ``max``, ``min``, ``sum``, ``sd``, ``coveredBases``,
``coveredFraction``, ``nIntervals``, ``scopeLength``, ``peakCount``, ``fragmentCount``,
``threshold``, ``k``, ``minWidth``, ``mergeGap``, ``binSize``, ``nBins``, ``nBinsExcluded``,
``pearson``, ``spearman``, ``sharedBins``, ``rank``, ``score``, ``value`` (quantify rows use the
metric: ``mean`` / ``sum`` / ``max``), ``rowCount``, ``featureCount``, ``minScore``, ``maxScore``,
``geneCount``, ``total`` (candidate files), ``portalTotal``, ``relaxationCount``, ``replicateCount``,
``trackCount``, ``assetCount``, ``regionCount``, ``lineCount``, ``lineStart``, ``lineEnd``,
``length``, ``start``, ``end``, ``signalValue``, ``pValue``, ``qValue``, ``peakOffset``, ``bytesRead`` (a
preview's), ``uncoveredBases`` / ``uncoveredFraction`` (the scope less what a track covers).
"""

from __future__ import annotations

import re

from ..citations.facts import Cue

A = frozenset


def _c(pattern: str, attributes: set[str] | frozenset[str], *, before: bool = True, after: bool = False,
       adjacent: bool = False) -> Cue:
    return Cue(pattern, A(attributes), before, after, adjacent)


_STAT_MAX = {"max", "maxScore"}
_COUNT_PEAKS = {"peakCount", "featureCount", "rowCount"}

#: Words → attributes. ``before``: the word precedes the number; ``after``: it follows it.
CUES: tuple[Cue, ...] = (
    # signal statistics
    _c(r"means?(?:\s+(?:signal|value|fold[- ]change|fc|enrichment|coverage))?|averag(?:e|ed|es|ing)(?:\s+signal)?|avg"
       r"|on\s+average", {"mean"}),
    _c(r"max(?:imum|ima)?(?:\s+(?:signal|value|score))?|(?:(?<!\d\s)|(?<=[a-z]\d\s))peak(?:s|ed|ing)?\s+(?:at|between)|(?:a\s+)?peak\s+(?:signal|value|height)?\s*of|reach(?:ed|es|ing)?|top(?:ped|s)?"
       r"(?:\s+out)?\s+at|highest(?:\s+(?:value|signal|point))?|up\s+to|strongest\s+signal|summit\s+of", _STAT_MAX),
    _c(r"peak\s+heights?|top\s+values?|tallest\s+point", _STAT_MAX, after=True),  # "rep2's peak height (1,668)"
    _c(r"add(?:s|ed|ing)?\s+up\s+to|summ?(?:ed|s|ing)?\s+to", {"sum"}),  # longer than "up to" (a maximum)
    _c(r"min(?:imum|ima)?(?:\s+(?:signal|value|score))?|lowest(?:\s+(?:value|signal))?|as\s+low\s+as|bottom(?:ed)?\s+out",
       {"min", "minScore"}),
    # statistics our records never state: a number said to be one of them is not backed by a mean
    _c(r"variances?", {"variance"}),
    _c(r"medians?|iqr|interquartile\s+range|percentiles?|quantiles?|quartiles?|modes?|geometric\s+mean",
       {"median"}),
    _c(r"sum|summ(?:ed|ing)(?:\s+to)?|total\s+signal|integrated\s+signal|signal\s+sum|area\s+under", {"sum"}),
    _c(r"sd|s\.d\.|std|standard\s+deviation|spread|variab(?:le|ility)|\u00b1|\+/-|\+-|sds?\s+(?:of|=|was|is)|"
       r"standard\s+deviations?\s+(?:of|=|was|is)", {"sd"}),
    _c(r"sds?|standard\s+deviations?|sigma|\u03c3", {"k"}, before=False, after=True, adjacent=True),
    _c(r"mean\s*\+|k\s*=|k\s+of", {"k"}),
    _c(r"z(?:-score)?\s*(?:=|of|cutoff(?:\s+of)?|threshold(?:\s+of)?|\u2265|>=|>)", {"k", "threshold"}),
    _c(r"threshold(?:\s+(?:of|at|was|=))?|cut-?off(?:\s+(?:of|at|was))?|at\s+or\s+above|called\s+at"
       r"|peaks?\s+(?:called\s+(?:at|above)|above)", {"threshold"}),
    _c(r"above|\u2265|>=", {"threshold"}, adjacent=True),  # "above 18.9", not "well above the 0.62 of rep1-rep2"
    _c(r"cover(?:s|ed|age|ing)?|of\s+(?:the\s+|its\s+)?(?:[\w.,-]+\s+)?(?:bases|scope|window|region|chromosome|view)(?:\s+(?:covered|with\s+"
       r"(?:data|signal)))?|bases\s+covered|with\s+(?:data|signal)|carry\s+signal", {"coveredFraction", "coveredBases"},
       after=True),
    _c(r"covered\s+bases|bases\s+(?:with\s+(?:data|signal)|covered)", {"coveredBases"}, after=True),
    _c(r"(?:data\s+)?intervals?|records|bigwig\s+records|entries", {"nIntervals", "featureCount"}, before=False,
       after=True),
    _c(r"scope\s+length|long|length|spans?|spanning|wide|in\s+size|window\s+of|region\s+of", {"scopeLength", "length",
                                                                                               "minWidth", "binSize"},
       after=True),
    # peaks
    _c(r"(?:enriched\s+)?(?:peaks?(?!\s+heights?\b)|regions?|calls?|intervals?\s+called|sites?|summits?)"
       r"|enriched\s+intervals?",
       {"peakCount", "featureCount", "rowCount", "regionCount"}, before=False, after=True),
    _c(r"peak\s+count|number\s+of\s+peaks|peaks\s*(?::|=|numbered|totall?ed)|found|called|kept|yielded|reported",
       {"peakCount", "featureCount", "fragmentCount"}),
    _c(r"fragments?|pieces|raw\s+calls", {"fragmentCount"}, before=False, after=True),
    _c(r"fragment\s+count|number\s+of\s+fragments", {"fragmentCount"}),
    _c(r"min(?:imum)?[- ]width|at\s+least", {"minWidth"}),
    _c(r"merg(?:e|ing)(?:\s+gap)?|merged\s+(?:at|with(?:\s+a\s+gap\s+of)?)|gap(?:\s+of)?|within", {"mergeGap"}),
    # correlation
    _c(r"out\s+of|of\s+(?:the|all)", {"scopeLength", "length", "nBinsTotal", "nBins", "total", "portalTotal",
                                       "candidateCount", "lineCount"}),
    _c(r"bins?\s+of|bin\s+(?:size|width)(?:\s+of)?|binned\s+at|bins?\s+(?:were|are|was)|resolution\s+of", {"binSize"}),
    _c(r"resolution", {"binSize"}, before=False, after=True),
    _c(r"(?:window|view(?:port)?|region|stretch|interval|segment|slice|section|chunk|span|locus)(?![- ]wide)",
       {"scopeLength", "length"},
       before=False,
       after=True),
    _c(r"(?:genomic\s+)?bins?|windows", {"nBins", "binSize", "sharedBins", "nBinsTotal"}, before=False, after=True),
    _c(r"n\s*bins|number\s+of\s+bins", {"nBins", "sharedBins", "nBinsTotal"}),
    _c(r"excluded|left\s+out|dropped", {"nBinsExcluded"}, before=False, after=True),
    _c(r"uncovered|not\s+covered|without\s+(?:any\s+)?(?:data|signal|coverage)|lack(?:s|ing|ed)?\s+(?:[\w.]+\s+)?"
       r"(?:data|signal|coverage)|(?:with\s+)?no\s+(?:data|signal|coverage)", {"uncoveredBases", "uncoveredFraction",
                                                                           "nBinsExcluded"}, after=True),
    _c(r"pearson(?:'s)?(?:\s+(?:r|correlation(?:\s+coefficient)?))?|\br\b\s*(?:=|of|was|is)?|correlat(?:e|ed|es|ion|ing)"
       r"(?:\s+(?:at|of|was|is|coefficient))?|r\s*=", {"pearson"}),
    _c(r"spearman(?:'s)?(?:\s+(?:rho|\u03c1|correlation|rank\s+correlation))?|rho|\u03c1|rank\s+correlations?",
       {"spearman"}),
    _c(r"shared(?:\s+bins)?|in\s+common", {"sharedBins", "nBins"}, after=True),
    # features and quantification
    _c(r"rank(?:ed)?(?:\s+#?)?|#", {"rank"}),
    _c(r"ranked|place", {"rank", "candidateCount", "total"}, before=False, after=True),
    _c(r"scores?|scored|score\s+of", {"score", "featureScore", "minScore", "maxScore", "scorePart"}, after=True),
    _c(r"bonus|(?:score\s+)?(?:parts?|components?)", {"scorePart"}, before=False, after=True),
    _c(r"features?|rows?|intervals?\s+in\s+the\s+table", {"featureCount", "rowCount"}, before=False, after=True),
    _c(r"genes?", {"geneCount"}, before=False, after=True),
    _c(r"signal\s*values?", {"signalValue"}),
    _c(r"-?log10\s*p|p-?value|pval", {"pValue"}),
    _c(r"q-?value|qval|fdr", {"qValue"}),
    _c(r"summit(?:\s+offset)?|offset", {"peakOffset"}),
    _c(r"starts?\s+at|begins?\s+at|start(?:ing)?\s+(?:position|coordinate)|from\s+position", {"start"}),
    _c(r"(?:sits?|sat|lies|lie|lay|located|positioned|maps?|mapped)\s+(?:on\s+chr[0-9xym]+\s+)?"
       r"(?:at|near|around)|(?<=\bon\s)chr[0-9xym]+\s+(?:at|near|around)|"
       r"positions?|coordinates?", {"start", "end"}),
    _c(r"(?:centred|centered)\s+(?:on\s+chr[0-9xym]+\s+)?(?:at|on|near|around)|(?:cent(?:re|er)|midpoint|middle)"
       r"(?:\s+(?:of|at|is|was|lies\s+at|sits\s+at))?", {"centre"}),
    _c(r"ends?\s+at|end(?:ing)?\s+(?:position|coordinate)", {"end"}),
    # public data and the project
    _c(r"(?:candidate\s+)?(?:files?|candidates?|results?|hits|matches|datasets?)(?:\s+(?:found|matched|returned))?",
       {"total", "portalTotal", "candidateCount", "returned"}, before=False, after=True),
    _c(r"returned|found|matched|listed", {"total", "portalTotal", "returned", "candidateCount"}),
    _c(r"ranked\s+(?:candidates?|files?|results?|hits|datasets?)", {"total", "candidateCount"},
       before=False, after=True),
    _c(r"relaxations?|relaxed\s+(?:steps|queries)|fallbacks?", {"relaxationCount"}, before=False, after=True),
    _c(r"(?:search\s+|query\s+)?(?:attempts?|tries)", {"attemptCount"}, before=False, after=True),
    # "ranked 20 files": the files the search ranked (not the portal's matches)
    _c(r"rank(?:ed|s)(?:\s+all)?(?=\s+\d[\d,]*\s+(?:\w+\s+)?(?:files?|candidates?|results?|hits|datasets?)\b)",
       {"total", "candidateCount"}, adjacent=True),
    _c(r"(?:biological\s+)?replicates?", {"replicateCount"}, before=False, after=True),
    # files of a kind by their replicates: "3 are pooled files", "7 single-replicate files"
    # right after the count or its "are" ("3 pooled files", "3 are pooled"; not "4 points under the pooled file")
    _c(r"(?:(?:are|were)\s+(?:all\s+)?)?(?:pooled|multi[- ]replicate)(?:[- ]replicates?)?"
       r"(?:\s+(?:files?|candidates?|bigwigs?|ones|hits))?", {"pooledCount"}, before=False, after=True, adjacent=True),
    _c(r"(?:(?:are|were)\s+(?:all\s+)?)?single[- ]replicate(?:\s+(?:files?|candidates?|bigwigs?|ones|hits))?",
       {"singleReplicateCount"}, before=False, after=True, adjacent=True),
    # "replicate-1-only files", "rep 2 only files" (not "Replicate 3 only: ENCFF945XHA", a file's replicate)
    *(_c(rf"(?:replicate|rep)-?{k}-only(?:\s+(?:files?|candidates?|bigwigs?|ones|hits))?"
         rf"|(?:replicate|rep)\s?{k}[- ]only\s+(?:files?|candidates?|bigwigs?|ones|hits)",
         {f"replicate{k}OnlyCount"}, before=False, after=True) for k in range(1, 5)),
    _c(r"(?:biol\.?\s+|biological\s+)?rep(?:licate)?s?\.?(?:\s+(?:no\.|number|#))?(?=[\s_-]*\d)", {"replicate"},
       adjacent=True),
    _c(r"tracks?", {"trackCount"}, before=False, after=True),
    _c(r"assets?", {"assetCount"}, before=False, after=True),
    _c(r"lines?", {"lineCount", "lineStart", "lineEnd"}, before=True, after=True),
    # a preview "read 49,152 bytes"
    _c(r"(?:read|reads(?=\s+(?:all|only|just)))(?:\s+(?:all|only|just))?(?:\s+(?:the\s+)?first)?|bytes\s+read",
       {"bytesRead"}, after=True,
       adjacent=True),
    _c(r"on\s+disk|file\s+size(?:\s+(?:of|is|was))?", {"size"}, after=True),  # the file's, not the bytes a preview read
)

COUNT_ATTRIBUTES = frozenset({
    "peakCount", "fragmentCount", "nIntervals", "nBins", "nBinsExcluded", "nBinsTotal", "sharedBins", "rowCount",
    "featureCount", "geneCount", "total", "portalTotal", "returned", "candidateCount", "relaxationCount",
    "replicateCount", "attemptCount", "pooledCount", "singleReplicateCount",
    *(f"replicate{k}OnlyCount" for k in range(1, 5)),
    "trackCount", "assetCount", "regionCount", "lineCount",
})

LABELS = {
    "mean": "mean", "max": "maximum", "min": "minimum", "sum": "sum", "sd": "standard deviation",
    "variance": "variance",
    "coveredBases": "covered bases", "coveredFraction": "covered fraction", "nIntervals": "interval count",
    "scopeLength": "scope length", "peakCount": "peak count", "fragmentCount": "fragment count",
    "threshold": "threshold", "k": "k (SDs above the mean)", "minWidth": "minimum width", "mergeGap": "merge gap",
    "binSize": "bin size", "nBins": "number of bins", "nBinsExcluded": "excluded bins", "nBinsTotal": "bins in all",
    "pearson": "Pearson r",
    "spearman": "Spearman correlation", "sharedBins": "shared bins", "rank": "rank", "score": "score",
    "featureScore": "feature score", "rowCount": "feature count", "featureCount": "feature count",
    "minScore": "minimum score", "maxScore": "maximum score", "geneCount": "gene count",
    "total": "candidate count", "portalTotal": "portal total", "relaxationCount": "relaxation count",
    "replicateCount": "replicate count", "replicate": "replicate number", "attemptCount": "attempt count",
    "pooledCount": "count of pooled files", "singleReplicateCount": "count of single-replicate files",
    **{f"replicate{k}OnlyCount": f"count of replicate-{k}-only files" for k in range(1, 5)},
    "scorePart": "score part", "trackCount": "track count",
    "assetCount": "asset count",
    "regionCount": "region count", "lineCount": "line count", "lineStart": "first line", "lineEnd": "last line",
    "length": "length", "start": "start", "end": "end", "signalValue": "signal value", "pValue": "p-value",
    "qValue": "q-value", "peakOffset": "summit offset", "bytesRead": "bytes read", "size": "file size",
    "centre": "centre",
    "uncoveredBases": "uncovered bases", "uncoveredFraction": "uncovered fraction", "returned": "returned count",
    "candidateCount": "candidate count", "strand": "strand",
    "median": "median (or another statistic the records do not hold)",
}

#: Attributes of a fact about two tracks together (a correlation): only that pair's fact backs a
#: sentence that names two tracks.
PAIR_ATTRIBUTES = frozenset({"pearson", "spearman", "sharedBins", "nBins", "nBinsExcluded", "nBinsTotal", "binSize"})

#: Words that state a category: (regex, attribute, value); each holds the attribute's or the value's
#: name ("minus strand").
CATEGORIES = (

    (r"\b(?:plus|forward|positive|sense|top|watson)[- ]strand(?:ed)?\b|(?<![\w-])\+[- ]?strand\b", "strand", "plus"),
    (r"\b(?:minus|reverse|negative|antisense|bottom|crick)[- ]strand(?:ed)?\b"
     r"|(?<![\w+])[-\u2212][- ]?strand\b", "strand", "minus"),
    # an ENCODE file's output type ("the signal p-value bigWig"); a fold change with a value is a number
    (r"\bsignal[- ]p[- ]?values?\b", "output type", "p-value"),
    (r"\bfold[- ]change(?:[- ]over[- ](?:the[- ])?control)?\b(?!\s*(?:of|is|was|=|:|\(|~|\d))", "output type", "fold"),
    (r"\bread[- ]depth[- ]normali[sz]ed(?:[- ]signal)?\b", "output type", "normalized"),
    (r"\braw[- ]signal\b", "output type", "raw"),
)
#: Record fields that hold a category, with their values' names.
#: Record fields that hold a category: field → (attribute, {value as stored, lower case: value's name}).
#: (A file's format is not one: "the narrowPeak file" names a file as readers know it, whatever the
#: sniffer registered it as.)
CATEGORY_FIELDS = {"strand": ("strand", {"+": "plus", "-": "minus"}),
                   "outputType": ("output type", {"fold change over control": "fold", "signal p-value": "p-value",
                                                  "read-depth normalized signal": "normalized",
                                                  "raw signal": "raw"})}

#: Words naming several tracks at once: a number said of them is not about the track named before.
COLLECTIVES = (r"\b(?:the\s+|both\s+|all\s+)?(?:two\s+|three\s+)?(?:replicates|tracks|marks|files)\b(?![\s_-]*\d)"
               r"|\b(?:each\s+other|one\s+another|the\s+other\s+(?:replicate|track|mark))\b")  # "with each other"

#: The nouns of each kind of entity, for "that peak", "the same track", "this file" (the previous
#: sentence's last entity of that kind). "region" is left out: it as often means the view.
KIND_WORDS = (
    (r"peaks?|features?|intervals?|summits?|hits?", "feature"),
    (r"tracks?|replicates?|bigwigs?|signals?|samples?", "track"),
    (r"files?|datasets?|candidates?|accessions?", "file"),
    (r"genes?", "gene"),
)

#: What the two ends of a range said "from X to Y" are when no other word names them.
RANGE_ATTRIBUTES = (frozenset({"min", "minScore"}), frozenset({"max", "maxScore"}))

#: Track-shaped words that are a file record's replicate number ("biological replicate 3").
VALUE_NAMES = ((r"(?:biol\.?\s+|biological\s+)?rep(?:licate)?s?\.?[\s_-]*\d+", "replicate"),)

#: Words before a locus that say it *is* the view / scope / region of the record.
VIEW_CUES = (r"\b(?:the\s+)?(?:browser\s+)?(?:view(?:port)?|visible\s+region|current\s+region|window|scope|"
             r"displayed\s+region)\b|\bbrowser\s+(?:is\s+)?(?:now\s+|currently\s+)?show(?:s|ing)?|\bnavigated\s+to|\bmoved\s+to|\bzoomed\s+(?:in\s+)?to"
             r"|\b(?:parked|sitting|set)\s+(?:on|at)|\bsummari[sz]ed|\banaly[sz]ed|\banalys[ie]s\s+(?:covers|covered|spans|spanned)|\bquantified|\bcomputed(?:\s+(?:over|on|for|across))?"
             r"|\bmeasured(?:\s+(?:over|on|across))?|\b(?:looking|looked|zoomed\s+in)\s+(?:at|on)")

ACCESSION_ROLES = (
    (r"experiments?|series", "experiment"),
    (r"files?|tracks?|bigwig|bigbed|downloads?|hits?|results?|candidates?", "file"),
    (r"biosamples?|samples?", "biosample"),
    (r"librar(?:y|ies)", "library"),
    (r"antibod(?:y|ies)", "antibody"),
    (r"donors?", "donor"),
)

SCOPE_PATTERNS = (
    (r"\b(?:genome[- ]wide|(?:the\s+)?(?:whole|entire)\s+genome|across\s+the\s+genome|all\s+chromosomes)\b", "all"),
    (r"\b(?:on|over|across|for|throughout|of)\s+(?:the\s+)?(?:whole\s+|entire\s+|all\s+of\s+)?(?P<chrom>chr[0-9XYMT]+)"
     r"\b(?![\s-]+(?:window|view|viewport|region|locus|interval|section|slice|stretch|segment)s?\b)",
     # "of the chr6 window" is the window; a locus "chr19:1,000-2,000" is read as one (skips "chr19:<digit>")
     "chromosome"),
    (r"\b(?P<chrom>chr[0-9XYMT]+)-wide\b|\b(?:chr|chrom)[- ]wide\b", "chromosome"),
    # "its chr19 average (0.870)": a statistic named with its chromosome
    (r"\b(?P<chrom>chr[0-9XYMT]+)(?:['\u2019]s)?[- ](?:mean|average|maximum|max|minimum|min|sum|total|sd|"
     r"cutoff|threshold)\b", "chromosome"),
    (r"\b(?:on|over|across|for|throughout|of|along)\s+(?:the\s+)?(?:whole\s+|entire\s+|all\s+of\s+)?chromosome\s+"
     r"(?P<num>[0-9]{1,2}|[XY])\b", "chromosome"),  # "on chromosome 19 as a whole"
    (r"\b(?:(?:the\s+)?(?:whole|entire|full)\s+chromosome|chromosome[- ]wide)\b", "chromosome"),
    (r"\bthe\s+chromosome(?:['\u2019]s)?\b|\bchromosome[- ](?:level|scale|mean|average|maximum|max|"
     r"minimum|sum|total|cutoff|threshold)\b", "chromosome"),
    # the view, a window or a region of it (not a whole chromosome nor the genome)
    (r"\b(?:in|within|across|over|inside|throughout|for|at|of|to)\s+(?:the|this|that|our|each)\s+"
     r"(?:(?:current|visible|displayed|same|whole|entire|full|browser|narrow|small|\d[\d,.]*(?:[- ]?(?:kb|bp|mb))?)"
     r"[- ]+)*(?:view(?:port)?|window|visible\s+region|region|locus|slice|stretch|segment|section)\b|\bin[- ]view\b"
     r"|\b(?:view(?:port)?|window)(?:['\u2019]s)?[- ](?:wide|level|mean|average|max(?:imum)?|min(?:imum)?|sum|total|"
     r"cutoff|threshold|coverage|sd|correlation|pearson|spearman|r|rho|peaks?|count|calls?|values?|signal|statistics|"
     r"stats|z-cutoff|run|runs|"
     r"result|results|record|analysis|caller)\b"
     r"|\b(?:stretch|portion|part|segment|slice|section|window|region)\s+of\s+chr[0-9xymt]+\b"
     # "Locally, rep1 tracks pooled (r 0.80)", "the viewport rep1-pooled r"
     r"|\blocally\b|\bviewport\b", "local"),
    # "the whole view": the view itself, not a window of it (the checker drops the local reading of the words)
    (r"\b(?:whole|entire|full|complete)\s+(?:browser\s+)?view(?:port)?\b", "view"),
)

_REPLICATE_RE = re.compile(r"(?i)^rep(?:licate)?[ _-]?(\d+)(.*)$")
_ID_SUFFIX_RE = re.compile(r"_[0-9a-f]{4,8}$")
_ORDINALS = {"1": "first", "2": "second", "3": "third", "4": "fourth"}


def track_names(track_id: str | None, name: str | None = None) -> tuple[str, ...]:
    """The names a sentence may use for a track: its id, display name, the id without its random
    suffix, and for replicate names "rep1" / "rep 1" / "replicate 1" (with any rest: "rep1
    peaks") and "first replicate"; a track named "pooled" is also "the pool"."""
    names: list[str] = [n for n in (track_id, name) if n]
    if track_id:
        bare = _ID_SUFFIX_RE.sub("", track_id)
        names += [bare, bare.replace("_", " ")]
    for n in list(names):
        m = _REPLICATE_RE.match(n.strip())
        if m:
            rest = m.group(2).replace("_", " ").rstrip()
            names += [f"rep{m.group(1)}{rest}", f"rep {m.group(1)}{rest}", f"replicate {m.group(1)}{rest}"]
            if m.group(1) in _ORDINALS and not rest:  # "the second replicate"
                names.append(f"{_ORDINALS[m.group(1)]} replicate")
        elif n.strip().lower() == "pooled":  # "the pool sat in between at 1.45"
            names.append("the pool")
    return tuple(dict.fromkeys(n for n in names if n))
