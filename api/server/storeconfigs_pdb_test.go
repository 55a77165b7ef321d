package server

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/puppetdb/pdbtest"
)

// startPuppetDB starts a private PostgreSQL + PuppetDB with the project's
// script (api/puppetdb/testdata/start-puppetdb.sh), stopped when the test
// ends; it skips the test when PuppetDB is not installed. It returns the
// HTTP port, and functions that stop PuppetDB (PostgreSQL keeps running)
// and start it again on the same data.
func startPuppetDB(t *testing.T) (port int, stopPDB, startPDB func()) {
	t.Helper()
	pdbtest.SkipUnlessAvailable(t)
	state, err := pdbtest.NewState("punch-pdb-server-test")
	if err != nil {
		t.Fatal(err)
	}
	port, pgPort := pdbtest.FreePort(t, true), pdbtest.FreePort(t, false)
	for pgPort == port+1 {
		pgPort = pdbtest.FreePort(t, false)
	}
	start := func() {
		t0 := time.Now()
		if _, err := pdbtest.Start(state, port, pgPort); err != nil {
			t.Fatal(err)
		}
		t.Logf("PuppetDB (re)started in %s", time.Since(t0).Round(time.Second))
	}
	t.Cleanup(func() {
		exec.Command(pdbtest.Script("stop-puppetdb.sh"), state).Run()
		os.RemoveAll(state)
	})
	start()
	stop := func() {
		if out, err := exec.Command(pdbtest.Script("stop-puppetdb.sh"), state, "pdb").CombinedOutput(); err != nil {
			t.Fatalf("stopping PuppetDB: %v\n%s", err, out)
		}
		t.Log("PuppetDB stopped")
	}
	return port, stop, start
}

// tryQuery queries PuppetDB's v4 API.
func tryQuery(c *puppetdb.Client, endpoint string, q any) ([]map[string]any, error) {
	var qb []byte
	if q != nil {
		qb, _ = json.Marshal(q)
	}
	b, err := c.Query(context.Background(), endpoint, qb)
	if err != nil {
		return nil, err
	}
	var out []map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("%s: %v", endpoint, err)
	}
	return out, nil
}

func pdbQuery(t *testing.T, c *puppetdb.Client, endpoint string, q any) []map[string]any {
	t.Helper()
	out, err := tryQuery(c, endpoint, q)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// has reports whether a query answers at least one row (false on an
// error: PuppetDB may be slow to answer on a loaded machine).
func has(c *puppetdb.Client, endpoint string, q any) bool {
	out, err := tryQuery(c, endpoint, q)
	return err == nil && len(out) > 0
}

const testReport = `{"host":"web01.example.com","time":"2026-11-28T10:00:00.000000000+00:00","configuration_version":1795880000,
"transaction_uuid":"d6a2b3c4-0000-4000-8000-000000000001","catalog_uuid":"d6a2b3c4-0000-4000-8000-000000000001",
"report_format":12,"puppet_version":"7.23.0","status":"changed","noop":false,"noop_pending":false,"corrective_change":false,
"environment":"sc","cached_catalog_status":"not_used","code_id":null,"job_id":null,
"logs":[{"level":"notice","message":"defined content","source":"/Stage[main]/Main/File[/etc/motd]/ensure","tags":["notice","file"],"time":"2026-11-28T10:00:01.000000000+00:00","file":"/etc/site.pp","line":3}],
"metrics":{"time":{"name":"time","label":"Time","values":[["file","File",0.01],["total","Total",1.5]]},"resources":{"name":"resources","label":"Resources","values":[["total","Total",1],["changed","Changed",1]]}},
"resource_statuses":{"File[/etc/motd]":{"title":"/etc/motd","file":"/etc/site.pp","line":3,"resource":"File[/etc/motd]","resource_type":"File",
"containment_path":["Stage[main]","Main","File[/etc/motd]"],"evaluation_time":0.01,"tags":["file"],"time":"2026-11-28T10:00:01.000000000+00:00",
"failed":false,"changed":true,"out_of_sync":true,"skipped":false,"change_count":1,"out_of_sync_count":1,"corrective_change":false,
"events":[{"audited":false,"property":"ensure","previous_value":"absent","desired_value":"file","historical_value":null,"message":"defined content","name":"file_created","status":"success","time":"2026-11-28T10:00:01.000000000+00:00","redacted":null,"corrective_change":false}]}}}`

// TestStoreconfigsPuppetDBRestart: punch serve with storeconfigs on a real
// PuppetDB. What Punch submitted (facts, catalog, report) shows in
// PuppetDB's own query API and a resource exported in one catalog request
// is collected in another, also through a second server on the same
// PuppetDB; then PuppetDB is stopped in the middle of a
// run of catalog requests: they fail within the timeout with an error
// naming PuppetDB (at once: nothing listens); PuppetDB is started again, and the requests succeed
// again without restarting Punch.
func TestStoreconfigsPuppetDBRestart(t *testing.T) {
	t.Parallel()
	port, stopPDB, startPDB := startPuppetDB(t)
	cfg := puppetdb.DefaultConfig()
	if err := cfg.Set("server_urls", fmt.Sprintf("http://127.0.0.1:%d", port)); err != nil {
		t.Fatal(err)
	}
	// Long enough for PuppetDB on a loaded 2-core machine; during the
	// outage the port is closed and requests fail at once anyway.
	cfg.Timeout = 20 * time.Second
	client := puppetdb.NewClient(cfg, nil, testServerName, zerolog.Nop())
	ts := newTestServer(t, testOpts{configure: func(c *Config) {
		c.StoreConfigs = &StoreConfigs{Backend: client, Reports: true, Producer: testServerName}
	}})
	withStoreconfigsEnv(t, ts)

	if r := catalogOf(t, ts, "web01.example.com", "192.0.2.1"); r.status != 200 {
		t.Fatalf("web01: %d %s", r.status, r.body)
	}
	pdbtest.WaitFor(t, "web01's catalog", func() bool {
		return has(client, "catalogs", []any{"=", "certname", "web01.example.com"})
	})
	// PuppetDB's query API shows what Punch submitted.
	facts := pdbQuery(t, client, "factsets", []any{"=", "certname", "web01.example.com"})
	if len(facts) != 1 || facts[0]["producer"] != testServerName || facts[0]["environment"] != "sc" {
		t.Errorf("web01's factset in PuppetDB: %v", facts)
	}
	fv := pdbQuery(t, client, "facts", []any{"and", []any{"=", "certname", "web01.example.com"}, []any{"=", "name", "ipaddress"}})
	if len(fv) != 1 || fv[0]["value"] != "192.0.2.1" {
		t.Errorf("web01's ipaddress fact in PuppetDB: %v", fv)
	}
	res := pdbQuery(t, client, "resources", []any{"and", []any{"=", "certname", "web01.example.com"}, []any{"=", "exported", true}})
	if len(res) != 1 || res[0]["title"] != "/etc/lb/web01.example.com" {
		t.Errorf("web01's exported resources in PuppetDB: %v", res)
	}
	if r := ts.do("web01.example.com", "PUT", "/puppet/v3/report/web01.example.com?environment=sc",
		map[string]string{"Content-Type": "application/json"}, testReport); r.status != 200 {
		t.Fatalf("report: %d %s", r.status, r.body)
	}
	pdbtest.WaitFor(t, "web01's report", func() bool {
		return has(client, "reports", []any{"=", "certname", "web01.example.com"})
	})
	rep := pdbQuery(t, client, "reports", []any{"=", "certname", "web01.example.com"})[0]
	if rep["status"] != "changed" || rep["puppet_version"] != "7.23.0" || rep["transaction_uuid"] != "d6a2b3c4-0000-4000-8000-000000000001" {
		t.Errorf("web01's report in PuppetDB: %v", rep)
	}
	events := pdbQuery(t, client, "events", []any{"=", "certname", "web01.example.com"})
	if len(events) != 1 || events[0]["new_value"] != "file" || events[0]["old_value"] != "absent" || events[0]["resource_title"] != "/etc/motd" {
		t.Errorf("web01's events in PuppetDB: %v", events)
	}
	run := func() response { return catalogOf(t, ts, "lb01.example.com", "192.0.2.9") }
	if r := run(); r.status != 200 || !strings.Contains(r.body, "/etc/lb/web01.example.com") {
		t.Fatalf("lb01 before the outage: %d %s", r.status, r.body)
	}
	// A second compiler on the same PuppetDB collects what the first
	// stored.
	ts2 := newTestServer(t, testOpts{configure: func(c *Config) {
		c.StoreConfigs = &StoreConfigs{Backend: puppetdb.NewClient(cfg, nil, "compiler2.example.com", zerolog.Nop()), Producer: "compiler2.example.com"}
	}})
	withStoreconfigsEnv(t, ts2)
	if r := catalogOf(t, ts2, "lb02.example.com", "192.0.2.10"); r.status != 200 || !strings.Contains(r.body, "/etc/lb/web01.example.com") {
		t.Errorf("lb02 through the second compiler: %d %s", r.status, r.body)
	}

	// The outage: PuppetDB stops between two requests of the run.
	stopPDB()
	for i := 0; i < 3; i++ {
		t0 := time.Now()
		r := run()
		if r.status != 500 || !strings.Contains(r.body, "PuppetDB") {
			t.Errorf("lb01 during the outage: %d %s", r.status, r.body)
		}
		if d := time.Since(t0); d > 30*time.Second {
			t.Errorf("a request during the outage took %s with a 20 s server_url_timeout", d)
		}
	}
	if r := catalogOf(t, ts, "web02.example.com", "192.0.2.2"); r.status != 500 || !strings.Contains(r.body, "soft_write_failure") {
		t.Errorf("web02 during the outage: %d %s", r.status, r.body)
	}
	startPDB()
	// Punch was not restarted: the run goes on.
	if r := catalogOf(t, ts, "web02.example.com", "192.0.2.2"); r.status != 200 {
		t.Fatalf("web02 after the restart: %d %s", r.status, r.body)
	}
	pdbtest.WaitFor(t, "web02's catalog", func() bool {
		return has(client, "catalogs", []any{"=", "certname", "web02.example.com"})
	})
	if r := run(); r.status != 200 || !strings.Contains(r.body, "/etc/lb/web01.example.com") || !strings.Contains(r.body, "/etc/lb/web02.example.com") {
		t.Errorf("lb01 after the restart: %d %s", r.status, r.body)
	}
}
