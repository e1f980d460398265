"""Numbers that YAML 1.1 reads surprisingly are refused where every file is read (``marquoir.yamlsafe``), with a
message that says what was probably meant; plain decimals stay numbers, quoted text stays text."""

from __future__ import annotations

import pytest

from marquoir import yamlsafe
from marquoir.yamlsafe import YamlError, YamlErrors


@pytest.mark.parametrize("text, says", [
    ("010", "`010` is read by YAML as the octal number 8: write 10, or '010' in quotes for text"),
    ("-010", "`-010` is read by YAML as the octal number -8: write -10"),
    ("0_10", "`0_10` is read by YAML as the octal number 8: write 10"),
    ("08", "`08` is read by YAML as the text '08' (a number cannot start with 0): write 8, or '08' in quotes"),
    ("0x10", "`0x10` is read by YAML as the hexadecimal number 16: write 16, or '0x10' in quotes for text"),
    ("0b1010", "`0b1010` is read by YAML as the binary number 10: write 10"),
    ("1_0", "`1_0` is read by YAML as 10 (the _ is ignored): write 10, or '1_0' in quotes for text"),
    ("1_000.5", "`1_000.5` is read by YAML as 1000.5 (the _ is ignored): write 1000.5"),
    ("10:00", "`10:00` is read by YAML as 600 (base 60, like a time of day): write 600, or '10:00' in quotes"),
    ("1:30.5", "`1:30.5` is read by YAML as 90.5 (base 60, like a time of day): write 90.5"),
    ("+12", "`+12` is read by YAML as 12: write 12 (without the +), or '+12' in quotes for text"),
    (".5", "`.5` is read by YAML as 0.5: write 0.5"),
    ("1.", "`1.` is read by YAML as 1: write 1"),
    ("1.0e+3", "`1.0e+3` is read by YAML as 1000: write 1000"),
    (".inf", "`.inf` is read by YAML as infinity: write a number, or '.inf' in quotes for text"),
    ("-.inf", "`-.inf` is read by YAML as infinity"),
    (".nan", "`.nan` is read by YAML as not a number"),
])
def test_surprising_numbers_are_refused_saying_what_was_meant(text, says):
    """Mutation: skip ``number_trap`` in ``_Builder.scalar`` (accept every form YAML reads) → every case fails."""
    with pytest.raises(YamlError) as caught:
        yamlsafe.loads(f"players: [Alice, Bruno]\nseed: {text}\n", "case.yaml")
    assert str(caught.value) == f"case.yaml:2: seed: {caught.value.message}"
    assert says in caught.value.message


@pytest.mark.parametrize("text, value", [("10", 10), ("-3", -3), ("0", 0), ("18.5", 18.5), ("-0.9", -0.9),
                                         ("1.50", 1.5), ("'010'", "010"), ('"10:00"', "10:00"), ("'08'", "08"),
                                         ("1e5", "1e5"), ("0o10", "0o10"), ("v1.10", "v1.10")])
def test_plain_decimals_stay_numbers_and_quoted_text_stays_text(text, value):
    assert yamlsafe.loads(f"n: {text}\n").data == {"n": value}


def test_keys_stay_as_written():
    assert yamlsafe.loads("010: a\n10:00: b\n").data == {"010": "a", "10:00": "b"}


def test_every_surprising_number_of_a_file_is_reported():
    """Mutation: ``raise`` the first number trap instead of collecting them → only line 2 is reported → fails."""
    with pytest.raises(YamlErrors) as caught:
        yamlsafe.loads("a: 1\nb: 010\nc: [2, 0x1F]\nd:\n  e: 10:30\n", "many.yaml")
    errors = caught.value.errors
    assert [(e.line, e.field) for e in errors] == [(2, "b"), (3, "c[1]"), (5, "d.e")]
    assert str(caught.value).splitlines()[1] == ("many.yaml:3: c[1]: `0x1F` is read by YAML as the hexadecimal number "
                                                 "31: write 31, or '0x1F' in quotes for text")
    assert caught.value.line == 2 and caught.value.field == "b"  # read as one YamlError: the first


def test_a_duplicate_key_and_a_number_are_both_reported():
    with pytest.raises(YamlErrors) as caught:
        yamlsafe.loads("a: 1\na: 2\nb: 010\n", "dup.yaml")
    assert [e.message.split(" (")[0] for e in caught.value.errors] == [
        "duplicate key `a`", "`010` is read by YAML as the octal number 8: write 10, or '010' in quotes for text"]


def test_yaml_error_takes_its_arguments_in_the_order_of_the_message():
    error = YamlError("f.yaml", 3, "seed", "a whole number is expected")
    assert str(error) == "f.yaml:3: seed: a whole number is expected" and error.errors == [error]
    assert str(YamlError("f.yaml", None, None, "the file is empty")) == "f.yaml: the file is empty"


@pytest.mark.parametrize("value, says", [
    (True, "YAML read this as true (a bare yes/no/on/off/true/false); put the text in quotes"),
    (False, "YAML read this as false"),
    (3, "YAML read this as the number 3; put it in quotes if it is text"),
    (1.1, "YAML read this as the number 1.1; put it in quotes to keep it as written (e.g. '1.10')"),
    ("text", None), (None, None),
])
def test_the_yaml_traps_are_explained_once(value, says):
    found = yamlsafe.trap(value)
    assert found == says if says is None else says in found


def test_the_translation_lock_keeps_its_fingerprints_as_written(tmp_path):
    """The lock is generated with unquoted fingerprints: digits only, a leading 0 or octal digits stay text.
    Mutation: read the lock without ``as_text`` → 094965851850 is refused and 123456789012 becomes a number → fails."""
    from marquoir.facts.translations import read_lock

    (tmp_path / "translations.lock").write_text(
        "# generated\nmoyen-age/a: {en: 094965851850, ja: 123456789012}\n"
        "moyen-age/b: {en: 012345670123, ja: 0a1b2c3d4e5f}\n", encoding="utf-8")
    assert read_lock(tmp_path) == {"moyen-age/a": {"en": "094965851850", "ja": "123456789012"},
                                   "moyen-age/b": {"en": "012345670123", "ja": "0a1b2c3d4e5f"}}
