// Package catdiff compares two catalogs in Puppet's catalog JSON (catalog_format 2), as a CI
// job does when it compiles the same nodes from two versions of the code: which resources were
// added, removed or changed (parameter by parameter, tags, exported), which containment edges
// and classes came or went.
//
// It reads JSON, not Punch's in-memory catalog, so a catalog printed by `punch compile`, one
// saved by Puppet Server or one compiled by `puppet catalog compile` can be compared alike.
// What differs in every compile (version, catalog_uuid, code_id) is ignored, and so is Puppet's
// own Class[Settings], which Puppet Server adds and Punch does not. Source locations (file, line)
// are compared only when asked: moving code changes them without changing what an agent does.
package catdiff

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Options say what is compared.
type Options struct {
	// Source compares each resource's file and line.
	Source bool
	// NoEdges leaves containment edges out.
	NoEdges bool
}

// Catalog is the part of a catalog JSON document that is compared.
type Catalog struct {
	Name        string
	Environment string
	Resources   []*Resource
	Edges       []Edge
	Classes     []string
}

// Resource is one resource of a catalog.
type Resource struct {
	Type, Title string
	Tags        []string
	File        string
	Line        int64
	Exported    bool
	// Params keeps the parameters in the catalog's order.
	Params []Param
	// Sensitive are the names of the sensitive parameters.
	Sensitive []string
}

// Param is a resource parameter; Value is decoded JSON (json.Number for numbers).
type Param struct {
	Name  string
	Value any
}

// Edge is a containment edge between two resource references.
type Edge struct{ Source, Target string }

// Ref is the resource's reference, Type[Title].
func (r *Resource) Ref() string { return r.Type + "[" + r.Title + "]" }

func (r *Resource) param(name string) (any, bool) {
	for _, p := range r.Params {
		if p.Name == name {
			return p.Value, true
		}
	}
	return nil, false
}

// settingsRef is Puppet's settings class: Puppet Server's catalogs have it, Punch's do not.
const settingsRef = "Class[Settings]"

// Parse reads a catalog JSON document. It accepts the catalog itself and the
// {"catalog": ...} envelope of /puppet/v4/catalog.
func Parse(data []byte) (*Catalog, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var raw struct {
		Name        any               `json:"name"`
		Environment any               `json:"environment"`
		Catalog     json.RawMessage   `json:"catalog"`
		Resources   []json.RawMessage `json:"resources"`
		Edges       []struct {
			Source string `json:"source"`
			Target string `json:"target"`
		} `json:"edges"`
		Classes []string `json:"classes"`
	}
	if err := dec.Decode(&raw); err != nil {
		return nil, fmt.Errorf("not a catalog in JSON: %v", err)
	}
	if raw.Resources == nil && len(raw.Catalog) > 0 {
		return Parse(raw.Catalog)
	}
	if raw.Resources == nil {
		return nil, fmt.Errorf("not a catalog in JSON: no \"resources\"")
	}
	c := &Catalog{Name: str(raw.Name), Environment: str(raw.Environment)}
	for _, cl := range raw.Classes {
		if cl != "settings" {
			c.Classes = append(c.Classes, cl)
		}
	}
	for i, rr := range raw.Resources {
		r, err := parseResource(rr)
		if err != nil {
			return nil, fmt.Errorf("resource %d: %v", i+1, err)
		}
		if r.Ref() == settingsRef {
			continue
		}
		c.Resources = append(c.Resources, r)
	}
	for _, e := range raw.Edges {
		if e.Source == settingsRef || e.Target == settingsRef {
			continue
		}
		c.Edges = append(c.Edges, Edge{e.Source, e.Target})
	}
	return c, nil
}

func parseResource(data []byte) (*Resource, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var raw struct {
		Type       string          `json:"type"`
		Title      any             `json:"title"`
		Tags       []string        `json:"tags"`
		File       string          `json:"file"`
		Line       json.Number     `json:"line"`
		Exported   bool            `json:"exported"`
		Parameters json.RawMessage `json:"parameters"`
		Sensitive  []string        `json:"sensitive_parameters"`
	}
	if err := dec.Decode(&raw); err != nil {
		return nil, err
	}
	if raw.Type == "" {
		return nil, fmt.Errorf("no \"type\"")
	}
	r := &Resource{Type: raw.Type, Title: str(raw.Title), Tags: raw.Tags, File: raw.File,
		Exported: raw.Exported, Sensitive: raw.Sensitive}
	if raw.Line != "" {
		r.Line, _ = raw.Line.Int64()
	}
	if len(raw.Parameters) > 0 && string(raw.Parameters) != "null" {
		params, err := orderedObject(raw.Parameters)
		if err != nil {
			return nil, fmt.Errorf("parameters of %s: %v", r.Ref(), err)
		}
		r.Params = params
	}
	return r, nil
}

// orderedObject decodes a JSON object keeping the order of its keys.
func orderedObject(data []byte) ([]Param, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, fmt.Errorf("not an object")
	}
	var out []Param
	for dec.More() {
		kt, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		out = append(out, Param{Name: kt.(string), Value: v})
	}
	return out, nil
}

func str(v any) string {
	switch t := v.(type) {
	case nil:
		return ""
	case string:
		return t
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// Diff is what changed from one catalog to another.
type Diff struct {
	Old, New                     *Catalog
	Added, Removed               []*Resource
	Changed                      []*Change
	EdgesAdded, EdgesRemoved     []Edge
	ClassesAdded, ClassesRemoved []string
}

// Change is a resource present in both catalogs with differences.
type Change struct {
	Ref string
	// Params are the parameters that differ, in the new catalog's order,
	// then those only in the old one.
	Params []ParamChange
	// TagsAdded and TagsRemoved are the tags that came and went.
	TagsAdded, TagsRemoved []string
	// Exported is set when the resource became exported or stopped being
	// exported: Old and New hold the two states.
	Exported *[2]bool
	// Source is set (with Options.Source) when the file or line changed.
	Source *[2]string
}

// ParamChange is one parameter's change. Absent marks a side without the
// parameter.
type ParamChange struct {
	Name                 string
	Old, New             any
	OldAbsent, NewAbsent bool
	OldSecret, NewSecret bool
}

// Empty reports whether the catalogs are the same.
func (d *Diff) Empty() bool {
	return len(d.Added)+len(d.Removed)+len(d.Changed)+len(d.EdgesAdded)+len(d.EdgesRemoved)+
		len(d.ClassesAdded)+len(d.ClassesRemoved) == 0
}

// Compare computes what changed from old to new.
func Compare(old, new *Catalog, opts Options) *Diff {
	d := &Diff{Old: old, New: new}
	oldIdx := map[string]*Resource{}
	for _, r := range old.Resources {
		oldIdx[r.Ref()] = r
	}
	newIdx := map[string]*Resource{}
	for _, r := range new.Resources {
		newIdx[r.Ref()] = r
	}
	for _, r := range new.Resources {
		o, ok := oldIdx[r.Ref()]
		if !ok {
			d.Added = append(d.Added, r)
			continue
		}
		if c := compareResource(o, r, opts); c != nil {
			d.Changed = append(d.Changed, c)
		}
	}
	for _, r := range old.Resources {
		if _, ok := newIdx[r.Ref()]; !ok {
			d.Removed = append(d.Removed, r)
		}
	}
	if !opts.NoEdges {
		d.EdgesAdded, d.EdgesRemoved = setDiff(old.Edges, new.Edges)
	}
	d.ClassesAdded, d.ClassesRemoved = setDiff(old.Classes, new.Classes)
	return d
}

// setDiff returns the elements of b not in a (in b's order) and of a not in b (in a's order).
func setDiff[T comparable](a, b []T) (added, removed []T) {
	in := func(list []T) map[T]bool {
		m := make(map[T]bool, len(list))
		for _, x := range list {
			m[x] = true
		}
		return m
	}
	ia, ib := in(a), in(b)
	for _, x := range b {
		if !ia[x] {
			added = append(added, x)
			ia[x] = true
		}
	}
	for _, x := range a {
		if !ib[x] {
			removed = append(removed, x)
			ib[x] = true
		}
	}
	return added, removed
}

func compareResource(o, n *Resource, opts Options) *Change {
	c := &Change{Ref: n.Ref()}
	oldSecret, newSecret := names(o.Sensitive), names(n.Sensitive)
	for _, p := range n.Params {
		ov, ok := o.param(p.Name)
		if ok && Equal(ov, p.Value) && oldSecret[p.Name] == newSecret[p.Name] {
			continue
		}
		c.Params = append(c.Params, ParamChange{Name: p.Name, Old: ov, New: p.Value, OldAbsent: !ok,
			OldSecret: oldSecret[p.Name], NewSecret: newSecret[p.Name]})
	}
	for _, p := range o.Params {
		if _, ok := n.param(p.Name); !ok {
			c.Params = append(c.Params, ParamChange{Name: p.Name, Old: p.Value, NewAbsent: true,
				OldSecret: oldSecret[p.Name]})
		}
	}
	c.TagsAdded, c.TagsRemoved = setDiff(o.Tags, n.Tags)
	if o.Exported != n.Exported {
		c.Exported = &[2]bool{o.Exported, n.Exported}
	}
	if opts.Source && (o.File != n.File || o.Line != n.Line) {
		c.Source = &[2]string{location(o), location(n)}
	}
	if len(c.Params) == 0 && len(c.TagsAdded) == 0 && len(c.TagsRemoved) == 0 && c.Exported == nil && c.Source == nil {
		return nil
	}
	return c
}

func location(r *Resource) string {
	if r.File == "" {
		return ""
	}
	if r.Line > 0 {
		return fmt.Sprintf("%s:%d", r.File, r.Line)
	}
	return r.File
}

func names(list []string) map[string]bool {
	m := make(map[string]bool, len(list))
	for _, s := range list {
		m[s] = true
	}
	return m
}

// Equal compares two decoded JSON values; numbers compare by value (1 and
// 1.0 are equal, as in Puppet's JSON, where an Integer and a Float that are
// equal print differently only by accident of formatting).
func Equal(a, b any) bool {
	switch x := a.(type) {
	case json.Number:
		y, ok := b.(json.Number)
		if !ok {
			return false
		}
		if x == y {
			return true
		}
		fx, errx := x.Float64()
		fy, erry := y.Float64()
		return errx == nil && erry == nil && fx == fy
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !Equal(x[i], y[i]) {
				return false
			}
		}
		return true
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok || len(x) != len(y) {
			return false
		}
		for k, v := range x {
			w, ok := y[k]
			if !ok || !Equal(v, w) {
				return false
			}
		}
		return true
	}
	return a == b
}
