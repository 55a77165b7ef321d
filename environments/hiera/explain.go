package hiera

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// The explanation of a lookup is a tree built as the lookup runs, as
// Puppet's Explainer builds it, and printed the way `puppet lookup
// --explain` prints it (ExplainNode#dump_on), line for line.

type exKind int

const (
	exRoot exKind = iota
	exTop         // "Searching for" (a key or lookup_options)
	exInvalidKey
	exMergeSource
	exModule
	exInterpolate
	exMerge
	exGlobal
	exDataProvider
	exLocation
	exSubLookup
	exSegment
	exScope
)

type exEvent int

const (
	evNone exEvent = iota
	evFound
	evFoundInOverrides
	evFoundInDefaults
	evResult
	evNotFound
	evLocationNotFound
	evModuleNotFound
	evModuleProviderNotFound
)

type explainNode struct {
	kind     exKind
	parent   *explainNode
	branches []*explainNode
	texts    []string

	key   string
	value values.Value
	event exEvent

	// kind specific
	name       string         // top: key; scope: name; module: module name; merge source; interpolate: expression
	provider   string         // data provider: its name line
	configPath string         // data provider: "Using configuration"
	module     string         // data provider: a module's (Puppet's ModuleDataProvider)
	location   *location      // location
	merge      *MergeStrategy // merge
	segments   []values.Value // sub lookup
}

// Explainer collects the explanation of lookups. Create one with
// NewExplainer, pass it in a Query, then call Explain for the text.
type Explainer struct {
	root        explainNode
	current     *explainNode
	onlyOptions bool
}

// NewExplainer returns an explainer; onlyOptions makes the lookup explain
// the lookup_options only (puppet lookup --explain-options without
// --explain).
func NewExplainer(onlyOptions bool) *Explainer {
	e := &Explainer{onlyOptions: onlyOptions}
	e.current = &e.root
	return e
}

func (e *Explainer) push(n *explainNode) {
	n.parent = e.current
	e.current.branches = append(e.current.branches, n)
	e.current = n
}

func (e *Explainer) pop() {
	if e.current.parent != nil {
		e.current = e.current.parent
	}
}

// Text adds a line of text at the current position (Puppet's
// report_text: a failed lookup's error message, a convert_to note).
func (e *Explainer) Text(s string) {
	e.current.texts = append(e.current.texts, s)
}

// Explain returns the explanation as `puppet lookup --explain` prints it.
func (e *Explainer) Explain() string {
	var b strings.Builder
	for _, br := range e.root.branches {
		br.dump(&b, "", "")
	}
	e.root.dumpTexts(&b, "")
	return b.String()
}

func (n *explainNode) dumpTexts(b *strings.Builder, indent string) {
	for _, t := range n.texts {
		b.WriteString(indent)
		b.WriteString(t)
		b.WriteByte('\n')
	}
}

func inc(indent string) string { return indent + "  " }

func (n *explainNode) dumpBranches(b *strings.Builder, indent string) {
	for _, br := range n.branches {
		br.dump(b, indent, indent)
	}
}

func (n *explainNode) dump(b *strings.Builder, indent, first string) {
	switch n.kind {
	case exTop:
		b.WriteString(first + `Searching for "` + n.name + "\"\n")
		n.dumpBranches(b, inc(indent))
	case exInvalidKey:
		b.WriteString(first + `Invalid key "` + n.key + "\"\n")
	case exMergeSource:
		b.WriteString(first + `Using merge options from "` + n.name + "\" hash\n")
	case exModule:
		switch n.event {
		case evModuleNotFound:
			b.WriteString(indent + `Module "` + n.name + "\" not found\n")
		case evModuleProviderNotFound:
			b.WriteString(indent + `Module data provider for module "` + n.name + "\" not found\n")
		}
	case exInterpolate:
		b.WriteString(first + `Interpolation on "` + n.name + "\"\n")
		n.dumpBranches(b, inc(indent))
	case exMerge:
		switch len(n.branches) {
		case 0:
			return
		case 1:
			n.branches[0].dump(b, indent, first)
			return
		}
		b.WriteString(first + "Merge strategy " + n.merge.Name() + "\n")
		in := inc(indent)
		if o := n.merge.optionsWithoutStrategy(); o != nil {
			b.WriteString(in + "Options: ")
			dumpValue(b, in, o)
			b.WriteByte('\n')
		}
		n.dumpBranches(b, in)
		if n.event == evResult {
			b.WriteString(in + "Merged result: ")
			dumpValue(b, in, n.value)
			b.WriteByte('\n')
		}
	case exGlobal:
		b.WriteString(first + `Data Binding "` + n.name + "\"\n")
		in := inc(indent)
		n.dumpBranches(b, in)
		n.dumpOutcome(b, in)
	case exDataProvider:
		b.WriteString(first + n.provider + "\n")
		in := inc(indent)
		if n.configPath != "" {
			b.WriteString(in + `Using configuration "` + n.configPath + "\"\n")
		}
		n.dumpBranches(b, in)
		n.dumpOutcome(b, in)
	case exLocation:
		typeName := "Path"
		if n.location.uri {
			typeName = "URI"
		}
		b.WriteString(indent + typeName + ` "` + n.location.resolved + "\"\n")
		in := inc(indent)
		b.WriteString(in + "Original " + strings.ToLower(typeName) + `: "` + n.location.original + "\"\n")
		n.dumpBranches(b, in)
		if n.event == evLocationNotFound {
			b.WriteString(in + typeName + " not found\n")
		}
		n.dumpOutcome(b, in)
	case exSubLookup:
		parts := make([]string, len(n.segments))
		for i, s := range n.segments {
			parts[i] = segText(s)
		}
		b.WriteString(indent + `Sub key: "` + strings.Join(parts, ".") + "\"\n")
		in := inc(indent)
		n.dumpBranches(b, in)
		n.dumpOutcome(b, in)
	case exSegment:
		n.dumpOutcome(b, indent)
	case exScope:
		b.WriteString(indent + n.name + "\n")
		in := inc(indent)
		n.dumpBranches(b, in)
		n.dumpOutcome(b, in)
	}
}

func (n *explainNode) dumpOutcome(b *strings.Builder, indent string) {
	switch n.event {
	case evNotFound:
		b.WriteString(indent + `No such key: "` + n.key + "\"\n")
	case evFound, evFoundInOverrides, evFoundInDefaults:
		b.WriteString(indent + `Found key: "` + n.key + `" value: `)
		dumpValue(b, indent, n.value)
		switch n.event {
		case evFoundInOverrides:
			b.WriteString(" in overrides")
		case evFoundInDefaults:
			b.WriteString(" in defaults")
		}
		b.WriteByte('\n')
	}
	n.dumpTexts(b, indent)
}

// dumpValue is ExplainTreeNode#dump_value: hashes and arrays one entry a
// line, anything else as Ruby's inspect shows it.
func dumpValue(b *strings.Builder, indent string, v values.Value) {
	switch x := v.(type) {
	case *values.Hash:
		b.WriteByte('{')
		if x.Len() > 0 {
			in := inc(indent)
			sep := "\n"
			for i := 0; i < x.Len(); i++ {
				k, e := x.At(i)
				b.WriteString(sep + in)
				dumpValue(b, in, k)
				b.WriteString(" => ")
				dumpValue(b, in, e)
				sep = ",\n"
			}
			b.WriteString("\n" + indent)
		}
		b.WriteByte('}')
	case []values.Value:
		b.WriteByte('[')
		if len(x) > 0 {
			in := inc(indent)
			sep := "\n"
			for _, e := range x {
				b.WriteString(sep + in)
				dumpValue(b, in, e)
				sep = ",\n"
			}
			b.WriteString("\n" + indent)
		}
		b.WriteByte(']')
	default:
		b.WriteString(rubyInspect(v))
	}
}

// Hash returns the explanation as Puppet's Explainer#to_hash does, for
// `puppet lookup --explain --render-as json|yaml`.
func (e *Explainer) Hash() values.Value {
	if len(e.root.branches) == 1 {
		return e.root.branches[0].toHash()
	}
	h := values.NewHash(1)
	if len(e.root.branches) > 0 {
		bs := make([]values.Value, len(e.root.branches))
		for i, br := range e.root.branches {
			bs[i] = br.toHash()
		}
		h.Put("branches", bs)
	}
	return h
}

func (n *explainNode) typeName() string {
	switch n.kind {
	case exTop:
		return "root"
	case exInvalidKey:
		return "invalid_key"
	case exMergeSource:
		return "merge_source"
	case exModule:
		return "module"
	case exInterpolate:
		return "interpolate"
	case exMerge:
		return "merge"
	case exGlobal:
		return "global"
	case exDataProvider:
		return "data_provider"
	case exLocation:
		if n.location.uri {
			return "uri"
		}
		return "path"
	case exSubLookup:
		return "sub_key"
	case exSegment:
		return "segment"
	case exScope:
		return "scope"
	}
	return "root"
}

var eventNames = map[exEvent]string{
	evFound: "found", evFoundInOverrides: "found_in_overrides", evFoundInDefaults: "found_in_defaults",
	evResult: "result", evNotFound: "not_found", evLocationNotFound: "location_not_found",
	evModuleNotFound: "module_not_found", evModuleProviderNotFound: "module_provider_not_found",
}

func (n *explainNode) toHash() values.Value {
	if n.kind == exMergeSource {
		return values.HashFrom("type", "merge_source", "merge_source", n.name)
	}
	if n.kind == exMerge && len(n.branches) == 1 {
		return n.branches[0].toHash()
	}
	h := values.NewHash(6)
	if len(n.branches) > 0 {
		bs := make([]values.Value, len(n.branches))
		for i, br := range n.branches {
			bs[i] = br.toHash()
		}
		h.Put("branches", bs)
	}
	if n.key != "" || n.kind == exTop {
		h.Put("key", n.key)
	}
	switch n.event {
	case evFound, evFoundInDefaults, evFoundInOverrides, evResult:
		h.Put("value", n.value)
	}
	if n.event != evNone {
		h.Put("event", eventNames[n.event])
	}
	if len(n.texts) > 0 {
		ts := make([]values.Value, len(n.texts))
		for i, t := range n.texts {
			ts[i] = t
		}
		h.Put("texts", ts)
	}
	h.Put("type", n.typeName())
	switch n.kind {
	case exInterpolate:
		h.Put("expression", n.name)
	case exMerge:
		h.Put("merge", n.merge.Name())
		if o := n.merge.optionsWithoutStrategy(); o != nil {
			h.Put("options", o)
		}
	case exGlobal:
		h.Put("name", n.name)
	case exDataProvider:
		h.Put("name", n.provider)
		if n.configPath != "" {
			h.Put("configuration_path", n.configPath)
		}
		if n.module != "" {
			h.Put("module", n.module)
		}
	case exLocation:
		if n.location.uri {
			h.Put("original_uri", n.location.original)
			h.Put("uri", n.location.resolved)
		} else {
			h.Put("original_path", n.location.original)
			h.Put("path", n.location.resolved)
		}
	case exScope:
		h.Put("name", n.name)
	}
	return h
}

// patch shows in the explanation the arrays and hashes Ruby's deep merge
// changed in place (the explanation holds the same objects in Puppet).
func (e *Explainer) patch(m mutations) {
	p := &patcher{m: m}
	var walk func(n *explainNode)
	walk = func(n *explainNode) {
		if n.value != nil {
			if nv, ch := p.patch(n.value); ch {
				n.value = nv
			}
		}
		for _, b := range n.branches {
			walk(b)
		}
	}
	walk(&e.root)
}
