package main

import (
	"bytes"
	"crypto/x509"
	"encoding/json"
	"encoding/pem"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/cmd/punch/punchtest"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/rs/zerolog"
)

func caSetup(t *testing.T, names ...string) (string, *ca.CA) {
	t.Helper()
	dir := t.TempDir()
	c, err := ca.Open(ca.Config{SSLDir: dir, Certname: "puppet.test", KeyLength: 2048, Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		_, csr := punchtest.CSR(t, n, nil)
		if _, err := c.SubmitRequest(t.Context(), n, csr, "test"); err != nil {
			t.Fatal(err)
		}
	}
	return dir, c
}

func punchCA(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append(append([]string{"ca"}, args...), "--ssldir", dir), &out, &errb)
	return code, out.String(), errb.String()
}

func TestCACommand(t *testing.T) {
	dir, c := caSetup(t, "a.example.com", "b.example.com", "c.example.com")

	code, out, _ := punchCA(t, dir, "list")
	if code != 0 || !strings.HasPrefix(out, "Requested Certificates:\n    a.example.com       (SHA256)  ") || !strings.Contains(out, "c.example.com") || strings.Contains(out, "puppet.test") {
		t.Errorf("list = %d\n%s", code, out)
	}
	code, out, _ = punchCA(t, dir, "list", "--certname", "a.example.com,ghost")
	if code != 1 || !strings.Contains(out, "Missing Certificates:\n    ghost\n") {
		t.Errorf("list --certname = %d\n%s", code, out)
	}
	code, out, _ = punchCA(t, dir, "sign", "--certname", "a.example.com")
	if code != 0 || out != "Successfully signed certificate request for a.example.com\n" {
		t.Errorf("sign = %d %q", code, out)
	}
	code, _, errs := punchCA(t, dir, "sign", "--certname", "ghost")
	if code != 1 || !strings.Contains(errs, "Could not find certificate request for ghost") {
		t.Errorf("sign ghost = %d %q", code, errs)
	}
	code, out, _ = punchCA(t, dir, "sign", "--all", "--ttl", "90d")
	if code != 0 || !strings.Contains(out, "b.example.com") || !strings.Contains(out, "c.example.com") {
		t.Errorf("sign --all = %d %q", code, out)
	}
	if cert, _ := c.Certificate("b.example.com"); cert != nil {
		b, _ := pem.Decode(cert)
		x, _ := x509.ParseCertificate(b.Bytes)
		if d := time.Until(x.NotAfter); d > 91*24*time.Hour || d < 89*24*time.Hour {
			t.Errorf("--ttl 90d gave %v", d)
		}
	}
	code, _, errs = punchCA(t, dir, "sign", "--all")
	if code != 24 || !strings.Contains(errs, "No waiting certificate requests to sign") {
		t.Errorf("sign --all (nothing) = %d %q", code, errs)
	}
	code, out, _ = punchCA(t, dir, "revoke", "--certname", "a.example.com")
	if code != 0 || out != "Certificate for a.example.com has been revoked\n" {
		t.Errorf("revoke = %d %q", code, out)
	}
	code, out, _ = punchCA(t, dir, "list", "--all", "--format", "json")
	var groups map[string][]ca.Status
	if err := json.Unmarshal([]byte(out), &groups); err != nil || code != 0 {
		t.Fatalf("list json = %d %v\n%s", code, err, out)
	}
	if len(groups["requested"]) != 0 || len(groups["signed"]) != 3 || len(groups["revoked"]) != 1 || groups["revoked"][0].Name != "a.example.com" {
		t.Errorf("groups = %+v", groups)
	}
	code, out, _ = punchCA(t, dir, "list", "--all")
	if !strings.Contains(out, "Signed Certificates:") || !strings.Contains(out, "Revoked Certificates:\n    a.example.com") ||
		!strings.Contains(out, `alt names: ["DNS:puppet", "DNS:puppet.test"]	authorization extensions: [pp_cli_auth: true]`) {
		t.Errorf("list --all:\n%s", out)
	}
	code, out, _ = punchCA(t, dir, "clean", "--certname", "b.example.com")
	if code != 0 || out != "Cleaned files related to b.example.com\n" {
		t.Errorf("clean = %d %q", code, out)
	}
	if st, err := c.Status("b.example.com"); err == nil {
		t.Errorf("b still there: %+v", st)
	}
	code, _, errs = punchCA(t, dir, "clean", "--certname", "ghost")
	if code != 1 || !strings.Contains(errs, "Could not find files to clean for ghost") {
		t.Errorf("clean ghost = %d %q", code, errs)
	}
	code, out, _ = punchCA(t, dir, "generate", "--certname", "admin.example.com", "--ca-client", "--subject-alt-names", "x.example.com")
	if code != 0 || !strings.Contains(out, "Successfully saved certificate for admin.example.com to "+dir+"/certs/admin.example.com.pem") {
		t.Errorf("generate = %d %q", code, out)
	}
	st, _ := c.Status("admin.example.com")
	if st.AuthorizationExtensions["pp_cli_auth"] != "true" {
		t.Errorf("generated status = %+v", st)
	}
	// A pending request cannot be revoked: exit 24.
	dir2, _ := caSetup(t, "p.example.com")
	code, _, errs = punchCA(t, dir2, "revoke", "--certname", "p.example.com")
	if code != 24 || !strings.Contains(errs, "Could not revoke unsigned csr for p.example.com") {
		t.Errorf("revoke pending = %d %q", code, errs)
	}
}

func TestCACommandErrors(t *testing.T) {
	dir, _ := caSetup(t)
	cases := []struct {
		args []string
		msg  string
	}{
		{[]string{"list", "--all", "--certname", "x"}, "Cannot combine use of --all and --certname."},
		{[]string{"list", "--format", "yaml"}, "Unknown format flag 'yaml'"},
		{[]string{"sign"}, "No arguments given"},
		{[]string{"sign", "--all", "--certname", "x"}, "--all and --certname cannot be used together"},
		{[]string{"sign", "--certname", "x", "--ttl", "soon"}, "'soon' is an invalid ttl value"},
		{[]string{"revoke"}, "--certname is required"},
		{[]string{"frobnicate"}, "Unknown action"},
		{[]string{"list", "--bogus"}, "flag provided but not defined: -bogus"},
		{[]string{"list", "stray"}, "Unexpected argument"},
		{[]string{"sign", "--certname", "../x"}, "Invalid certname"},
	}
	for _, tc := range cases {
		code, _, errs := punchCA(t, dir, tc.args...)
		if code != 1 || !strings.Contains(errs, tc.msg) {
			t.Errorf("%v = %d %q, want 1 and %q", tc.args, code, errs, tc.msg)
		}
	}
	empty := t.TempDir()
	// (--cadir given: the default, /etc/puppet(labs)/puppetserver/ca when
	// $ssldir/ca does not exist, may hold a CA on this machine)
	code, _, errs := punchCA(t, empty, "list", "--cadir", filepath.Join(empty, "ca"))
	if code != 1 || !strings.Contains(errs, "no CA found") {
		t.Errorf("no CA = %d %q", code, errs)
	}
	var out bytes.Buffer
	if code := run([]string{"ca", "--help"}, &out, &out); code != 0 || !strings.Contains(out.String(), "Usage: punch ca") {
		t.Errorf("help = %d", code)
	}
	os.Setenv("PUNCH_SSLDIR", dir)
	defer os.Unsetenv("PUNCH_SSLDIR")
	out.Reset()
	if code := run([]string{"ca", "list"}, &out, &out); code != 0 {
		t.Errorf("PUNCH_SSLDIR: %d %s", code, out.String())
	}
}

func TestParseTTL(t *testing.T) {
	good := map[string]time.Duration{"30": 30 * time.Second, "5m": 5 * time.Minute, "2h": 2 * time.Hour, "90d": 90 * 24 * time.Hour, "5y": 5 * 365 * 24 * time.Hour}
	for in, want := range good {
		if got, err := parseTTL(in); err != nil || got != want {
			t.Errorf("parseTTL(%q) = %v %v", in, got, err)
		}
	}
	for _, in := range []string{"", "y", "-1d", "1w", "0", "99999999999y"} {
		if _, err := parseTTL(in); err == nil {
			t.Errorf("parseTTL(%q) accepted", in)
		}
	}
}

// TestCAReadsPuppetConf: punch ca finds the CA where puppet.conf puts it
// (ssldir, cadir), as punch serve and puppetserver ca do, and takes
// Puppet's settings as flags while --certname keeps puppetserver ca's
// meaning (the certificates to act on).
func TestCAReadsPuppetConf(t *testing.T) {
	dir, _ := caSetup(t, "a.example.com")
	conf := filepath.Join(t.TempDir(), "puppet.conf")
	if err := os.WriteFile(conf, []byte("[main]\nssldir = "+dir+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"ca", "list", "--config", conf, "--certname", "a.example.com"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "a.example.com") {
		t.Fatalf("ca list --config = %d %q %q", code, out.String(), errb.String())
	}
	// The CA directory moved: cadir in the [server] section, as Puppet
	// Server reads it, is where punch ca looks.
	moved := filepath.Join(t.TempDir(), "ca")
	if err := os.Rename(filepath.Join(dir, "ca"), moved); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(conf, []byte("[main]\nssldir = "+dir+"\n[server]\ncadir = "+moved+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"ca", "list", "--config", conf}, &out, &errb); code != 0 || !strings.Contains(out.String(), "a.example.com") {
		t.Fatalf("ca list with [server] cadir = %d %q %q", code, out.String(), errb.String())
	}
	// The same CA as punch serve's settings name.
	st := settings.New()
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	st.RegisterFlags(fs)
	if err := fs.Parse([]string{"--config", conf}); err != nil {
		t.Fatal(err)
	}
	if err := st.Load(); err != nil {
		t.Fatal(err)
	}
	if st.Cadir != moved {
		t.Errorf("punch serve's cadir %q, punch ca used %q", st.Cadir, moved)
	}
}
