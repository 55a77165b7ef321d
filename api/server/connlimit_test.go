package server

import (
	"crypto/tls"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// With MaxConnections connections open, one more is closed before its TLS
// handshake and logged at warn (once for a burst), the open ones are still
// served, and once connections close new ones are accepted again.
func TestConnectionLimit(t *testing.T) {
	const limit = 5
	clock := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	ts := newTestServer(t, testOpts{configure: func(c *Config) {
		c.MaxConnections = limit
		c.Now = func() time.Time { return clock } // one burst: one log line
	}})
	addr := serveOn(t, ts, nil)
	var open []*tls.Conn
	for i := 0; i < limit; i++ {
		open = append(open, rawTLS(t, ts, addr, agent1)) // handshake done: accepted
	}
	tc := ts.client(agent1).Transport.(*http.Transport).TLSClientConfig.Clone()
	for i := 0; i < 3; i++ {
		c, err := tls.DialWithDialer(&net.Dialer{Timeout: 60 * time.Second}, "tcp", addr, tc)
		if err == nil {
			c.Close()
			t.Fatalf("connection %d beyond max_connections %d was accepted", limit+i+1, limit)
		}
	}
	r := ts.do(testServerName, "GET", "/metrics", nil, "")
	for _, want := range []string{"punch_http_connections_refused_total 3\n", "punch_http_connections_max 5\n", "punch_http_connections_open 5\n"} {
		if !strings.Contains(r.body, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
	// The connections already open are served.
	if _, err := open[0].Write([]byte("GET /status/v1/simple HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	if got := readAllGuarded(t, open[0]); !strings.HasPrefix(got, "HTTP/1.1 200 ") || !strings.HasSuffix(got, "running") {
		t.Errorf("an open connection was not served: %.200q", got)
	}
	for _, c := range open[1:] {
		c.Close()
	}
	// Their slots come back: a new client is served (the guard only stops
	// a hang).
	var served bool
	for deadline := time.Now().Add(60 * time.Second); !served && time.Now().Before(deadline); {
		resp, err := h1Client(ts, agent1).Get("https://" + addr + "/status/v1/simple")
		if err != nil {
			time.Sleep(20 * time.Millisecond)
			continue
		}
		resp.Body.Close()
		served = resp.StatusCode == 200
	}
	if !served {
		t.Fatal("no connection accepted after the open ones were closed")
	}

	var refusals []map[string]any
	for _, l := range logLines(t, ts) {
		if m, _ := l["message"].(string); strings.HasPrefix(m, "connection refused: max_connections") {
			refusals = append(refusals, l)
		}
	}
	if len(refusals) != 1 {
		t.Fatalf("%d log lines for one burst of refusals, want 1:\n%s", len(refusals), ts.logs.String())
	}
	if l := refusals[0]; l["level"] != "warn" || l["max_connections"] != float64(limit) || l["refused"] != float64(1) ||
		l["remote"] == nil || !strings.Contains(l["message"].(string), "raise --max_connections") {
		t.Errorf("refusal logged as %v", l)
	}
}
