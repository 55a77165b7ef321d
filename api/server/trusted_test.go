package server

import (
	"context"
	"crypto/x509/pkix"
	"encoding/asn1"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/values"
)

func writeExec(t *testing.T, path, script string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
}

// TestTrustedExternal: a command's JSON for the node, or a directory's
// executables by name without extension (others skipped), as Puppet's
// TrustedExternal; a failing command fails with Puppet's words.
func TestTrustedExternal(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "one.sh")
	writeExec(t, one, "#!/bin/sh\nprintf '{\"node\": \"%s\", \"n\": [1, 2]}' \"$1\"\n")
	s := &Server{cfg: Config{TrustedExternalCommand: one}}
	v, err := s.trustedExternal(context.Background(), "web1.example.com")
	if err != nil {
		t.Fatal(err)
	}
	if got := values.ToString(v); !strings.Contains(got, "web1.example.com") {
		t.Errorf("external %s", got)
	}

	scripts := filepath.Join(dir, "scripts")
	if err := os.Mkdir(scripts, 0o755); err != nil {
		t.Fatal(err)
	}
	writeExec(t, filepath.Join(scripts, "servicenow.rb"), "#!/bin/sh\necho '{\"owner\": \"ops\"}'\n")
	writeExec(t, filepath.Join(scripts, "unicorn.sh"), "#!/bin/sh\necho '\"ok\"'\n")
	if err := os.WriteFile(filepath.Join(scripts, "README"), []byte("not a script"), 0o644); err != nil {
		t.Fatal(err)
	}
	s.cfg.TrustedExternalCommand = scripts
	v, err = s.trustedExternal(context.Background(), "web1.example.com")
	if err != nil {
		t.Fatal(err)
	}
	h, _ := v.(*values.Hash)
	if h == nil || h.Len() != 2 {
		t.Fatalf("external %v", v)
	}
	if o, _ := h.GetString("unicorn"); o != "ok" {
		t.Errorf("unicorn: %v", o)
	}
	writeExec(t, filepath.Join(scripts, "unicorn.py"), "#!/bin/sh\necho '{}'\n")
	if _, err := s.trustedExternal(context.Background(), "x"); err == nil || !strings.Contains(err.Error(), "There is more than one 'unicorn' script in "+scripts) {
		t.Errorf("duplicate: %v", err)
	}
	bad := filepath.Join(dir, "bad.sh")
	writeExec(t, bad, "#!/bin/sh\necho oops >&2\nexit 3\n")
	s.cfg.TrustedExternalCommand = bad
	if _, err := s.trustedExternal(context.Background(), "web1"); err == nil || !strings.Contains(err.Error(), "Execution of '"+bad+" web1' returned 3: oops") {
		t.Errorf("failure: %v", err)
	}
}

// TestOIDMapping: custom_trusted_oid_mapping.yaml names extensions.
func TestOIDMapping(t *testing.T) {
	dir := t.TempDir()
	if m, err := LoadOIDMapping(filepath.Join(dir, "missing.yaml")); m != nil || err != nil {
		t.Errorf("missing file: %v %v", m, err)
	}
	p := filepath.Join(dir, "custom_trusted_oid_mapping.yaml")
	if err := os.WriteFile(p, []byte("oid_mapping:\n  1.3.6.1.4.1.34380.1.2.1.1:\n    shortname: myshortname\n    longname: Long name\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := LoadOIDMapping(p)
	if err != nil {
		t.Fatal(err)
	}
	got := mapExtensions([]ca.NamedExtension{{Name: "pp_role", Value: "web"}, {Name: "1.3.6.1.4.1.34380.1.2.1.1", Value: "x"}}, m)
	if want := []ca.NamedExtension{{Name: "pp_role", Value: "web"}, {Name: "myshortname", Value: "x"}}; !slices.Equal(got, want) {
		t.Errorf("mapped %v", got)
	}
	if err := os.WriteFile(p, []byte("other: {}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadOIDMapping(p); err == nil || !strings.Contains(err.Error(), "no such index 'oid_mapping'") {
		t.Errorf("no oid_mapping: %v", err)
	}
}

// TestTrustedExtensionsInCertificateOrder: $trusted['extensions'] keeps
// the certificate's order, as Puppet's TrustedInformation does (QA-FORGE-18
// S2: Puppet 7.23 gave {pp_role, pp_environment, myco_team, myco_cost,
// 1.3.6.1.4.1.34380.1.2.3} for a certificate in that order; Punch sorted).
func TestTrustedExtensionsInCertificateOrder(t *testing.T) {
	ext := func(oid asn1.ObjectIdentifier, v string) pkix.Extension {
		b, err := asn1.MarshalWithParams(v, "utf8")
		if err != nil {
			t.Fatal(err)
		}
		return pkix.Extension{Id: oid, Value: b}
	}
	arc := asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1}
	sub := func(a ...int) asn1.ObjectIdentifier { return append(append(asn1.ObjectIdentifier{}, arc...), a...) }
	exts := []pkix.Extension{ext(sub(1, 13), "webserver"), ext(sub(1, 12), "production"), ext(sub(2, 1), "platform"),
		ext(sub(2, 2), "42"), ext(sub(2, 3), "unmapped")}
	mapping := map[string]string{"1.3.6.1.4.1.34380.1.2.1": "myco_team", "1.3.6.1.4.1.34380.1.2.2": "myco_cost"}
	tr := trustedFor("a.example.com", true, mapExtensions(ca.PuppetExtensionList(exts), mapping))
	e, _ := tr.GetString("extensions")
	if got := values.ToString(e); got != "{pp_role => webserver, pp_environment => production, myco_team => platform, myco_cost => 42, 1.3.6.1.4.1.34380.1.2.3 => unmapped}" {
		t.Errorf("extensions %s", got)
	}
}
