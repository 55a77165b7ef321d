package wire

import (
	"github.com/punch-dev/punch/compiler/eval"
)

// Match reports whether a resource matches an exported collector's query
// with PuppetDB's semantics (see eval.ExportQuery): a parameter equals the
// value when its JSON value is exactly it, "!=" negates (so also matches
// a resource without the parameter), tag matches one of the resource's
// tags, title the title. A nil query matches everything.
func Match(q *eval.ExportQuery, r *Resource) bool {
	if q == nil {
		return true
	}
	switch q.Op {
	case "and":
		return Match(q.Left, r) && Match(q.Right, r)
	case "or":
		return Match(q.Left, r) || Match(q.Right, r)
	case "==":
		return equals(q, r)
	case "!=":
		return !equals(q, r)
	}
	return false
}

func equals(q *eval.ExportQuery, r *Resource) bool {
	switch q.Attr {
	case "title":
		s, ok := q.Value.(string)
		return ok && s == r.Title
	case "tag":
		s, ok := q.Value.(string)
		if !ok {
			return false
		}
		for _, t := range r.Tags {
			if t == s {
				return true
			}
		}
		return false
	}
	if q.Value == nil {
		// PuppetDB compares with SQL equality: null equals nothing.
		return false
	}
	v, ok := r.Param(q.Attr)
	return ok && v != nil && Equal(v, q.Value)
}

// QueryAST is the query Puppet's PuppetDB terminus sends to
// /pdb/query/v4/resources for an exported collector of type typ on node
// (Puppet::Resource::Puppetdb#search), as JSON.
func QueryAST(node, typ string, q *eval.ExportQuery) []byte {
	b := []byte(`["and",["=","type",`)
	b = appendString(b, typ)
	b = append(b, `],["=","exported",true],["not",["=","certname",`...)
	b = appendString(b, node)
	b = append(b, "]]"...)
	if q != nil {
		b = append(b, ',')
		b = appendQuery(b, q)
	}
	return append(b, ']')
}

func appendQuery(b []byte, q *eval.ExportQuery) []byte {
	switch q.Op {
	case "and", "or":
		b = append(b, '[')
		b = appendString(b, q.Op)
		b = append(b, ',')
		b = appendQuery(b, q.Left)
		b = append(b, ',')
		b = appendQuery(b, q.Right)
		return append(b, ']')
	}
	if q.Op == "!=" {
		b = append(b, `["not",`...)
	}
	b = append(b, `["=",`...)
	switch q.Attr {
	case "title", "tag":
		b = appendString(b, q.Attr)
	default:
		b = append(b, `["parameter",`...)
		b = appendString(b, q.Attr)
		b = append(b, ']')
	}
	b = append(b, ',')
	b = AppendValue(b, q.Value)
	b = append(b, ']')
	if q.Op == "!=" {
		b = append(b, ']')
	}
	return b
}

// Collected converts resources found for a collector to the compiler's
// form.
func Collected(rs []*Resource) []eval.ExportedResource {
	out := make([]eval.ExportedResource, len(rs))
	for i, r := range rs {
		ps := make([]eval.ExportedParam, len(r.Parameters))
		for j, p := range r.Parameters {
			ps[j] = eval.ExportedParam{Name: p.Name, Value: p.Value}
		}
		out[i] = eval.ExportedResource{Node: r.Certname, Type: r.Type, Title: r.Title, Params: ps}
	}
	return out
}
