package parser

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// puppetDifferences are the inputs of testdata/puppet where Punch reports
// differently from Puppet on purpose: Puppet 7.23 fails with an internal
// error (a Ruby exception, no position) where Punch gives a clear message
// and a position, or accepts what Punch cannot evaluate. The test checks
// that Punch rejects the input and that its error says what the value
// says.
var puppetDifferences = map[string]string{
	"bool_interp.pp":           "is a Boolean",
	"esc_heredoc_unicode.pp":   "Puppet 7 fails on this warning in heredoc text",
	"esc_heredoc_nested_dq.pp": "Puppet 7 fails on this warning in heredoc text",
	"esc_out_of_range.pp":      "invalid byte sequence in UTF-8 (the unicode escape '\\u{110000}' is not a character) (file: esc_out_of_range.pp, line: 1, column: 8)",
	"esc_surrogate.pp":         "invalid byte sequence in UTF-8 (the unicode escape '\\uD800' is not a character) (file: esc_surrogate.pp, line: 1, column: 8)",
	"h_heredoc_in_heredoc.pp":  "A heredoc in heredoc text is not supported",
	// Puppet accepts a mapping of Runtime[...] to a type; Punch cannot
	// evaluate one
	"x_type_mapping.pp": "Type mappings are not supported by Punch",
}

// TestPuppetValidate compares what Punch reports for each input of
// testdata/puppet (punch validate's output) with what Puppet 7.23 printed
// for it (NAME.out, written by testdata/puppet/gen_expected.sh from
// `puppet parser validate` or `puppet epp validate`, never from Punch):
// every warning and error, with its message, line and column.
func TestPuppetValidate(t *testing.T) {
	n := testtree.EachRecorded(t, "testdata/puppet/gen_expected.sh", func(t *testing.T, path string, src, want []byte) {
		name := filepath.Base(path)
		r := Validate(name, src, strings.HasSuffix(name, ".epp"))
		var got []string
		for _, l := range r.Logged {
			got = append(got, l.Text)
		}
		if r.Final != nil {
			got = append(got, r.Final.Text)
		}
		gotText := strings.Join(got, "\n")
		if why, ok := puppetDifferences[name]; ok {
			if r.Final == nil || !strings.Contains(gotText, why) {
				t.Errorf("Puppet says:\n%s\nPunch should fail with %q, says:\n%s", want, why, gotText)
			}
			return
		}
		if wantText := strings.TrimRight(string(want), "\n"); gotText != wantText {
			t.Errorf("differs from Puppet\n--- Puppet\n%s\n--- Punch\n%s", wantText, gotText)
		}
	}, "testdata/puppet/*.pp", "testdata/puppet/*.epp")
	if n < 40 {
		t.Fatalf("only %d inputs in testdata/puppet", n)
	}
}
