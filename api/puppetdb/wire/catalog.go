package wire

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
)

// Command names and the versions Punch sends, as Puppet's PuppetDB
// terminus 7.12 does.
const (
	CommandReplaceCatalog = "replace catalog"
	CommandReplaceFacts   = "replace facts"
	CommandStoreReport    = "store report"
	CommandDeactivateNode = "deactivate node"

	ReplaceCatalogVersion = 9
	ReplaceFactsVersion   = 5
	StoreReportVersion    = 8
	DeactivateNodeVersion = 3
)

// Catalog is the payload of a "replace catalog" v9 command: a compiled
// catalog as Puppet's PuppetDB terminus munges it (munge_catalog).
type Catalog struct {
	Certname          string  `json:"certname"`
	Version           string  `json:"version"`
	CodeID            *string `json:"code_id"`
	JobID             *string `json:"job_id"`
	CatalogUUID       string  `json:"catalog_uuid"`
	TransactionUUID   *string `json:"transaction_uuid"`
	Environment       string  `json:"environment"`
	ProducerTimestamp string  `json:"producer_timestamp"`
	Producer          string  `json:"producer"`
	// Resources and Edges are written by MarshalJSON after the fields above.
	Resources []*Resource `json:"-"`
	Edges     []Edge      `json:"-"`
}

// Resource is a resource as PuppetDB keeps it: in a "replace catalog"
// command (Certname and Environment empty there), and as the v4 resources
// query returns it.
type Resource struct {
	Certname    string   `json:"certname,omitempty"`
	Type        string   `json:"type"`
	Title       string   `json:"title"`
	Tags        []string `json:"tags"`
	File        string   `json:"file,omitempty"`
	Line        int      `json:"line,omitempty"`
	Exported    bool     `json:"exported"`
	Environment string   `json:"environment,omitempty"`
	Kind        string   `json:"kind,omitempty"`
	// Parameters are in their order; values are JSON data.
	Parameters []Param `json:"-"`
}

// Param is one resource parameter.
type Param struct {
	Name  string
	Value values.Value
}

// Param returns the value of the named parameter.
func (r *Resource) Param(name string) (values.Value, bool) {
	for _, p := range r.Parameters {
		if p.Name == name {
			return p.Value, true
		}
	}
	return nil, false
}

func (r *Resource) setParam(name string, v values.Value) {
	for i := range r.Parameters {
		if r.Parameters[i].Name == name {
			r.Parameters[i].Value = v
			return
		}
	}
	r.Parameters = append(r.Parameters, Param{name, v})
}

// Ref is "Type[title]".
func (r *Resource) Ref() string { return r.Type + "[" + r.Title + "]" }

// Edge is an edge of a "replace catalog" command.
type Edge struct {
	Source       EdgeEnd `json:"source"`
	Target       EdgeEnd `json:"target"`
	Relationship string  `json:"relationship"`
}

// EdgeEnd names a resource.
type EdgeEnd struct {
	Type  string `json:"type"`
	Title string `json:"title"`
}

// CatalogOptions are what the catalog does not say itself.
type CatalogOptions struct {
	// TransactionUUID is the agent run's ("" when none: the catalog's own
	// uuid stands in for catalog_uuid, and transaction_uuid is null).
	TransactionUUID string
	// JobID is the orchestrator job ("" for null).
	JobID string
	// Producer is the certname of the server that compiled the catalog.
	Producer string
	// Time is the producer timestamp (now when zero).
	Time time.Time
}

// WireTime formats a time as PuppetDB's wire format does (ISO 8601 with
// milliseconds, Ruby's Time#iso8601(3)).
func WireTime(t time.Time) string {
	return t.Format("2006-01-02T15:04:05.000-07:00")
}

// unorderedMetaparams are the metaparameters whose array values PuppetDB's
// terminus sorts (their order means nothing).
var unorderedMetaparams = []string{"alias", "audit", "before", "check", "notify", "require", "subscribe", "tag"}

// relationships are the metaparameters the terminus turns into edges.
var relationships = []struct {
	param, relationship string
	forward             bool
}{
	{"before", "before", true},
	{"require", "required-by", false},
	{"notify", "notifies", true},
	{"subscribe", "subscription-of", false},
}

// FromCatalog munges a compiled catalog (the whole compiler result, with
// its exported resources) into a "replace catalog" payload as Puppet's
// PuppetDB terminus does: namevar aliases added, titles and version as
// strings, rich values as their strings (stringify_rich), Sensitive
// parameters removed, unordered metaparameters sorted,
// containment edges plus the edges of the relationship metaparameters.
// Exported resources that the node did not collect itself (virtual ones)
// keep their relationship metaparameters but make no edges, as the
// terminus skips virtual resources.
func FromCatalog(cat *catalog.Catalog, opts CatalogOptions) (*Catalog, error) {
	if opts.Time.IsZero() {
		opts.Time = time.Now()
	}
	w := &Catalog{
		Certname:          cat.Name,
		Version:           fmt.Sprint(cat.Version),
		CatalogUUID:       cat.UUID,
		Environment:       cat.Environment,
		ProducerTimestamp: WireTime(opts.Time),
		Producer:          opts.Producer,
		Resources:         make([]*Resource, 0, len(cat.Resources)),
		Edges:             make([]Edge, 0, len(cat.Edges)*2),
	}
	if cat.VersionText != nil {
		w.Version = *cat.VersionText
	}
	w.CodeID = cat.CodeID
	if opts.JobID != "" {
		s := opts.JobID
		w.JobID = &s
	}
	if opts.TransactionUUID != "" {
		s := opts.TransactionUUID
		w.TransactionUUID = &s
		if w.CatalogUUID == "" {
			w.CatalogUUID = s
		}
	}
	if w.CatalogUUID == "" {
		w.CatalogUUID = catalog.NewUUID()
	}
	virtual := map[*Resource]bool{}
	for _, r := range cat.Resources {
		m := munge(r)
		if r.Exported && r.Virtual {
			virtual[m] = true
		}
		w.Resources = append(w.Resources, m)
	}
	for _, e := range cat.Edges {
		w.Edges = append(w.Edges, Edge{Source: refEnd(e.Source), Target: refEnd(e.Target), Relationship: "contains"})
	}
	if err := synthesizeEdges(w, virtual); err != nil {
		return nil, err
	}
	return w, nil
}

// munge is one resource of the payload.
func munge(r *catalog.Resource) *Resource {
	out := &Resource{
		Type: r.Type, Title: r.Title, Tags: r.Tags, File: r.File, Line: r.Line,
		Exported: r.Exported, Kind: r.Kind,
		Parameters: make([]Param, 0, len(r.Params)+1),
	}
	if out.Tags == nil {
		out.Tags = []string{}
	}
	// The stored form: a rich value as its string, as the terminus's
	// stringify_rich conversion does (catalog.Resource.StoredParams).
	for _, p := range r.StoredParams() {
		sensitive := false
		for _, s := range r.Sensitive {
			if s == p.Name {
				sensitive = true
				break
			}
		}
		if !sensitive {
			out.Parameters = append(out.Parameters, Param{p.Name, p.Value})
		}
	}
	addNamevarAlias(out)
	for _, m := range unorderedMetaparams {
		v, ok := out.Param(m)
		if a, isArray := v.([]values.Value); ok && isArray && len(a) > 0 {
			sorted := append([]values.Value(nil), a...)
			sort.SliceStable(sorted, func(i, j int) bool { return values.ToString(sorted[i]) < values.ToString(sorted[j]) })
			out.setParam(m, sorted)
		}
	}
	return out
}

// addNamevarAlias adds the resource's name (its namevar's value, when it
// is not its title) to its alias parameter, as the terminus's
// add_namevar_aliases does: not for types with several key attributes or
// non-isomorphic ones (exec), and, as Puppet (PUP-7605), for Class[main]
// and Stage[main], whose title is the Symbol :main and so never equals
// their name.
func addNamevarAlias(r *Resource) {
	namevar := "name"
	bt, builtin := resourcetypes.Builtin(strings.ToLower(r.Type))
	if builtin {
		if len(bt.KeyAttributes) > 1 {
			return
		}
		if nv := bt.Namevar(); nv != "" {
			namevar = nv
		}
	}
	var aliases []values.Value
	if v, ok := r.Param("alias"); ok && v != nil {
		aliases = append(aliases, flatten(v)...)
	}
	if !builtin || bt.Isomorphic {
		var name values.Value
		if v, ok := r.Param(namevar); ok {
			name = v
		} else if builtin {
			name = r.Title
			if avs, err := bt.ParseTitle(r.Title); err == nil {
				for _, av := range avs {
					if av.Attr == namevar && av.Set {
						name = av.Value
					}
				}
			}
		} else {
			name = r.Title
		}
		symbolTitle := r.Title == "main" && (r.Type == "Class" || r.Type == "Stage")
		if name != nil && (symbolTitle || !Equal(name, r.Title)) && !contains(aliases, name) {
			aliases = append(aliases, name)
		}
	}
	if len(aliases) > 0 {
		r.setParam("alias", aliases)
	}
}

func flatten(v values.Value) []values.Value {
	a, ok := v.([]values.Value)
	if !ok {
		return []values.Value{v}
	}
	var out []values.Value
	for _, e := range a {
		out = append(out, flatten(e)...)
	}
	return out
}

func contains(list []values.Value, v values.Value) bool {
	for _, e := range list {
		if Equal(e, v) {
			return true
		}
	}
	return false
}

// refEnd splits "Type[title]".
func refEnd(ref string) EdgeEnd {
	i := strings.IndexByte(ref, '[')
	if i <= 0 || !strings.HasSuffix(ref, "]") {
		return EdgeEnd{Type: ref}
	}
	return EdgeEnd{Type: ref[:i], Title: ref[i+1 : len(ref)-1]}
}

// synthesizeEdges adds the edges of the relationship metaparameters of
// the catalog's resources (not of exported ones), as the terminus does; a
// reference to a resource that is not in the catalog is the terminus's
// error.
func synthesizeEdges(w *Catalog, virtual map[*Resource]bool) error {
	type key struct{ typ, title string }
	table := make(map[key]*Resource, len(w.Resources))
	aliases := map[key]*Resource{}
	for _, r := range w.Resources {
		table[key{r.Type, r.Title}] = r
		if v, ok := r.Param("alias"); ok {
			for _, a := range flatten(v) {
				aliases[key{r.Type, values.ToString(a)}] = r
			}
		}
	}
	seen := make(map[Edge]bool, len(w.Edges))
	for _, e := range w.Edges {
		seen[e] = true
	}
	for _, r := range w.Resources {
		if virtual[r] {
			continue
		}
		for _, rel := range relationships {
			v, ok := r.Param(rel.param)
			if !ok || v == nil {
				continue
			}
			for _, o := range flatten(v) {
				ref := values.ToString(o)
				end := refEnd(ref)
				if end.Title == "" && !strings.HasSuffix(ref, "[]") {
					return fmt.Errorf("Invalid relationship: %s[%s] { %s => %s }, because %s doesn't seem to be in the correct format. Resource references should be formatted as: Classname['title'] or Modulename::Classname['title'] (take careful note of the capitalization).", r.Type, r.Title, rel.param, ref, ref)
				}
				if end.Type == "File" {
					end.Title = strings.TrimRight(end.Title, "/")
					if end.Title == "" {
						end.Title = "/"
					}
				}
				other := table[key{end.Type, end.Title}]
				if other == nil {
					other = aliases[key{end.Type, end.Title}]
				}
				if other == nil {
					return fmt.Errorf("Invalid relationship: %s[%s] { %s => %s }, because %s doesn't seem to be in the catalog", r.Type, r.Title, rel.param, ref, ref)
				}
				if virtual[other] {
					return fmt.Errorf("Invalid relationship: %s[%s] { %s => %s }, because %s is exported but not collected", r.Type, r.Title, rel.param, ref, ref)
				}
				self := EdgeEnd{r.Type, r.Title}
				target := EdgeEnd{other.Type, other.Title}
				e := Edge{Source: self, Target: target, Relationship: rel.relationship}
				if !rel.forward {
					e.Source, e.Target = target, self
				}
				if !seen[e] {
					seen[e] = true
					w.Edges = append(w.Edges, e)
				}
			}
		}
	}
	return nil
}

// Exports returns the catalog's exported resources as PuppetDB's resources
// query returns them: certname and environment set, and parameters (and
// the keys of hashes in their values) in the order PostgreSQL's jsonb
// keeps object keys, in which PuppetDB returns them: shorter keys first,
// then by bytes. Puppet's collected resources take their parameters in
// that order (it shows in which of their relationships fails first).
func (w *Catalog) Exports() []*Resource {
	var out []*Resource
	for _, r := range w.Resources {
		if !r.Exported {
			continue
		}
		c := *r
		c.Certname = w.Certname
		c.Environment = w.Environment
		c.Kind = ""
		// the store keeps them: a list of a released catalog's is reused
		// by a later compile (catalog.Catalog.Release), so copied
		c.Tags = append([]string{}, r.Tags...)
		c.Parameters = make([]Param, len(r.Parameters))
		for i, p := range r.Parameters {
			c.Parameters[i] = Param{p.Name, jsonbOrder(p.Value)}
		}
		sort.SliceStable(c.Parameters, func(i, j int) bool { return jsonbLess(c.Parameters[i].Name, c.Parameters[j].Name) })
		out = append(out, &c)
	}
	return out
}

// jsonbLess is PostgreSQL's jsonb order of object keys.
func jsonbLess(a, b string) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return a < b
}

// JSONBOrder returns v with the keys of its hashes in PostgreSQL's jsonb
// order (shorter keys first), the order PuppetDB answers JSON in.
func JSONBOrder(v values.Value) values.Value { return jsonbOrder(v) }

// jsonbOrder returns v with the keys of its hashes in jsonb order.
func jsonbOrder(v values.Value) values.Value {
	switch x := v.(type) {
	case []values.Value:
		out := make([]values.Value, len(x))
		for i, e := range x {
			out[i] = jsonbOrder(e)
		}
		return out
	case *values.Hash:
		type kv struct {
			k string
			v values.Value
		}
		kvs := make([]kv, 0, x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			kvs = append(kvs, kv{values.ToString(k), jsonbOrder(e)})
		}
		sort.SliceStable(kvs, func(i, j int) bool { return jsonbLess(kvs[i].k, kvs[j].k) })
		h := values.NewHash(len(kvs))
		for _, e := range kvs {
			h.Put(e.k, e.v)
		}
		return h
	}
	return v
}
