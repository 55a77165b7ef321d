package auth

import (
	"crypto/tls"
	"crypto/x509"
	"net/http"
	"os"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// extensionRules is the stock auth.conf with testdata/extensions/
// auth-rules.conf spliced in at the start of its rules, as record.sh gives
// it to Puppet Server.
func extensionRules(t *testing.T) *Rules {
	t.Helper()
	stock, err := os.ReadFile(stockAuthConf)
	if err != nil {
		t.Fatal(err)
	}
	extra, err := os.ReadFile("testdata/extensions/auth-rules.conf")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	done := false
	for _, line := range strings.SplitAfter(string(stock), "\n") {
		b.WriteString(line)
		if !done && strings.Contains(line, "rules: [") {
			for _, l := range strings.SplitAfter(string(extra), "\n") {
				if !strings.HasPrefix(l, "#") {
					b.WriteString(l)
				}
			}
			done = true
		}
	}
	rs, err := ParseHOCON("auth.conf", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	rules, err := New(rs)
	if err != nil {
		t.Fatal(err)
	}
	return rules
}

func readCert(t *testing.T, path string) *x509.Certificate {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	certs, err := ca.ParseCertificates(b)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return certs[0]
}

// TestExtensionRulesMatchPuppetServer: rules that match certificate
// extensions (Puppet short names, dotted OIDs of short names,
// custom_trusted_oid_mapping.yaml names, unmapped OIDs, several
// extensions, deny, subject-alt-name dns-name and ip, a certname matched
// by an alternative name) decide as Puppet Server 7.9.5 decided, for
// certificates its CA signed (testdata/extensions/record.sh), both with
// its CA service (Puppet's and the custom short names) and with its CA
// disabled (extensions known by OID only).
func TestExtensionRulesMatchPuppetServer(t *testing.T) {
	rules := extensionRules(t)
	// custom_trusted_oid_mapping.yaml as Puppet Server reads it: OID ->
	// shortname.
	var mapping struct {
		OIDMapping map[string]struct{ Shortname string } `yaml:"oid_mapping"`
	}
	b, err := os.ReadFile("testdata/extensions/custom_trusted_oid_mapping.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(b, &mapping); err != nil {
		t.Fatal(err)
	}
	custom := map[string]string{}
	for oid, m := range mapping.OIDMapping {
		custom[oid] = m.Shortname
	}
	certs := map[string]*x509.Certificate{
		"agent":  readCert(t, "testdata/extensions/agent1.test.pem"),
		"other":  readCert(t, "testdata/extensions/agent2.test.pem"),
		"server": readCert(t, "testdata/extensions/psauth.test.pem"),
	}
	for _, run := range []struct {
		file  string
		names map[string]string
	}{
		{"testdata/extensions/answers.txt", PuppetOIDNames(custom)},
		{"testdata/extensions/answers-noca.txt", nil},
	} {
		n, allowed := 0, 0
		for _, line := range testtree.Lines(t, run.file) {
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			fields := strings.Fields(line)
			if len(fields) != 4 {
				t.Fatalf("%s: bad line %q", run.file, line)
			}
			r, err := http.NewRequest(fields[1], "https://localhost"+fields[2], nil)
			if err != nil {
				t.Fatal(err)
			}
			r.RemoteAddr = "127.0.0.1:40000"
			if c := certs[fields[0]]; c != nil {
				r.TLS = &tls.ConnectionState{VerifiedChains: [][]*x509.Certificate{{c}}, PeerCertificates: []*x509.Certificate{c}}
			}
			d := rules.Authorize(RequestFromHTTP(r, run.names))
			if wantDenied := fields[3] == "403"; d.Allowed == wantDenied {
				t.Errorf("%s: %s: Punch allowed=%v (rule %q), Puppet Server answered %s", run.file, strings.Join(fields[:3], " "), d.Allowed, d.Rule, fields[3])
			}
			n++
			if d.Allowed {
				allowed++
			}
		}
		if n < 40 || allowed < 5 || n-allowed < 5 {
			t.Fatalf("%s: %d requests, %d allowed: the recording looks incomplete", run.file, n, allowed)
		}
	}
}
