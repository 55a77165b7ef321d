package catalog

import (
	"strconv"

	"github.com/punch-dev/punch/compiler/values"
)

// The compact encoder: what every agent's catalog request costs. It writes
// the same bytes as enc in compact mode (the pretty form without its
// white space), with the keys' punctuation written as constants and the
// buffer kept in a local variable (no indentation checks, no writes
// through a pointer).

func (c *Catalog) appendCompact(b []byte) []byte {
	t := newSeen()
	b = c.appendCompactSeen(b, t)
	t.put()
	return b
}

// appendCompactSeen is appendCompact with the table t of the strings
// written (seen.go), empty.
func (c *Catalog) appendCompactSeen(b []byte, t *seen) []byte {
	b = append(b, `{"tags":`...)
	b = appendCompactStrings(b, c.Tags, t)
	b = append(b, `,"name":`...)
	b = appendString(b, c.Name)
	b = append(b, `,"version":`...)
	switch {
	case c.NoVersion:
		b = append(b, "null"...)
	case c.VersionText != nil:
		b = appendString(b, *c.VersionText)
	default:
		b = strconv.AppendInt(b, c.Version, 10)
	}
	b = append(b, `,"code_id":`...)
	if c.CodeID == nil {
		b = append(b, "null"...)
	} else {
		b = appendString(b, *c.CodeID)
	}
	b = append(b, `,"catalog_uuid":`...)
	b = appendString(b, c.UUID)
	b = append(b, `,"catalog_format":2,"environment":`...)
	b = appendString(b, c.Environment)
	b = append(b, `,"resources":[`...)
	for i, r := range c.Resources {
		if i > 0 {
			b = append(b, ',')
		}
		b = r.appendCompact(b, t)
	}
	b = append(b, `],"edges":[`...)
	for i, e := range c.Edges {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"source":`...)
		b = t.str(b, e.Source)
		b = append(b, `,"target":`...)
		b = t.str(b, e.Target)
		b = append(b, '}')
	}
	b = append(b, `],"classes":`...)
	b = appendCompactStrings(b, c.Classes, t)
	b = c.appendInlined(b, true)
	return append(b, '}')
}

func (r *Resource) appendCompact(b []byte, t *seen) []byte {
	b = append(b, `{"type":`...)
	b = t.str(b, r.Type)
	b = append(b, `,"title":`...)
	b = t.str(b, r.Title)
	b = append(b, `,"tags":`...)
	b = appendCompactStrings(b, r.Tags, t)
	if r.hasFile() {
		b = append(b, `,"file":`...)
		b = t.str(b, r.File)
	}
	if r.Line > 0 {
		b = append(b, `,"line":`...)
		b = strconv.AppendInt(b, int64(r.Line), 10)
	}
	if r.Exported {
		b = append(b, `,"exported":true`...)
	} else {
		b = append(b, `,"exported":false`...)
	}
	if r.Kind != "" {
		b = append(b, `,"kind":`...)
		b = appendString(b, r.Kind)
	}
	if len(r.Params) > 0 {
		b = append(b, `,"parameters":{`...)
		for i, p := range r.Params {
			if i > 0 {
				b = append(b, ',')
			}
			b = t.str(b, p.Name)
			b = append(b, ':')
			b = appendCompactValue(b, p.Value, t)
		}
		b = append(b, '}')
	}
	if len(r.Sensitive) > 0 {
		b = append(b, `,"sensitive_parameters":`...)
		b = appendCompactStrings(b, r.Sensitive, t)
	}
	return append(b, '}')
}

// appendCompactStrings writes a list of strings (the tags of every
// resource: a third of a catalog's strings), each through the catalog's
// table of strings written (seen).
func appendCompactStrings(b []byte, list []string, t *seen) []byte {
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = t.str(b, s)
	}
	return append(b, ']')
}

// appendCompactValue is enc.value without white space.
// AppendValue appends the compact JSON of a parameter value as catalogs
// write it (PuppetDB's payloads use it too, api/puppetdb/wire).
func AppendValue(b []byte, v values.Value) []byte { return appendCompactValue(b, v, nil) }

// AppendString appends a JSON string as catalogs write it.
func AppendString(b []byte, s string) []byte { return appendString(b, s) }

// t, when not nil, is the catalog's table of strings written (seen).
func appendCompactValue(b []byte, v values.Value, t *seen) []byte {
	switch x := v.(type) {
	case nil:
		return append(b, "null"...)
	case string:
		return t.str(b, x)
	case bool:
		if x {
			return append(b, "true"...)
		}
		return append(b, "false"...)
	case int64:
		return strconv.AppendInt(b, x, 10)
	case int:
		return strconv.AppendInt(b, int64(x), 10)
	case float64:
		return append(b, values.FormatFloat(x)...)
	case []values.Value:
		b = append(b, '[')
		for i, e := range x {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendCompactValue(b, e, t)
		}
		return append(b, ']')
	case *values.Hash:
		b = append(b, '{')
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if i > 0 {
				b = append(b, ',')
			}
			b = appendKey(b, k, t)
			b = append(b, ':')
			b = appendCompactValue(b, val, t)
		}
		return append(b, '}')
	case SensitiveData:
		b = append(b, `{"__ptype":"Sensitive","__pvalue":`...)
		b = appendCompactValue(b, x.Value, t)
		return append(b, '}')
	}
	return appendString(b, values.ToString(v))
}

// appendKey writes a hash key as a JSON object's key: a string as it is,
// any other value as its string form.
func appendKey(b []byte, k values.Value, t *seen) []byte {
	if ks, ok := k.(string); ok {
		return t.str(b, ks)
	}
	return appendString(b, values.ToString(k))
}

// The pretty encoder of resources and edges, the bulk of `punch compile`'s
// output: the same bytes as enc in pretty mode, with the indentation of
// the fixed depths (a resource is at depth 2 of the catalog) written as
// constants.

const (
	nl2 = "\n    "
	nl3 = "\n      "
	nl4 = "\n        "
)

// appendPretty writes a resource at depth 2, with the new line before it.
func (r *Resource) appendPretty(b []byte) []byte {
	b = append(b, nl2+`{`+nl3+`"type": `...)
	b = appendString(b, r.Type)
	b = append(b, `,`+nl3+`"title": `...)
	b = appendString(b, r.Title)
	b = append(b, `,`+nl3+`"tags": `...)
	b = appendPrettyStrings(b, 3, r.Tags)
	if r.hasFile() {
		b = append(b, `,`+nl3+`"file": `...)
		b = appendString(b, r.File)
	}
	if r.Line > 0 {
		b = append(b, `,`+nl3+`"line": `...)
		b = strconv.AppendInt(b, int64(r.Line), 10)
	}
	if r.Exported {
		b = append(b, `,`+nl3+`"exported": true`...)
	} else {
		b = append(b, `,`+nl3+`"exported": false`...)
	}
	if r.Kind != "" {
		b = append(b, `,`+nl3+`"kind": `...)
		b = appendString(b, r.Kind)
	}
	if len(r.Params) > 0 {
		b = append(b, `,`+nl3+`"parameters": {`...)
		for i, p := range r.Params {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, nl4...)
			b = appendString(b, p.Name)
			b = append(b, ": "...)
			b = appendPrettyValue(b, 4, p.Value)
		}
		b = append(b, nl3+`}`...)
	}
	if len(r.Sensitive) > 0 {
		b = append(b, `,`+nl3+`"sensitive_parameters": `...)
		b = appendPrettyStrings(b, 3, r.Sensitive)
	}
	return append(b, nl2+`}`...)
}

// appendPretty writes an edge at depth 2, with the new line before it.
func (e Edge) appendPretty(b []byte) []byte {
	b = append(b, nl2+`{`+nl3+`"source": `...)
	b = appendString(b, e.Source)
	b = append(b, `,`+nl3+`"target": `...)
	b = appendString(b, e.Target)
	return append(b, nl2+`}`...)
}

// appendNL starts a new line at depth.
func appendNL(b []byte, depth int) []byte {
	if n := 1 + 2*depth; n <= len(indents) {
		return append(b, indents[:n]...)
	}
	b = append(b, '\n')
	for i := 0; i < depth; i++ {
		b = append(b, "  "...)
	}
	return b
}

func appendPrettyStrings(b []byte, depth int, list []string) []byte {
	return appendPrettyArray(b, depth, list, appendPrettyString)
}

func appendPrettyString(b []byte, _ int, s string) []byte { return appendString(b, s) }

// appendPrettyArray writes list as a JSON array at depth in pretty mode,
// each element written by elem at depth+1.
func appendPrettyArray[T any](b []byte, depth int, list []T, elem func([]byte, int, T) []byte) []byte {
	if len(list) == 0 {
		return append(b, "[]"...)
	}
	b = append(b, '[')
	for i, e := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendNL(b, depth+1)
		b = elem(b, depth+1, e)
	}
	b = appendNL(b, depth)
	return append(b, ']')
}

// appendPrettyValue is enc.value in pretty mode.
func appendPrettyValue(b []byte, depth int, v values.Value) []byte {
	switch x := v.(type) {
	case []values.Value:
		return appendPrettyArray(b, depth, x, appendPrettyValue)
	case *values.Hash:
		if x.Len() == 0 {
			return append(b, "{}"...)
		}
		b = append(b, '{')
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if i > 0 {
				b = append(b, ',')
			}
			b = appendNL(b, depth+1)
			b = appendKey(b, k, nil)
			b = append(b, ": "...)
			b = appendPrettyValue(b, depth+1, val)
		}
		b = appendNL(b, depth)
		return append(b, '}')
	case SensitiveData:
		b = append(b, '{')
		b = appendNL(b, depth+1)
		b = append(b, `"__ptype": "Sensitive",`...)
		b = appendNL(b, depth+1)
		b = append(b, `"__pvalue": `...)
		b = appendPrettyValue(b, depth+1, x.Value)
		b = appendNL(b, depth)
		return append(b, '}')
	}
	// A scalar is written alike in both modes.
	return appendCompactValue(b, v, nil)
}
