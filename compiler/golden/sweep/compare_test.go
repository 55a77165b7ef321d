package sweep

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/punch-dev/punch/compiler/golden"
)

// compareOutcome compares what Punch made of a class with what Puppet made of it, under the
// golden suite's rules: catalogs with golden.CompareCatalogs (catcmp); errors by errorsMatch.
func compareOutcome(want Outcome, gotCatalog []byte, gotErr string) []string {
	switch {
	case want.Catalog != nil && gotErr != "":
		return []string{"Punch failed where Puppet compiled: " + gotErr}
	case want.Catalog != nil:
		diffs, err := golden.CompareCatalogs(want.Catalog, gotCatalog, false)
		if err != nil {
			return []string{err.Error()}
		}
		return diffs
	case gotErr == "":
		return []string{"Punch compiled where Puppet failed: " + want.Error}
	case errorsMatch(want.Error, gotErr):
		return nil
	}
	return []string{fmt.Sprintf("errors differ:\n    Puppet: %s\n    Punch:  %s", want.Error, gotErr)}
}

var quotedRE = regexp.MustCompile(`'[^']+'|"[^"]+"`)

// errorsMatch is the rule for two failed compiles: the same message, or, as the golden suite
// accepts for error cases, a message that names every line Puppet's names (as ":N", "line N" or
// "line: N") and, standing for the golden cases' hand-written error_match words, every name
// Puppet's message quotes ('x' or "x": the class, variable, function, value or type at fault).
func errorsMatch(puppet, punch string) bool {
	if puppet == punch {
		return true
	}
	lines := regexp.MustCompile(`line: ([0-9]+)`).FindAllStringSubmatch(puppet, -1)
	if len(lines) == 0 {
		return false
	}
	for _, m := range lines {
		if !regexp.MustCompile(`(:|line:? ?)` + m[1] + `\b`).MatchString(punch) {
			return false
		}
	}
	for _, q := range quotedRE.FindAllString(puppet, -1) {
		if !strings.Contains(punch, q[1:len(q)-1]) {
			return false
		}
	}
	return true
}

// Causes of a mismatch, for KNOWN_MISMATCHES and TRIAGE.md: what the engineers fixing it need to
// know first. The order is the order of the checks.
const (
	causeUnknownFunction = "unknown function"
	causeRuby            = "Ruby not runnable"
	causeTemplate        = "template"
	causeMissingFeature  = "core feature missing"
	causePunchFails      = "Punch fails, Puppet compiles"
	causePuppetFails     = "Punch compiles, Puppet fails"
	causeErrorDiffers    = "different error"
	causeResources       = "catalog: resources missing or extra"
	causeParameters      = "catalog: parameter values"
	causeOtherCatalog    = "catalog: edges, tags or classes"
)

// cause classifies the differences of one class (problems from compareOutcome).
func cause(problems []string) string {
	first := problems[0]
	punchSide := first
	if i := strings.Index(first, "Punch:  "); i >= 0 {
		punchSide = first[i:]
	}
	switch {
	case strings.HasPrefix(first, "Punch compiled where Puppet failed"):
		return causePuppetFails
	case strings.Contains(punchSide, "Unknown function"):
		return causeUnknownFunction
	case strings.Contains(punchSide, "Ruby") || strings.Contains(punchSide, ".rb:") || strings.Contains(punchSide, ".rb,") ||
		strings.Contains(punchSide, "uninitialized constant") || strings.Contains(punchSide, "undefined method") ||
		strings.Contains(punchSide, "@ rb_sysopen") || strings.Contains(punchSide, "Undefined setting"):
		// The runtime's own refusals, and the Ruby exceptions (NameError, NoMethodError,
		// Errno, settings) a module's Ruby raises in it where it runs in Puppet.
		return causeRuby
	case strings.Contains(punchSide, ".erb") || strings.Contains(punchSide, ".epp") || strings.Contains(punchSide, "emplate"):
		return causeTemplate
	case strings.Contains(punchSide, "not supported") || strings.Contains(punchSide, "unsupported") ||
		strings.Contains(punchSide, "not implemented"):
		return causeMissingFeature
	case strings.HasPrefix(first, "Punch failed where Puppet compiled"):
		return causePunchFails
	case strings.HasPrefix(first, "errors differ"):
		return causeErrorDiffers
	}
	for _, p := range problems {
		if strings.HasPrefix(p, "missing resource ") || strings.HasPrefix(p, "extra resource ") {
			return causeResources
		}
	}
	for _, p := range problems {
		if strings.Contains(p, " parameter ") {
			return causeParameters
		}
	}
	return causeOtherCatalog
}

// reason is the one-line KNOWN_MISMATCHES reason of a class's mismatch.
func reason(_ string, problems []string) string { return reasonWith(cause(problems), problems) }

// reasonWith is a one-line known-mismatch reason: the cause, then the first difference.
func reasonWith(cause string, problems []string) string {
	r := strings.Join(strings.Fields(problems[0]), " ")
	if len(r) > 200 {
		r = r[:200] + "..."
	}
	if len(problems) > 1 {
		r = fmt.Sprintf("%s (+%d more)", r, len(problems)-1)
	}
	return "[" + cause + "] " + r
}
