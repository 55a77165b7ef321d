package server

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// slowSite is a compile of many slow calls (QA-ROBUST-1 R2): each match of a
// pattern that backtracks (regexp2 runs it: the lookahead) takes a long
// while, none alone reaches the 10 s bound of a match, and a thousand of
// them would take far longer than any test.
const slowSite = `node default {
  Integer[1, 1000].each |$i| {
    if "aaaaaaaaaaaaaaaaaaaaaaaaa${i}!" =~ /(?=a)(a+)+$/ { notice('matched') }
  }
}
`

// writeSlowEnv adds the environment "slow" holding slowSite.
func writeSlowEnv(t *testing.T, ts *testServer) {
	t.Helper()
	testtree.Write(t, filepath.Join(ts.envDir, "slow"), map[string]string{"manifests/site.pp": slowSite})
}

// waitForSlotFree takes the only compile slot and gives it back: it
// returns once the compile holding it has stopped. If the compile did not
// stop when its request ended, the test would wait until its own timeout:
// the bound is the cancellation, not a time.
func waitForSlotFree(t *testing.T, ts *testServer) {
	t.Helper()
	release, err := ts.srv.pool.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	release()
}

// A compile that outlives request_timeout: the agent is answered at the
// timeout (503, as for a request that waited too long for a slot) without
// waiting for the compile, the compile stops and gives its slot back, and
// the next node compiles.
func TestSlowCompileAnsweredAtRequestTimeout(t *testing.T) {
	ts := newTestServer(t, testOpts{maxCompiles: 1, maxQueued: 4, timeout: 2 * time.Second})
	writeSlowEnv(t, ts)
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=slow", formHeader, catalogForm("slow", factsJSONFor(agent1, nil), nil))
	if r.status != http.StatusServiceUnavailable || !strings.Contains(r.body, "request_timeout") {
		t.Fatalf("slow compile: %d %s", r.status, r.body)
	}
	waitForSlotFree(t, ts)
	if n := ts.srv.pool.running(); n != 0 {
		t.Errorf("%d compiles still hold a slot", n)
	}
	r = ts.do(agent2, "POST", "/puppet/v3/catalog/"+agent2+"?environment=production", formHeader, catalogForm("production", factsJSONFor(agent2, nil), nil))
	if r.status != http.StatusOK {
		t.Errorf("next node: %d %s", r.status, r.body)
	}
	if !strings.Contains(ts.logs.String(), "compile abandoned") {
		t.Errorf("no 'compile abandoned' line in the log:\n%s", ts.logs.String())
	}
}

// A client that goes away mid-compile: the compile stops and its slot is
// free again, with the default request_timeout (5 minutes) far away.
func TestSlowCompileStopsWhenTheClientLeaves(t *testing.T) {
	ts := newTestServer(t, testOpts{maxCompiles: 1, maxQueued: 4})
	writeSlowEnv(t, ts)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "POST", ts.http.URL+"/puppet/v3/catalog/"+agent1+"?environment=slow",
		strings.NewReader(catalogForm("slow", factsJSONFor(agent1, nil), nil)))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range formHeader {
		req.Header.Set(k, v)
	}
	done := make(chan error, 1)
	go func() {
		resp, err := ts.client(agent1).Do(req)
		if err == nil {
			resp.Body.Close()
		}
		done <- err
	}()
	// The compile has its slot once the pool says so.
	for ts.srv.pool.running() == 0 {
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	if err := <-done; err == nil {
		t.Error("the canceled request got an answer")
	}
	waitForSlotFree(t, ts)
	r := ts.do(agent2, "POST", "/puppet/v3/catalog/"+agent2+"?environment=production", formHeader, catalogForm("production", factsJSONFor(agent2, nil), nil))
	if r.status != http.StatusOK {
		t.Errorf("next node: %d %s", r.status, r.body)
	}
}
