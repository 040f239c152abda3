"""The checker's labelled sentence set as data: ``sets/<batch>.jsonl``, ``batches.json`` and
``golden.jsonl``, with the record sets that fill their placeholders (``records_<name>.py``) and the
runner (``python -m eval``). Not part of the package: the wheel ships ``genie_widgets`` only."""
