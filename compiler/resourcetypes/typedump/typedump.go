// Package typedump is the JSON that compiler/resourcetypes/gen/dump_types.rb
// prints: Puppet's own introspection of resource types, the built-in ones
// or those that module type files define. The generator of builtin_gen.go
// and the tests that compare Punch's types (compiler/resourcetypes) and the
// Ruby runtime's type DSL (compiler/ruby) with Puppet's read it through
// these types, so the recording's format is written down once.
package typedump

// Pattern is one of a type's title patterns: the regexp's source and
// options, the attributes its captures set, and whether each has a proc.
type Pattern struct {
	Source     string   `json:"source"`
	Options    string   `json:"options"`
	Attributes []string `json:"attributes"`
	Procs      []bool   `json:"procs"`
}

// Type is what Puppet says of one resource type. TitlePatternsError is
// Ruby's error when the title patterns could not be computed.
type Type struct {
	Name               string    `json:"name"`
	Parameters         []string  `json:"parameters"`
	Properties         []string  `json:"properties"`
	KeyAttributes      []string  `json:"key_attributes"`
	Isomorphic         bool      `json:"isomorphic"`
	TitlePatterns      []Pattern `json:"title_patterns"`
	TitlePatternsError string    `json:"title_patterns_error"`
}

// Builtin is `dump_types.rb builtin`: Puppet's version, its
// metaparameters and its built-in types.
type Builtin struct {
	PuppetVersion string   `json:"puppet_version"`
	Metaparams    []string `json:"metaparams"`
	Types         []Type   `json:"types"`
}

// Modules is `dump_types.rb modules DIR...` (or `pcore`): one entry per
// type file.
type Modules struct {
	PuppetVersion string  `json:"puppet_version"`
	Types         []Entry `json:"types"`
}

// Entry is one type file: its path (relative to the module directory),
// its module, and the type it defines, or Puppet's error loading it.
type Entry struct {
	File   string `json:"file"`
	Module string `json:"module"`
	Type   *Type  `json:"type"`
	Error  string `json:"error"`
}
