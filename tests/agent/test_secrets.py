"""The API key is sent in the Authorization header and nowhere else: not in the history, the
citations, the exports, events, repr, error messages or a pickle."""

from __future__ import annotations

import json
import pickle

from genie_widgets.agent import Conversation, OpenAICompatible

from .llm_server import JSONReply, text_reply, tool_reply, tool_results

SECRET = "sk-SECRET-do-not-leak-4f9a8b7c6d5e"


def test_key_goes_only_into_the_header(llm_server, project, tracks, monkeypatch):
    monkeypatch.setenv("GW_TEST_KEY", SECRET)
    direct = OpenAICompatible("https://api.example.org/v1", "m", api_key=SECRET)
    assert SECRET not in repr(direct) + str(vars(direct)) + pickle.dumps(direct).decode("latin-1")
    model = OpenAICompatible(llm_server.base_url, "scripted-model", api_key_env="GW_TEST_KEY",
                             extra_headers={"X-Org": "org-hidden-123456"}, backoff=0.01)
    llm_server.script = [
        tool_reply(("c1", "genome_signal_stats", "{}")),
        lambda body: text_reply(f"Done {tool_results(body)[0]['citationToken']}."),
        JSONReply({"error": {"message": f"key {SECRET} was revoked"}}, status=401),
    ]
    chat = Conversation(project, agent=model)
    events = list(chat.send("measure")) + list(chat.send("again"))
    assert events[-1].type == "error" and "[redacted]" in events[-1].message

    assert llm_server.requests[0]["headers"]["Authorization"] == f"Bearer {SECRET}"
    assert llm_server.requests[0]["headers"]["X-Org"] == "org-hidden-123456"
    assert all(SECRET not in json.dumps(r["body"]) for r in llm_server.requests)

    surfaces = {
        "messages.jsonl": chat.session.messages_path.read_text(encoding="utf-8"),
        "citations.jsonl": (chat.session.dir / "citations.jsonl").read_text(encoding="utf-8"),
        "events": json.dumps([e.to_json() for e in events]),
        "transcript": json.dumps(chat.transcript()),
        "markdown": chat.to_markdown(),
        "html": chat.to_html(),
        "repr": repr(model) + repr(chat) + model.label + str(vars(model)),
        "pickle": pickle.dumps(model).decode("latin-1"),
    }
    for name, text in surfaces.items():
        assert SECRET not in text, name
        assert "org-hidden-123456" not in text, name
    assert "api_key=set" in repr(model)
    clone = pickle.loads(pickle.dumps(model))
    assert clone.has_api_key  # read from the environment again, not from the pickle
    monkeypatch.delenv("GW_TEST_KEY")
    assert not clone.has_api_key and "api_key=not set" in repr(clone)


def test_no_key_no_authorization_header(llm_server, project, monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    llm_server.script = [text_reply("hi")]
    Conversation(project, agent=OpenAICompatible(llm_server.base_url, "local")).ask("hello")
    assert "Authorization" not in llm_server.requests[0]["headers"]


def test_client_configuration(llm_server, monkeypatch):
    model = OpenAICompatible("https://user:pw@api.example.org/v1/", "gpt-x", extra_body={"temperature": 0})
    assert model.endpoint == "https://user:pw@api.example.org/v1/chat/completions"
    assert model.label == "gpt-x @ api.example.org"
    assert "pw" not in repr(model)
    assert OpenAICompatible("http://h/v1/chat/completions", "m").endpoint == "http://h/v1/chat/completions"
    for bad in ("", "ftp://x", "localhost:8080"):
        try:
            OpenAICompatible(bad, "m")
        except ValueError as exc:
            assert "http(s) URL" in str(exc)
        else:  # pragma: no cover
            raise AssertionError(bad)
    assert OpenAICompatible.from_env({}) is None
    env = {"GENIE_WIDGETS_BASE_URL": llm_server.base_url, "GENIE_WIDGETS_MODEL": "m1",
           "GENIE_WIDGETS_API_KEY_ENV": "MY_KEY"}
    configured = OpenAICompatible.from_env(env)
    assert configured.label.startswith("m1 @ 127.0.0.1") and configured.api_key_env == "MY_KEY"
    llm_server.script = [text_reply("ok")]
    turn = OpenAICompatible(llm_server.base_url, "m", extra_body={"temperature": 0, "max_tokens": 50}).complete(
        [{"role": "user", "content": "hi"}])
    assert turn.content == "ok"
    assert llm_server.requests[-1]["body"]["temperature"] == 0 and llm_server.requests[-1]["body"]["max_tokens"] == 50
