// Package values holds Puppet's runtime values and its type system.
//
// A Value is one of these Go types, and nothing else:
//
//	nil        undef
//	Default    default
//	bool       Boolean
//	int64      Integer
//	float64    Float
//	string     String
//	[]Value    Array (never mutated once built; copy to change)
//	*Hash      Hash (insertion ordered; never mutated once built)
//	*Regexp    Regexp
//	*Sensitive Sensitive
//	Type       a type value (Integer[1,2], File['/x'], Class['c'], ...)
//	*Iterator  the lazy result of reverse_each, step, ... without a block
//	*Binary    Binary
//	SemVer     SemVer (and *SemVerRange)
//	Timespan   Timespan (nanoseconds), Timestamp (Unix nanoseconds)
//
// Values are immutable, so they may be shared freely between scopes,
// resources and concurrent compiles.
//
// # Types
//
// Every Puppet 7 type is a Go struct used through a pointer (IntegerT,
// StructT, ResourceT, TypeAliasT, ...), built by a constructor
// (IntegerType, StructType, ResourceRef, ClassRef, NewTypeAlias, ...) or by
// evaluating `Name[args]`: TypeByName for the bare name, Access for the
// parameters (with the evaluator's error wording), NewParameterized for
// both. ParseType reads a type written as a string (TypeParser wording).
// IsInstance and IsAssignable follow Puppet's instance? and assignable?;
// String renders a type as Puppet prints it.
//
// # Operations
//
// Equals, CompareOp (and Compare for ordering), Arithmetic, In/InMatch,
// Match (case and selector options), MatchOp (=~), TypeOf (type()),
// Generalize, Normalize, CommonType, DescribeMismatch and ValidateParameters
// (TypeMismatchDescriber), DescribeSignatures (function dispatch errors),
// ToString (interpolation), StringFormat (String(v, format)), Sprintf, New
// (the new function and conversions) and Label (value labels in messages).
// Errors carry Puppet's message; the evaluator adds the location.
//
// # Tests against Puppet
//
// testdata/cases holds the cases, testdata/gen.sh asks Puppet 7.23 for
// their results (testdata/expected), and TestOracle evaluates them here.
package values

import (
	"context"
	"errors"
	"fmt"
	goregexp "regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/util/regexp2"
	"github.com/punch-dev/punch/compiler/util/regexp2/syntax"
)

// Value is any Puppet value; see the package documentation for the set of
// Go types it may hold.
type Value = any

// Default is the value of the `default` literal.
type Default struct{}

// Sensitive wraps a value that must never be shown: it formats as
// "Sensitive [value redacted]" and the catalog lists the parameters that
// hold one in sensitive_parameters.
type Sensitive struct {
	Value Value
}

func (s *Sensitive) String() string { return "Sensitive [value redacted]" }

// Binary is a sequence of bytes (Puppet's Binary type).
type Binary struct {
	Bytes []byte
}

// Regexp is a compiled regular expression with Ruby semantics: `^` and `$`
// match at line boundaries, `.` does not match a newline unless the
// pattern sets the (?m) Ruby flag.
type Regexp struct {
	Source string // the pattern as written between the slashes
	// eng is Source with Onigmo's multi-character case folds written
	// out (regexp_fold.go), which the engines are compiled from.
	eng string
	// The engines are compiled on first use (compile): the function
	// library's signatures hold Pattern types whose regexps were most of
	// the start-up time of every punch command.
	once sync.Once
	re   *regexp2.Regexp
	// fast is the same expression compiled by Go's regexp package, when it
	// can express it (no backreferences, lookaround, atomic groups, ...):
	// Go's engine runs in linear time without allocating for a boolean
	// match, and finds the same (leftmost-first) matches.
	fast *goregexp.Regexp
	// fastSub says whether fast also gives the same captures: not when a
	// quantifier applies to a group, whose last (possibly empty) iteration
	// Ruby and regexp2 capture but Go does not.
	fastSub bool
	// caret: the pattern has a ^, which Go's engine also finds after a
	// newline that ends the string, where Ruby's does not (caretAtEnd).
	caret bool
	// proto is re as compiled, before any match, and bounded the copies
	// of it that run matches with a bound of their own (regexp_match.go).
	proto   regexp2.Regexp
	bounded sync.Pool
}

// regexpCacheGeneration bounds the regexp cache: at most two generations
// of this many patterns are kept. A long-running server sees patterns made
// from data (Hiera's knockout prefix, a pattern built in a string), so an
// unbounded cache would grow for ever; a pattern used again moves to the
// current generation, so the patterns of an environment's code stay.
const regexpCacheGeneration = 4096

// regexpCache maps a pattern to its *Regexp (compiled engines included).
var regexpCache = NewBoundedCache[string, *Regexp](regexpCacheGeneration)

// NewRegexp checks pattern (Ruby syntax) or returns an error that quotes
// it. Regexps are cached (a bounded number), compiled on first use and
// safe for concurrent use.
func NewRegexp(pattern string) (*Regexp, error) {
	if r, ok := regexpCache.Load(pattern); ok {
		return r, nil
	}
	return compileRegexp(pattern, pattern, OnigmoFixed(pattern))
}

// NewRubyRegexp is NewRegexp for a pattern made from a Ruby regexp's source
// (compiler/ruby rewrites properties and classes first): fixed says whether
// Ruby fixes the source's encoding (a non-ASCII character, \p or \u), which
// the rewritten pattern no longer tells.
func NewRubyRegexp(pattern string, fixed bool) (*Regexp, error) {
	key := pattern + "\x00ruby " + strconv.FormatBool(fixed)
	if r, ok := regexpCache.Load(key); ok {
		return r, nil
	}
	return compileRegexp(key, pattern, fixed)
}

// compileRegexp checks and caches pattern under key (not cached yet).
func compileRegexp(key, pattern string, fixed bool) (*Regexp, error) {
	if err := checkSubexpCalls(pattern); err != nil {
		return nil, &RegexpError{Pattern: pattern, Err: err}
	}
	// Onigmo's own rule for look-behinds, which regexp2 does not have
	// (before the engine's parse: \X and \R, which it lacks, are refused
	// there by Ruby too)
	if msg := checkLookBehind(pattern); msg != "" {
		return nil, &RegexpError{Pattern: pattern, Err: errors.New(msg)}
	}
	// then what Ruby takes and regexp2 cannot run (regexp_onigmo.go), and
	// Onigmo's multi-character case folds written out (regexp_fold.go)
	if err := checkProperties(pattern); err != nil {
		return nil, &RegexpError{Pattern: pattern, Err: err}
	}
	if err := checkClassRanges(pattern); err != nil {
		return nil, &RegexpError{Pattern: pattern, Err: err}
	}
	if err := checkCodePoints(pattern); err != nil {
		return nil, &RegexpError{Pattern: pattern, Err: err}
	}
	if err := checkOnigmoOnly(pattern); err != nil {
		return nil, &RegexpError{Pattern: pattern, Err: err}
	}
	eng, err := foldMultiChar(pattern, fixed)
	if err != nil {
		return nil, &RegexpError{Pattern: pattern, Err: err}
	}
	// Parsing finds every error regexp2.Compile reports (its code writer
	// fails only on a node type its own parser cannot make).
	if _, err := syntax.Parse(rubyToRegexp2(eng), syntax.RegexOptions(regexp2.Multiline)); err != nil {
		var se *syntax.Error
		if errors.As(err, &se) {
			// a property Onigmo knows (checkProperties) and the engine not
			switch {
			case se.Code == syntax.ErrUnknownSlashP && len(se.Args) > 0:
				err = &errUnsupported{fmt.Sprintf(`the character property \p{%v}`, se.Args[0])}
			case se.Code == syntax.ErrIncompleteSlashP || se.Code == syntax.ErrMalformedSlashP:
				err = &errUnsupported{"a character property of /" + pattern + "/"}
			}
		}
		return nil, &RegexpError{Pattern: pattern, Err: err}
	}
	return regexpCache.Add(key, &Regexp{Source: pattern, eng: eng}), nil
}

// compile compiles the engines once.
func (r *Regexp) compile() {
	r.once.Do(func() {
		src := r.eng
		if src == "" {
			src = r.Source
		}
		t := rubyToRegexp2(src)
		r.re = regexp2.MustCompile(t, regexp2.Multiline)
		r.re.MatchTimeout = RegexpTimeout()
		r.proto = *r.re
		r.fast = goRegexp(src)
		r.fastSub = r.fast != nil && !quantifiedGroupRx.MatchString(t)
		r.caret = r.fast != nil && strings.Contains(t, rubyCaret)
	})
}

// FindStringSubmatch returns the whole match and its groups ("" for a
// group that did not participate), or nil when s does not match. It is
// for callers without a context (a type's instance check): a match stopped
// by its bound panics with the error (Submatch, Recovered).
func (r *Regexp) FindStringSubmatch(s string) []string {
	return mustMatch(r.Submatch(context.Background(), s))
}

// MatchString reports whether s contains a match; as FindStringSubmatch,
// for callers without a context (Matches).
func (r *Regexp) MatchString(s string) bool {
	return mustMatch(r.Matches(context.Background(), s))
}

// Engine exposes the compiled regexp for functions that need more than a
// single match (regsubst, split, scan).
func (r *Regexp) Engine() *regexp2.Regexp {
	r.compile()
	return r.re
}

// String is Puppet's PRegexpType.regexp_to_s_with_delimiters: Ruby's
// Regexp#inspect (/a\/b/: a slash of the source is escaped) when the Ruby
// regexp has no options, else "/#{regexp.to_s}/". A pattern with non-ASCII
// characters is one with options (Ruby fixes its encoding), so Puppet shows
// /(?-mix:é)/ for it.
func (r *Regexp) String() string {
	if fixedEncoding(r.Source) {
		return "/" + RegexpToS(r.Source, 0) + "/"
	}
	return "/" + rubyRegexpExpr(r.Source) + "/"
}

// PlainString is Puppet's PRegexpType.regexp_to_s (String(regexp), %s):
// the source as written, in a "(?-imx:...)" group when the regexp has
// options (non-ASCII characters, see String).
func (r *Regexp) PlainString() string {
	if fixedEncoding(r.Source) {
		return "(?-imx:" + r.Source + ")"
	}
	return r.Source
}

// fixedEncoding reports whether Ruby's Regexp.new(src) of a UTF-8 string
// gets the FIXEDENCODING option: when src has a non-ASCII character.
func fixedEncoding(src string) bool {
	for i := 0; i < len(src); i++ {
		if src[i] >= 0x80 {
			return true
		}
	}
	return false
}

// Truthy reports Puppet's truthiness: only undef and false are false.
func Truthy(v Value) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	}
	return true
}
