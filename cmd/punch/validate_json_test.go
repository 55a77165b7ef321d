package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// With log_format json, punch validate writes each line it prints for
// people as the message of a JSON line, unchanged, with the diagnostic's
// issue code and range as fields.
func TestValidateJSONLog(t *testing.T) {
	dir := t.TempDir()
	testtree.Write(t, dir, map[string]string{
		"a.pp": "$a::b = 1\n$0 = 2\n",
		"b.pp": "$h = {'a' => 1, 'a' => 2}\nnotice($h)\n",
		"c.pp": "notice(\"abc\n",
	})
	files := []string{filepath.Join(dir, "a.pp"), filepath.Join(dir, "b.pp"), filepath.Join(dir, "c.pp")}
	var text, js bytes.Buffer
	if status := runValidateIn(files, nil, &text, &text); status != 1 {
		t.Fatalf("status %d", status)
	}
	if status := runValidateIn(append([]string{"--log_format", "json"}, files...), nil, &js, &js); status != 1 {
		t.Fatalf("status %d", status)
	}
	lines := strings.Split(strings.TrimSuffix(text.String(), "\n"), "\n")
	events := strings.Split(strings.TrimSuffix(js.String(), "\n"), "\n")
	if len(lines) != len(events) {
		t.Fatalf("%d text lines, %d JSON lines:\n%s\n%s", len(lines), len(events), text.String(), js.String())
	}
	type event struct {
		Level, Message, Code, File       string
		Line, Column, EndLine, EndColumn int
	}
	var got []event
	for i, e := range events {
		var ev struct {
			Level     string `json:"level"`
			Message   string `json:"message"`
			Code      string `json:"code"`
			File      string `json:"file"`
			Line      int    `json:"line"`
			Column    int    `json:"column"`
			EndLine   int    `json:"end_line"`
			EndColumn int    `json:"end_column"`
		}
		if err := json.Unmarshal([]byte(e), &ev); err != nil {
			t.Fatalf("line %d is not JSON: %v: %s", i, err, e)
		}
		if ev.Message != lines[i] {
			t.Errorf("message %q, the text line %q", ev.Message, lines[i])
		}
		got = append(got, event{ev.Level, "", ev.Code, filepath.Base(ev.File), ev.Line, ev.Column, ev.EndLine, ev.EndColumn})
	}
	want := []event{
		{"error", "", "CROSS_SCOPE_ASSIGNMENT", "a.pp", 1, 1, 1, 6},
		{"error", "", "ILLEGAL_NUMERIC_ASSIGNMENT", "a.pp", 2, 1, 2, 3},
		{"warn", "", "DUPLICATE_KEY", "b.pp", 1, 21, 1, 23},
		{"error", "", "", ".", 0, 0, 0, 0},                  // "Language validation logged 2 errors. Giving up"
		{"error", "", "UNCLOSED_QUOTE", "c.pp", 1, 9, 0, 0}, // after the quote, as Puppet
	}
	if len(got) != len(want) {
		t.Fatalf("got %+v", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d: got %+v, want %+v", i, got[i], want[i])
		}
	}
}
