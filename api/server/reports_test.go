package server

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/punch-dev/punch/environments/data"
)

// TestReportProcessorsMatchPuppet: the store and http processors, given
// the JSON an agent sends, write and send what Puppet 7.23's did with the
// same report (testdata/reports/record.sh): the same YAML byte for byte,
// in the same place and modes, with the same Content-Type.
func TestReportProcessorsMatchPuppet(t *testing.T) {
	body, err := os.ReadFile("testdata/reports/report.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/reports/store.yaml")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReportYAML(body)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatalf("YAML differs from Puppet's:\n%s", firstDiff(string(got), string(want)))
	}

	// The http processor: what Puppet's sent.
	var mu sync.Mutex
	var gotReq *http.Request
	var gotBody []byte
	recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		gotReq, gotBody = r, b
		mu.Unlock()
	}))
	defer recv.Close()
	dir := t.TempDir()
	now := time.Date(2026, 11, 28, 16, 35, 52, 0, time.UTC)
	rep, err := newReporter(ReportOptions{Processors: []string{"store", "http", "log"}, Dir: dir, URL: recv.URL + "/reports/upload"},
		zerolog.Nop(), func() time.Time { return now }, func() {})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := data.DecodeJSON(body, data.JSONOptions{})
	rep.process(zerolog.Nop(), "recorder.example.com", m.(*data.Map), body)
	rep.close(10 * time.Second)
	mu.Lock()
	defer mu.Unlock()
	if gotReq == nil {
		t.Fatal("nothing was sent to reporturl")
	}
	if string(gotBody) != string(want) {
		t.Errorf("http body differs from Puppet's")
	}
	recorded, _ := os.ReadFile("testdata/reports/http-request.txt")
	for _, line := range strings.Split(string(recorded), "\n") {
		if strings.HasPrefix(line, "POST ") && line != "POST "+gotReq.URL.Path {
			t.Errorf("request %s %s, Puppet's: %s", gotReq.Method, gotReq.URL.Path, line)
		}
		if v, ok := strings.CutPrefix(line, "content-type: "); ok && gotReq.Header.Get("Content-Type") != v {
			t.Errorf("Content-Type %q, Puppet's %q", gotReq.Header.Get("Content-Type"), v)
		}
		if v, ok := strings.CutPrefix(line, "x-puppet-version: "); ok && gotReq.Header.Get("X-Puppet-Version") != v {
			t.Errorf("X-Puppet-Version %q, Puppet's %q", gotReq.Header.Get("X-Puppet-Version"), v)
		}
	}
	// The store processor's file: path pattern and modes as Puppet's.
	pathWant, _ := os.ReadFile("testdata/reports/store-path.txt")
	rel := strings.Replace(strings.TrimSpace(string(pathWant)), "YYYYMMDDHHMM", now.Format("200601021504"), 1)
	stored, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatalf("store processor: %v", err)
	}
	if string(stored) != string(want) {
		t.Errorf("stored YAML differs")
	}
	modes, _ := os.ReadFile("testdata/reports/store-mode.txt")
	fi, _ := os.Stat(filepath.Join(dir, rel))
	di, _ := os.Stat(filepath.Dir(filepath.Join(dir, rel)))
	if got := strings.Join([]string{modeOctal(fi), modeOctal(di)}, "\n") + "\n"; got != string(modes) {
		t.Errorf("modes %q, Puppet's %q", got, modes)
	}
}

func modeOctal(fi os.FileInfo) string {
	if fi == nil {
		return "?"
	}
	return fmt.Sprintf("%o", fi.Mode().Perm())
}

func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) && i < len(bl); i++ {
		if al[i] != bl[i] {
			return fmt.Sprintf("line %d:\n got  %s\n want %s", i+1, al[i], bl[i])
		}
	}
	return fmt.Sprintf("lengths differ: %d vs %d lines", len(al), len(bl))
}

// TestReportRetention: report_keep keeps the newest files of a node.
func TestReportRetention(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	rep, err := newReporter(ReportOptions{Processors: []string{"store"}, Dir: dir, Keep: 2}, zerolog.Nop(), func() time.Time { return now }, func() {})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4; i++ {
		now = now.Add(time.Minute)
		if _, err := rep.storeYAML("n1", []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
	ents, _ := os.ReadDir(filepath.Join(dir, "n1"))
	if len(ents) != 2 || ents[0].Name() != "202601010003.yaml" || ents[1].Name() != "202601010004.yaml" {
		t.Errorf("kept %v", ents)
	}
	if _, err := newReporter(ReportOptions{Processors: []string{"tagmail"}}, zerolog.Nop(), time.Now, func() {}); err == nil {
		t.Error("an unknown processor was accepted")
	}
}

// TestReportHTTPTrustsPuppetCA: the http processor trusts what Puppet's
// does (its SSL context, not the system's CAs): an https reporturl whose
// certificate the Puppet CA issued gets the report, and sees the server's
// certificate as the client's; one issued by another CA, or checked
// against the system's CAs alone, does not (logged once: a certificate
// is not retried); report_include_system_store adds the system's CAs to
// Puppet's.
func TestReportHTTPTrustsPuppetCA(t *testing.T) {
	tmp := t.TempDir()
	openCA := func(dir, name string) *ca.CA {
		c, err := ca.Open(ca.Config{SSLDir: filepath.Join(tmp, dir), Certname: name,
			DNSAltNames: []string{name, "IP:127.0.0.1"}, Autosign: "true", KeyLength: 1024, Logger: zerolog.Nop()})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	puppetCA := openCA("puppet", "reports.test")
	openCA("other", "elsewhere.test")
	// The receiver: a server of the Puppet CA asking for a client certificate.
	var mu sync.Mutex
	var clients []string
	recv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if len(r.TLS.PeerCertificates) > 0 {
			clients = append(clients, r.TLS.PeerCertificates[0].Subject.CommonName)
		} else {
			clients = append(clients, "")
		}
	}))
	tlsCfg, err := puppetCA.TLSConfig()
	if err != nil {
		t.Fatal(err)
	}
	recv.TLS = tlsCfg
	recv.StartTLS()
	defer recv.Close()
	// The server sending reports: another certificate of the Puppet CA.
	g, err := puppetCA.Generate("punch.test", nil, false, "test")
	if err != nil {
		t.Fatal(err)
	}
	ssl := func(dir string) string { return filepath.Join(tmp, dir, "certs", "ca.pem") }
	if _, err := os.Stat(ssl("puppet")); err != nil {
		t.Fatalf("the CA's certificate is not where Puppet keeps it: %v", err)
	}
	body, err := os.ReadFile("testdata/reports/report.json")
	if err != nil {
		t.Fatal(err)
	}
	m, _ := data.DecodeJSON(body, data.JSONOptions{})
	send := func(o ReportOptions) (delivered bool, logs string) {
		var buf syncbuf.Buffer
		failed := 0
		o.Processors, o.URL, o.Retries = []string{"http"}, recv.URL+"/reports", 2
		rep, err := newReporter(o, zerolog.New(&buf), time.Now, func() { failed++ })
		if err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		before := len(clients)
		mu.Unlock()
		rep.process(zerolog.Nop(), "recorder.example.com", m.(*data.Map), body)
		rep.close(30 * time.Second)
		mu.Lock()
		defer mu.Unlock()
		return len(clients) > before && failed == 0, buf.String()
	}
	if ok, logs := send(ReportOptions{CAFile: ssl("puppet"), CertFile: g.Certificate, KeyFile: g.PrivateKey}); !ok {
		t.Fatalf("not delivered to a reporturl of the Puppet CA: %s", logs)
	}
	mu.Lock()
	if got := clients[len(clients)-1]; got != "punch.test" {
		t.Errorf("reporturl saw client %q, want the server's certificate punch.test", got)
	}
	mu.Unlock()
	if ok, logs := send(ReportOptions{CAFile: ssl("puppet"), IncludeSystemStore: true}); !ok {
		t.Errorf("not delivered with report_include_system_store: %s", logs)
	}
	for name, o := range map[string]ReportOptions{
		"another CA":          {CAFile: ssl("other")},
		"the system CAs only": {},
	} {
		ok, logs := send(o)
		if ok {
			t.Errorf("%s: delivered to a reporturl whose certificate it should not trust", name)
		}
		if !strings.Contains(logs, "Unable to submit report to") || !strings.Contains(logs, `"attempts":1`) ||
			!strings.Contains(logs, "certificate") {
			t.Errorf("%s: want one failed attempt logged naming the certificate, got %s", name, logs)
		}
	}
}
