package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// The deep_merge gem (Debian ruby-deep-merge 1.1.1), a dependency of
// Puppet 7.23 that module Ruby requires for its own merges: Ruby code
// written for rlib, one library per file the gem has. Puppet has not
// loaded it when module code runs (Hiera loads it for a deep merge), so it
// needs its require, as in Puppet (golden forge11_ruby_deep_merge_gem).
var (
	//go:embed deep_merge.rb
	deepMergeCore string
	//go:embed deep_merge_hash.rb
	deepMergeHash string
	//go:embed deep_merge_rails_compat.rb
	deepMergeRails string
)

func init() {
	register(ruby.Library{Name: "deep_merge/core", Setup: rubySource("deep_merge/core.rb", deepMergeCore)}, false)
	register(ruby.Library{Name: "deep_merge/deep_merge_hash", Requires: []string{"deep_merge/core"},
		Setup: rubySource("deep_merge/deep_merge_hash.rb", deepMergeHash)}, false)
	register(ruby.Library{Name: "deep_merge/rails_compat", Requires: []string{"deep_merge/core"},
		Setup: rubySource("deep_merge/rails_compat.rb", deepMergeRails)}, false)
	register(ruby.Library{Name: "deep_merge", Requires: []string{"deep_merge/core", "deep_merge/deep_merge_hash"},
		Setup: func(*ruby.Interp) error { return nil }}, false)
}
