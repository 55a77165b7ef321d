package values

import (
	"context"
	"strings"
)

// Results of matches run by regexp2 (a pattern Go's engine cannot run:
// lookarounds, backreferences, possessive quantifiers...) are cached: such
// a match costs thousands of instructions, and the same strings are
// checked against the same patterns in every compile (a Pattern type of a
// module's parameters, stdlib's validate_re), where a lookup costs a few
// hundred. A result depends only on the pattern and the string (a match
// that fails with an error, a timeout, is not cached), and a *Regexp is
// one pattern (NewRegexp shares them), so the pair is the key.

// matchCacheGeneration bounds the cache: two generations of this many
// results; a string longer than matchCacheKeyMax is not cached, so the
// cache holds at most about 2 MB of strings however many patterns and
// strings a long-running server sees.
const (
	matchCacheGeneration = 4096
	matchCacheKeyMax     = 256
)

type matchKey struct {
	re *Regexp
	s  string
}

var matchCache = NewBoundedCache[matchKey, bool](matchCacheGeneration)

// engineMatch is regexp2's answer for whether s contains a match of r,
// from the cache when it has it, or the error of a match stopped by its
// bound (regexp_match.go).
func (r *Regexp) engineMatch(ctx context.Context, s string) (bool, error) {
	cacheable := len(s) <= matchCacheKeyMax
	if cacheable {
		if ok, found := matchCache.Load(matchKey{r, s}); found {
			return ok, nil
		}
	}
	eng := r.Bounded(ctx)
	ok, err := eng.MatchString(s)
	r.Release(eng)
	if err != nil {
		return false, r.MatchError(ctx, s, err)
	}
	if cacheable {
		// A copy: s may be a slice of a larger string (a compile's string
		// arena) that the cache would otherwise keep alive.
		matchCache.Add(matchKey{r, strings.Clone(s)}, ok)
	}
	return ok, nil
}
