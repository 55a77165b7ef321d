package hiera

import (
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/diag"
)

// TestErrorAsDiagnostic reads Hiera errors' range and code through the one
// diagnostic type: a hiera.yaml error (Puppet's issue code, the file and
// the line Puppet names) and a data file's syntax error (the range of the
// HOCON reader, which Puppet's message words its own way).
func TestErrorAsDiagnostic(t *testing.T) {
	for _, c := range []struct {
		name  string
		files map[string]string
		code  string
		file  string
		line  int
		col   int
	}{
		{"hiera3_backend in an environment", map[string]string{
			"hiera.yaml": "version: 5\nhierarchy:\n  - name: x\n    hiera3_backend: yaml\n    path: x.yaml\n",
		}, "HIERA_V3_BACKEND_NOT_GLOBAL", "hiera.yaml", 4, 0},
		{"hocon syntax", map[string]string{
			"hiera.yaml":       "version: 5\nhierarchy:\n  - { name: c, path: common.conf, data_hash: hocon_data }\n",
			"data/common.conf": "a = 1\nb = [1,\n",
		}, "LOOKUP_ERROR", "data/common.conf", 3, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			testtree.Write(t, dir, c.files)
			e := New(Options{Environment: "production", EnvironmentDir: dir})
			s := e.NewSession(SessionOptions{})
			_, _, err := s.LookupKey("a", nil, NodeScope("production", values.NewHash(0)), nil)
			if err == nil {
				t.Fatal("no error")
			}
			var d diag.Diagnostic
			if !errors.As(fmt.Errorf("lookup: %w", err), &d) {
				t.Fatalf("%T is not read as a diag.Diagnostic: %v", err, err)
			}
			want := filepath.Join(dir, c.file)
			if d.Code != c.code || d.Span.File != want || d.Span.Start.Line != c.line || d.Span.Start.Col != c.col {
				t.Errorf("%v\n  diagnostic %s %s:%d:%d, want %s %s:%d:%d", err, d.Code, d.Span.File, d.Span.Start.Line, d.Span.Start.Col,
					c.code, want, c.line, c.col)
			}
		})
	}
}
