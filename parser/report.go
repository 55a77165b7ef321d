package parser

import (
	"errors"
	"fmt"

	"github.com/punch-dev/punch/parser/diag"
)

// Report is what Puppet prints when it validates one file: `puppet parser
// validate` for a manifest, `puppet epp validate` for a template.
type Report struct {
	// Logged are the lines Puppet logs while it parses and validates the
	// file: its warnings, then its validation errors when there are
	// several.
	Logged []ReportLine
	// Final is the error Puppet reports for the file, nil when the file is
	// valid. `puppet parser validate` prints the final errors of all the
	// files it was given after everything it logged.
	Final *ReportLine
}

// ReportLine is one line of a Report and the diagnostic it is about (nil
// for Puppet's "Language validation logged N errors. Giving up" and the
// problems of definitions). Once: Puppet logs the line once per run
// (warnonce), however many files give it.
type ReportLine struct {
	Text string
	Diag *diag.Diagnostic
	Once bool
}

// Validate parses a file and reports as `puppet parser validate` does for
// a manifest (and `puppet epp validate` for a template, epp): the warnings
// and errors of the parse and the validation, then, for a valid manifest,
// the problems Puppet finds when it makes the definitions (parameters named
// after metaparameters, definitions made twice).
func Validate(filename string, src []byte, epp bool) Report {
	return ValidateIn("production", filename, src, epp)
}

// ValidateIn is Validate for a manifest of environment env, which Puppet
// names in the error of a file that does not parse.
func ValidateIn(env, filename string, src []byte, epp bool) Report {
	prog, warns, err := ParseWithWarnings(filename, src, epp)
	r := newReport(env, warns, err, epp)
	if r.Final != nil || epp {
		return r
	}
	for _, m := range definitionProblems(prog, filename) {
		if m.err {
			r.Final = &ReportLine{Text: "Error: " + m.msg}
			break
		}
		r.Logged = append(r.Logged, ReportLine{Text: "Warning: " + m.msg, Once: true})
	}
	return r
}

// NewReport makes the report of a parse from the warnings and error of
// ParseWithWarnings (epp: the file is a template). An error that is not a
// diag.List is reported as is.
func NewReport(warnings diag.List, err error, epp bool) Report {
	return newReport("production", warnings, err, epp)
}

func newReport(env string, warnings diag.List, err error, epp bool) Report {
	var r Report
	show := logged(warnings)
	for i := range warnings {
		if !show[i] {
			continue
		}
		d := &warnings[i]
		r.Logged = append(r.Logged, ReportLine{Text: "Warning: " + d.Error(), Diag: d})
	}
	if err == nil {
		return r
	}
	// Puppet prefixes the error of a manifest, not a template's
	prefix := "Error: Could not parse for environment " + env + ": "
	if epp {
		prefix = "Error: "
	}
	var list diag.List
	switch {
	case !errors.As(err, &list) || len(list) == 0:
		r.Final = &ReportLine{Text: "Error: " + err.Error()}
	case len(list) == 1:
		r.Final = &ReportLine{Text: prefix + list[0].Error(), Diag: &list[0]}
	default:
		// several validation errors are logged one by one (the first
		// maxLogged), then Puppet gives up, counting the validation's
		// warnings too
		for i := range list[:min(len(list), maxLogged)] {
			d := &list[i]
			r.Logged = append(r.Logged, ReportLine{Text: "Error: " + d.Error(), Diag: d})
		}
		msg := fmt.Sprintf("Error: Language validation logged %d errors. Giving up", len(list))
		if n := validationWarnings(warnings); n > 0 {
			msg = fmt.Sprintf("Error: Language validation logged %d errors, and %d warnings. Giving up", len(list), n)
		}
		r.Final = &ReportLine{Text: msg}
	}
	return r
}

// maxLogged is Puppet's max_errors, max_warnings and max_deprecations
// (default 10): how many of each the validation logs.
const maxLogged = 10

// validationWarnings counts the warnings of the validation (not the
// lexer's).
func validationWarnings(l diag.List) int {
	n := 0
	for _, d := range l {
		if d.Code == IssueDuplicateKey || d.Code == IssueFutureReservedWord {
			n++
		}
	}
	return n
}

// logged tells which warnings Puppet logs: all of the lexer's, the first
// maxLogged warnings and the first maxLogged deprecations of the
// validation.
func logged(l diag.List) []bool {
	out := make([]bool, len(l))
	warnings, deprecations := 0, 0
	for i, d := range l {
		switch d.Code {
		case IssueDuplicateKey:
			warnings++
			out[i] = warnings <= maxLogged
		case IssueFutureReservedWord:
			deprecations++
			out[i] = deprecations <= maxLogged
		default:
			out[i] = true
		}
	}
	return out
}
