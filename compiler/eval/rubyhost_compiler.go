package eval

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// More of the compile for Ruby's Puppet API (compiler/ruby's
// puppetapi_compiler.go): a catalog resource's place and flags, the
// environment's modules.

var (
	_ ruby.ResourceInfoHost = (*rubyHost)(nil)
	_ ruby.ModuleLister     = (*rubyHost)(nil)
	_ ruby.ResourceKeysHost = (*rubyHost)(nil)
)

// ResourceInfo is Puppet::Parser::Resource#file, #line, #exported? and
// #virtual? of a catalog resource as the compile has it at the call (an
// exported resource is virtual until collected, as Puppet's exported=
// makes it).
func (h *rubyHost) ResourceInfo(ref values.Value) (ruby.ResourceInfo, bool) {
	r := h.resourceOf(ref)
	if r == nil {
		return ruby.ResourceInfo{}, false
	}
	return ruby.ResourceInfo{File: r.file, Line: r.line, Exported: r.exported, Virtual: r.virtual}, true
}

// ModuleNames is Environment#modules: the environment's modules in
// modulepath order (each module's lib directory names it; the
// environment's own lib, last, is no module's).
func (h *rubyHost) ModuleNames() []string {
	ix := h.cc.c.functionTable().Index()
	var out []string
	for _, lib := range ix.LibDirs() {
		if m := ix.ModuleOf(filepath.Join(lib, "x")); m != "" {
			out = append(out, m)
		}
	}
	return out
}

// ResourceKeys is Catalog#resource_keys: the catalog's resources in order,
// each followed by the names createAliases recorded for it, in the order it
// added them: the alias metaparameter's, then the uniqueness key (a
// composite key, kept as an encoded string, is left out). A class's title
// is capitalized as Puppet's resource has it (Class[main] excepted).
func (h *rubyHost) ResourceKeys() [][2]string {
	c := h.cc.c
	aliases := make(map[*Resource][]string)
	for k, r := range c.aliases {
		if !strings.HasPrefix(k.title, "\x00") {
			aliases[r] = append(aliases[r], k.title)
		}
	}
	var out [][2]string
	for _, r := range c.resources {
		if !r.inCatalog {
			continue
		}
		title := r.title
		if r.typ == "Class" && title != "main" {
			title = values.CapitalizeSegments(title)
		}
		out = append(out, [2]string{r.typ, title})
		mine := aliases[r]
		if len(mine) == 0 {
			continue
		}
		// the alias metaparameter's first, in its order
		var explicit []string
		if v, ok := r.get("alias"); ok && v != nil {
			for _, a := range flattenValues([]values.Value{v}) {
				if s, ok := a.(string); ok && slices.Contains(mine, s) && !slices.Contains(explicit, s) {
					explicit = append(explicit, s)
				}
			}
		}
		for _, a := range explicit {
			out = append(out, [2]string{r.typ, a})
		}
		for _, a := range mine {
			if !slices.Contains(explicit, a) {
				out = append(out, [2]string{r.typ, a})
			}
		}
	}
	return out
}
