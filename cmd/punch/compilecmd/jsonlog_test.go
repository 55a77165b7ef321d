package compilecmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestCompileJSONLog: with log_format json, punch compile's failure is a
// JSON log line whose message is the text it prints otherwise, with the
// error's code and range as fields; the default output is that text.
func TestCompileJSONLog(t *testing.T) {
	dir := t.TempDir()
	manifests := filepath.Join(dir, "production", "manifests")
	if err := os.MkdirAll(manifests, 0o755); err != nil {
		t.Fatal(err)
	}
	site := filepath.Join(manifests, "site.pp")
	if err := os.WriteFile(site, []byte("class a {\n  notify { 'x': message => 'x'.nosuchfunction }\n}\ninclude a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	facts := filepath.Join(dir, "facts.json")
	if err := os.WriteFile(facts, []byte(`{"fqdn": "n1.example.com"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"--environmentpath", dir, "--node", "n1.example.com", "--facts", facts, "--serverip", "10.0.0.1"}
	var out, plain bytes.Buffer
	if rc := Run(args, &out, &plain, Hooks{}); rc == 0 {
		t.Fatalf("compile passed: %s", out.String())
	}
	text := strings.TrimSuffix(plain.String(), "\n")
	if !strings.HasPrefix(text, "Error: ") || !strings.Contains(text, "(file: "+site+", line: 2, column: ") {
		t.Fatalf("plain output %q", text)
	}
	var js bytes.Buffer
	if rc := Run(append(args, "--log_format", "json"), &out, &js, Hooks{}); rc == 0 {
		t.Fatal("compile passed")
	}
	var line struct {
		Level, Message, Code, File string
		Line, Column               int
	}
	if err := json.Unmarshal(bytes.TrimSpace(js.Bytes()), &line); err != nil {
		t.Fatalf("not one JSON line: %q: %v", js.String(), err)
	}
	if line.Level != "error" || line.Message != text || line.Code == "" || line.File != site || line.Line != 2 || line.Column == 0 {
		t.Errorf("JSON line %+v; plain text %q", line, text)
	}
	if !strings.Contains(text, "column: "+strconv.Itoa(line.Column)+")") {
		t.Errorf("column field %d is not the text's: %q", line.Column, text)
	}
}
