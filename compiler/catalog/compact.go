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
	b = append(b, `{"tags":`...)
	b = appendCompactStrings(b, c.Tags)
	b = append(b, `,"name":`...)
	b = appendString(b, c.Name)
	b = append(b, `,"version":`...)
	if c.VersionText != nil {
		b = appendString(b, *c.VersionText)
	} else {
		b = strconv.AppendInt(b, c.Version, 10)
	}
	b = append(b, `,"code_id":`...)
	if c.CodeID == "" {
		b = append(b, "null"...)
	} else {
		b = appendString(b, c.CodeID)
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
		b = r.appendCompact(b)
	}
	b = append(b, `],"edges":[`...)
	for i, e := range c.Edges {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"source":`...)
		b = appendString(b, e.Source)
		b = append(b, `,"target":`...)
		b = appendString(b, e.Target)
		b = append(b, '}')
	}
	b = append(b, `],"classes":`...)
	b = appendCompactStrings(b, c.Classes)
	return append(b, '}')
}

func (r *Resource) appendCompact(b []byte) []byte {
	b = append(b, `{"type":`...)
	b = appendString(b, r.Type)
	b = append(b, `,"title":`...)
	b = appendString(b, r.Title)
	b = append(b, `,"tags":`...)
	b = appendCompactStrings(b, r.Tags)
	if r.File != "" {
		b = append(b, `,"file":`...)
		b = appendString(b, r.File)
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
			b = appendString(b, p.Name)
			b = append(b, ':')
			b = appendCompactValue(b, p.Value)
		}
		b = append(b, '}')
	}
	if len(r.Sensitive) > 0 {
		b = append(b, `,"sensitive_parameters":`...)
		b = appendCompactStrings(b, r.Sensitive)
	}
	return append(b, '}')
}

func appendCompactStrings(b []byte, list []string) []byte {
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// appendCompactValue is enc.value without white space.
func appendCompactValue(b []byte, v values.Value) []byte {
	switch x := v.(type) {
	case nil:
		return append(b, "null"...)
	case string:
		return appendString(b, x)
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
		for i, el := range x {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendCompactValue(b, el)
		}
		return append(b, ']')
	case *values.Hash:
		b = append(b, '{')
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			ks, ok := k.(string)
			if !ok {
				ks = values.ToString(k)
			}
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, ks)
			b = append(b, ':')
			b = appendCompactValue(b, val)
		}
		return append(b, '}')
	case SensitiveData:
		b = append(b, `{"__ptype":"Sensitive","__pvalue":`...)
		b = appendCompactValue(b, x.Value)
		return append(b, '}')
	}
	return appendString(b, values.ToString(v))
}
