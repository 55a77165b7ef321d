package values

import (
	"strings"

	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

// CheckRegexpLiterals checks every regexp literal of a parsed file as
// Puppet's lexer does when it reads the file (each REGEX token becomes a
// Ruby Regexp at once): a pattern Ruby refuses fails the whole file, even
// where the code never runs, with Ruby's message and no location ("end
// pattern with unmatched parenthesis: /(/"; Puppet reports it as "Could
// not parse for environment E: ..."). A pattern Punch's engine cannot run
// although Ruby takes it (a recursive subexpression call) is left to the
// evaluation, which reports it as not supported where it is used.
func CheckRegexpLiterals(prog *ast.Program) error {
	if prog == nil {
		return nil
	}
	for _, r := range prog.Regexes {
		_, err := NewRegexp(r.Pattern)
		re, ok := err.(*RegexpError)
		if !ok {
			continue
		}
		if msg := re.Detail(); onigmoRefuses(msg) {
			return diag.List{{Severity: diag.Error, Code: diag.SyntaxError, Message: msg}}
		}
	}
	return nil
}

// onigmoRefuses reports whether a pattern's error is one Onigmo reports
// too: the structural mistakes and property names Onigmo does not know
// (testdata/properties). An escape or group the engine does not know may
// be one Onigmo knows: the file is not refused for it at load; the
// evaluation reports it where the pattern is used.
func onigmoRefuses(detail string) bool {
	for _, m := range []string{
		"end pattern with unmatched parenthesis", "unmatched close parenthesis", "premature end of char-class",
		"target of repeat operator is not specified", "upper is smaller than lower in repeat range",
		"empty range in char class", "too short escape sequence", errLookBehind,
	} {
		if strings.HasPrefix(detail, m+": /") {
			return true
		}
	}
	// a property name Onigmo does not know (checkProperties; one it knows
	// and Punch's engine not is not supported, left to the evaluation)
	return strings.HasPrefix(detail, "invalid character property name {")
}
