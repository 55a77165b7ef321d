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
// for Puppet's "Language validation logged N errors. Giving up").
type ReportLine struct {
	Text string
	Diag *diag.Diagnostic
}

// NewReport makes the report of a parse from the warnings and error of
// ParseWithWarnings (epp: the file is a template). An error that is not a
// diag.List is reported as is.
func NewReport(warnings diag.List, err error, epp bool) Report {
	var r Report
	for i := range warnings {
		d := &warnings[i]
		r.Logged = append(r.Logged, ReportLine{Text: "Warning: " + d.Error(), Diag: d})
	}
	if err == nil {
		return r
	}
	// Puppet prefixes the error of a manifest, not a template's
	prefix := "Error: Could not parse for environment production: "
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
		// several validation errors are logged one by one, then Puppet
		// gives up
		for i := range list {
			d := &list[i]
			r.Logged = append(r.Logged, ReportLine{Text: "Error: " + d.Error(), Diag: d})
		}
		r.Final = &ReportLine{Text: fmt.Sprintf("Error: Language validation logged %d errors. Giving up", len(list))}
	}
	return r
}
