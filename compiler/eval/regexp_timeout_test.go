package eval_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
)

// backtracks is a pattern regexp2 runs (a lookahead) that backtracks
// without end against forty a's and a '!'.
const backtracks = `(?=a)(a+)+$`

var hostileText = strings.Repeat("a", 40) + "!"

// regexp_timeout bounds every match: a Pattern type of a class parameter
// past it is an error located at the class's declaration (it was the
// compile's unlocated error), and a Go function's matches (regsubst, split,
// match) stop at it too.
func TestRegexpTimeoutSetting(t *testing.T) {
	values.SetRegexpTimeout(50 * time.Millisecond)
	defer values.SetRegexpTimeout(0)
	for name, cs := range map[string]struct{ site, want string }{
		"class parameter": {"class c(Pattern[/" + backtracks + "/] $p) { }\nclass { 'c': p => '" + hostileText + "' }\n", "line: 2"},
		"regsubst":        {"notice(regsubst('" + hostileText + "', /" + backtracks + "/, 'x'))\n", "line: 1, column: 8"},
		"split":           {"notice(split('" + hostileText + "', /" + backtracks + "/))\n", "line: 1, column: 8"},
		"match":           {"notice(match('" + hostileText + "', /" + backtracks + "/))\n", "line: 1, column: 8"},
	} {
		t.Run(name, func(t *testing.T) {
			l := env(t, map[string]string{"manifests/site.pp": cs.site})
			req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l}
			_, _, err := eval.Compile(context.Background(), req)
			if err == nil || !strings.Contains(err.Error(), "took longer than 50ms, the longest a match may take (regexp_timeout") || !strings.Contains(err.Error(), cs.want) {
				t.Fatalf("err %v, want the regexp_timeout error at %s", err, cs.want)
			}
		})
	}
}

// A Go function's match stops at the compile's deadline (request_timeout),
// not only at regexp_timeout: the compile ends with its context's error.
func TestGoFunctionMatchStopsAtTheDeadline(t *testing.T) {
	for _, fn := range []string{"regsubst('" + hostileText + "', /" + backtracks + "/, 'x')", "split('" + hostileText + "', /" + backtracks + "/)", "match('" + hostileText + "', /" + backtracks + "/)"} {
		l := env(t, map[string]string{"manifests/site.pp": "notice(" + fn + ")\n"})
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		req := &eval.Request{Node: "web01.example.com", Facts: facts(), Environment: "production", Loader: l}
		_, _, err := eval.Compile(ctx, req)
		cancel()
		var te *values.MatchTimeoutError
		if err == nil || errors.As(err, &te) || strings.Contains(err.Error(), "took longer than") || !strings.Contains(err.Error(), "deadline") {
			t.Errorf("%s: %v, want the deadline's error", fn, err)
		}
	}
}
