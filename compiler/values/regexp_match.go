package values

import (
	"context"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/regexp2"
)

// Bounding a match (QA-ROBUST-1 R2, R3).
//
// A pattern that backtracks (/^(a+)+$/ against forty a's and a '!') can take
// longer than any request: Ruby 3.1 has no bound (it would run for days).
// Go's engine is linear, so only the matches regexp2 runs (lookaround,
// backreferences, atomic groups...) are bounded: by regexp_timeout, and
// sooner by the deadline of the compile's context (request_timeout), so
// that a request that ends stops its match too. A match stopped so is an
// error, never "no match": the catalog would silently depend on it.
//
// regexp2 reads the bound from the Regexp at each match and keeps nothing
// else of a match in it but a cache of runners, so a bound of its own is a
// copy of the compiled Regexp made before any match (proto: the same
// program, an empty cache), pooled per pattern (bounded).

// MatchTimeoutError is a match stopped by a bound: it ran past
// regexp_timeout or, with Depth, its subexpression calls nested deeper
// than the engine's bound (regexp2.MaxCallDepth).
type MatchTimeoutError struct {
	Regexp *Regexp
	// Length is the String's length in characters.
	Length int
	Limit  time.Duration
	Depth  int
}

func (e *MatchTimeoutError) Error() string {
	if e.Depth > 0 {
		return fmt.Sprintf("matching the regular expression %s against a String of %d characters nested its subexpression calls deeper than %d levels, the most a match may nest; Puppet's Ruby has no such bound",
			e.Regexp.String(), e.Length, e.Depth)
	}
	return fmt.Sprintf("matching the regular expression %s against a String of %d characters took longer than %s, the longest a match may take (regexp_timeout; a pattern that backtracks without end?); Puppet's Ruby would go on for as long as it takes",
		e.Regexp.String(), e.Length, e.Limit)
}

// matchPanic carries the error of a stopped match out of a caller that
// has no error result (a Pattern type's instance check, a collector's
// query), as sizePanic does for values' writers: the evaluator recovers it
// (Recovered) where it calls functions and at the compile's end.
type matchPanic struct{ err error }

// Bounded returns regexp2's engine for r with the bound of a match made for
// ctx: regexp_timeout (r's own engine), or less when ctx's deadline is
// sooner (a copy). The caller gives it back with Release when its matches
// are done, and turns their errors into the match's with MatchError.
func (r *Regexp) Bounded(ctx context.Context) *regexp2.Regexp {
	r.compile()
	limit := matchBound(ctx)
	if limit == r.re.MatchTimeout {
		return r.re
	}
	e, _ := r.bounded.Get().(*regexp2.Regexp)
	if e == nil {
		cp := r.proto
		e = &cp
	}
	e.MatchTimeout = limit
	return e
}

// Release gives back an engine Bounded returned.
func (r *Regexp) Release(e *regexp2.Regexp) {
	if e != r.re {
		r.bounded.Put(e)
	}
}

// matchBound is how long a match made for ctx may take.
func matchBound(ctx context.Context) time.Duration {
	limit := RegexpTimeout()
	if d, ok := ctx.Deadline(); ok {
		if left := time.Until(d); left < limit {
			// at least a millisecond: regexp2 takes 0 as "no bound"
			limit = max(left, time.Millisecond)
		}
	}
	return limit
}

// MatchError is the error of a match of r against s made for ctx that
// failed with err (regexp2 fails only when a bound is reached): for
// subexpression calls nested too deeply a MatchTimeoutError with Depth, the
// context's end when the request's deadline is what stopped it, else a
// MatchTimeoutError.
func (r *Regexp) MatchError(ctx context.Context, s string, err error) error {
	if err == nil {
		return nil
	}
	var deep *regexp2.CallDepthError
	if errors.As(err, &deep) {
		return &MatchTimeoutError{Regexp: r, Length: utf8.RuneCountInString(s), Depth: deep.Depth}
	}
	if cause := context.Cause(ctx); cause != nil {
		return cause
	}
	limit := RegexpTimeout()
	if matchBound(ctx) < limit {
		// the deadline comes sooner than the bound: it is what stopped
		// the match, a moment before the context ends
		return context.DeadlineExceeded
	}
	return &MatchTimeoutError{Regexp: r, Length: utf8.RuneCountInString(s), Limit: limit}
}

// Submatch is FindStringSubmatch for ctx: the whole match and its groups,
// nil when s does not match, or the error of a match that was stopped.
func (r *Regexp) Submatch(ctx context.Context, s string) ([]string, error) {
	r.compile()
	if r.fast != nil {
		if r.fastSub && !r.caretAtEnd(s) {
			return r.fast.FindStringSubmatch(s), nil
		}
		// Go's engine finds a match wherever Ruby's would (and more, for
		// a ^ at the end): when it finds none, there is none, in linear
		// time, where regexp2 may backtrack without end (/^(a+)+$/
		// against "aaaa…!"); only a match needs regexp2's captures.
		if !r.fast.MatchString(s) {
			return nil, nil
		}
	}
	eng := r.Bounded(ctx)
	m, err := eng.FindStringMatch(s)
	r.Release(eng)
	if err != nil {
		return nil, r.MatchError(ctx, s, err)
	}
	return groupStrings(m), nil
}

// Matches is MatchString for ctx: whether s contains a match, or the error
// of a match that was stopped.
func (r *Regexp) Matches(ctx context.Context, s string) (bool, error) {
	r.compile()
	if r.fast != nil && !r.caretAtEnd(s) {
		return r.fast.MatchString(s), nil
	}
	return r.engineMatch(ctx, s)
}

// caretAtEnd reports whether Go's engine could answer for s otherwise
// than Ruby: the pattern has a ^, which Go's engine also finds at the end
// of a string that ends in a newline (Ruby's ^ never matches there), and
// Go's first match ends there. Ruby's ^ matches at a subset of the places
// Go's does, so Ruby's first match is Go's first match when that match did
// not take a ^ there, which it could not when it ends before the end; in
// the other case regexp2 (with Ruby's ^) answers.
func (r *Regexp) caretAtEnd(s string) bool {
	if !r.caret || s == "" || s[len(s)-1] != '\n' {
		return false
	}
	loc := r.fast.FindStringIndex(s)
	return loc != nil && loc[1] == len(s)
}

// groupStrings is a regexp2 match's whole match and groups ("" for a group
// that did not participate), nil for no match.
func groupStrings(m *regexp2.Match) []string {
	if m == nil {
		return nil
	}
	groups := m.Groups()
	out := make([]string, len(groups))
	for i, g := range groups {
		if len(g.Captures) > 0 {
			out[i] = g.String()
		}
	}
	return out
}

// mustMatch carries the error of a stopped match out as a panic
// (matchPanic), for callers without an error result.
func mustMatch[T any](v T, err error) T {
	if err != nil {
		panic(matchPanic{err})
	}
	return v
}

// MustMatch is ok, or panics with err (a stopped match's, from Match,
// InMatch or Submatch) for Recovered: for callers that have no error
// result.
func MustMatch(ok bool, err error) bool { return mustMatch(ok, err) }

// matchNoContext is Match for a type's checks, which have no context: as
// FindStringSubmatch, a match stopped by its bound panics (mustMatch).
func matchNoContext(v, pattern Value) bool {
	ok, _, err := Match(context.Background(), v, pattern)
	return mustMatch(ok, err)
}

// IsMatchStop reports whether err is a stopped match's (MatchError): its
// bound, or the end of the request.
func IsMatchStop(err error) bool {
	var te *MatchTimeoutError
	return errors.As(err, &te) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)
}
