package ca_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/punch-dev/punch/api/ca"
)

// TestServerCertificateAltNamesMatchPuppetServer checks the subject
// alternative names of the server's own certificate against the one Puppet
// Server 7.9.5 made for the site7 recording (dns_alt_names =
// puppet,<certname>,localhost,IP:127.0.0.1, cmd/tools/sitelib.sh): its CA
// (create-master-extensions) keeps dns_alt_names in their order and then
// appends the certname, even when the list already holds it, where a
// signed CSR gets the certname only when it lacks it (ensure-cn-as-san).
func TestServerCertificateAltNamesMatchPuppetServer(t *testing.T) {
	const certname = "puppet.site7.test"
	b, err := os.ReadFile(filepath.Join("..", "..", "cmd", "tools", "site7", "puppetserver", "http", "statuses_tool.body"))
	if err != nil {
		t.Fatal(err)
	}
	var recorded []ca.Status
	if err := json.Unmarshal(b, &recorded); err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(recorded, func(s ca.Status) bool { return s.Name == certname })
	if i < 0 {
		t.Fatalf("the recording has no status of %s", certname)
	}
	want := recorded[i]
	c, _ := newCA(t, ca.Config{Certname: certname, DNSAltNames: []string{"puppet," + certname + ",localhost,IP:127.0.0.1"}})
	got, err := c.Status(certname)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.SubjectAltNames, want.SubjectAltNames) || !slices.Equal(got.DNSAltNames, want.DNSAltNames) {
		t.Errorf("server certificate's alternative names:\n  punch  %q / %q\n  puppet %q / %q",
			got.SubjectAltNames, got.DNSAltNames, want.SubjectAltNames, want.DNSAltNames)
	}
}
