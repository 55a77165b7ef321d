package main

// Hostile clients against a real `punch serve` process on loopback: the
// cases of issue 12, each bounded in time. They build punch once.

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/punch-dev/punch/cmd/punch/punchtest"
	"github.com/punch-dev/punch/compiler/util/procinfo"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/punch-dev/punch/compiler/util/testnet"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// buildPunch gives the tests that run a real punch serve the command,
// built once per test run (punchtest).
func buildPunch(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: skipping the tests that run a real punch serve")
	}
	return punchtest.Binary(t)
}

// TestMain removes the punch that buildPunch built.
func TestMain(m *testing.M) { punchtest.Main(m) }

type liveServer struct {
	addr   string
	ssldir string
	cmd    *exec.Cmd
	log    *syncbuf.Buffer
}

// startServe runs punch serve on a free loopback port with the
// environment directory envs and extra flags, with certificates for the
// agents named, and waits until it answers.
func startServe(t *testing.T, envs string, agents []string, extra ...string) *liveServer {
	t.Helper()
	bin := buildPunch(t)
	tmp := t.TempDir()
	ssldir := filepath.Join(tmp, "ssl")
	addr := testnet.FreeAddr(t)
	args := append([]string{"serve", "--puppetserver_confdir=", "--confdir", filepath.Join(tmp, "conf"),
		"--environmentpath", envs, "--ssldir", ssldir, "--cadir", filepath.Join(ssldir, "ca"),
		"--vardir", filepath.Join(tmp, "var"), "--certname", "localhost", "--dns_alt_names", "localhost,IP:127.0.0.1",
		"--keylength", "2048", "--bind", addr, "--log_format", "json"}, extra...)
	cmd := exec.Command(bin, args...)
	log := punchtest.Start(t, cmd)
	s := &liveServer{addr: addr, ssldir: ssldir, cmd: cmd, log: log}
	testnet.WaitListening(t, addr, log.String)
	// Agents' certificates from the CA the server created.
	for _, a := range agents {
		out, err := exec.Command(bin, "ca", "generate", "--certname", a, "--ssldir", ssldir, "--cadir", filepath.Join(ssldir, "ca")).CombinedOutput()
		if err != nil {
			t.Fatalf("punch ca generate %s: %v\n%s", a, err, out)
		}
	}
	return s
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

// client is an HTTPS client with an agent's certificate, dialing from
// the local address from (e.g. 127.0.0.3; "" for any).
func (s *liveServer) client(t *testing.T, name, from string) *http.Client {
	t.Helper()
	tc := punchtest.TLSConfig(t, s.ssldir, name)
	tc.ServerName = "localhost"
	d := &net.Dialer{Timeout: 10 * time.Second}
	if from != "" {
		d.LocalAddr = &net.TCPAddr{IP: net.ParseIP(from)}
	}
	return &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{DialContext: d.DialContext, TLSClientConfig: tc}}
}

func (s *liveServer) do(t *testing.T, c *http.Client, method, path, ctype string, body io.Reader) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, "https://"+s.addr+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return resp.StatusCode, string(b)
}

// vmKB reads a field (VmRSS, VmHWM) of /proc/PID/status in KiB.
func vmKB(t *testing.T, pid int, field string) int64 {
	st, err := procinfo.Status(pid)
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	v, ok := st[field]
	if !ok {
		t.Fatalf("no %s in /proc/%d/status", field, pid)
	}
	n, _ := strconv.ParseInt(strings.Fields(v)[0], 10, 64)
	return n
}

func hostileEnv(t *testing.T, site string) string {
	t.Helper()
	envs := t.TempDir()
	testtree.Write(t, envs, map[string]string{"production/manifests/site.pp": site})
	return envs
}

// catalog asks for node's catalog with a few facts; kase is the fact
// "case" ("" for none).
func (s *liveServer) catalog(t *testing.T, c *http.Client, node, kase string) (int, string) {
	facts := url.QueryEscape(fmt.Sprintf(`{"name":%q,"values":{"os":{"family":"Debian"},"case":%q}}`, node, kase))
	form := "facts_format=application%2Fjson&environment=production&facts=" + url.QueryEscape(facts)
	return s.do(t, c, "POST", "/puppet/v3/catalog/"+node+"?environment=production", "application/x-www-form-urlencoded", strings.NewReader(form))
}

// TestServeMemoryCeiling: three 60 MB facts uploads at once (each under
// max_request_body) keep the server under max_memory: beyond
// max_request_bodies the others get 503 with Retry-After and succeed when
// sent again, and the peak RSS stays under the ceiling.
func TestServeMemoryCeiling(t *testing.T) {
	const ceilingMB = 1024
	envs := hostileEnv(t, "node default { notify { 'ok': } }\n")
	// Three uploads at once, with the server's own certificate (its
	// node, localhost, may store its facts): no agent keys to make.
	agents := []string{"localhost", "localhost", "localhost"}
	s := startServe(t, envs, nil, "--max_memory", fmt.Sprintf("%dm", ceilingMB), "--max_request_body", "64m")
	pid := s.cmd.Process.Pid
	base := vmKB(t, pid, "VmRSS")

	// 60 MB of facts (140,000 facts of 400 bytes each).
	body := func(node string) []byte {
		var b bytes.Buffer
		fmt.Fprintf(&b, `{"name":%q,"values":{`, node)
		for i := 0; b.Len() < 60<<20; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `"fact_%07d":{"value":"%s","list":[1,2,3]}`, i, strings.Repeat("v", 400))
		}
		b.WriteString(`}}`)
		return b.Bytes()
	}
	var wg sync.WaitGroup
	codes := make([]int, len(agents))
	retries := make([]int, len(agents))
	// One body for the three (one node): made once, not three times.
	b := body(agents[0])
	for i, a := range agents {
		wg.Add(1)
		go func(i int, a string) {
			defer wg.Done()
			c := s.client(t, a, "")
			// As an agent does: after a 503, wait and send again (for at
			// most 5 minutes: each upload takes seconds on a busy machine).
			for deadline := time.Now().Add(5 * time.Minute); time.Now().Before(deadline); {
				code, msg := s.do(t, c, "PUT", "/puppet/v3/facts/"+a+"?environment=production", "application/json", bytes.NewReader(b))
				codes[i] = code
				if code != 503 {
					if code != 200 {
						t.Errorf("%s: %d %s", a, code, msg)
					}
					return
				}
				retries[i]++
				time.Sleep(time.Second)
			}
		}(i, a)
	}
	stop, sampled := make(chan struct{}), make(chan struct{})
	var maxAnon, maxFile int64
	go func() {
		defer close(sampled)
		for {
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
				maxAnon = max(maxAnon, vmKB(t, pid, "RssAnon"))
				maxFile = max(maxFile, vmKB(t, pid, "RssFile"))
			}
		}
	}()
	wg.Wait()
	close(stop)
	<-sampled // the sampler's last write happens before the reads below
	t.Logf("peak anonymous RSS ~%d MB, file-backed ~%d MB", maxAnon>>10, maxFile>>10)
	peak := vmKB(t, pid, "VmHWM")
	t.Logf("RSS before %d MB, peak %d MB (ceiling %d MB); 503s before success: %v", base>>10, peak>>10, ceilingMB, retries)
	for i, c := range codes {
		if c != 200 {
			t.Errorf("%s: last answer %d", agents[i], c)
		}
	}
	if peak>>10 >= ceilingMB {
		t.Errorf("peak RSS %d MB is above max_memory %d MB", peak>>10, ceilingMB)
	}
	// The server still answers.
	if code, msg := s.catalog(t, s.client(t, agents[0], ""), agents[0], ""); code != 200 {
		t.Errorf("catalog after the uploads: %d %s", code, msg)
	}
}

// TestServeBoundedReads: file('/dev/zero'), file() of a FIFO and
// generate() printing without end fail at once with an error naming the
// file (or command) and the limit, well within request_timeout, and free
// their compile slot: with one slot, another node compiles right after.
func TestServeBoundedReads(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
	}
	big := filepath.Join(dir, "big")
	if err := os.WriteFile(big, bytes.Repeat([]byte("x"), 2<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	yes, err := exec.LookPath("yes")
	if err != nil {
		t.Skip("no yes(1)")
	}
	// One node (the server's own certificate: no agent keys to make); the
	// fact "case" picks the read.
	site := fmt.Sprintf(`case $facts['case'] {
  'zero': { notify { 'z': message => file('/dev/zero') } }
  'fifo': { notify { 'f': message => file(%q) } }
  'gen':  { notify { 'g': message => generate(%q) } }
  'big':  { notify { 'b': message => file(%q) } }
  'tpl':  { notify { 't': message => template(%q) } }
  default: { notify { 'fine': } }
}
`, fifo, yes, big, fifo)
	envs := hostileEnv(t, site)
	s := startServe(t, envs, nil, "--max_compiles", "1", "--request_timeout", "60s", "--max_compile_read", "1m")
	c := s.client(t, "localhost", "")
	for _, cs := range []struct{ kase, want string }{
		{"zero", "/dev/zero is a character device"},
		{"fifo", fifo + " is a FIFO"},
		{"gen", "the output of " + yes + " is larger than 1048576 bytes"},
		{"big", big + " is larger than 1048576 bytes"},
		{"tpl", fifo + " is a FIFO"},
	} {
		start := time.Now()
		code, msg := s.catalog(t, c, "localhost", cs.kase)
		took := time.Since(start)
		if code != 500 || !strings.Contains(msg, cs.want) {
			t.Errorf("%s: %d %s, want a 500 saying %q", cs.kase, code, msg, cs.want)
		}
		if took > 30*time.Second {
			t.Errorf("%s: the failure took %v (request_timeout 60s)", cs.kase, took)
		}
		// The one slot is free again: another compile runs at once.
		if code, msg := s.catalog(t, c, "localhost", "fine"); code != 200 {
			t.Errorf("after %s: the next catalog: %d %s", cs.kase, code, msg)
		}
	}
}

// TestServeIdleConnectionsFromOneAddress: 10,000 idle TCP connections from
// 127.0.0.2 (no TLS handshake) do not stop an agent on 127.0.0.1 from
// getting its catalog; the refusals are logged with the address and
// counted per address. A report naming another node is a 400.
func TestServeIdleConnectionsFromOneAddress(t *testing.T) {
	envs := hostileEnv(t, "node default { notify { 'ok': } }\n")
	s := startServe(t, envs, nil)
	attacker := &net.Dialer{Timeout: 5 * time.Second, LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}
	if c, err := attacker.Dial("tcp", s.addr); err != nil {
		t.Skipf("cannot dial from 127.0.0.2: %v", err)
	} else {
		c.Close()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	failed := 0
	for i := 0; i < 10000 && ctx.Err() == nil; i++ {
		c, err := attacker.DialContext(ctx, "tcp", s.addr)
		if err != nil {
			failed++
			continue
		}
		conns = append(conns, c)
	}
	t.Logf("opened %d idle connections from 127.0.0.2 (%d dials failed)", len(conns), failed)
	if len(conns) < 5000 {
		t.Skipf("could open only %d connections (open file limit?)", len(conns))
	}
	// The agent: the server's own certificate (node localhost).
	agent := s.client(t, "localhost", "127.0.0.1")
	start := time.Now()
	code, msg := s.catalog(t, agent, "localhost", "")
	if code != 200 {
		t.Fatalf("the agent on another address got %d %s while 127.0.0.2 held its connections", code, msg)
	}
	t.Logf("catalog in %v", time.Since(start))
	// A report for another node is refused, as Puppet refuses it.
	code, msg = s.do(t, agent, "PUT", "/puppet/v3/report/localhost?environment=production", "application/json",
		strings.NewReader(`{"host":"other.example.com","status":"changed","logs":[],"metrics":{},"resource_statuses":{}}`))
	if code != 400 || !strings.Contains(msg, `Instance name \"other.example.com\" does not match requested key \"localhost\"`) {
		t.Errorf("foreign report: %d %s", code, msg)
	}
	if log := s.log.String(); !strings.Contains(log, `"remote":"127.0.0.2"`) || !strings.Contains(log, "max_connections_per_address") {
		t.Errorf("no warn line names 127.0.0.2:\n%s", tail(log, 3000))
	}
	_, metrics := s.do(t, s.client(t, "localhost", "127.0.0.1"), "GET", "/metrics", "", nil)
	if !strings.Contains(metrics, `punch_http_connections_refused_per_address_total{address="127.0.0.2"}`) {
		t.Errorf("metrics do not count the refusals of 127.0.0.2:\n%s", tail(metrics, 2000))
	}
}

// TestServeBehindTLSTerminator: with http_bind and allow_header_cert_info
// (Puppet Server's webserver host/port and allow-header-cert-info), a
// request on the plain listener is the node its proxy's headers name;
// without the headers it is unauthenticated, and over TLS headers never
// give an identity.
func TestServeBehindTLSTerminator(t *testing.T) {
	envs := hostileEnv(t, "node default { notify { \"for ${trusted['certname']}\": } }\n")
	plain := testnet.FreeAddr(t)
	s := startServe(t, envs, nil, "--http_bind", plain, "--allow_header_cert_info")
	testnet.WaitListening(t, plain, s.log.String)
	get := func(node string, headers map[string]string) (int, string) {
		req, _ := http.NewRequest("GET", "http://"+plain+"/puppet/v3/catalog/"+node+"?environment=production", nil)
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		resp, err := (&http.Client{Timeout: time.Minute}).Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	ok := map[string]string{"X-Client-Verify": "SUCCESS", "X-Client-DN": "CN=lb1.example.com"}
	if code, body := get("lb1.example.com", ok); code != 200 || !strings.Contains(body, "for lb1.example.com") {
		t.Errorf("own catalog through the proxy: %d %s", code, tail(body, 300))
	}
	if code, _ := get("lb2.example.com", ok); code != 403 {
		t.Errorf("another node's catalog: %d, want 403", code)
	}
	if code, _ := get("lb1.example.com", map[string]string{"X-Client-Verify": "NONE", "X-Client-DN": "CN=lb1.example.com"}); code != 403 {
		t.Errorf("unverified client: %d, want 403", code)
	}
	if code, _ := get("lb1.example.com", map[string]string{"X-Client-Verify": "SUCCESS", "X-Client-DN": "/O=x/CN=lb1.example.com"}); code != 200 {
		t.Errorf("OpenSSL-style DN: %d", code)
	}
	if code, _ := get("lb1.example.com", nil); code != 403 {
		t.Errorf("no headers: %d, want 403", code)
	}
	// Over TLS without a client certificate, the headers are ignored.
	anon := punchtest.TLSConfig(t, s.ssldir, "")
	anon.ServerName = "localhost"
	tc := &http.Client{Timeout: time.Minute, Transport: &http.Transport{TLSClientConfig: anon}}
	req, _ := http.NewRequest("GET", "https://"+s.addr+"/puppet/v3/catalog/lb1.example.com?environment=production", nil)
	for k, v := range ok {
		req.Header.Set(k, v)
	}
	resp, err := tc.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 403 {
		t.Errorf("headers over TLS gave %d, want 403", resp.StatusCode)
	}
}
