package resourcetypes

import (
	"testing"

	"github.com/punch-dev/punch/parser"
)

// The parser sits below this package and keeps its own list of
// metaparameters for `puppet parser validate`'s definition checks: it must
// be Puppet's list, generated here.
func TestParserMetaparams(t *testing.T) {
	for _, m := range Metaparams() {
		if !parser.IsMetaparam(m) {
			t.Errorf("parser does not know the metaparameter %s", m)
		}
	}
	for _, n := range []string{"name", "title", "ensure", "provider", "tags", "schedules"} {
		if parser.IsMetaparam(n) {
			t.Errorf("parser takes %s for a metaparameter", n)
		}
	}
}
