package values

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// A match that backtracks without end stops at the request's deadline,
// with the context's error: the compile then ends as the request did.
func TestMatchStopsAtTheDeadline(t *testing.T) {
	r, err := NewRegexp(`(?=a)(a+)+$`) // the lookahead: regexp2 runs it
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	s := strings.Repeat("a", 60) + "!"
	if m, err := r.Submatch(ctx, s); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Submatch: %v, %v; want the deadline's error", m, err)
	}
	if ok, err := r.Matches(ctx, s); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Matches: %v, %v; want the deadline's error", ok, err)
	}
	if !IsMatchStop(context.DeadlineExceeded) {
		t.Error("IsMatchStop(DeadlineExceeded) is false")
	}
}

// A match stopped by its own bound is an error naming the pattern, the
// string's length and the bound (never "no match").
func TestMatchTimeoutError(t *testing.T) {
	r, err := NewRegexp(`(?=a)(a+)+$`)
	if err != nil {
		t.Fatal(err)
	}
	err = r.MatchError(context.Background(), "aaaé!", errors.New("match timeout"))
	var te *MatchTimeoutError
	if !errors.As(err, &te) || !IsMatchStop(err) {
		t.Fatalf("MatchError: %v", err)
	}
	for _, want := range []string{"/(?=a)(a+)+$/", "5 characters", "10s"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q does not say %q", err.Error(), want)
		}
	}
	// Without an error result, the error is carried out as a panic.
	defer func() {
		e, ok := Recovered(recover())
		if !ok || e != err {
			t.Errorf("recovered %v, %v", e, ok)
		}
	}()
	MustMatch(false, err)
}

// Patterns with ^ run on Go's engine, whose ^ also matches after a newline
// that ends the string: those matches go to regexp2 (Ruby's ^). Each
// answer is regexp2's (golden fix18_regexp_caret_lines has Puppet's).
func TestCaretOnGoEngineAsRuby(t *testing.T) {
	for _, c := range []struct{ pat, s string }{
		{`^$`, "x\n"}, {`^$`, "ab\n\ncd"}, {`^cd$`, "ab\ncd\n"}, {`^ab`, "ab\ncd\n"},
		{`\n^`, "ab\ncd\n"}, {`^\z`, "\n"}, {`^$`, ""}, {`^`, "\n"}, {`^(?:zz|)\z`, "ab\ncd\n"},
		{`^.*?\z`, "ab\ncd\n"}, {`^(c.)$`, "ab\ncd\n"}, {`^(\w+)\n^(\w+)$`, "ab\ncd\n"}, {`^(\w*)$`, "a\n"},
		{`(^|x)\z`, "a\n"}, {`^`, "a\n"}, {`a|^`, "b\n"},
	} {
		r, err := NewRegexp(c.pat)
		if err != nil {
			t.Fatal(err)
		}
		r.compile()
		if r.fast == nil || !r.caret {
			t.Errorf("/%s/ does not run on Go's engine", c.pat)
			continue
		}
		m, err := r.re.FindStringMatch(c.s)
		if err != nil {
			t.Fatal(err)
		}
		want := groupStrings(m)
		got, err := r.Submatch(context.Background(), c.s)
		if err != nil || !slices.Equal(got, want) || (got == nil) != (want == nil) {
			t.Errorf("/%s/ =~ %q: %q, want %q", c.pat, c.s, got, want)
		}
		if ok, _ := r.Matches(context.Background(), c.s); ok != (want != nil) {
			t.Errorf("/%s/ matches %q: %v", c.pat, c.s, ok)
		}
	}
}

// Matches with a bound of their own (a pooled copy of the compiled
// Regexp) and matches with the shared engine run at the same time on one
// pattern: each gets its own answer (go test -race checks the sharing).
func TestBoundedMatchesConcurrently(t *testing.T) {
	r, err := NewRegexp(`(?=\w)(\w+)-(\d+)`)
	if err != nil {
		t.Fatal(err)
	}
	testtree.Concurrently(8, func(i int) {
		ctx := context.Background()
		if i%2 == 0 {
			// a deadline sooner than the 10 s bound: a copy
			c, cancel := context.WithTimeout(ctx, 5*time.Second)
			defer cancel()
			ctx = c
		}
		for j := 0; j < 200; j++ {
			s := fmt.Sprintf("x name%d-%d y", i, j)
			m, err := r.Submatch(ctx, s)
			want := []string{fmt.Sprintf("name%d-%d", i, j), fmt.Sprintf("name%d", i), fmt.Sprint(j)}
			if err != nil || !slices.Equal(m, want) {
				t.Errorf("%q: %q, %v; want %q", s, m, err, want)
				return
			}
			if ok, err := r.Matches(ctx, s+"!"); !ok || err != nil {
				t.Errorf("Matches %q: %v, %v", s, ok, err)
				return
			}
		}
	})
}
