package rlib

import (
	"bytes"
	"context"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/util/httpfixture"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/readlimit"
)

// TestNetHTTPScripts runs testdata/http/*.rb (Net::HTTP as module code
// uses it) against the fixture server of testdata/http/server and compares
// what they print with what Ruby 3.1 printed against the same server
// (testdata/http/record.sh), the server's address written ADDR.
func TestNetHTTPScripts(t *testing.T) {
	srv := httptest.NewServer(httpfixture.Handler("testdata/http/server"))
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "http://")
	t.Setenv("HTTP_FIXTURE", addr)
	compareRecordedScripts(t, "testdata/http", addr)
}

// compareRecordedScripts runs dir/*.rb and compares each one's output, the
// server's address written ADDR, with what Ruby printed (dir/NAME.out, by
// dir/record.sh).
func compareRecordedScripts(t *testing.T, dir, addr string) {
	testtree.EachRecorded(t, dir+"/record.sh", func(t *testing.T, path string, src, want []byte) {
		name := strings.TrimSuffix(filepath.Base(path), ".rb")
		got := strings.ReplaceAll(runScript(name, src), addr, "ADDR")
		if got != string(want) {
			t.Errorf("output differs from Ruby's:\n%s", diff(string(want), got))
		}
	}, filepath.Join(dir, "*.rb"))
}

// evalWithContext runs Ruby source in a new Interp under ctx (through
// LoadTypeFile, the runtime's public way to evaluate a file with a
// context) and returns what it printed and its error.
func evalWithContext(ctx context.Context, src string) (string, error) {
	in := ruby.NewEnv(ruby.EnvOptions{}).NewInterp()
	var out bytes.Buffer
	in.Stdout = &out
	_, err := in.LoadTypeFile(ctx, "bounds.rb", []byte(src))
	return out.String(), err
}

// A server that answers nothing keeps no compile: the compile's
// cancellation interrupts the read at once (the Ruby read_timeout is ten
// minutes here), and the error is the cancellation, which Ruby code cannot
// rescue.
func TestNetHTTPCancelledByCompile(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		cancel() // the compile ends while the request waits
		<-release
	}))
	defer srv.Close()
	defer close(release)
	out, err := evalWithContext(ctx, `
begin
  h = Net::HTTP.new('127.0.0.1', `+portOf(t, srv.URL)+`)
  h.read_timeout = 600
  h.get('/slow')
rescue Exception => e
  puts "rescued #{e.class}"
end
`)
	if err == nil || !strings.Contains(err.Error(), "cancel") {
		t.Fatalf("want the compile's cancellation, got %v (printed %q)", err, out)
	}
	if out != "" {
		t.Errorf("Ruby code rescued the cancellation: %q", out)
	}
}

// Ruby's read_timeout: a server that sends nothing makes Net::ReadTimeout,
// which Ruby code rescues.
func TestNetHTTPReadTimeout(t *testing.T) {
	release := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-release }))
	defer srv.Close()
	defer close(release)
	out, err := evalWithContext(context.Background(), `
begin
  h = Net::HTTP.new('127.0.0.1', `+portOf(t, srv.URL)+`)
  h.read_timeout = 0.05
  h.get('/slow')
rescue Net::ReadTimeout => e
  puts "#{e.class}: #{e.message}"
end
`)
	if err != nil {
		t.Fatal(err)
	}
	if want := "Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>\n"; out != want {
		t.Errorf("got %q, want %q", out, want)
	}
}

// A response body beyond max_compile_read is refused, not read into
// memory: an IOError naming the limit (Content-Length announced or not).
func TestNetHTTPResponseCap(t *testing.T) {
	defer readlimit.SetLimit(readlimit.Limit())
	readlimit.SetLimit(1000)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/chunked" {
			for i := 0; i < 100; i++ {
				w.Write(bytes.Repeat([]byte("x"), 100))
				w.(http.Flusher).Flush()
			}
			return
		}
		w.Write(bytes.Repeat([]byte("x"), 5000))
	}))
	defer srv.Close()
	out, err := evalWithContext(context.Background(), `
['/sized', '/chunked', '/sized'].each do |path|
  begin
    Net::HTTP.get(URI("`+srv.URL+`#{path}"))
  rescue IOError => e
    puts "#{path}: #{e.class}: #{e.message}"
  end
end
`)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want three refusals, got %q", out)
	}
	for _, l := range lines {
		if !strings.Contains(l, "IOError: the HTTP response body of GET") || !strings.Contains(l, "larger than 1000 bytes") {
			t.Errorf("unexpected: %s", l)
		}
	}
}

func portOf(t *testing.T, url string) string {
	_, port, err := net.SplitHostPort(strings.TrimPrefix(url, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	return port
}

// TestNetHTTPSScripts runs testdata/https/*.rb against the fixture server
// serving HTTPS with a throwaway authority (httpfixture.TLS) and compares
// with what Ruby 3.1 printed against the same kind of server
// (testdata/https/record.sh): trusted through ca_file, refused without
// it (OpenSSL's reasons), VERIFY_NONE, a name the certificate is not for.
func TestNetHTTPSScripts(t *testing.T) {
	dir := t.TempDir()
	cfg, err := httpfixture.TLS(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(httpfixture.Handler("testdata/http/server"))
	srv.TLS = cfg
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	defer srv.Close()
	addr := strings.TrimPrefix(srv.URL, "https://")
	t.Setenv("HTTP_FIXTURE", addr)
	t.Setenv("HTTP_FIXTURE_CA", filepath.Join(dir, "ca.pem"))
	compareRecordedScripts(t, "testdata/https", addr)
}
