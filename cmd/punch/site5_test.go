package main

import (
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
	"github.com/punch-dev/punch/compiler/util/testtree"
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

// siteStep is one line of a site's steps.txt (cmd/tools/site5, site6): an
// agent run, "NODE ARG..." (site5's first ARG is the agent's environment,
// the rest FACT=VALUE; site6's are all FACT=VALUE), or "deactivate NODE".
type siteStep struct {
	name       string // NN-NODE or NN-deactivate-NODE, the recording's file prefix
	node       string
	args       []string
	deactivate bool
}

// siteSteps reads the steps.txt of the site in dir.
func siteSteps(t *testing.T, dir string) []siteStep {
	t.Helper()
	var steps []siteStep
	for _, line := range testtree.Lines(t, filepath.Join(dir, "steps.txt")) {
		fields := strings.Fields(line)
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		n := len(steps) + 1
		if fields[0] == "deactivate" && len(fields) == 2 {
			steps = append(steps, siteStep{name: fmt.Sprintf("%02d-deactivate-%s", n, fields[1]), node: fields[1], deactivate: true})
			continue
		}
		steps = append(steps, siteStep{name: fmt.Sprintf("%02d-%s", n, fields[0]), node: fields[0], args: fields[1:]})
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
// normalized) that is not listed in allowed (see siteKnown).
func site5Compare(t *testing.T, what string, want, got any, allowed map[string]string, seen map[string]bool) {
	t.Helper()
	for _, d := range site5Diff(what, want, got) {
		siteKnown(t, d, allowed, seen)
	}
}

// siteKnown fails t with the difference d unless known lists a prefix of
// it (a difference from Puppet Server Punch is known to have, with its
// reason), and marks each such prefix seen.
func siteKnown(t *testing.T, d string, known map[string]string, seen map[string]bool) {
	t.Helper()
	ok := false
	for p := range known {
		if strings.HasPrefix(d, p) {
			ok, seen[p] = true, true
		}
	}
	if !ok {
		t.Error(d)
	}
}

// siteUnseen fails t with each entry of the list named list (known) that
// no difference matched (seen): a fix removes its line.
func siteUnseen(t *testing.T, list string, known map[string]string, seen map[string]bool) {
	t.Helper()
	for p, why := range known {
		if !seen[p] {
			t.Errorf("%s lists %q (%s), which no longer differs: remove it", list, p, why)
		}
	}
}

// site5Facts reads the facts a step's agent sent (record.sh kept the
// site's own and the agent's client facts of them).
func site5Facts(t *testing.T, step siteStep) map[string]any {
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
	steps := siteSteps(t, site5Dir)
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
			siteDeactivate(t, step.node, "--confdir", t.TempDir(), "--storeconfigs_backend", "puppetdb", "--server_urls", pdbURL)
			waitPDB(t, step.node+" deactivated", pdbURL, "nodes", fmt.Sprintf(`["and",["=","certname",%q],["=",["node","active"],false]]`, step.node),
				func(r []map[string]any) bool { return len(r) == 1 })
			continue
		}
		facts := site5Facts(t, step)
		env := step.args[0]
		since := time.Now()
		factsJSON, _ := json.Marshal(map[string]any{"name": step.node, "values": facts})
		form := url.Values{"facts_format": {"application/json"}, "facts": {string(factsJSON)},
			"environment": {env}, "configured_environment": {env}, "transaction_uuid": {fmt.Sprintf("00000000-0000-4000-8000-%012d", since.UnixNano()%1e12)}}
		code, body := srv.do(t, srv.client(t, step.node, ""), "POST", "/puppet/v3/catalog/"+step.node+"?environment="+env,
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
	siteUnseen(t, "site5Differences", site5Differences, seen)
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
	seen := map[string]bool{}
	for _, step := range siteSteps(t, site5Dir) {
		if step.deactivate {
			siteDeactivate(t, step.node, common...)
			continue
		}
		siteCompileStep(t, rec, site, vardir, step, append([]string{"--environment", step.args[0]}, common...),
			func(catalog []byte, _ any) []byte { return site5AsCached(t, catalog) }, site5EmbeddedDifferences, seen)
	}
	// What the embedded store holds in PuppetDB's form, through punch
	// serve's query API: PuppetDB's content after Puppet Server, but the
	// reports (punch compile has none) and the commands.
	siteEmbeddedCompare(t, rec, site, vardir, "puppet.site5.test", site5EmbeddedDifferences, seen)
	siteUnseen(t, "site5EmbeddedDifferences", site5EmbeddedDifferences, seen)
}

// site5EmbeddedDifferences are the known differences of the embedded
// store's content from PuppetDB's (site5Compare), with their reasons.
var site5EmbeddedDifferences = map[string]string{}

// siteCompileStep compiles the agent run step with `punch compile
// --storeconfigs` (the facts the agent sent, args) and compares its
// catalog, as the agent's cache keeps what it was served (asServed, given
// the catalog Puppet Server served), or its error with what Puppet Server
// gave the agent in the recording rec; a catalog's differences go through
// siteKnown.
func siteCompileStep(t *testing.T, rec, site, vardir string, step siteStep, args []string, asServed func(catalog []byte, served any) []byte, known map[string]string, seen map[string]bool) {
	t.Helper()
	facts, ok := site5Recorded(t, rec, step.name+".facts.json")
	if !ok {
		t.Fatalf("%s: no recorded facts", step.name)
	}
	factsJSON, _ := json.Marshal(map[string]any{"name": step.node, "values": facts})
	factsFile := filepath.Join(vardir, step.name+".facts.json")
	if err := os.WriteFile(factsFile, factsJSON, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	rc := run(append([]string{"compile", "--node", step.node, "--facts", factsFile, "--storeconfigs"}, args...), &out, &errOut)
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
		got := bytes.ReplaceAll(out.Bytes(), []byte(site+"/"), []byte("/SITE/"))
		// Not in order: the embedded store gives collected resources by
		// node name, PuppetDB in the order PostgreSQL reads its rows
		// (site5: the order the nodes were first stored), which it does
		// not promise (docs/storeconfigs.md).
		diffs, err := golden.CompareCatalogs(wb, asServed(got, wantCat), false)
		if err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		for _, d := range diffs {
			siteKnown(t, step.name+": catalog: "+d, known, seen)
		}
	}
}

// siteDeactivate runs `punch node deactivate NODE ARGS...`.
func siteDeactivate(t *testing.T, node string, args ...string) {
	t.Helper()
	var out, errOut bytes.Buffer
	if rc := run(append([]string{"node", "deactivate", node}, args...), &out, &errOut); rc != 0 {
		t.Fatalf("punch node deactivate: rc %d: %s", rc, errOut.String())
	}
}

// siteEmbeddedCompare compares what the embedded store in vardir holds
// (site5EmbeddedContent) with PuppetDB's content at the end of the
// recording rec, but the reports (punch compile makes none) and the
// commands; server is the site's server certname.
func siteEmbeddedCompare(t *testing.T, rec, site, vardir, server string, known map[string]string, seen map[string]bool) {
	t.Helper()
	want, _ := site5Recorded(t, rec, "pdb.json")
	wm := want.(map[string]any)
	delete(wm, "reports")
	delete(wm, "commands")
	nw, ng := site5Norm(wm, "", server), site5Norm(site5EmbeddedContent(t, site, vardir, server), site, server)
	site5DropReportFields(nw)
	site5DropReportFields(ng)
	site5Compare(t, "embedded", nw, ng, known, seen)
}

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
	siteRecording(t, rec, dir, "puppet.site5.test", siteSteps(t, site5Dir), site5Differences, seen)
	siteUnseen(t, "site5Differences", site5Differences, seen)
}

// siteRecording compares a site's recording of real agents against punch
// serve (dir) with Puppet Server's (rec), as run.sh and record.sh keep
// them: each step's served catalog or error, the facts the agent sent
// and what PuppetDB held after it, and PuppetDB at the end; server is the
// site's server certname. Each difference goes through siteKnown.
func siteRecording(t *testing.T, rec, dir, server string, steps []siteStep, known map[string]string, seen map[string]bool) {
	t.Helper()
	for _, step := range steps {
		if step.deactivate {
			continue
		}
		wantCat, compiled := site5Recorded(t, rec, step.name+".catalog.json")
		gotCat, served := site5Recorded(t, dir, step.name+".catalog.json")
		switch {
		case compiled != served:
			siteKnown(t, fmt.Sprintf("%s: Puppet Server served a catalog: %v, punch serve: %v", step.name, compiled, served), known, seen)
		case !compiled:
			w, _ := os.ReadFile(filepath.Join(rec, step.name+".error"))
			g, _ := os.ReadFile(filepath.Join(dir, step.name+".error"))
			if !bytes.Equal(w, g) {
				siteKnown(t, fmt.Sprintf("%s: error differs\n  puppet: %s\n  punch:  %s", step.name, w, g), known, seen)
			}
		default:
			wb, _ := json.Marshal(wantCat)
			gb, _ := json.Marshal(gotCat)
			diffs, err := golden.CompareCatalogs(wb, gb, false) // PuppetDB's row order: see TestSite5PuppetDBMatchesPuppetServer
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range diffs {
				siteKnown(t, step.name+": served catalog: "+d, known, seen)
			}
		}
		for _, f := range []string{".facts.json", ".pdb.json"} {
			w, _ := site5Recorded(t, rec, step.name+f)
			g, _ := site5Recorded(t, dir, step.name+f)
			site5Compare(t, step.name+f, site5Norm(w, "", server), site5Norm(g, "", server), known, seen)
		}
	}
	w, _ := site5Recorded(t, rec, "pdb.json")
	g, _ := site5Recorded(t, dir, "pdb.json")
	site5Compare(t, "end", site5Norm(w, "", server), site5Norm(g, "", server), known, seen)
}
