package auth

import (
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// stockAuthConf is Puppet Server 7.9.5's conf.d/auth.conf from Debian's
// puppetserver package, unchanged (environments/settings/testdata/
// puppetserver/copy.sh).
const stockAuthConf = "../../environments/settings/testdata/puppetserver/conf.d/auth.conf"

// routedBefore are requests Puppet Server answers 404 before its
// authorization runs (no route for that method or path), where Punch
// authorizes first (docs/server.md, "Differences from Puppet Server"):
// their decisions are not comparable.
var routedBefore = map[string]bool{
	"agent PUT /puppet/v3/catalog/agent1.test?environment=production":                                                                         true,
	"agent DELETE /puppet/v3/catalog/agent1.test?environment=production":                                                                      true,
	"agent GET /puppet/v3/report/agent1.test?environment=production":                                                                          true,
	"agent GET /puppet/v3/facts/agent1.test?environment=production":                                                                           true,
	"agent PUT /puppet/v3/file_content/modules/foo/bar?environment=production":                                                                true,
	"agent DELETE /puppet/v3/file_bucket_file/sha256/e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855?environment=production": true,
	"agent GET /nothing/here": true,
	"none GET /":              true,
	// A 403 from Puppet Server's static_file_content handler (no
	// code-content-command in the stock configuration): its authorization
	// allowed it (no "Forbidden request" line in its log), as Punch's does.
	"agent GET /puppet/v3/static_file_content/modules/foo/bar?environment=production&code_id=x": true,
}

// recordedClients are the clients of the record.sh scripts' requests:
// agent1.test, agent2.test, the server's own certificate (pp_cli_auth)
// and no certificate.
var recordedClients = map[string]Request{
	"agent":  {Authenticated: true, Certname: "agent1.test"},
	"other":  {Authenticated: true, Certname: "agent2.test"},
	"server": {Authenticated: true, Certname: "psauth.test", Extensions: map[string]string{"pp_cli_auth": "true", "1.3.6.1.4.1.34380.1.3.39": "true"}},
	"none":   {},
}

// denials reads Puppet Server's log lines for refused requests:
// "CERTNAME(IP) access to PATH (method :get) (authenticated: B) denied by
// rule 'NAME'." keyed by "CERTNAME METHOD PATH" ("" for no certificate).
func denials(t *testing.T) map[string]string {
	b, err := os.ReadFile("testdata/decisions/puppetserver-denials.txt")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`^(?:(\S+)\(\S+\)|\S+) access to (\S+) \(method :(\w+)\) \(authenticated: \w+\) denied by rule '(.*)'\.$`)
	out := map[string]string{}
	for _, line := range strings.Split(string(b), "\n") {
		if m := re.FindStringSubmatch(line); m != nil {
			out[m[1]+" "+strings.ToUpper(m[3])+" "+m[2]] = m[4]
		}
	}
	if len(out) < 20 {
		t.Fatalf("only %d denials read", len(out))
	}
	return out
}

// TestStockAuthConfMatchesPuppetServer loads Puppet Server's stock
// auth.conf (HOCON) unchanged and decides the requests that Puppet Server
// 7.9.5 answered with the same file (testdata/decisions/record.sh): denied
// exactly where Puppet Server answered 403.
func TestStockAuthConfMatchesPuppetServer(t *testing.T) {
	rs, err := LoadFile(stockAuthConf)
	if err != nil {
		t.Fatal(err)
	}
	rules, err := New(rs)
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 22 {
		t.Errorf("%d rules read, the stock auth.conf has 22", len(rs))
	}
	clients := recordedClients
	denied := denials(t)
	n, ruled := 0, 0
	for _, line := range testtree.Lines(t, "testdata/decisions/puppetserver.txt") {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 4 {
			t.Fatalf("bad line %q", line)
		}
		key := strings.Join(fields[:3], " ")
		if routedBefore[key] {
			continue
		}
		u, err := url.Parse(fields[2])
		if err != nil {
			t.Fatal(err)
		}
		req := clients[fields[0]]
		req.Method, req.Path, req.Query = fields[1], collapseSlashes(u.Path), u.Query()
		d := rules.Authorize(req)
		if wantDenied := fields[3] == "403"; d.Allowed == wantDenied {
			t.Errorf("%s: Punch allowed=%v (rule %q), Puppet Server answered %s", key, d.Allowed, d.Rule, fields[3])
		} else if wantDenied {
			ruled++
			if rule := denied[req.Certname+" "+req.Method+" "+u.Path]; rule != d.Rule {
				t.Errorf("%s: denied by rule %q, Puppet Server's was %q", key, d.Rule, rule)
			}
		}
		n++
	}
	if n < 50 || ruled < 25 {
		t.Fatalf("only %d requests compared, %d denying rules", n, ruled)
	}
}
