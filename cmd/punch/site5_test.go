package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/cmd/punch/punchtest"
	"github.com/punch-dev/punch/compiler/golden"
)

// The multi-node site of cmd/tools/site5 (site.sh, steps.txt), recorded
// with Puppet Server 7.9.5, the PuppetDB terminus and PuppetDB 7.12 with
// real agents by its servers.sh, run.sh and record.sh into
// cmd/tools/site5/puppetserver/: after each agent run the catalog it was
// served (or the server's error), the facts it sent and what PuppetDB
// then held of the node (its catalog and factset), and PuppetDB's whole
// content at the end (resources, nodes, edges, the commands processed by
// name and version). The tests replay the runs against Punch and compare.
const site5Dir = "../tools/site5"

// site5Step is one line of steps.txt.
type site5Step struct {
	name       string // NN-NODE, the recording's file prefix
	node, env  string
	deactivate bool
}

func site5Steps(t *testing.T) []site5Step {
	t.Helper()
	f, err := os.Open(filepath.Join(site5Dir, "steps.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var steps []site5Step
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		n := len(steps) + 1
		if fields[0] == "deactivate" {
			steps = append(steps, site5Step{name: fmt.Sprintf("%02d-deactivate-%s", n, fields[1]), node: fields[1], deactivate: true})
			continue
		}
		steps = append(steps, site5Step{name: fmt.Sprintf("%02d-%s", n, fields[0]), node: fields[0], env: fields[1]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return steps
}

// site5LayOut writes the site's code (site.sh with SITE5_CODE_ONLY=1)
// and returns its directory; the recording names it /SITE.
func site5LayOut(t *testing.T) string {
	t.Helper()
	return siteLayOut(t, site5Dir, "SITE5_CODE_ONLY")
}

// siteLayOut sources dir's site.sh with P set to a new directory and
// codeOnly=1 (only what the replays need: no servers' configuration) and
// returns that directory.
func siteLayOut(t *testing.T, dir, codeOnly string) string {
	t.Helper()
	root := t.TempDir()
	cmd := exec.Command("bash", "-c", `. "$1"`, "site.sh", filepath.Join(dir, "site.sh"))
	cmd.Env = append(os.Environ(), "P="+root, codeOnly+"=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("site.sh: %v\n%s", err, out)
	}
	return root
}

// site5Recorded reads a recorded JSON file of the step (name + suffix);
// ok is false when there is none.
func site5Recorded(t *testing.T, dir, file string) (any, bool) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, file))
	if os.IsNotExist(err) {
		return nil, false
	}
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return v, true
}

// site5Norm puts a PuppetDB answer recorded by run.sh (or asked by the
// test) in the form the two sides are compared in: what differs between
// two runs of the same site is left out (times, uuids, PuppetDB's hashes,
// which cover the file paths), the site's directory is /SITE, the server's
// certname PRODUCER, resources are keyed by Type[title] with their tags as
// a sorted set, edges and nodes sorted.
func site5Norm(v any, site, producer string) any {
	b, _ := json.Marshal(v)
	if site != "" {
		b = bytes.ReplaceAll(b, []byte(site+"/"), []byte("/SITE/"))
	}
	var x any
	_ = json.Unmarshal(b, &x)
	return site5NormValue(x, producer)
}

func site5NormValue(v any, producer string) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			switch k {
			case "hash", "transaction_uuid", "catalog_uuid", "producer_timestamp", "timestamp",
				"facts_timestamp", "catalog_timestamp", "report_timestamp", "latest_report_hash",
				"latest_report_job_id", "resource", "href", "deactivated", "expired":
				if k == "deactivated" || k == "expired" {
					out[k] = e != nil // when is not compared, whether is
				}
				continue
			case "producer":
				if e == producer {
					e = "PRODUCER"
				}
			case "resources", "edges":
				if d, ok := e.(map[string]any); ok { // catalogs' {"data": [...], "href": ...}
					e = d["data"]
				}
			case "facts":
				if d, ok := e.(map[string]any); ok {
					if data, ok := d["data"].([]any); ok { // factsets' [{"name", "value"}]
						m := map[string]any{}
						for _, f := range data {
							if f, ok := f.(map[string]any); ok {
								m[fmt.Sprint(f["name"])] = f["value"]
							}
						}
						e = m
					}
				}
			case "tags":
				if l, ok := e.([]any); ok {
					tags := make([]string, 0, len(l))
					for _, t := range l {
						tags = append(tags, fmt.Sprint(t))
					}
					sort.Strings(tags)
					e = tags
				}
			}
			out[k] = site5NormValue(e, producer)
			if k == "resources" || k == "edges" || k == "nodes" || k == "reports" {
				out[k] = site5Keyed(out[k])
			}
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = site5NormValue(e, producer)
		}
		return out
	}
	return v
}

// site5Keyed turns a list of resources, edges, nodes or reports into a map
// keyed by what names each (Type[title], with the certname when the list
// holds several nodes'), so that a difference names its resource.
func site5Keyed(v any) any {
	l, ok := v.([]any)
	if !ok {
		return v
	}
	out := map[string]any{}
	for _, e := range l {
		m, ok := e.(map[string]any)
		if !ok {
			return v
		}
		var key string
		switch {
		case m["source_type"] != nil: // edges
			key = fmt.Sprintf("%v %v[%v] %v %v[%v]", m["certname"], m["source_type"], m["source_title"], m["relationship"], m["target_type"], m["target_title"])
			if src, ok := m["source"].(map[string]any); ok { // a catalog's edges
				tgt, _ := m["target"].(map[string]any)
				key = fmt.Sprintf("%v[%v] %v %v[%v]", src["type"], src["title"], m["relationship"], tgt["type"], tgt["title"])
			}
		case m["source"] != nil:
			src, _ := m["source"].(map[string]any)
			tgt, _ := m["target"].(map[string]any)
			key = fmt.Sprintf("%v[%v] %v %v[%v]", src["type"], src["title"], m["relationship"], tgt["type"], tgt["title"])
		case m["type"] != nil:
			key = fmt.Sprintf("%v[%v]", m["type"], m["title"])
			if c, ok := m["certname"]; ok {
				key = fmt.Sprint(c) + " " + key
			}
		default:
			key = fmt.Sprint(m["certname"])
		}
		for out[key] != nil {
			key += "'"
		}
		out[key] = m
	}
	return out
}

// site5Diff lists where got differs from want, one path a line.
func site5Diff(path string, want, got any) []string {
	wm, wok := want.(map[string]any)
	gm, gok := got.(map[string]any)
	if wok && gok {
		keys := map[string]bool{}
		for k := range wm {
			keys[k] = true
		}
		for k := range gm {
			keys[k] = true
		}
		var ks []string
		for k := range keys {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		var out []string
		for _, k := range ks {
			w, inW := wm[k]
			g, inG := gm[k]
			switch {
			case !inG:
				out = append(out, fmt.Sprintf("%s.%s: Puppet has %s, Punch nothing", path, k, site5Short(w)))
			case !inW:
				out = append(out, fmt.Sprintf("%s.%s: Punch has %s, Puppet nothing", path, k, site5Short(g)))
			default:
				out = append(out, site5Diff(path+"."+k, w, g)...)
			}
		}
		return out
	}
	wb, _ := json.Marshal(want)
	gb, _ := json.Marshal(got)
	if !bytes.Equal(wb, gb) {
		return []string{fmt.Sprintf("%s: Puppet %s, Punch %s", path, site5Short(want), site5Short(got))}
	}
	return nil
}

func site5Short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 400 {
		return string(b[:400]) + "..."
	}
	return string(b)
}

// site5Compare fails t with each difference of got from want (both
// normalized) that is not listed in allowed (path prefixes Punch is known
// to differ at, each with its reason), and with each listed one that no
// longer differs.
func site5Compare(t *testing.T, what string, want, got any, allowed map[string]string, seen map[string]bool) {
	t.Helper()
	for _, d := range site5Diff(what, want, got) {
		known := false
		for p := range allowed {
			if strings.HasPrefix(d, p) {
				known, seen[p] = true, true
			}
		}
		if !known {
			t.Error(d)
		}
	}
}

// site5Facts reads the facts a step's agent sent (record.sh kept the
// site's own and the agent's client facts of them).
func site5Facts(t *testing.T, step site5Step) map[string]any {
	t.Helper()
	v, ok := site5Recorded(t, filepath.Join(site5Dir, "puppetserver"), step.name+".facts.json")
	if !ok {
		t.Fatalf("%s: no recorded facts", step.name)
	}
	return v.(map[string]any)
}

// site5Wait waits until PuppetDB has processed the step's commands: the
// node's facts (and catalog, when it compiled) produced since since.
func site5Wait(t *testing.T, pdbURL, node string, since time.Time, catalog bool) {
	t.Helper()
	newer := func(rows []map[string]any) bool {
		if len(rows) != 1 {
			return false
		}
		ts, _ := time.Parse(time.RFC3339Nano, fmt.Sprint(rows[0]["producer_timestamp"]))
		return !ts.Before(since)
	}
	q := fmt.Sprintf(`["=","certname",%q]`, node)
	waitPDB(t, node+"'s facts stored", pdbURL, "factsets", q, newer)
	if catalog {
		waitPDB(t, node+"'s catalog stored", pdbURL, "catalogs", q, newer)
	}
}

// site5Snapshot is what run.sh records of a node after its step.
func site5Snapshot(pdbURL, node string) map[string]any {
	q := fmt.Sprintf(`["=","certname",%q]`, node)
	snap := map[string]any{"catalog": nil, "facts": nil}
	if rows := pdbRows(pdbURL, "catalogs", q); len(rows) > 0 {
		snap["catalog"] = rows[0]
	}
	if rows := pdbRows(pdbURL, "factsets", q); len(rows) > 0 {
		snap["facts"] = rows[0]
	}
	return snap
}

// site5Final is what run.sh records of PuppetDB at the end (but the
// reports and commands, which the caller adds).
func site5Final(pdbURL string) map[string]any {
	return map[string]any{
		"resources": pdbRows(pdbURL, "resources", ""),
		"nodes":     pdbRows(pdbURL, "nodes", `["or",["=",["node","active"],true],["=",["node","active"],false]]`),
		"edges":     pdbRows(pdbURL, "edges", ""),
	}
}

// site5Differences are the differences from Puppet Server the tests
// accept, by path prefix (see site5Compare), each with its reason; a
// listed one that no longer differs fails the test.
var site5Differences = map[string]string{}

// TestSite5PuppetDBMatchesPuppetServer replays the site's agent runs as
// catalog requests (the recorded facts, each node's environment) to punch
// serve with storeconfigs on a real PuppetDB 7.12, deactivates as `punch
// node deactivate`, and compares each served catalog (or error) with
// Puppet Server's, what PuppetDB held of the node after each step with what
// it held after Puppet Server's, and PuppetDB's whole content at the end.
func TestSite5PuppetDBMatchesPuppetServer(t *testing.T) {
	pdbURL := startPuppetDB(t) // skips without PuppetDB
	rec := filepath.Join(site5Dir, "puppetserver")
	steps := site5Steps(t)
	site := site5LayOut(t)
	var agents []string
	for _, s := range steps {
		if !s.deactivate && !strings.Contains(strings.Join(agents, " "), s.node) {
			agents = append(agents, s.node)
		}
	}
	srv := startServe(t, filepath.Join(site, "code", "environments"), agents,
		"--basemodulepath", filepath.Join(site, "code", "modules"), "--certname", "puppet.site5.test",
		"--storeconfigs", "--storeconfigs_backend", "puppetdb", "--server_urls", pdbURL, "--server_url_timeout", "60")
	seen := map[string]bool{}
	before := site5Commands(t, pdbURL)
	for _, step := range steps {
		if step.deactivate {
			var out, errOut bytes.Buffer
			if rc := run([]string{"node", "deactivate", step.node, "--confdir", t.TempDir(), "--storeconfigs_backend", "puppetdb", "--server_urls", pdbURL}, &out, &errOut); rc != 0 {
				t.Fatalf("punch node deactivate: rc %d: %s", rc, errOut.String())
			}
			waitPDB(t, step.node+" deactivated", pdbURL, "nodes", fmt.Sprintf(`["and",["=","certname",%q],["=",["node","active"],false]]`, step.node),
				func(r []map[string]any) bool { return len(r) == 1 })
			continue
		}
		facts := site5Facts(t, step)
		since := time.Now()
		factsJSON, _ := json.Marshal(map[string]any{"name": step.node, "values": facts})
		form := url.Values{"facts_format": {"application/json"}, "facts": {string(factsJSON)},
			"environment": {step.env}, "configured_environment": {step.env}, "transaction_uuid": {fmt.Sprintf("00000000-0000-4000-8000-%012d", since.UnixNano()%1e12)}}
		code, body := srv.do(t, srv.client(t, step.node, ""), "POST", "/puppet/v3/catalog/"+step.node+"?environment="+step.env,
			"application/x-www-form-urlencoded", strings.NewReader(form.Encode()))
		wantCat, compiled := site5Recorded(t, rec, step.name+".catalog.json")
		switch {
		case compiled && code != http.StatusOK:
			t.Errorf("%s: Puppet Server served a catalog, punch serve %d: %s", step.name, code, tail(body, 800))
		case !compiled:
			wantErr, _ := os.ReadFile(filepath.Join(rec, step.name+".error"))
			if code == http.StatusOK {
				t.Errorf("%s: Puppet Server failed (%s), punch serve served a catalog", step.name, strings.TrimSpace(string(wantErr)))
			} else if msg := site5ErrorMessage(body); !strings.Contains(string(wantErr), msg) {
				t.Errorf("%s: error differs\n  puppet: %s\n  punch:  %s", step.name, strings.TrimSpace(string(wantErr)), msg)
			}
		default:
			wb, _ := json.Marshal(wantCat)
			// Not in order: PuppetDB answers collectors in PostgreSQL's
			// row order, which is not even the same between two runs of
			// the same site (two Puppet Server recordings put db01's two
			// nagios services in either order).
			diffs, err := golden.CompareCatalogs(wb, site5AsCached(t, []byte(body)), false)
			if err != nil {
				t.Fatalf("%s: %v", step.name, err)
			}
			for _, d := range diffs {
				t.Errorf("%s: served catalog: %s", step.name, d)
			}
		}
		site5Wait(t, pdbURL, step.node, since, compiled && code == http.StatusOK)
		want, _ := site5Recorded(t, rec, step.name+".pdb.json")
		site5Compare(t, step.name, site5Norm(want, "", "puppet.site5.test"),
			site5Norm(site5Snapshot(pdbURL, step.node), site, "puppet.site5.test"), site5Differences, seen)
	}
	want, _ := site5Recorded(t, rec, "pdb.json")
	wm := want.(map[string]any)
	// The replay sends no reports: PuppetDB's report fields of the nodes
	// and the reports are only compared between real agents' runs.
	delete(wm, "reports")
	cmds, _ := wm["commands"].(map[string]any)
	for k := range cmds {
		if strings.HasPrefix(k, "store report.") {
			delete(cmds, k)
		}
	}
	got := site5Final(pdbURL)
	got["commands"] = site5CommandsSince(t, pdbURL, before)
	nw, ng := site5Norm(wm, "", "puppet.site5.test"), site5Norm(got, site, "puppet.site5.test")
	site5DropReportFields(nw)
	site5DropReportFields(ng)
	site5Compare(t, "end", nw, ng, site5Differences, seen)
	for p, why := range site5Differences {
		if !seen[p] {
			t.Errorf("site5Differences lists %q (%s), which no longer differs: remove it", p, why)
		}
	}
}

// site5DropReportFields removes the nodes' fields that come from reports.
func site5DropReportFields(v any) {
	m, _ := v.(map[string]any)
	nodes, _ := m["nodes"].(map[string]any)
	for _, n := range nodes {
		if n, ok := n.(map[string]any); ok {
			for k := range n {
				if strings.HasPrefix(k, "latest_report") || strings.HasPrefix(k, "report_") || k == "cached_catalog_status" {
					delete(n, k)
				}
			}
		}
	}
}

// site5ErrorMessage is the message of a server's error answer (Puppet
// Server's JSON {"message": ...} or plain text).
func site5ErrorMessage(body string) string {
	var e struct{ Message string }
	if json.Unmarshal([]byte(body), &e) == nil && e.Message != "" {
		return e.Message
	}
	return strings.TrimSpace(body)
}

// site5Commands is PuppetDB's count of the commands it processed since it
// started, by name and version ("replace catalog.9"), from its metrics
// over HTTPS with the client certificate start-puppetdb.sh made (as run.sh
// reads them with PuppetDB's own).
func site5Commands(t *testing.T, pdbURL string) map[string]float64 {
	t.Helper()
	state := os.Getenv("PUNCH_PUPPETDB_STATE")
	if state == "" {
		state = sharedPDB.state
	}
	u, err := url.Parse(pdbURL)
	if err != nil {
		t.Fatal(err)
	}
	port, _ := strconv.Atoi(u.Port())
	ssl := filepath.Join(state, "ssl")
	tc := punchtest.TLSConfig(t, ssl, "client.example.com")
	tc.ServerName = "localhost"
	c := &http.Client{Timeout: time.Minute, Transport: &http.Transport{TLSClientConfig: tc}}
	resp, err := c.Get(fmt.Sprintf("https://127.0.0.1:%d/metrics/v2/read/puppetlabs.puppetdb.mq:name=*.processed", port+1))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var answer struct {
		Value map[string]struct{ Count float64 }
	}
	if err := json.NewDecoder(resp.Body).Decode(&answer); err != nil {
		t.Fatalf("PuppetDB's metrics: %v", err)
	}
	counts := map[string]float64{}
	for k, v := range answer.Value {
		name := strings.TrimSuffix(strings.TrimPrefix(k, "puppetlabs.puppetdb.mq:name="), ".processed")
		if name != "global" {
			counts[name] = v.Count
		}
	}
	return counts
}

// site5CommandsSince is the commands PuppetDB processed since before
// (site5Commands) was read.
func site5CommandsSince(t *testing.T, pdbURL string, before map[string]float64) map[string]any {
	t.Helper()
	out := map[string]any{}
	for k, n := range site5Commands(t, pdbURL) {
		if d := n - before[k]; d > 0 {
			out[k] = d
		}
	}
	return out
}

// TestSite5EmbeddedMatchesPuppetServer compiles the site's steps with
// `punch compile --storeconfigs --vardir DIR` (the embedded store, no
// PuppetDB), deactivating as `punch node deactivate --vardir DIR`, and
// compares each catalog (without its exported resources, which Puppet
// Server does not serve) or error with Puppet Server's: collection,
// overrides, duplicates, deactivation and puppetdb_query answered from the
// store must give what PuppetDB gave.
func TestSite5EmbeddedMatchesPuppetServer(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the site's 13 compiles")
	}
	if _, err := os.Stat("/usr/share/puppet/modules/host_core"); err != nil {
		t.Skip("the site needs Puppet's host_core and sshkeys_core modules (Debian's puppet-module-puppetlabs-*-core)")
	}
	rec := filepath.Join(site5Dir, "puppetserver")
	site := site5LayOut(t)
	vardir := t.TempDir()
	common := []string{"--environmentpath", filepath.Join(site, "code", "environments"),
		"--basemodulepath", filepath.Join(site, "code", "modules"), "--confdir", filepath.Join(vardir, "conf"),
		"--vardir", vardir, "--certname", "puppet.site5.test"}
	for _, step := range site5Steps(t) {
		var out, errOut bytes.Buffer
		if step.deactivate {
			if rc := run(append([]string{"node", "deactivate", step.node}, common...), &out, &errOut); rc != 0 {
				t.Fatalf("punch node deactivate: rc %d: %s", rc, errOut.String())
			}
			continue
		}
		factsJSON, _ := json.Marshal(map[string]any{"name": step.node, "values": site5Facts(t, step)})
		factsFile := filepath.Join(vardir, step.name+".facts.json")
		if err := os.WriteFile(factsFile, factsJSON, 0o644); err != nil {
			t.Fatal(err)
		}
		rc := run(append([]string{"compile", "--node", step.node, "--environment", step.env, "--facts", factsFile, "--storeconfigs"}, common...), &out, &errOut)
		wantCat, compiled := site5Recorded(t, rec, step.name+".catalog.json")
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
			// Not in order: the embedded store gives collected
			// resources by node name, PuppetDB in the order PostgreSQL
			// reads its rows (here the order the nodes were first
			// stored), which it does not promise (docs/storeconfigs.md).
			diffs, err := golden.CompareCatalogs(wb, site5AsCached(t, out.Bytes()), false)
			if err != nil {
				t.Fatalf("%s: %v", step.name, err)
			}
			for _, d := range diffs {
				t.Errorf("%s: catalog: %s", step.name, d)
			}
		}
	}
	// What the embedded store holds in PuppetDB's form, through punch
	// serve's query API: PuppetDB's content after Puppet Server, but the
	// reports (punch compile has none) and the commands.
	want, _ := site5Recorded(t, rec, "pdb.json")
	wm := want.(map[string]any)
	delete(wm, "reports")
	delete(wm, "commands")
	nw, ng := site5Norm(wm, "", "puppet.site5.test"), site5Norm(site5EmbeddedContent(t, site, vardir, "puppet.site5.test"), site, "puppet.site5.test")
	site5DropReportFields(nw)
	site5DropReportFields(ng)
	seen := map[string]bool{}
	site5Compare(t, "embedded", nw, ng, site5EmbeddedDifferences, seen)
	for p, why := range site5EmbeddedDifferences {
		if !seen[p] {
			t.Errorf("site5EmbeddedDifferences lists %q (%s), which no longer differs: remove it", p, why)
		}
	}
}

// site5EmbeddedDifferences are the known differences of the embedded
// store's content from PuppetDB's (site5Compare), with their reasons.
var site5EmbeddedDifferences = map[string]string{}

// site5EmbeddedContent asks punch serve (certname server), over the
// embedded store in vardir that the steps filled, PuppetDB's query API for
// what run.sh records of PuppetDB at the end (site5Final), with the
// server's own certificate (auth.conf's "punch pdb query" rule).
func site5EmbeddedContent(t *testing.T, site, vardir, server string) map[string]any {
	t.Helper()
	srv := startServe(t, filepath.Join(site, "code", "environments"), nil,
		"--basemodulepath", filepath.Join(site, "code", "modules"), "--certname", server,
		"--storeconfigs", "--vardir", vardir)
	c := srv.client(t, server, "")
	ask := func(endpoint, query string) any {
		path := "/pdb/query/v4/" + endpoint
		if query != "" {
			path += "?query=" + url.QueryEscape(query)
		}
		code, body := srv.do(t, c, "GET", path, "", nil)
		if code != http.StatusOK {
			t.Fatalf("punch serve's %s: %d %s", path, code, tail(body, 500))
		}
		var v any
		if err := json.Unmarshal([]byte(body), &v); err != nil {
			t.Fatalf("punch serve's %s: %v", path, err)
		}
		return v
	}
	return map[string]any{
		"resources": ask("resources", ""),
		"nodes":     ask("nodes", `["or",["=",["node","active"],true],["=",["node","active"],false]]`),
		"edges":     ask("edges", ""),
	}
}

// site5AsCached is a catalog as the agent keeps it in its cache, which is
// how run.sh read what Puppet Server served: without exported resources
// and their edges (which a server does not serve; punch compile prints
// them), and as the agent's Puppet::Resource makes it of what it was
// served: the main class titled Main, the main stage without its name.
func site5AsCached(t *testing.T, catalog []byte) []byte {
	t.Helper()
	var cat map[string]any
	if err := json.Unmarshal(catalog, &cat); err != nil {
		t.Fatalf("punch compile's catalog: %v", err)
	}
	res, _ := cat["resources"].([]any)
	kept := res[:0]
	gone := map[string]bool{}
	for _, r := range res {
		m, _ := r.(map[string]any)
		if m["exported"] == true {
			gone[fmt.Sprintf("%v[%v]", m["type"], m["title"])] = true
			continue
		}
		if m["type"] == "Class" && m["title"] == "main" {
			m["title"] = "Main"
		}
		if p, ok := m["parameters"].(map[string]any); ok && m["type"] == "Stage" && m["title"] == "main" {
			delete(p, "name")
			if len(p) == 0 {
				delete(m, "parameters")
			}
		}
		kept = append(kept, r)
	}
	cat["resources"] = kept
	edges, _ := cat["edges"].([]any)
	var keptEdges []any
	for _, e := range edges {
		m, _ := e.(map[string]any)
		if !gone[fmt.Sprint(m["source"])] && !gone[fmt.Sprint(m["target"])] {
			for _, end := range []string{"source", "target"} {
				if m[end] == "Class[main]" {
					m[end] = "Class[Main]"
				}
			}
			keptEdges = append(keptEdges, e)
		}
	}
	cat["edges"] = keptEdges
	b, _ := json.Marshal(cat)
	return b
}

// TestSite5Recording compares a recording of real agents against punch
// serve (SITE5_RECORDING=DIR: run.sh then record.sh into DIR, on the
// servers.sh site, punch serve with the site's confdir and conf.d) with
// Puppet Server's (SITE5_PUPPETSERVER=DIR, default the one the other tests
// replay), the reports and PuppetDB's report fields included; it
// is skipped without SITE5_RECORDING (the agents' runs take minutes).
func TestSite5Recording(t *testing.T) {
	dir := os.Getenv("SITE5_RECORDING")
	if dir == "" {
		t.Skip("SITE5_RECORDING names a recording of real agents against punch serve (cmd/tools/site5/compare.sh)")
	}
	rec := filepath.Join(site5Dir, "puppetserver")
	if ps := os.Getenv("SITE5_PUPPETSERVER"); ps != "" { // the same compare.sh run's
		rec = ps
	}
	seen := map[string]bool{}
	for _, step := range site5Steps(t) {
		if step.deactivate {
			continue
		}
		wantCat, compiled := site5Recorded(t, rec, step.name+".catalog.json")
		gotCat, served := site5Recorded(t, dir, step.name+".catalog.json")
		switch {
		case compiled != served:
			t.Errorf("%s: Puppet Server served a catalog: %v, punch serve: %v", step.name, compiled, served)
		case !compiled:
			w, _ := os.ReadFile(filepath.Join(rec, step.name+".error"))
			g, _ := os.ReadFile(filepath.Join(dir, step.name+".error"))
			if !bytes.Equal(w, g) {
				t.Errorf("%s: error differs\n  puppet: %s\n  punch:  %s", step.name, w, g)
			}
		default:
			wb, _ := json.Marshal(wantCat)
			gb, _ := json.Marshal(gotCat)
			diffs, err := golden.CompareCatalogs(wb, gb, false) // PuppetDB's row order: see above
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range diffs {
				t.Errorf("%s: served catalog: %s", step.name, d)
			}
		}
		for _, f := range []string{".facts.json", ".pdb.json"} {
			w, _ := site5Recorded(t, rec, step.name+f)
			g, _ := site5Recorded(t, dir, step.name+f)
			site5Compare(t, step.name+f, site5Norm(w, "", "puppet.site5.test"), site5Norm(g, "", "puppet.site5.test"), site5Differences, seen)
		}
	}
	w, _ := site5Recorded(t, rec, "pdb.json")
	g, _ := site5Recorded(t, dir, "pdb.json")
	site5Compare(t, "end", site5Norm(w, "", "puppet.site5.test"), site5Norm(g, "", "puppet.site5.test"), site5Differences, seen)
}
