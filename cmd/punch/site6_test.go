package main

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/golden"
	"github.com/punch-dev/punch/compiler/util/textdiff"
)

// The site of cmd/tools/site6 (site.sh, steps.txt): REAL modules that
// export and collect (puppetlabs-haproxy's balancer members, saz-ssh's host
// keys, concat fragments with a Deferred content, files with a Sensitive
// content, exported defines with relationships to each other, virtual
// defines realized by a spaceship collector), classified by an exec ENC,
// with Hiera 5 data per node, per data center (a certificate extension) and
// per role, recorded with real agents against Puppet Server 7.9.5, the
// PuppetDB terminus and PuppetDB 7.12 by its servers.sh, run.sh and
// record.sh into cmd/tools/site6/puppetserver/. The replay needs no Java.
const site6Dir = "../tools/site6"

// site6Step is one line of steps.txt: an agent run or a deactivation.
type site6Step struct {
	name       string // NN-NODE, the recording's file prefix
	node       string
	deactivate bool
}

func site6Steps(t *testing.T) []site6Step {
	t.Helper()
	f, err := os.Open(filepath.Join(site6Dir, "steps.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var steps []site6Step
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		n := len(steps) + 1
		if fields[0] == "deactivate" && len(fields) == 2 {
			steps = append(steps, site6Step{name: fmt.Sprintf("%02d-deactivate-%s", n, fields[1]), node: fields[1], deactivate: true})
			continue
		}
		steps = append(steps, site6Step{name: fmt.Sprintf("%02d-%s", n, fields[0]), node: fields[0]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return steps
}

// site6LayOut writes the site's code, ENC and autosign policy (site.sh
// with SITE6_CODE_ONLY=1) and returns its directory; the recording names it
// /SITE.
func site6LayOut(t *testing.T) string {
	t.Helper()
	return siteLayOut(t, site6Dir, "SITE6_CODE_ONLY")
}

// site6Trusted is the node's certificate extensions as PuppetDB kept them
// in its trusted facts after the step (the agent asked for them in
// csr_attributes.yaml; Puppet Server's CA signed them in).
func site6Trusted(t *testing.T, rec string, step site6Step) string {
	t.Helper()
	v, ok := site5Recorded(t, rec, step.name+".pdb.json")
	if !ok {
		t.Fatalf("%s: no recorded PuppetDB state", step.name)
	}
	facts, _ := v.(map[string]any)["facts"].(map[string]any)
	data, _ := facts["facts"].(map[string]any)["data"].([]any)
	for _, f := range data {
		if f, _ := f.(map[string]any); f["name"] == "trusted" {
			ext, _ := f["value"].(map[string]any)["extensions"]
			b, _ := json.Marshal(ext)
			return string(b)
		}
	}
	t.Fatalf("%s: no trusted facts recorded", step.name)
	return ""
}

// TestSite6EmbeddedMatchesPuppetServer compiles the site's steps with
// `punch compile --storeconfigs --vardir DIR` (the embedded store), the
// site's ENC (node_terminus = exec) and each node's recorded certificate
// extensions, deactivating with `punch node deactivate`, and compares each
// catalog (without its exported resources, which a server does not serve)
// or error with the one Puppet Server served the real agent; then what the
// store holds in PuppetDB's form (resources, nodes, edges through punch
// serve's /pdb/query/v4) with PuppetDB's content after Puppet Server.
func TestSite6EmbeddedMatchesPuppetServer(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the site's compiles")
	}
	for _, m := range []string{"haproxy", "concat", "ssh", "host_core", "sshkeys_core", "stdlib"} {
		if _, err := os.Stat("/usr/share/puppet/modules/" + m); err != nil {
			t.Skipf("the site needs Debian's puppet-module-* packages (%s)", m)
		}
	}
	rec := filepath.Join(site6Dir, "puppetserver")
	site := site6LayOut(t)
	vardir := t.TempDir()
	common := []string{"--environmentpath", filepath.Join(site, "code", "environments"),
		"--basemodulepath", filepath.Join(site, "code", "modules"), "--confdir", filepath.Join(vardir, "conf"),
		"--vardir", vardir, "--certname", "puppet.site6.test",
		"--node_terminus", "exec", "--external_nodes", filepath.Join(site, "enc.sh")}
	seen := map[string]bool{}
	for _, step := range site6Steps(t) {
		var out, errOut bytes.Buffer
		if step.deactivate {
			if rc := run(append([]string{"node", "deactivate", step.node}, common...), &out, &errOut); rc != 0 {
				t.Fatalf("punch node deactivate: rc %d: %s", rc, errOut.String())
			}
			continue
		}
		facts, ok := site5Recorded(t, rec, step.name+".facts.json")
		if !ok {
			t.Fatalf("%s: no recorded facts", step.name)
		}
		factsJSON, _ := json.Marshal(map[string]any{"name": step.node, "values": facts})
		factsFile := filepath.Join(vardir, step.name+".facts.json")
		if err := os.WriteFile(factsFile, factsJSON, 0o644); err != nil {
			t.Fatal(err)
		}
		extFile := filepath.Join(vardir, step.name+".extensions.json")
		if err := os.WriteFile(extFile, []byte(site6Trusted(t, rec, step)), 0o644); err != nil {
			t.Fatal(err)
		}
		wantCat, compiled := site5Recorded(t, rec, step.name+".catalog.json")
		// The environment the agent asked its catalog in: the ENC's,
		// once the agent switched to it.
		env := "production"
		if compiled {
			env = fmt.Sprint(wantCat.(map[string]any)["environment"])
		}
		rc := run(append([]string{"compile", "--node", step.node, "--environment", env, "--facts", factsFile, "--storeconfigs",
			"--trusted_extensions", extFile}, common...), &out, &errOut)
		switch {
		case compiled && rc != 0:
			t.Errorf("%s: Puppet Server served a catalog, punch compile failed: %s", step.name, tail(errOut.String(), 800))
		case !compiled:
			wantErr, _ := os.ReadFile(filepath.Join(rec, step.name+".error"))
			got := strings.ReplaceAll(strings.TrimSpace(errOut.String()), site+"/", "/SITE/")
			if rc == 0 {
				t.Errorf("%s: Puppet Server failed (%s), punch compile compiled", step.name, strings.TrimSpace(string(wantErr)))
			} else if !strings.Contains(string(wantErr), strings.TrimPrefix(strings.SplitN(got, "\n", 2)[0], "Error: ")) {
				t.Errorf("%s: error differs\n  puppet: %s\n  punch:  %s", step.name, strings.TrimSpace(string(wantErr)), got)
			}
		default:
			wb, _ := json.Marshal(wantCat)
			got := bytes.ReplaceAll(out.Bytes(), []byte(site+"/"), []byte("/SITE/"))
			// Not in order: the embedded store answers collectors by
			// node name, PuppetDB in PostgreSQL's row order
			// (docs/storeconfigs.md).
			diffs, err := golden.CompareCatalogs(wb, site6AsServed(t, got, wantCat), false)
			if err != nil {
				t.Fatalf("%s: %v", step.name, err)
			}
			for _, d := range diffs {
				site6Known(t, step.name+": catalog: "+d, site6EmbeddedDifferences, seen)
			}
		}
	}
	want, _ := site5Recorded(t, rec, "pdb.json")
	wm := want.(map[string]any)
	delete(wm, "reports")
	delete(wm, "commands")
	nw := site5Norm(wm, "", "puppet.site6.test")
	ng := site5Norm(site5EmbeddedContent(t, site, vardir, "puppet.site6.test"), site, "puppet.site6.test")
	site5DropReportFields(nw)
	site5DropReportFields(ng)
	for _, d := range site5Diff("embedded", nw, ng) {
		site6Known(t, d, site6EmbeddedDifferences, seen)
	}
	for p, why := range site6EmbeddedDifferences {
		if !seen[p] {
			t.Errorf("site6EmbeddedDifferences lists %q (%s), which no longer differs: remove it", p, why)
		}
	}
}

// site6EmbeddedDifferences (TestSite6EmbeddedMatchesPuppetServer) and
// site6ServeDifferences (TestSite6Recording) are the differences from
// Puppet Server + PuppetDB the site6 tests know, by the start of the
// difference's line, each with its finding; a listed one that no longer
// differs fails its test, so that a fix removes its line.
var site6EmbeddedDifferences = map[string]string{
	// F2: the node's own exported concat::fragment, collected by its own
	// collector, keeps its Deferred content in Puppet's catalog (PuppetDB
	// gets the string form, which the other nodes collect); punch compile
	// gives the node the string form too.
	"06-mon01.site6.test: catalog: Concat::Fragment[motd mon01.site6.test] parameter content": "F2 (QA-SITE-6-to-FIX-13)",
	"06-mon01.site6.test: catalog: Concat_fragment[motd mon01.site6.test] parameter content":  "F2 (QA-SITE-6-to-FIX-13)",
	"10-mon01.site6.test: catalog: Concat::Fragment[motd mon01.site6.test] parameter content": "F2 (QA-SITE-6-to-FIX-13)",
	"10-mon01.site6.test: catalog: Concat_fragment[motd mon01.site6.test] parameter content":  "F2 (QA-SITE-6-to-FIX-13)",
	// F3: punch compile --storeconfigs stores the facts without the
	// node's trusted extensions, which site6::by_dc asks PuppetDB for.
	"06-mon01.site6.test: catalog: Notify[data centers]":       "F3 (QA-SITE-6-to-FIX-13)",
	"10-mon01.site6.test: catalog: Notify[data centers]":       "F3 (QA-SITE-6-to-FIX-13)",
	"embedded.resources.mon01.site6.test Notify[data centers]": "F3 (QA-SITE-6-to-FIX-13)",
}

var site6ServeDifferences = map[string]string{}

// site6Known fails t with the difference d unless known lists it, and
// marks the listed prefix seen.
func site6Known(t *testing.T, d string, known map[string]string, seen map[string]bool) {
	t.Helper()
	for p := range known {
		if strings.HasPrefix(d, p) {
			seen[p] = true
			return
		}
	}
	t.Error(d)
}

// TestSite6Recording compares a recording of real agents against punch
// serve (SITE6_RECORDING=DIR: run.sh then record.sh into DIR on the
// servers.sh site, punch serve started with the site's puppet.conf and
// conf.d, on the same PuppetDB) with Puppet Server's (SITE6_PUPPETSERVER,
// default the one the other tests replay): served catalogs, the facts and
// what PuppetDB held after each step, PuppetDB at the end, reports
// included. Skipped without SITE6_RECORDING (compare.sh sets it).
func TestSite6Recording(t *testing.T) {
	dir := os.Getenv("SITE6_RECORDING")
	if dir == "" {
		t.Skip("SITE6_RECORDING names a recording of real agents against punch serve (cmd/tools/site6/compare.sh)")
	}
	rec := filepath.Join(site6Dir, "puppetserver")
	if ps := os.Getenv("SITE6_PUPPETSERVER"); ps != "" {
		rec = ps
	}
	seen := map[string]bool{}
	for _, step := range site6Steps(t) {
		if step.deactivate {
			continue
		}
		wantCat, compiled := site5Recorded(t, rec, step.name+".catalog.json")
		gotCat, served := site5Recorded(t, dir, step.name+".catalog.json")
		switch {
		case compiled != served:
			site6Known(t, fmt.Sprintf("%s: Puppet Server served a catalog: %v, punch serve: %v", step.name, compiled, served), site6ServeDifferences, seen)
		case !compiled:
			w, _ := os.ReadFile(filepath.Join(rec, step.name+".error"))
			g, _ := os.ReadFile(filepath.Join(dir, step.name+".error"))
			if !bytes.Equal(w, g) {
				site6Known(t, fmt.Sprintf("%s: error differs\n  puppet: %s\n  punch:  %s", step.name, w, g), site6ServeDifferences, seen)
			}
		default:
			wb, _ := json.Marshal(wantCat)
			gb, _ := json.Marshal(gotCat)
			diffs, err := golden.CompareCatalogs(wb, gb, false) // PuppetDB's row order
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range diffs {
				site6Known(t, step.name+": served catalog: "+d, site6ServeDifferences, seen)
			}
		}
		for _, f := range []string{".facts.json", ".pdb.json"} {
			w, _ := site5Recorded(t, rec, step.name+f)
			g, _ := site5Recorded(t, dir, step.name+f)
			for _, d := range site5Diff(step.name+f, site5Norm(w, "", "puppet.site6.test"), site5Norm(g, "", "puppet.site6.test")) {
				site6Known(t, d, site6ServeDifferences, seen)
			}
		}
	}
	w, _ := site5Recorded(t, rec, "pdb.json")
	g, _ := site5Recorded(t, dir, "pdb.json")
	for _, d := range site5Diff("end", site5Norm(w, "", "puppet.site6.test"), site5Norm(g, "", "puppet.site6.test")) {
		site6Known(t, d, site6ServeDifferences, seen)
	}
	// The new agents: what each got of the CA (the policy signs the one
	// asking for a data center, with its extensions; the other waits),
	// then the signed one's run, which the ENC refuses, and (99-*) its
	// revocation through the CA's API and its run after it.
	newAgents, _ := filepath.Glob(filepath.Join(rec, "00-*"))
	revoked, _ := filepath.Glob(filepath.Join(rec, "99-*"))
	newAgents = append(newAgents, revoked...)
	for _, f := range newAgents {
		want, _ := os.ReadFile(f)
		got, err := os.ReadFile(filepath.Join(dir, filepath.Base(f)))
		if err != nil {
			site6Known(t, fmt.Sprintf("%s: Puppet Server's run has it, punch serve's not", filepath.Base(f)), site6ServeDifferences, seen)
			continue
		}
		for n, l := range textdiff.Lines(string(want), string(got)) {
			site6Known(t, fmt.Sprintf("%s:%d: Puppet %q, Punch %q", filepath.Base(f), n, l[0], l[1]), site6ServeDifferences, seen)
		}
	}
	for p, why := range site6ServeDifferences {
		if !seen[p] {
			t.Errorf("site6ServeDifferences lists %q (%s), which no longer differs: remove it", p, why)
		}
	}
}

// site6AsServed is punch compile's catalog as a server serves it and the
// agent caches it (site5AsCached), but for the node's own exported
// resources that one of its own collectors collected: Puppet serves those,
// still marked exported. punch compile's catalog does not tell which of its
// exported resources a collector took (Puppet's compile keeps them
// exported too), so those served in the recording are the ones kept.
func site6AsServed(t *testing.T, catalog []byte, served any) []byte {
	t.Helper()
	keep := map[string]bool{}
	res, _ := served.(map[string]any)["resources"].([]any)
	for _, r := range res {
		if m, _ := r.(map[string]any); m["exported"] == true {
			keep[fmt.Sprintf("%v[%v]", m["type"], m["title"])] = true
		}
	}
	var cat map[string]any
	if err := json.Unmarshal(catalog, &cat); err != nil {
		t.Fatalf("punch compile's catalog: %v", err)
	}
	res, _ = cat["resources"].([]any)
	for _, r := range res {
		if m, _ := r.(map[string]any); m["exported"] == true && keep[fmt.Sprintf("%v[%v]", m["type"], m["title"])] {
			m["exported"] = false
		}
	}
	b, _ := json.Marshal(cat)
	if err := json.Unmarshal(site5AsCached(t, b), &cat); err != nil {
		t.Fatal(err)
	}
	res, _ = cat["resources"].([]any)
	for _, r := range res {
		if m, _ := r.(map[string]any); keep[fmt.Sprintf("%v[%v]", m["type"], m["title"])] {
			m["exported"] = true
		}
	}
	b, _ = json.Marshal(cat)
	return b
}

// TestSite6ServedMatchesPuppetServer replays the site's steps against
// punch serve with the embedded store, the site's ENC and its executable
// autosign policy: each agent's certificate comes from a CSR asking for
// the node's recorded extensions, signed by the policy (a CSR without
// them is left pending), then each step is a catalog request with the
// recorded facts in the environment the agent asked in, and the served
// catalog is compared with the one Puppet Server served. punch serve holds
// the store, so it is stopped for the deactivation (`punch node
// deactivate`) and started again on the same store.
func TestSite6ServedMatchesPuppetServer(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the site's catalog requests")
	}
	for _, m := range []string{"haproxy", "concat", "ssh", "host_core", "sshkeys_core", "stdlib"} {
		if _, err := os.Stat("/usr/share/puppet/modules/" + m); err != nil {
			t.Skipf("the site needs Debian's puppet-module-* packages (%s)", m)
		}
	}
	if _, err := exec.LookPath("openssl"); err != nil {
		t.Skip("the site's autosign policy reads the CSR with openssl")
	}
	rec := filepath.Join(site6Dir, "puppetserver")
	site := site6LayOut(t)
	vardir := t.TempDir()
	steps := site6Steps(t)
	seen := map[string]bool{}
	round := 0
	for len(steps) > 0 {
		round++
		n := 0
		for n < len(steps) && !steps[n].deactivate {
			n++
		}
		t.Run(fmt.Sprintf("round%d", round), func(t *testing.T) {
			site6ServeSteps(t, site, vardir, rec, steps[:n], seen)
		})
		for n < len(steps) && steps[n].deactivate {
			var out, errOut bytes.Buffer
			if rc := run([]string{"node", "deactivate", steps[n].node, "--vardir", vardir, "--confdir", filepath.Join(vardir, "conf")}, &out, &errOut); rc != 0 {
				t.Fatalf("punch node deactivate: rc %d: %s", rc, errOut.String())
			}
			n++
		}
		steps = steps[n:]
	}
	for p, why := range site6ServedDifferences {
		if !seen[p] {
			t.Errorf("site6ServedDifferences lists %q (%s), which no longer differs: remove it", p, why)
		}
	}
}

// site6ServedDifferences are TestSite6ServedMatchesPuppetServer's known
// differences (see site6EmbeddedDifferences).
var site6ServedDifferences = map[string]string{
	// (F1, the node's own collected exports not served, was fixed in
	// 919be616.)
	// F2: its own collected Deferred content is served as the string form.
	// F3: the trusted facts site6::by_dc asks for have no extensions.
	"06-mon01.site6.test: served catalog: Concat::Fragment[motd mon01.site6.test] parameter content": "F2 (QA-SITE-6-to-FIX-13)",
	"06-mon01.site6.test: served catalog: Concat_fragment[motd mon01.site6.test] parameter content":  "F2 (QA-SITE-6-to-FIX-13)",
	"06-mon01.site6.test: served catalog: Notify[data centers]":                                      "F3 (QA-SITE-6-to-FIX-13)",
	"10-mon01.site6.test: served catalog: Concat::Fragment[motd mon01.site6.test] parameter content": "F2 (QA-SITE-6-to-FIX-13)",
	"10-mon01.site6.test: served catalog: Concat_fragment[motd mon01.site6.test] parameter content":  "F2 (QA-SITE-6-to-FIX-13)",
	"10-mon01.site6.test: served catalog: Notify[data centers]":                                      "F3 (QA-SITE-6-to-FIX-13)",
}

// site6ServeSteps starts punch serve on the store in vardir and replays
// steps (agent runs) against it.
func site6ServeSteps(t *testing.T, site, vardir, rec string, steps []site6Step, seen map[string]bool) {
	srv := startServe(t, filepath.Join(site, "code", "environments"), nil,
		"--basemodulepath", filepath.Join(site, "code", "modules"), "--certname", "puppet.site6.test",
		"--storeconfigs", "--vardir", vardir, "--node_terminus", "exec", "--external_nodes", filepath.Join(site, "enc.sh"),
		"--autosign", filepath.Join(site, "autosign.sh"))
	certified := map[string]bool{}
	for _, step := range steps {
		if !certified[step.node] {
			site6Certify(t, srv, step.node, site6Trusted(t, rec, step))
			certified[step.node] = true
		}
		facts, _ := site5Recorded(t, rec, step.name+".facts.json")
		wantCat, compiled := site5Recorded(t, rec, step.name+".catalog.json")
		env := "production"
		if compiled {
			env = fmt.Sprint(wantCat.(map[string]any)["environment"])
		}
		factsJSON, _ := json.Marshal(map[string]any{"name": step.node, "values": facts})
		form := url.Values{"facts_format": {"application/json"}, "facts": {string(factsJSON)}, "environment": {env}}
		code, body := srv.do(t, srv.client(t, step.node, ""), "POST", "/puppet/v3/catalog/"+step.node+"?environment="+env,
			"application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
		body = strings.ReplaceAll(body, site+"/", "/SITE/")
		switch {
		case compiled && code != http.StatusOK:
			site6Known(t, fmt.Sprintf("%s: Puppet Server served a catalog, punch serve %d: %s", step.name, code, tail(body, 800)), site6ServedDifferences, seen)
		case !compiled:
			wantErr, _ := os.ReadFile(filepath.Join(rec, step.name+".error"))
			if msg := site5ErrorMessage(body); code == http.StatusOK || !strings.Contains(string(wantErr), msg) {
				site6Known(t, fmt.Sprintf("%s: error differs\n  puppet: %s\n  punch:  %d %s", step.name, wantErr, code, msg), site6ServedDifferences, seen)
			}
		default:
			wb, _ := json.Marshal(wantCat)
			diffs, err := golden.CompareCatalogs(wb, site6AsServed(t, []byte(body), wantCat), false)
			if err != nil {
				t.Fatalf("%s: %v", step.name, err)
			}
			for _, d := range diffs {
				site6Known(t, step.name+": served catalog: "+d, site6ServedDifferences, seen)
			}
		}
	}
}

// site6Certify gets node a certificate from srv's CA as an agent does: a
// key, a CSR asking for the extensions (a JSON object of pp_* names, as
// PuppetDB's trusted facts keep them) that the site's autosign policy
// signs, then the certificate; both are laid in srv's ssldir for
// srv.client.
func site6Certify(t *testing.T, srv *liveServer, node, extensions string) {
	t.Helper()
	oids := map[string]asn1.ObjectIdentifier{"pp_datacenter": {1, 3, 6, 1, 4, 1, 34380, 1, 1, 19}, "pp_role": {1, 3, 6, 1, 4, 1, 34380, 1, 1, 13}}
	var ext map[string]string
	if err := json.Unmarshal([]byte(extensions), &ext); err != nil {
		t.Fatalf("%s's extensions %s: %v", node, extensions, err)
	}
	var extra []pkix.Extension
	for name, v := range ext {
		oid, ok := oids[name]
		if !ok {
			t.Fatalf("%s: no OID for the extension %s", node, name)
		}
		der, err := asn1.MarshalWithParams(v, "utf8")
		if err != nil {
			t.Fatal(err)
		}
		extra = append(extra, pkix.Extension{Id: oid, Value: der})
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	csr, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: pkix.Name{CommonName: node}, ExtraExtensions: extra}, key)
	if err != nil {
		t.Fatal(err)
	}
	caPEM, err := os.ReadFile(filepath.Join(srv.ssldir, "certs", "ca.pem"))
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(caPEM)
	c := &http.Client{Timeout: time.Minute, Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, ServerName: "localhost"}}}
	code, body := srv.do(t, c, "PUT", "/puppet-ca/v1/certificate_request/"+node, "text/plain",
		bytes.NewReader(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: csr})))
	if code != http.StatusOK {
		t.Fatalf("%s's CSR: %d %s", node, code, body)
	}
	code, cert := srv.do(t, c, "GET", "/puppet-ca/v1/certificate/"+node, "", nil)
	if code != http.StatusOK {
		t.Fatalf("%s's certificate (the autosign policy should have signed it): %d %s", node, code, cert)
	}
	keyPEM := pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)})
	if err := os.WriteFile(filepath.Join(srv.ssldir, "private_keys", node+".pem"), keyPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(srv.ssldir, "certs", node+".pem"), []byte(cert), 0o644); err != nil {
		t.Fatal(err)
	}
}
