package values

import "testing"

// NewRegexp refuses the look-behinds Ruby 3.1 refuses, with Onigmo's
// message (testdata/lookbehind: patterns.txt, expected.txt recorded by
// record.sh with ruby).
func TestLookBehindRules(t *testing.T) { checkRecordedErrors(t, "testdata/lookbehind") }
