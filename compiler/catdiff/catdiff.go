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
//
// What a review must not see is never printed, in any format: Sensitive values, the content of a
// file with show_diff => false, and parameters whose names look like secrets (redact.go). Changes
// a reviewer does not care about can be left out with ignore rules (ignore.go), and the content an
// agent would fetch for a `source =>` can be compared too (FileContent, set by package filesource).
package catdiff

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/punch-dev/punch/compiler/util/errloc"
)

// Options say what is compared.
type Options struct {
	// Source compares each resource's file and line.
	Source bool
	// NoEdges leaves containment edges out.
	NoEdges bool
	// NoTags leaves resources' tags out (octocatalog-diff's default).
	NoTags bool
	// HideClasses leaves Class resources (and so class parameters) and the
	// list of classes out: classes contain resources, the agent does
	// nothing for them.
	HideClasses bool
	// Ignore are the rules of differences to leave out.
	Ignore []*Rule
	// IgnoreTags leaves out resources tagged with one of these tags, or
	// with TAG__TYPE (the type in lower case, other characters as "_"), as
	// octocatalog-diff's --ignore-tags does. The new catalog decides; a
	// resource only in the old one is judged by its own tags.
	IgnoreTags []string
	// Redact decides which parameter names are secrets (DefaultRedactor
	// when nil).
	Redact *Redactor
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

// Param is a resource parameter; Value is decoded JSON (json.Number for
// numbers), or a *FileContent for the content derived from a source.
type Param struct {
	Name  string
	Value any
}

// Edge is a containment edge between two resource references.
type Edge struct{ Source, Target string }

// Ref is the resource's reference, Type[Title].
func (r *Resource) Ref() string { return r.Type + "[" + r.Title + "]" }

// Param returns a parameter's value.
func (r *Resource) Param(name string) (any, bool) {
	for _, p := range r.Params {
		if p.Name == name {
			return p.Value, true
		}
	}
	return nil, false
}

// SetParam sets a parameter, adding it at the end when it is new.
func (r *Resource) SetParam(name string, v any) {
	for i := range r.Params {
		if r.Params[i].Name == name {
			r.Params[i].Value = v
			return
		}
	}
	r.Params = append(r.Params, Param{Name: name, Value: v})
}

// HasTag reports whether the resource has the tag.
func (r *Resource) HasTag(tag string) bool {
	for _, t := range r.Tags {
		if t == tag {
			return true
		}
	}
	return false
}

// settingsRef is Puppet's settings class: Puppet Server's catalogs have it, Punch's do not.
const settingsRef = "Class[Settings]"

// Parse reads a catalog JSON document. It accepts the catalog itself and the
// {"catalog": ...} envelope of /puppet/v4/catalog.
func Parse(data []byte) (*Catalog, error) {
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
	if err := decodeNumbers(data, &raw); err != nil {
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

// decodeNumbers decodes the JSON document data into v, keeping numbers as
// json.Number (as written).
func decodeNumbers(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	return dec.Decode(v)
}

func parseResource(data []byte) (*Resource, error) {
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
	if err := decodeNumbers(data, &raw); err != nil {
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

// Diff is what changed from one catalog to another. It keeps no reference
// to the catalogs, only to the resources that were added or removed, so
// that a run over many nodes holds only their differences.
type Diff struct {
	Node                         string
	OldEnvironment               string
	NewEnvironment               string
	Added, Removed               []*Resource
	Changed                      []*Change
	EdgesAdded, EdgesRemoved     []Edge
	ClassesAdded, ClassesRemoved []string
	// Ignored counts the differences that ignore rules, ignored tags or
	// HideClasses left out.
	Ignored int

	redact *Redactor
	// hidden are the references of the resources whose content is not
	// shown (show_diff => false, or a fragment of such a file), per side.
	hidden [2]map[string]bool
}

// Change is a resource present in both catalogs with differences.
type Change struct {
	Ref string
	// Type and Title of the resource.
	Type, Title string
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
// parameter; Secret a side whose value must not be printed, and Why says
// why (see Redaction).
type ParamChange struct {
	Name                 string
	Old, New             any
	OldAbsent, NewAbsent bool
	OldSecret, NewSecret bool
	Why                  Redaction
}

// Empty reports whether the catalogs are the same (once ignored
// differences are left out).
func (d *Diff) Empty() bool {
	return len(d.Added)+len(d.Removed)+len(d.Changed)+len(d.EdgesAdded)+len(d.EdgesRemoved)+
		len(d.ClassesAdded)+len(d.ClassesRemoved) == 0
}

// Compare computes what changed from old to new.
func Compare(old, new *Catalog, opts Options) *Diff {
	d := &Diff{Node: new.Name, OldEnvironment: old.Environment, NewEnvironment: new.Environment, redact: opts.Redact}
	if d.Node == "" {
		d.Node = old.Name
	}
	if d.redact == nil {
		d.redact = DefaultRedactor
	}
	d.hidden = [2]map[string]bool{hiddenContent(old), hiddenContent(new)}
	oldIdx := make(map[string]*Resource, len(old.Resources))
	for _, r := range old.Resources {
		oldIdx[r.Ref()] = r
	}
	newIdx := make(map[string]*Resource, len(new.Resources))
	for _, r := range new.Resources {
		newIdx[r.Ref()] = r
	}
	// Resources tagged to be ignored: the new catalog decides for what it
	// has, the old one for what it alone has (octocatalog-diff's rule, so
	// that removing a resource that was ignored stays ignored).
	tagIgnored := map[string]bool{}
	if len(opts.IgnoreTags) > 0 {
		for _, r := range new.Resources {
			if taggedIgnore(r, opts.IgnoreTags) {
				tagIgnored[r.Ref()] = true
			}
		}
		for _, r := range old.Resources {
			if _, ok := newIdx[r.Ref()]; !ok && taggedIgnore(r, opts.IgnoreTags) {
				tagIgnored[r.Ref()] = true
			}
		}
	}
	skip := func(r *Resource) bool {
		return tagIgnored[r.Ref()] || (opts.HideClasses && r.Type == "Class")
	}
	// ignoredRefs are resources left out whole: their edges go too.
	ignoredRefs := map[string]bool{}
	for _, r := range new.Resources {
		o, ok := oldIdx[r.Ref()]
		if skip(r) {
			if !ok || compareResource(&Diff{redact: d.redact}, o, r, Options{}) != nil {
				d.Ignored++
			}
			if !ok {
				ignoredRefs[r.Ref()] = true
			}
			continue
		}
		if !ok {
			if matchResource(opts.Ignore, r, '+') {
				d.Ignored++
				ignoredRefs[r.Ref()] = true
				continue
			}
			d.Added = append(d.Added, r)
			continue
		}
		if c := compareResource(d, o, r, opts); c != nil {
			d.Changed = append(d.Changed, c)
		}
	}
	for _, r := range old.Resources {
		if _, ok := newIdx[r.Ref()]; ok {
			continue
		}
		if skip(r) || matchResource(opts.Ignore, r, '-') {
			d.Ignored++
			ignoredRefs[r.Ref()] = true
			continue
		}
		d.Removed = append(d.Removed, r)
	}
	if !opts.NoEdges {
		d.EdgesAdded, d.EdgesRemoved = setDiff(old.Edges, new.Edges)
		d.EdgesAdded = dropEdges(d.EdgesAdded, ignoredRefs, opts.HideClasses)
		d.EdgesRemoved = dropEdges(d.EdgesRemoved, ignoredRefs, opts.HideClasses)
	}
	if !opts.HideClasses {
		d.ClassesAdded, d.ClassesRemoved = setDiff(old.Classes, new.Classes)
	}
	return d
}

// taggedIgnore is octocatalog-diff's tagged_for_ignore?.
func taggedIgnore(r *Resource, tags []string) bool {
	typ := []byte(strings.ToLower(r.Type))
	for i, c := range typ {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_') {
			typ[i] = '_'
		}
	}
	for _, t := range tags {
		if r.HasTag(t) || r.HasTag(t+"__"+string(typ)) {
			return true
		}
	}
	return false
}

// dropEdges leaves out the edges to or from resources left out whole, and
// to classes when classes are hidden.
func dropEdges(es []Edge, ignored map[string]bool, classes bool) []Edge {
	var out []Edge
	for _, e := range es {
		if ignored[e.Source] || ignored[e.Target] || (classes && strings.HasPrefix(e.Target, "Class[")) {
			continue
		}
		out = append(out, e)
	}
	return out
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

func compareResource(d *Diff, o, n *Resource, opts Options) *Change {
	c := &Change{Ref: n.Ref(), Type: n.Type, Title: n.Title}
	oldSecret, newSecret := names(o.Sensitive), names(n.Sensitive)
	ref := n.Ref()
	oldHidden, newHidden := d.hidden[0][ref], d.hidden[1][ref]
	add := func(name string, ov, nv any, oldAbsent, newAbsent bool) {
		pc := ParamChange{Name: name, Old: ov, New: nv, OldAbsent: oldAbsent, NewAbsent: newAbsent}
		switch {
		case oldSecret[name] || newSecret[name]:
			pc.Why = RedactSensitive
			pc.OldSecret, pc.NewSecret = oldSecret[name], newSecret[name]
		case name == "content" && (oldHidden || newHidden):
			pc.Why = RedactShowDiff
			pc.OldSecret, pc.NewSecret = true, true
		case d.redact.Secret(name):
			pc.Why = RedactName
			pc.OldSecret, pc.NewSecret = true, true
		}
		if !keepChange(opts.Ignore, n, []string{"parameters", name}, ov, nv, oldAbsent, newAbsent) {
			d.Ignored++
			return
		}
		c.Params = append(c.Params, pc)
	}
	for _, p := range n.Params {
		ov, ok := o.Param(p.Name)
		if ok && Equal(ov, p.Value) && oldSecret[p.Name] == newSecret[p.Name] {
			continue
		}
		add(p.Name, ov, p.Value, !ok, false)
	}
	for _, p := range o.Params {
		if _, ok := n.Param(p.Name); !ok {
			add(p.Name, p.Value, nil, false, true)
		}
	}
	if !opts.NoTags {
		added, removed := setDiff(o.Tags, n.Tags)
		if len(added)+len(removed) > 0 {
			if keepChange(opts.Ignore, n, []string{"tags"}, strSlice(o.Tags), strSlice(n.Tags), false, false) {
				c.TagsAdded, c.TagsRemoved = added, removed
			} else {
				d.Ignored++
			}
		}
	}
	if o.Exported != n.Exported {
		if keepChange(opts.Ignore, n, []string{"exported"}, o.Exported, n.Exported, false, false) {
			c.Exported = &[2]bool{o.Exported, n.Exported}
		} else {
			d.Ignored++
		}
	}
	if opts.Source && (o.File != n.File || o.Line != n.Line) {
		keepFile := o.File == n.File || keepChange(opts.Ignore, n, []string{"file"}, o.File, n.File, false, false)
		keepLine := o.Line == n.Line || keepChange(opts.Ignore, n, []string{"line"}, json.Number(fmt.Sprint(o.Line)), json.Number(fmt.Sprint(n.Line)), false, false)
		if keepFile && keepLine {
			c.Source = &[2]string{location(o), location(n)}
		} else {
			d.Ignored++
		}
	}
	if len(c.Params) == 0 && len(c.TagsAdded) == 0 && len(c.TagsRemoved) == 0 && c.Exported == nil && c.Source == nil {
		return nil
	}
	return c
}

func strSlice(s []string) []any {
	out := make([]any, len(s))
	for i, x := range s {
		out[i] = x
	}
	return out
}

func location(r *Resource) string {
	if r.File == "" {
		return ""
	}
	return errloc.FileLine(r.File, int(r.Line))
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
// equal print differently only by accident of formatting). Contents derived
// from sources compare by what an agent would write.
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
		return ok && slices.EqualFunc(x, y, Equal)
	case map[string]any:
		y, ok := b.(map[string]any)
		return ok && maps.EqualFunc(x, y, Equal)
	case *FileContent:
		if s, ok := b.(string); ok {
			return x.sameBytes(s)
		}
		y, ok := b.(*FileContent)
		return ok && x.Same(y)
	case string:
		if y, ok := b.(*FileContent); ok {
			return y.sameBytes(x)
		}
	}
	return a == b
}
