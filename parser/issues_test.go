package parser

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/parser/diag"
)

// recordedIssue is one problem Puppet 7.23 reported for a manifest
// (testdata/issues/expected.tsv, recorded by testdata/issues/record.rb).
type recordedIssue struct {
	severity, code, line, col, message string
}

func readRecordedIssues(t *testing.T) (files []string, issues map[string][]recordedIssue) {
	issues = map[string][]recordedIssue{}
	for _, l := range testtree.Lines(t, "testdata/issues/expected.tsv") {
		p := strings.Split(l, "\t")
		if len(p) != 6 {
			t.Fatalf("expected.tsv: bad line %q", l)
		}
		if _, ok := issues[p[0]]; !ok {
			files = append(files, p[0])
		}
		issues[p[0]] = append(issues[p[0]], recordedIssue{p[1], p[2], p[3], p[4], p[5]})
	}
	if len(files) == 0 {
		t.Fatal("no cases in testdata/issues/expected.tsv")
	}
	return files, issues
}

// knownIssueDifferences are manifests whose validation Punch knowingly
// answers differently from Puppet's validator.
var knownIssueDifferences = map[string]string{
	// Puppet's validator looks the name up case-sensitively in its list of
	// reserved (lower-case) names and accepts `type Integer = String`;
	// its loader then refuses it ("Attempt to redefine entity
	// 'http://puppet.com/2016.1/runtime/type/integer'"). Punch refuses it
	// in validation, with RESERVED_TYPE_NAME.
	"issues/type_alias_reserved.pp": "Punch refuses a type alias named like a core type in validation",
	// A type mapping Puppet accepts maps a Runtime type to a Ruby class:
	// Punch has none and refuses it (UNSUPPORTED_TYPE_MAPPING, its own).
	"issues/type_mapping_ok.pp": "Punch cannot evaluate type mappings",
}

// TestValidationIssueCodes: every problem the validator reports has the
// issue code, position and message Puppet's validator gives it, for the
// manifests of testdata/errors and testdata/issues (and its templates), one line per problem
// (errors, and the warnings Puppet's validation gives: DUPLICATE_KEY,
// FUTURE_RESERVED_WORD). Manifests Puppet refuses in its parser or lexer
// are checked by TestPuppetErrors.
func TestValidationIssueCodes(t *testing.T) {
	files, issues := readRecordedIssues(t)
	checked := 0
	for _, name := range files {
		want := issues[name]
		if want[0].severity == "parse" {
			continue // TestParseIssueCodes
		}
		if why, ok := knownIssueDifferences[name]; ok {
			t.Logf("%s: skipped: %s", name, why)
			continue
		}
		checked++
		t.Run(strings.TrimSuffix(name, ".pp"), func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			_, warns, perr := ParseWithWarnings(name, src, strings.HasSuffix(name, ".epp"))
			var got []string
			for _, w := range warns {
				if w.Code != "" {
					got = append(got, issueLine(w, "warning"))
				}
			}
			var dl diag.List
			if perr != nil && !errors.As(perr, &dl) {
				t.Fatalf("not a diagnostic: %v", perr)
			}
			for _, d := range dl {
				got = append(got, issueLine(d, "error"))
			}
			var exp []string
			for _, w := range want {
				switch w.severity {
				case "none":
				case "deprecation":
					exp = append(exp, fmt.Sprintf("warning %s %s:%s %s", w.code, w.line, w.col, w.message))
				default:
					exp = append(exp, fmt.Sprintf("%s %s %s:%s %s", w.severity, w.code, w.line, w.col, w.message))
				}
			}
			if strings.Join(got, "\n") != strings.Join(exp, "\n") {
				t.Errorf("Punch:\n  %s\nPuppet:\n  %s", strings.Join(got, "\n  "), strings.Join(exp, "\n  "))
			}
		})
	}
	if checked < 40 {
		t.Fatalf("only %d manifests with validation problems", checked)
	}
}

func issueLine(d diag.Diagnostic, severity string) string {
	return fmt.Sprintf("%s %s %d:%d %s", severity, d.Code, d.Span.Start.Line, d.Span.Start.Col, d.Message)
}

// explainedMessages are Puppet's messages Punch follows with an
// explanation in parentheses.
var explainedMessages = map[string]string{
	// Puppet (Ruby) raises an ArgumentError without saying which escape
	// made the invalid text
	"issues/lex_unicode_escape.pp": "invalid byte sequence in UTF-8",
}

// TestParseIssueCodes: the errors Puppet's lexer and parser raise have
// Puppet's message, position and issue code (UNCLOSED_QUOTE, ILLEGAL_NUMBER, ..., SYNTAX_ERROR),
// or SYNTAX_ERROR where Puppet raises one without a code ('class' keyword
// not allowed at this location, ...), as recorded from Puppet 7.23.
func TestParseIssueCodes(t *testing.T) {
	files, issues := readRecordedIssues(t)
	checked := 0
	for _, name := range files {
		want := issues[name][0]
		if want.severity != "parse" {
			continue
		}
		if _, ok := knownDifferences[filepath.Base(name)]; ok && strings.HasPrefix(name, "errors/") {
			continue // TestPuppetErrors: Punch reports another first error
		}
		checked++
		t.Run(strings.TrimSuffix(name, ".pp"), func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			_, _, perr := ParseWithWarnings(name, src, strings.HasSuffix(name, ".epp"))
			d, ok := diag.From(perr)
			if !ok {
				t.Fatalf("Puppet fails with %s %q, Punch with %v", want.code, want.message, perr)
			}
			code := want.code
			if code == "" {
				code = diag.SyntaxError
			}
			if d.Code != code {
				t.Errorf("code %s, Puppet's %s (%s)", d.Code, code, d.Message)
			}
			if d.Message != want.message && !strings.HasPrefix(d.Message, explainedMessages[name]+" (") {
				t.Errorf("message %q, Puppet's %q", d.Message, want.message)
			}
			if got := fmt.Sprintf("%d:%d", d.Span.Start.Line, d.Span.Start.Col); want.line != "" && got != want.line+":"+want.col {
				t.Errorf("position %s, Puppet's %s:%s", got, want.line, want.col)
			}
		})
	}
	if checked < 40 {
		t.Fatalf("only %d manifests with parse errors", checked)
	}
}
