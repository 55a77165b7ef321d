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
		// The terminus's section pattern fails on a Windows line ending
		// (checked with its regexps in ruby 3.1); its settings lines pass.
		{"[main]\r\nserver_urls = https://x:8081\r\n", "Unparseable line '[main]"},
		{"[main]\nserver_urls = http://pdb.example.com:8080\n", "must be https"},
		{"[main]\nserver_urls = https://pdb:8081/pdb\n", "cannot contain URL paths"},
		{"[main]\nserver_url_timeout = soon\n", "server_url_timeout"},
		{"[main]\nsoft_write_failure = yes\n", "Boolean"},
	} {
		if _, err := LoadConfig(write(bad.conf), nil); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.conf, err, bad.want)
		}
	}
	if cfg, err := LoadConfig(write("[main]\nserver_urls = https://pdb9:8081\r\n\r\n# c\r\n"), nil); err != nil || cfg.ServerURLs[0].String() != "https://pdb9:8081" {
		t.Errorf("CRLF settings: %+v %v", cfg, err)
	}
	// Every setting of the terminus is read, with its default when absent.
	cfg, err = LoadConfig(write("[main]\nserver_urls = https://pdb1:8081, https://pdb2:8081\nsubmit_only_server_urls = https://replica:8081\n"+
		"command_broadcast = true\nmin_successful_submissions = 2\nsticky_read_failover = true\ninclude_unchanged_resources = true\n"+
		"verify_client_certificate = false\nignore_blacklisted_events = anything\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.SubmitOnlyServerURLs) != 1 || cfg.SubmitOnlyServerURLs[0].String() != "https://replica:8081" || !cfg.CommandBroadcast ||
		cfg.MinSuccessfulSubmissions != 2 || !cfg.StickyReadFailover || !cfg.IncludeUnchangedResources || cfg.VerifyClientCertificate {
		t.Errorf("read every setting: %+v", cfg)
	}
	if d := DefaultConfig(); d.MinSuccessfulSubmissions != 1 || !d.VerifyClientCertificate || d.CommandBroadcast || d.StickyReadFailover ||
		d.IncludeUnchangedResources || len(d.SubmitOnlyServerURLs) != 0 {
		t.Errorf("defaults: %+v", d)
	}
	// The terminus's checks of the settings together, in its words.
	for _, bad := range []struct{ conf, want string }{
		{"[main]\nserver_urls = https://a:8081,https://b:8081\ncommand_broadcast = true\nmin_successful_submissions = 2\nsoft_write_failure = true\n",
			"soft_write_failure cannot be enabled when min_successful_submissions is greater than 1"},
		{"[main]\nserver_urls = https://a:8081,https://B:8081/\nsubmit_only_server_urls = https://b:8081\n",
			`Server URLs must be in either server_urls or submit_only_server_urls, not both. (["https://B:8081"] are in both)`},
		{"[main]\nserver_urls = https://a:8081,https://b:8081\nmin_successful_submissions = 2\n",
			"command_broadcast must be set to true to use min_successful_submissions"},
		{"[main]\nserver_urls = https://a:8081,https://b:8081\ncommand_broadcast = true\nmin_successful_submissions = 3\n",
			"min_successful_submissions (3) must be less than or equal to the number of server_urls (2)"},
		{"[main]\nsubmit_only_server_urls = ftp://x\n", "must be https"},
		{"[main]\ncommand_broadcast = yes\n", `invalid value for Boolean: "yes" (command_broadcast)`},
		{"[main]\nmin_successful_submissions = two\n", "min_successful_submissions must be a whole number"},
	} {
		if _, err := LoadConfig(write(bad.conf), nil); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%q: error %v, want %q", bad.conf, err, bad.want)
		}
	}
	// Submit-only URLs count towards the broadcast, not towards the check
	// of min_successful_submissions (the terminus counts server_urls).
	if _, err := LoadConfig(write("[main]\nserver_urls = https://a:8081\nsubmit_only_server_urls = https://b:8081\ncommand_broadcast = true\nmin_successful_submissions = 2\n"), nil); err == nil {
		t.Error("min_successful_submissions above the number of server_urls, with a submit-only URL: accepted")
	}
	// Plain HTTP is allowed to loopback addresses.
	if _, err := LoadConfig(write("[main]\nserver_urls = http://127.0.0.1:8080, http://localhost:8080\n"), nil); err != nil {
		t.Errorf("loopback http: %v", err)
	}
}

func FuzzLoadConfig(f *testing.F) {
	f.Add("[main]\nserver_urls = https://pdb:8081\nsoft_write_failure = true\n")
	f.Add("[main]\n;x\n  \nserver_url_timeout=3\n")
	f.Add("[main]\nserver_urls = https://a:8081,https://b:8081\nsubmit_only_server_urls = https://c:8081\ncommand_broadcast = true\nmin_successful_submissions = 2\n")
	f.Fuzz(func(t *testing.T, s string) {
		p := filepath.Join(t.TempDir(), "puppetdb.conf")
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		cfg, err := LoadConfig(p, func(string) {})
		if err == nil && (len(cfg.ServerURLs) == 0 || cfg.Timeout <= 0 || cfg.MinSuccessfulSubmissions > len(cfg.ServerURLs)) {
			t.Fatalf("accepted a configuration without URLs or timeout: %+v", cfg)
		}
	})
}
