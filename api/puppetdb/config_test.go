package puppetdb

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestLoadConfig(t *testing.T) {
	dir := t.TempDir()
	write := func(s string) string {
		p := filepath.Join(dir, "puppetdb.conf")
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cfg, err := LoadConfig(filepath.Join(dir, "absent.conf"), nil)
	if err != nil || len(cfg.ServerURLs) != 1 || cfg.ServerURLs[0].String() != "https://puppetdb:8081" || cfg.Timeout != 30*time.Second {
		t.Fatalf("defaults: %+v %v", cfg, err)
	}
	var warnings []string
	cfg, err = LoadConfig(write("# comment\n[main]\nserver_urls = https://pdb1:8081,https://pdb2:8081/\nserver_url_timeout = 5\nsoft_write_failure = true\nserver = old\n[other]\nx = y\n"),
		func(w string) { warnings = append(warnings, w) })
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.ServerURLs) != 2 || cfg.ServerURLs[1].String() != "https://pdb2:8081" || cfg.Timeout != 5*time.Second || !cfg.SoftWriteFailure {
		t.Errorf("read: %+v", cfg)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "retired") {
		t.Errorf("warnings: %v", warnings)
	}
	for _, bad := range []struct{ conf, want string }{
		{"server_urls = https://x:8081\n", "outside of section"},
		{"[main]\nwhat is this\n", "Unparseable line"},
		{"[main]\nserver_urls = http://pdb.example.com:8080\n", "must be https"},
		{"[main]\nserver_urls = https://pdb:8081/pdb\n", "cannot contain URL paths"},
		{"[main]\nserver_url_timeout = soon\n", "server_url_timeout"},
		{"[main]\nsoft_write_failure = yes\n", "Boolean"},
	} {
		if _, err := LoadConfig(write(bad.conf), nil); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.conf, err, bad.want)
		}
	}
	// A setting the terminus has and Punch does not act on is named, with
	// its line, never ignored in silence.
	warnings = nil
	if _, err := LoadConfig(write("[main]\nserver_urls = https://pdb:8081\ncommand_broadcast = true\n"),
		func(w string) { warnings = append(warnings, w) }); err != nil {
		t.Fatal(err)
	}
	if len(warnings) != 1 || !strings.Contains(warnings[0], "'command_broadcast'") || !strings.Contains(warnings[0], "puppetdb.conf:3") {
		t.Errorf("unimplemented setting warnings: %v", warnings)
	}
	// Plain HTTP is allowed to loopback addresses.
	if _, err := LoadConfig(write("[main]\nserver_urls = http://127.0.0.1:8080, http://localhost:8080\n"), nil); err != nil {
		t.Errorf("loopback http: %v", err)
	}
}

func FuzzLoadConfig(f *testing.F) {
	f.Add("[main]\nserver_urls = https://pdb:8081\nsoft_write_failure = true\n")
	f.Add("[main]\n;x\n  \nserver_url_timeout=3\n")
	f.Fuzz(func(t *testing.T, s string) {
		p := filepath.Join(t.TempDir(), "puppetdb.conf")
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		cfg, err := LoadConfig(p, func(string) {})
		if err == nil && (len(cfg.ServerURLs) == 0 || cfg.Timeout <= 0) {
			t.Fatalf("accepted a configuration without URLs or timeout: %+v", cfg)
		}
	})
}
