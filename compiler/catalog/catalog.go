// Package catalog is the compiled catalog: resources, containment edges,
// classes and tags, and Puppet's JSON form of it (catalog_format 2), as
// Puppet 7's compiler produces it for a node.
//
// A Catalog is built by the compiler and is read-only afterwards: it may be
// encoded, stored and served concurrently.
package catalog

import (
	"crypto/rand"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Catalog is one node's compiled catalog.
type Catalog struct {
	// Name is the node name (certname).
	Name string
	// Environment is the environment the catalog was compiled in.
	Environment string
	// Version is the catalog version (Puppet uses the time the environment
	// was loaded, in seconds).
	Version int64
	// VersionText, when set, is the version instead of Version: the output
	// of the environment's config_version command, a string in Puppet's
	// JSON.
	VersionText *string
	// NoVersion makes the version null: Puppet Server's empty catalog that
	// tells an agent to switch environments has none (QA-SITE-7 S7-6).
	NoVersion bool
	// CodeID is Puppet's code_id; nil encodes as null.
	CodeID *string
	// UUID is the catalog_uuid.
	UUID string
	// Tags are the catalog's tags (the names of the evaluated classes and
	// nodes and their segments), in the order Puppet adds them.
	Tags []string
	// Classes lists the evaluated classes (and the node), in evaluation order.
	Classes []string
	// Resources in Puppet's order (the order they were added to the catalog).
	Resources []*Resource
	// Edges are the containment edges, container first.
	Edges []Edge
	// Metadata and RecursiveMetadata are a static catalog's inlined file
	// metadata (inlined.go), by File resource title in catalog order;
	// nil in a catalog that is not static.
	Metadata, RecursiveMetadata []RawMember

	// release gives the catalog's memory back to the compiler (Release).
	release func()
}

// Resource is one resource of the catalog.
type Resource struct {
	// Type is the capitalized type name: "File", "Class", "Apache::Vhost".
	Type string
	// Title is the title; class titles are capitalized ("Apache::Mod"),
	// except main.
	Title string
	// Tags in Puppet's order.
	Tags []string
	// File is the absolute path of the manifest (or template) that
	// declared the resource, as Puppet writes it: the environment directory
	// as found on the environmentpath (symbolic links kept, unless
	// versioned_environment_dirs) joined with the file's path in it.
	// Empty when unknown (Line is 0 then) or for code given as a string
	// (punch compile -e): Puppet writes "file": "" there, with the line.
	File string
	// Line is the line of the declaration; 0 when unknown. The catalog's
	// JSON has "file" whenever it has "line", as Puppet's.
	Line int
	// Exported is true for an exported (@@) resource.
	Exported bool
	// Virtual is true for an exported resource that no collector of the
	// node realized (not encoded: PuppetDB's terminus makes no edges of
	// its relationships).
	Virtual bool
	// Kind is Puppet's resource kind: "compilable_type" (built-in types and
	// stages), "defined_type", "class" (resource-like class declaration) or
	// "unknown" (included classes, nodes).
	Kind string
	// Params are the parameters in order, with values already converted to
	// JSON data by the compiler (see ToData): nil, bool, int64, float64,
	// string, []values.Value, *values.Hash with string keys, and
	// SensitiveData for a nested Sensitive value.
	Params []Param
	// Sensitive names the parameters whose value was Sensitive.
	Sensitive []string
	// Stringified holds, by name, the parameters whose stringified form
	// differs from their value in Params: the form Puppet's PuppetDB
	// terminus stores (ToStringifiedConverter, values.Stringifier), where
	// a Deferred, Binary, Timestamp, type, nested Sensitive, ... is its
	// string even in a catalog with rich data, and a hash key that is not
	// a String is one. The compiler fills it for a compile with
	// storeconfigs only; nil for most resources. See StoredParams.
	Stringified []Param
}

// hasFile reports whether the resource's JSON has "file": whenever it has
// a file or a line, as Puppet's (all three encoders ask this).
func (r *Resource) hasFile() bool { return r.File != "" || r.Line > 0 }

// Param is one resource parameter.
type Param struct {
	Name  string
	Value values.Value
}

// SensitiveData is a Sensitive value nested inside a parameter value, which
// Puppet encodes as {"__ptype": "Sensitive", "__pvalue": value}.
type SensitiveData struct {
	Value values.Value
}

// Edge is a containment edge from a container (class, define, node, stage)
// to a resource it contains, as "Type[title]" references.
type Edge struct {
	Source, Target string
}

// StoredParams returns the parameters as storeconfigs keeps them (PuppetDB
// and Punch's own store): Params, with the Stringified form of those that
// have one.
func (r *Resource) StoredParams() []Param {
	if len(r.Stringified) == 0 {
		return r.Params
	}
	out := append([]Param(nil), r.Params...)
	for i := range out {
		for _, s := range r.Stringified {
			if s.Name == out[i].Name {
				out[i].Value = s.Value
				break
			}
		}
	}
	return out
}

// Ref returns the resource's reference, "Type[title]".
func (r *Resource) Ref() string { return r.Type + "[" + r.Title + "]" }

// Param returns the value of the named parameter.
func (r *Resource) Param(name string) (values.Value, bool) {
	for i := range r.Params {
		if r.Params[i].Name == name {
			return r.Params[i].Value, true
		}
	}
	return nil, false
}

// Resource returns the resource with the given type and title, or nil.
func (c *Catalog) Resource(typ, title string) *Resource {
	for _, r := range c.Resources {
		if r.Type == typ && r.Title == title {
			return r
		}
	}
	return nil
}

// ForAgent returns what an agent is served of the catalog: a copy
// without the exported resources no collector of the node realized (and
// their edges). Puppet's catalog terminus filters out virtual resources
// (indirector/catalog/compiler.rb: filter { |r| r.virtual? }); an exported
// resource the node's own collector (<<| |>>) realized is not virtual and
// is served, "exported": true (Puppet Server 7.9.5, cmd/tools/site6:
// saz-ssh's own Sshkey, a node's own @@host collected by tag).
func (c *Catalog) ForAgent() *Catalog {
	out := *c
	out.release = nil // released through c only
	// Most catalogs export nothing, and every served catalog comes here:
	// look before copying anything.
	first := -1
	for i, r := range c.Resources {
		if r.Exported && r.Virtual {
			first = i
			break
		}
	}
	if first < 0 {
		return &out
	}
	out.Resources = append(make([]*Resource, 0, len(c.Resources)), c.Resources[:first]...)
	dropped := map[string]bool{}
	for _, r := range c.Resources[first:] {
		if r.Exported && r.Virtual {
			dropped[r.Ref()] = true
			continue
		}
		out.Resources = append(out.Resources, r)
	}
	out.Edges = make([]Edge, 0, len(c.Edges))
	for _, e := range c.Edges {
		if dropped[e.Source] || dropped[e.Target] {
			continue
		}
		out.Edges = append(out.Edges, e)
	}
	return &out
}

// NewUUID returns a random (version 4) UUID, as Puppet's catalog_uuid.
func NewUUID() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("catalog: no randomness: " + err.Error())
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", b[0:4], b[4:6], b[6:8], b[8:10], b[10:16])
}

// RelativePath returns file relative to the directory dir when it is
// inside it, else file unchanged. Catalogs keep Puppet's absolute paths;
// this is for showing or comparing them (punch diff compares two checkouts
// of the code by their paths in each side's environment directory).
func RelativePath(file, envDir string) string {
	if envDir == "" || file == "" {
		return file
	}
	d := strings.TrimSuffix(envDir, "/") + "/"
	if strings.HasPrefix(file, d) {
		return file[len(d):]
	}
	return file
}
