"""A small JSON Schema checker for the tests: the keywords the published schemas use (``$ref`` into
``$defs``, ``type``, ``enum``, ``const``, ``properties``, ``required``, ``additionalProperties``,
``propertyNames``, ``items``, ``anyOf``, ``oneOf`` with its ``discriminator``, ``minimum``), enough to check a published
file against its published schema without a dependency. An unknown keyword is an error, so that
a schema using more than this checks is noticed rather than half-checked."""

from __future__ import annotations

KNOWN = {"$schema", "$id", "$defs", "$ref", "type", "enum", "const", "properties", "required",
         "additionalProperties", "propertyNames", "items", "anyOf", "oneOf", "minimum", "title",
         "description", "default", "discriminator"}
TYPES = {"string": str, "integer": int, "number": (int, float), "boolean": bool, "null": type(None),
         "object": dict, "array": list}


def errors(value, schema: dict, root: dict | None = None, where: str = "$") -> list[str]:
    """Every place where ``value`` does not follow ``schema`` (empty: it does)."""
    root = root or schema
    unknown = set(schema) - KNOWN
    if unknown:
        return [f"{where}: the checker does not know {sorted(unknown)}"]
    if "$ref" in schema:
        name = schema["$ref"].removeprefix("#/$defs/")
        return errors(value, root["$defs"][name], root, where)
    out: list[str] = []
    if "type" in schema:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        ok = any(isinstance(value, TYPES[k]) and not (k in ("integer", "number") and isinstance(value, bool))
                 for k in kinds)
        if not ok:
            return [f"{where}: {type(value).__name__} where {kinds} is expected"]
    if "enum" in schema and value not in schema["enum"]:
        out.append(f"{where}: {value!r} not in {schema['enum']}")
    if "const" in schema and value != schema["const"]:
        out.append(f"{where}: {value!r} is not {schema['const']!r}")
    if "minimum" in schema and value < schema["minimum"]:
        out.append(f"{where}: {value} < {schema['minimum']}")
    if isinstance(value, dict):
        props = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                out.append(f"{where}: `{key}` is missing")
        for key, item in value.items():
            if key in props:
                out += errors(item, props[key], root, f"{where}.{key}")
            elif schema.get("additionalProperties") is False:
                out.append(f"{where}: `{key}` is not allowed")
            elif isinstance(schema.get("additionalProperties"), dict):
                out += errors(item, schema["additionalProperties"], root, f"{where}.{key}")
            if "propertyNames" in schema:
                out += errors(key, schema["propertyNames"], root, f"{where} key {key!r}")
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            out += errors(item, schema["items"], root, f"{where}[{i}]")
    if "anyOf" in schema and not any(not errors(value, s, root, where) for s in schema["anyOf"]):
        out.append(f"{where}: matches none of anyOf")
    if "discriminator" in schema and isinstance(value, dict):  # the property names the one schema to follow
        mapping = schema["discriminator"]["mapping"]
        kind = value.get(schema["discriminator"]["propertyName"])
        if kind not in mapping:
            return out + [f"{where}: {kind!r} is none of {sorted(mapping)}"]
        return out + errors(value, {"$ref": mapping[kind]}, root, where)
    if "oneOf" in schema:
        matching = [s for s in schema["oneOf"] if not errors(value, s, root, where)]
        if len(matching) != 1:
            out.append(f"{where}: matches {len(matching)} of oneOf, not exactly one")
    return out
