package wire

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/punch-dev/punch/compiler/values"
)

// MarshalJSON writes the resource with its parameters in order.
func (r *Resource) MarshalJSON() ([]byte, error) {
	return r.AppendJSON(nil), nil
}

// AppendJSON appends the resource's JSON.
func (r *Resource) AppendJSON(b []byte) []byte {
	b = append(b, '{')
	if r.Certname != "" {
		b = append(b, `"certname":`...)
		b = appendString(b, r.Certname)
		b = append(b, ',')
	}
	b = append(b, `"type":`...)
	b = appendString(b, r.Type)
	b = append(b, `,"title":`...)
	b = appendString(b, r.Title)
	b = append(b, `,"tags":[`...)
	for i, t := range r.Tags {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, t)
	}
	b = append(b, ']')
	if r.File != "" || r.Line > 0 {
		b = append(b, `,"file":`...)
		b = appendString(b, r.File)
		b = append(b, `,"line":`...)
		b = strconv.AppendInt(b, int64(r.Line), 10)
	}
	b = append(b, `,"exported":`...)
	b = strconv.AppendBool(b, r.Exported)
	if r.Environment != "" {
		b = append(b, `,"environment":`...)
		b = appendString(b, r.Environment)
	}
	if r.Kind != "" {
		b = append(b, `,"kind":`...)
		b = appendString(b, r.Kind)
	}
	b = append(b, `,"parameters":{`...)
	for i, p := range r.Parameters {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, p.Name)
		b = append(b, ':')
		b = AppendValue(b, p.Value)
	}
	return append(b, "}}"...)
}

// UnmarshalJSON reads a resource as PuppetDB returns it (v4 resources
// query) or as a command has it.
func (r *Resource) UnmarshalJSON(b []byte) error {
	v, err := Decode(b)
	if err != nil {
		return err
	}
	return r.fromValue(v)
}

// ResourcesFromValues converts a decoded JSON array (Decode) of resources
// (a resources query's answer, the embedded store's exports) to Resources.
func ResourcesFromValues(list []values.Value) ([]*Resource, error) {
	out := make([]*Resource, 0, len(list))
	for _, e := range list {
		r := &Resource{}
		if err := r.fromValue(e); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

func (r *Resource) fromValue(v values.Value) error {
	h, ok := v.(*values.Hash)
	if !ok {
		return fmt.Errorf("a resource must be a JSON object, not %s", values.TypeOfGeneralized(v).String())
	}
	*r = Resource{}
	str := func(k string) (string, error) {
		x, ok := h.Get(k)
		if !ok || x == nil {
			return "", nil
		}
		s, isStr := x.(string)
		if !isStr {
			return "", fmt.Errorf("resource field %s must be a string", k)
		}
		return s, nil
	}
	var err error
	for _, f := range []struct {
		k string
		p *string
	}{{"certname", &r.Certname}, {"type", &r.Type}, {"title", &r.Title}, {"file", &r.File}, {"environment", &r.Environment}, {"kind", &r.Kind}} {
		if *f.p, err = str(f.k); err != nil {
			return err
		}
	}
	if r.Type == "" {
		return fmt.Errorf("resource without a type")
	}
	if x, ok := h.Get("line"); ok && x != nil {
		n, isInt := x.(int64)
		if !isInt {
			return fmt.Errorf("resource field line must be an integer")
		}
		r.Line = int(n)
	}
	if x, ok := h.Get("exported"); ok {
		r.Exported, _ = x.(bool)
	}
	r.Tags = []string{}
	if x, ok := h.Get("tags"); ok {
		a, isArray := x.([]values.Value)
		if !isArray && x != nil {
			return fmt.Errorf("resource field tags must be an array")
		}
		for _, t := range a {
			s, isStr := t.(string)
			if !isStr {
				return fmt.Errorf("resource tags must be strings")
			}
			r.Tags = append(r.Tags, s)
		}
	}
	if x, ok := h.Get("parameters"); ok && x != nil {
		ph, isHash := x.(*values.Hash)
		if !isHash {
			return fmt.Errorf("resource field parameters must be an object")
		}
		r.Parameters = make([]Param, 0, ph.Len())
		for i := 0; i < ph.Len(); i++ {
			k, val := ph.At(i)
			r.Parameters = append(r.Parameters, Param{values.ToString(k), val})
		}
	}
	return nil
}

// MarshalJSON writes the catalog payload.
func (w *Catalog) MarshalJSON() ([]byte, error) {
	// The head fields by encoding/json (Resources and Edges are "-").
	type head Catalog
	hb, err := json.Marshal((*head)(w))
	if err != nil {
		return nil, err
	}
	b := append(hb[:len(hb)-1], `,"resources":[`...)
	for i, r := range w.Resources {
		if i > 0 {
			b = append(b, ',')
		}
		b = r.AppendJSON(b)
	}
	b = append(b, `],"edges":`...)
	eb, err := json.Marshal(w.Edges)
	if err != nil {
		return nil, err
	}
	b = append(b, eb...)
	return append(b, '}'), nil
}
