package eval_test

import (
	"context"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
)

// An EPP template that renders itself is stopped as deep function calls
// are, with an error naming the innermost call site, instead of overflowing Go's
// stack (a fatal error: punch serve would die with every compile).
func TestEPPSelfRecursionBounded(t *testing.T) {
	l := env(t, map[string]string{
		"modules/m/templates/self.epp": "<%= epp('m/self.epp') %>",
		"manifests/site.pp":            "notice(epp('m/self.epp'))\n",
	})
	req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l}
	_, _, err := eval.Compile(context.Background(), req)
	if err == nil || !strings.Contains(err.Error(), "nested more than 1000 deep") || !strings.Contains(err.Error(), "self.epp, line: 1") {
		t.Fatalf("got %v", err)
	}
}
