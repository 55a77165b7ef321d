package server

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/util/syncbuf"
)

// logLines decodes the JSON log lines of a test server.
func logLines(t *testing.T, ts *testServer) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(ts.logs.String()), "\n") {
		if l == "" {
			continue
		}
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("log line is not JSON: %v: %s", err, l)
		}
		out = append(out, m)
	}
	return out
}

// findLog returns the first log line whose message contains msg.
func findLog(lines []map[string]any, msg string) map[string]any {
	for _, l := range lines {
		if m, _ := l["message"].(string); strings.Contains(m, msg) {
			return l
		}
	}
	return nil
}

// The code's notice() is logged at info (Puppet Server logs notices at its
// default level), warning() at warn, each with the node, environment and
// request id.
func TestCodeMessagesLogLevels(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=exported", formHeader, catalogForm("exported", factsJSONFor(agent1, nil), nil))
	if r.status != 200 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	lines := logLines(t, ts)
	for msg, level := range map[string]string{"hello from exported": "info", "careful": "warn"} {
		l := findLog(lines, msg)
		if l == nil {
			t.Errorf("%q not logged:\n%s", msg, ts.logs.String())
			continue
		}
		if l["level"] != level || l["node"] != agent1 || l["environment"] != "exported" || l["request_id"] == nil {
			t.Errorf("%q logged as %v, want level %s with node, environment and request_id", msg, l, level)
		}
	}
}

// A flush through the admin API is logged with its request id and who
// asked.
func TestFlushLogged(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do(testServerName, "DELETE", "/puppet-admin-api/v1/environment-cache?environment=production", nil, "")
	if r.status != 204 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	l := findLog(logLines(t, ts), "environment cache flushed")
	if l == nil || l["level"] != "info" || l["request_id"] != r.header.Get("X-Request-Id") ||
		l["environment"] != "production" || l["by"] != "admin API ("+testServerName+")" {
		t.Errorf("flush logged as %v", l)
	}
}

// net/http's own messages are logged at a level by what they say:
// handshake failures (clients' business) at debug, accept failures (the
// server cannot take connections) at error with what to do.
func TestHTTPErrorLogLevels(t *testing.T) {
	var buf syncbuf.Buffer
	l := newStdLogger(zerolog.New(&buf))
	l.Printf("http: TLS handshake error from 127.0.0.1:5555: EOF")
	l.Printf("http: Accept error: accept tcp 127.0.0.1:8140: accept4: too many open files; retrying in 5ms")
	l.Printf("http: something new")
	var got []string
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatal(err)
		}
		got = append(got, m["level"].(string))
		if m["level"] == "error" && !strings.Contains(m["message"].(string), "ulimit -n") {
			t.Errorf("accept error without advice: %s", line)
		}
	}
	if strings.Join(got, " ") != "debug error warn" {
		t.Errorf("levels %v, want debug error warn", got)
	}
}

// An environment switch by the classifier is logged with both
// environments.
func TestEnvironmentSwitchLogged(t *testing.T) {
	ts := newTestServer(t, testOpts{enc: "#!/bin/sh\nprintf 'environment: staging\\n'\n"})
	r := ts.do(agent2, "POST", "/puppet/v3/catalog/"+agent2+"?environment=production", formHeader,
		catalogForm("production", factsJSONFor(agent2, nil), map[string]string{"check_environment": "true"}))
	if r.status != 200 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	l := findLog(logLines(t, ts), "sent an empty catalog so the agent switches")
	if l == nil || l["level"] != "info" || l["node"] != agent2 || l["environment"] != "staging" ||
		l["requested_environment"] != "production" || l["request_id"] == nil {
		t.Errorf("switch logged as %v", l)
	}
}

// The access line names the environment the request was for.
func TestAccessLineEnvironment(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do(agent1, "GET", "/puppet/v3/node/"+agent1+"?environment=production", nil, "")
	if r.status != 200 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	ts.do(agent1, "GET", "/puppet/v3/node/"+agent1+"?environment=a%20b", nil, "")
	var n int
	for _, l := range logLines(t, ts) {
		if l["message"] != "access" {
			continue
		}
		n++
		want := map[bool]any{true: "production", false: nil}[n == 1]
		if l["environment"] != want || l["certname"] != agent1 || l["request_id"] == nil || l["duration"] == nil {
			t.Errorf("access line %d: %v (want environment %v)", n, l, want)
		}
	}
	if n != 2 {
		t.Errorf("%d access lines", n)
	}
}
