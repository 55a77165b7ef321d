package ruby

import (
	"strings"

	"golang.org/x/text/cases"
)

// caseFoldEqual is String#casecmp?'s comparison: both strings folded with
// Unicode's full case folding (Ruby's downcase(:fold): 'ß', 'ẞ' and 'SS'
// all fold to "ss"; RUBY-21, QA-FORGE-18 R6), ASCII-only strings without
// allocating.
func caseFoldEqual(a, b string) bool {
	if isASCII(a) && isASCII(b) {
		return strings.EqualFold(a, b)
	}
	return cases.Fold().String(a) == cases.Fold().String(b)
}
