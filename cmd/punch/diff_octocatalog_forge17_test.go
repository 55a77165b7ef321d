package main

import (
	"path/filepath"
	"testing"
)

// TestDiffAsOctocatalogForge17 compares punch diff with Debian's octocatalog-diff 2.1.0 on a fourth
// control repository (testdata/diffrepo_forge17: roles and profiles over a component module, Hiera data
// with lookup_options; QA-FORGE-17). Between v1 and v2: web01 a class parameter's default from '80'
// to 80 (a String to an Integer in a template's text only), a vhost removed and another's root
// changed through Hiera, a relationship moved from require to subscribe, a tag added; both nodes a
// user removed, a component module's default (a template's output), a file behind source => changed
// (its content is in octocatalog-diff's report) and a Sensitive value changed; db01 an Integer
// through Hiera and an exec's unless. The reference is octocatalog-diff's reports recorded by
// record-octocatalog.sh (a link to testdata/diffrepo's script).
func TestDiffAsOctocatalogForge17(t *testing.T) {
	t.Parallel()
	dir, err := filepath.Abs("testdata/diffrepo_forge17")
	if err != nil {
		t.Fatal(err)
	}
	compareRecordedOctocatalog(t, dir, 2)
}
