package server

import (
	"context"
	"crypto/tls"
	"fmt"
	"io"
	"net"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/store"
)

// serveOn serves ts through Serve (Punch's listener and http.Server) on a
// loopback port, with the http.Server adjusted by adjust; it returns the
// address. The server is shut down at the end of the test.
func serveOn(t *testing.T, ts *testServer, adjust func(*http.Server)) string {
	t.Helper()
	hs := ts.srv.HTTPServer("127.0.0.1:0")
	hs.TLSConfig = ts.http.TLS.Clone()
	if adjust != nil {
		adjust(hs)
	}
	ln, err := newLocalListener()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- ts.srv.Serve(ctx, hs, ln, 5*time.Second) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Errorf("Serve did not return after the shutdown")
		}
	})
	return ln.Addr().String()
}

// A client whose certificate was revoked is refused during the TLS
// handshake and told so by a TLS alert (not a connection reset), as Puppet
// Server's agents are; other clients keep being served.
func TestRevokedClientGetsAlert(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	addr := serveOn(t, ts, nil)
	revoked := ts.client("revoked.example.com")
	if err := ts.ca.Revoke([]string{"revoked.example.com"}, "test"); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20; i++ {
		req, _ := http.NewRequest("PUT", "https://"+addr+"/puppet/v3/report/revoked.example.com?environment=production",
			strings.NewReader(strings.Repeat(`{"host":"revoked.example.com"}`, 100)))
		req.Header.Set("Content-Type", "application/json")
		tr := revoked.Transport.(*http.Transport).Clone()
		tr.DisableKeepAlives = true
		tr.ForceAttemptHTTP2 = false
		tr.TLSNextProto = map[string]func(string, *tls.Conn) http.RoundTripper{}
		resp, err := (&http.Client{Transport: tr, Timeout: 30 * time.Second}).Do(req)
		if err == nil {
			resp.Body.Close()
			t.Fatalf("revoked certificate accepted: %d", resp.StatusCode)
		}
		if !strings.Contains(err.Error(), "bad certificate") {
			t.Fatalf("attempt %d: a revoked client got %v, want the TLS alert (bad certificate)", i, err)
		}
	}
	if r := get(t, ts.client(agent1), "https://"+addr+"/status/v1/simple"); r.status != 200 || r.body != "running" {
		t.Errorf("status after refusals: %d %q", r.status, r.body)
	}
	if !strings.Contains(ts.logs.String(), "Refused a TLS connection with a revoked certificate") {
		t.Errorf("refusal not logged")
	}
}

// h1Client is an HTTP/1.1 client (no HTTP/2) presenting name's certificate.
func h1Client(ts *testServer, name string) *http.Client {
	tr := ts.client(name).Transport.(*http.Transport).Clone()
	tr.ForceAttemptHTTP2 = false
	tr.TLSNextProto = map[string]func(string, *tls.Conn) http.RoundTripper{}
	return &http.Client{Transport: tr, Timeout: 60 * time.Second}
}

// checkStatusServed asks addr for /status/v1/simple over HTTP/1.1 as agent1
// and fails t unless it answers 200; when says in what state ("with idle
// connections open").
func checkStatusServed(t *testing.T, ts *testServer, addr, when string) {
	t.Helper()
	if r := get(t, h1Client(ts, agent1), "https://"+addr+"/status/v1/simple"); r.status != 200 {
		t.Errorf("status %s: %d", when, r.status)
	}
}

// rawTLS opens a TLS connection presenting name's certificate.
func rawTLS(t *testing.T, ts *testServer, addr, name string) *tls.Conn {
	t.Helper()
	tc := ts.client(name).Transport.(*http.Transport).TLSClientConfig.Clone()
	tc.NextProtos = []string{"http/1.1"}
	c, err := tls.Dial("tcp", addr, tc)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// readAllGuarded reads c until EOF; the deadline only guards against a
// hang (the server must close first).
func readAllGuarded(t *testing.T, c net.Conn) string {
	t.Helper()
	_ = c.SetReadDeadline(time.Now().Add(60 * time.Second))
	b, err := io.ReadAll(c)
	if err != nil {
		t.Fatalf("the server did not close the connection (read: %v); got %q", err, b)

	}
	return string(b)
}

// A client that stalls while sending a body is answered 408 and
// disconnected once nothing came for ReadIdleTimeout (it used to hold the
// connection until request_timeout), and a client that sent its whole body
// is not cut off by that timeout while its request waits and compiles.
func TestSlowBody(t *testing.T) {
	bucket, err := store.OpenFileBucket(filepath.Join(t.TempDir(), "bucket"), "")
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, testOpts{maxCompiles: 1, configure: func(c *Config) {
		c.ReadIdleTimeout = 300 * time.Millisecond
		c.FileBucket = bucket
	}})
	addr := serveOn(t, ts, nil)

	// Bodies that stop coming, read by the handler (408) or not (a refused
	// or invalid request is answered and the connection closed, instead of
	// net/http waiting for the rest of the body until request_timeout).
	for _, c := range []struct{ as, head, want string }{
		{agent1, "PUT /puppet/v3/facts/" + agent1 + "?environment=production HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"name\"", "408"},
		{agent1, "POST /puppet/v3/catalog/" + agent1 + "?environment=production HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nfacts\r\n", "408"},
		{agent1, "PUT /puppet/v3/file_bucket_file/sha256/" + strings.Repeat("ab", 32) + "?environment=production HTTP/1.1\r\nHost: x\r\nAccept: application/octet-stream\r\nContent-Type: application/octet-stream\r\nContent-Length: 100\r\n\r\nabc", "408"},
		{"", "PUT /puppet/v3/report/" + agent1 + "?environment=production HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", "403"},
		{agent1, "PUT /puppet/v3/facts/" + agent1 + "?environment=production HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n{", "415"},
	} {
		conn := rawTLS(t, ts, addr, c.as)
		if _, err := io.WriteString(conn, c.head); err != nil {
			t.Fatal(err)
		}
		got := readAllGuarded(t, conn)
		if !strings.HasPrefix(got, "HTTP/1.1 "+c.want+" ") || c.want == "408" && !strings.Contains(got, "the client stopped sending the request body") {
			t.Errorf("stalled body of %.50s: %q, want %s", c.head, got, c.want)
		}
	}

	// A whole body, then a wait for the only compile slot longer than the
	// idle timeout: the request must still get its catalog.
	release, err := ts.srv.pool.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	status := queueCatalogRequest(t, ts, h1Client(ts, agent1), addr)
	time.Sleep(1 * time.Second) // > ReadIdleTimeout: what used to cancel the request
	release()
	if st := <-status; st != 200 {
		t.Errorf("catalog request after waiting: %d\n%s", st, ts.logs.String())
	}
}

// Connections that never send a request (plain TCP, or TLS without a
// request) and headers that come too slowly are closed by the server's
// timeouts (shortened here), huge headers get 431, and a client keeps
// being served meanwhile.
func TestIdleAndSlowConnections(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	addr := serveOn(t, ts, func(hs *http.Server) {
		hs.ReadHeaderTimeout = 300 * time.Millisecond
		hs.IdleTimeout = 300 * time.Millisecond
	})
	var idle []net.Conn
	for i := 0; i < 200; i++ {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		idle = append(idle, c)
	}
	for i := 0; i < 20; i++ {
		idle = append(idle, rawTLS(t, ts, addr, agent1))
	}
	slow := rawTLS(t, ts, addr, agent1)
	go func() {
		// Headers a line at a time, never finished.
		for i := 0; i < 1000; i++ {
			if _, err := io.WriteString(slow, fmt.Sprintf("X-Slow-%d: x\r\n", i)); err != nil {
				return
			}
			time.Sleep(50 * time.Millisecond)
		}
	}()
	if _, err := io.WriteString(slow, "GET /status/v1/simple HTTP/1.1\r\nHost: x\r\n"); err != nil {
		t.Fatal(err)
	}

	checkStatusServed(t, ts, addr, "with idle connections open")
	for _, c := range idle {
		readAllGuarded(t, c) // the server closes it
	}
	if got := readAllGuarded(t, slow); strings.Contains(got, "200 OK") {
		t.Errorf("slow headers were answered: %q", got)
	}

	// Bad TLS clients: plain HTTP is told to use HTTPS, a garbled
	// handshake is dropped.
	plain, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	io.WriteString(plain, "GET /status/v1/simple HTTP/1.1\r\nHost: x\r\n\r\n")
	if got := readAllGuarded(t, plain); !strings.Contains(got, "400 Bad Request") || !strings.Contains(got, "HTTPS server") {
		t.Errorf("plain HTTP: %q", got)
	}
	garbled, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer garbled.Close()
	io.WriteString(garbled, "\x16\x03\x01\x00\x10"+strings.Repeat("\xff", 16))
	if got := readAllGuarded(t, garbled); strings.Contains(got, "HTTP/") {
		t.Errorf("garbled handshake answered: %q", got)
	}

	big := rawTLS(t, ts, addr, agent1)
	go io.WriteString(big, "GET /status/v1/simple HTTP/1.1\r\nHost: x\r\nX-Big: "+strings.Repeat("a", 200<<10)+"\r\n\r\n")
	if got := readAllGuarded(t, big); !strings.HasPrefix(got, "HTTP/1.1 431 ") {
		t.Errorf("huge header: %.100q", got)
	}
}

// Malformed request lines and paths are refused with a 4xx (or the
// authorization's 403), never a 500 or a hang, and the server stays up.
func TestMalformedURLs(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	addr := serveOn(t, ts, nil)
	for _, p := range []string{
		"/puppet/v3/file_content/modules/example/%2e%2e/%2e%2e/manifests/init.pp?environment=production",
		"/puppet/v3/file_content/modules/example/../../../../etc/passwd?environment=production",
		"/puppet/v3/file_content/modules/example/banner.txt%00?environment=production",
		"/puppet/v3/file_metadatas/plugins/%2F..%2F..?environment=production",
		"/puppet/v3/catalog/agent%00?environment=production",
		"/puppet/v3/node/%ZZ?environment=production",
		"/puppet/v3/node/" + agent1 + "?environment=%ZZ",
		"/puppet/v3/node/" + agent1 + "?environment=..%2F..%2Fetc",
		"/puppet/v3/node/" + agent1 + "?environment=production%00",
		"/puppet/v3/environments/../../status/v1/simple",
		"/puppet/v3/node/" + strings.Repeat("a", 5000) + "?environment=production",
		"/%",
		"/puppet/v3/file_content/modules/%C0%AE%C0%AE/x?environment=production",
		"*",
	} {
		c := rawTLS(t, ts, addr, agent1)
		if _, err := io.WriteString(c, "GET "+p+" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"); err != nil {
			t.Fatal(err)
		}
		got := readAllGuarded(t, c)
		if !strings.HasPrefix(got, "HTTP/1.1 4") {
			t.Errorf("GET %.60s: %.200q, want a 4xx", p, got)
		}
		if strings.Contains(got, "root:") {
			t.Errorf("GET %.60s served a file outside the mount", p)
		}
	}
	checkStatusServed(t, ts, addr, "after malformed requests")
	if strings.Contains(ts.logs.String(), "internal error") {
		t.Errorf("a malformed request reached a panic:\n%s", ts.logs.String())
	}
}

// Over HTTP/2 (what punch serve offers agents that ask for it) a stalled
// body gets the 408 too.
func TestSlowBodyHTTP2(t *testing.T) {
	ts := newTestServer(t, testOpts{configure: func(c *Config) { c.ReadIdleTimeout = 300 * time.Millisecond }})
	addr := serveOn(t, ts, func(hs *http.Server) { hs.TLSConfig.NextProtos = nil })
	tr := ts.client(agent1).Transport.(*http.Transport).Clone()
	tr.ForceAttemptHTTP2 = true
	pr, pw := io.Pipe()
	defer pw.Close()
	go pw.Write([]byte(`{"name"`))
	req, _ := http.NewRequest("PUT", "https://"+addr+"/puppet/v3/facts/"+agent1+"?environment=production", pr)
	req.Header.Set("Content-Type", "application/json")
	resp, err := (&http.Client{Transport: tr, Timeout: 60 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.ProtoMajor != 2 || resp.StatusCode != 408 || !strings.Contains(string(b), "the client stopped sending the request body") {
		t.Errorf("%s %d %s", resp.Proto, resp.StatusCode, b)
	}
}
