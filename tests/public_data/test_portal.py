"""The local test portal itself: real JSON, the portal's protocol, the synthetic bigWig download."""

from __future__ import annotations

import json

import pyBigWig
import requests

from .conftest import SYNTHETIC_PEAK


def get(portal, path, **params):
    params.setdefault("format", "json")
    return requests.get(f"{portal.url}{path}", params=params, timeout=10)


def test_it_holds_every_catalog_file_and_the_recorded_files(portal, encode_api):
    data = portal.data
    recorded = sum(len(e["files"]) for e in data.experiments.values())
    assert recorded == 44 + 22
    # igv's catalog has 196,655 rows; rows whose accession is also a recorded File are served as recorded
    catalog = len(data.files) - recorded
    assert 196_655 - recorded <= catalog <= 196_655
    assert {"K562", "HepG2"} <= set(data.ontologies)


def test_recorded_objects_are_served_as_recorded(portal, encode_api):
    body = get(portal, "/experiments/ENCSR552YGL/").json()
    assert body == json.loads((encode_api / "encodeproject_tests/long_sample.json").read_text())
    f = get(portal, "/files/ENCFF704MKQ/").json()
    assert f["date_created"] == "2016-10-24T16:04:07.178278+00:00"
    assert f["cloud_metadata"]["url"].endswith("ENCFF704MKQ.bigWig")
    assert f["biosample_ontology"]["organ_slims"] == ["blood", "bodily fluid"]  # the experiment's, as recorded
    assert get(portal, "/biosample-types/cell_line_EFO_0001187/").json()["term_name"] == "HepG2"


def test_a_catalog_row_in_the_portals_file_shape(portal):
    f = get(portal, "/files/ENCFF381NDD/").json()
    assert f["@id"] == "/files/ENCFF381NDD/" and f["@type"] == ["File", "Item"]
    assert f["dataset"] == "/experiments/ENCSR000AKP/"
    assert f["href"] == "/files/ENCFF381NDD/@@download/ENCFF381NDD.bigWig"
    assert f["biological_replicates"] == [1, 2, 3] and f["technical_replicates"] == ["1_1", "2_1", "3_1", "3_2"]
    assert (f["assay_term_name"], f["assay_title"], f["target"]["label"]) == ("ChIP-seq", "Histone ChIP-seq", "H3K27ac")
    assert f["biosample_ontology"]["term_name"] == "K562" and f["biosample_ontology"]["cell_slims"]


def test_search_filters_like_the_portal(portal):
    body = get(portal, "/search/", type="File", **{"target.label": "H3K27ac", "biosample_ontology.term_name": "K562",
                                                   "assembly": "GRCh38", "file_format": "bigWig"}).json()
    assert body["@type"] == ["Search"] and body["total"] == 20 and len(body["@graph"]) == 20
    assert {f["output_type"] for f in body["@graph"]} == {"fold change over control", "signal p-value"}
    only_fc = get(portal, "/search/", type="File", limit="all", **{
        "target.label": "H3K27ac", "biosample_ontology.term_name": "K562", "assembly": "GRCh38",
        "file_format": "bigWig", "output_type!": "signal p-value"}).json()
    assert {f["output_type"] for f in only_fc["@graph"]} == {"fold change over control"}
    either = requests.get(f"{portal.url}/search/?type=File&accession=ENCFF381NDD&accession=ENCFF779QTH&format=json",
                          timeout=10).json()
    assert sorted(f["accession"] for f in either["@graph"]) == ["ENCFF381NDD", "ENCFF779QTH"]
    assert {f["field"] for f in body["filters"]} == {"type", "target.label", "biosample_ontology.term_name",
                                                     "assembly", "file_format"}


def test_field_limit_sort_and_search_term(portal):
    body = get(portal, "/search/", type="File", dataset="/experiments/ENCSR552YGL/", file_format="bigWig",
               assembly="GRCh38", sort="-date_created", limit="2", **{"target.label": "eGFP-NFE2"},
               field=["accession", "biosample_ontology.term_name", "date_created"]).json()
    assert body["total"] == 6 and len(body["@graph"]) == 2
    first = body["@graph"][0]
    assert set(first) == {"@id", "@type", "accession", "biosample_ontology", "date_created"}
    assert first["biosample_ontology"] == {"term_name": "K562"}
    assert first["accession"] == "ENCFF704MKQ"  # the newest of the six
    words = get(portal, "/search/", type="File", searchTerm="h3k27ac K562", assembly="GRCh38",
                file_format="bigWig").json()
    assert words["total"] == 20


def test_no_results_unknown_types_html_and_missing_objects(portal):
    r = get(portal, "/search/", type="File", accession="ENCFF000NOPE")
    assert r.status_code == 404 and r.json()["notification"] == "No results found" and r.json()["total"] == 0
    r = get(portal, "/search/", type="Nonsense")
    assert r.status_code == 400 and r.json()["description"] == "Invalid type: Nonsense"
    r = requests.get(f"{portal.url}/search/?type=File", timeout=10)
    assert r.headers["Content-Type"].startswith("text/html")
    assert get(portal, "/experiments/ENCSR000NOPE/").status_code == 404
    assert get(portal, "/search/", type="BiosampleType", searchTerm="hepg2").json()["@graph"][0]["term_name"] == "HepG2"
    assert get(portal, "/search/", type="Experiment", assay_title="ATAC-seq").json()["@graph"][0]["accession"] \
        == "ENCSR808QCJ"


def test_downloads_redirect_to_a_synthetic_bigwig_with_range_and_head(portal, tmp_path):
    url = f"{portal.url}/files/ENCFF381NDD/@@download/ENCFF381NDD.bigWig"
    r = requests.get(url, allow_redirects=False, timeout=10)
    assert r.status_code == 307 and r.headers["Location"].endswith("/encode-public/ENCFF381NDD/ENCFF381NDD.bigWig")
    head = requests.head(r.headers["Location"], timeout=10)
    size = int(head.headers["Content-Length"])
    assert head.status_code == 200 and head.headers["Accept-Ranges"] == "bytes" and head.content == b""
    part = requests.get(url, headers={"Range": "bytes=0-3"}, timeout=10)
    assert part.status_code == 206 and part.headers["Content-Range"] == f"bytes 0-3/{size}"
    assert part.content == b"\x26\xfc\x8f\x88"  # the bigWig magic number, little-endian
    assert requests.get(url, headers={"Range": f"bytes={size}-"}, timeout=10).status_code == 416
    whole = requests.get(url, timeout=10)
    assert whole.headers["X-Synthetic-Data"].startswith("SYNTHETIC")
    path = tmp_path / "dl.bigWig"
    path.write_bytes(whole.content)
    bw = pyBigWig.open(str(path))
    assert bw.stats("chr8", SYNTHETIC_PEAK[0], SYNTHETIC_PEAK[1], type="max")[0] == 20.0
    bw.close()
    missing = requests.get(f"{portal.url}/files/ENCFF000NOPE/@@download/ENCFF000NOPE.bigWig", timeout=10)
    assert missing.status_code == 404
