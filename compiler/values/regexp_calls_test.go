package values

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// Subexpression calls run in the engine, recursion included (their matches
// and Onigmo's refusals are checked against Ruby 3.1 by compiler/ruby's
// TestOracle regexp_subexp_calls and regexp_recursive_calls). Here: the
// bound on their depth, an error naming the pattern, not a crash.
func TestSubexpCallDepthBound(t *testing.T) {
	re, err := NewRegexp(`\A(?<p>\((?:[^()]|\g<p>)*\))\z`)
	if err != nil {
		t.Fatal(err)
	}
	ok, err := re.Matches(context.Background(), strings.Repeat("(", 1000)+strings.Repeat(")", 1000))
	if !ok || err != nil {
		t.Errorf("1000 levels: %v, %v", ok, err)
	}
	deep := strings.Repeat("(", 300000) + strings.Repeat(")", 300000)
	_, err = re.Matches(context.Background(), deep)
	var te *MatchTimeoutError
	if !errors.As(err, &te) || te.Depth == 0 || !strings.Contains(err.Error(), "subexpression calls deeper than") || !strings.Contains(err.Error(), `/\A(?<p>`) {
		t.Errorf("300000 levels: %v", err)
	}
}

// FuzzSubexpCalls compiles patterns with calls, \K and \X and matches them
// against short texts: an error or an answer, never a panic or a hang
// (each match is bounded by a short regexp_timeout).
func FuzzSubexpCalls(f *testing.F) {
	for _, s := range []string{`(?<w>[a-z]+)-\g<w>`, `(\d),\g<1>\g<-1>`, `(?<p>\((?:[^()]|\g<p>)*\))`,
		"(?x)#(\n(?<a>x)\\g'a'", `[[:alpha:]\]](?<a>)\g<a>`, `(?<a>a\g<a>|b)`, `\A\g<0>?x`, `a\Kb|\X`,
		`(?>a\K)x|ab`, `(?<a>(?=a\K)\g<a>?b)`, `(?i)\X\g<1>(ß)`} {
		f.Add(s, "((ab)-(ab))ßx")
	}
	f.Fuzz(func(t *testing.T, p, s string) {
		if len(p) > 200 || len(s) > 200 {
			return
		}
		re, err := NewRegexp(p)
		if err != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		_, _ = re.Submatch(ctx, s)
	})
}
