package auth

import (
	"net/url"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/data/hocon"
)

// TestClientWhitelistsMatchPuppetServer decides the requests that Puppet
// Server 7.9.5 answered with its stock conf.d plus
// testdata/whitelist/whitelist.conf (the deprecated client-whitelist and
// authorization-required of certificate-authority.certificate-status and
// puppet-admin; testdata/whitelist/record.sh) with the stock auth.conf and
// the whitelists read from that file: denied exactly where Puppet Server
// answered 403.
func TestClientWhitelistsMatchPuppetServer(t *testing.T) {
	rs, err := LoadFile(stockAuthConf)
	if err != nil {
		t.Fatal(err)
	}
	stock, err := New(rs)
	if err != nil {
		t.Fatal(err)
	}
	conf, err := hocon.ParseFile("testdata/whitelist/whitelist.conf", hocon.Options{Required: true})
	if err != nil {
		t.Fatal(err)
	}
	wls, err := ClientWhitelists(conf)
	if err != nil {
		t.Fatal(err)
	}
	if len(wls) != 2 {
		t.Fatalf("%d whitelists read, want 2: %+v", len(wls), wls)
	}
	rules, err := stock.WithWhitelists(wls)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range testtree.Lines(t, "testdata/whitelist/puppetserver.txt") {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 4 {
			t.Fatalf("bad line %q", line)
		}
		u, err := url.Parse(f[2])
		if err != nil {
			t.Fatal(err)
		}
		req := recordedClients[f[0]]
		req.Method, req.Path, req.Query = f[1], u.Path, u.Query()
		d := rules.Authorize(req)
		if wantDenied := f[3] == "403"; d.Allowed == wantDenied {
			t.Errorf("%s: Punch allowed=%v (rule %q), Puppet Server answered %s", strings.Join(f[:3], " "), d.Allowed, d.Rule, f[3])
		}
		n++
	}
	if n < 15 {
		t.Fatalf("only %d requests compared", n)
	}
	// Without the whitelists the stock rules decide: the admin API is
	// refused to a client without a certificate.
	if d := stock.Authorize(Request{Method: "DELETE", Path: "/puppet-admin-api/v1/environment-cache"}); d.Allowed {
		t.Errorf("stock rules allow the admin API without a certificate")
	}
}

func TestClientWhitelistsErrors(t *testing.T) {
	for _, c := range []struct{ conf, want string }{
		{"puppet-admin.client-whitelist: admin.example.com\n", "puppet-admin.client-whitelist must be a list"},
		{"puppet-admin.authorization-required: \"false\"\n", "puppet-admin.authorization-required must be true or false"},
		{"certificate-authority.certificate-status.client-whitelist: [{a: 1}]\n", "must hold certificate names"},
	} {
		conf, err := hocon.ParseNamed("ca.conf", []byte(c.conf), hocon.Options{Required: true})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ClientWhitelists(conf); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "ca.conf:1:") {
			t.Errorf("%q: %v, want %q with its place", c.conf, err, c.want)
		}
	}
	// An empty list with authorization required is not used (auth.conf
	// decides), as in Puppet Server.
	conf, _ := hocon.ParseNamed("ca.conf", []byte("puppet-admin.client-whitelist: []\n"), hocon.Options{Required: true})
	wls, err := ClientWhitelists(conf)
	if err != nil || len(wls) != 1 || wls[0].Active() {
		t.Errorf("empty whitelist: %+v %v", wls, err)
	}
}
