package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/store"
)

func sum256(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// newBucketServer is a test server with a file bucket.
func newBucketServer(t *testing.T, o testOpts) (*testServer, *store.FileBucket) {
	t.Helper()
	b, err := store.OpenFileBucket(filepath.Join(t.TempDir(), "bucket"), "")
	if err != nil {
		t.Fatal(err)
	}
	o.configure = func(c *Config) { c.FileBucket = b }
	return newTestServer(t, o), b
}

var binaryHeaders = map[string]string{"Accept": "application/octet-stream", "Content-Type": "application/octet-stream"}

// TestFileBucketEndpoint walks the agent's sequence (HEAD, PUT, GET) and
// Puppet Server's answers to everything around it, as recorded from
// Puppet Server 7.9.5 (client mistakes it answers with a 500 are 4xx here,
// with its message).
func TestFileBucketEndpoint(t *testing.T) {
	ts, b := newBucketServer(t, testOpts{})
	content := "hello bucket\n"
	sum := sum256(content)
	base := "/puppet/v3/file_bucket_file/sha256/" + sum
	env := "?environment=production"
	// What an agent sends: the original path after a double slash.
	key := base + "//etc/motd" + env

	if r := ts.do(agent1, "HEAD", key, binaryHeaders, ""); r.status != 404 {
		t.Fatalf("HEAD before: %d", r.status)
	}
	r := ts.do(agent1, "PUT", key, binaryHeaders, content)
	if r.status != 200 || r.body != "" || r.header.Get("Content-Type") != "application/octet-stream" {
		t.Fatalf("PUT: %d %q %s", r.status, r.header.Get("Content-Type"), r.body)
	}
	// Stored as Puppet stores it: the path without its leading slash (the
	// slashes collapse on the way in, as with Puppet Server).
	if ok, _ := b.Has(sum, "etc/motd"); !ok {
		t.Errorf("not recorded under etc/motd")
	}
	if !strings.Contains(ts.logs.String(), `"message":"file bucket: backed up a file"`) || !strings.Contains(ts.logs.String(), `"node":"agent1.example.com"`) {
		t.Errorf("backup not logged with the node: %s", ts.logs.String())
	}
	for _, c := range []struct {
		method, target string
		header         map[string]string
		status         int
		body           string
	}{
		{"HEAD", key, binaryHeaders, 200, ""},
		{"HEAD", base + "/etc/motd" + env, nil, 200, ""},
		{"HEAD", base + env, nil, 200, ""},
		{"HEAD", base + "//etc/other" + env, nil, 404, ""},
		{"GET", base + env, binaryHeaders, 200, content},
		{"GET", key, binaryHeaders, 200, content},
		{"GET", base + "/" + env, binaryHeaders, 200, content},
		{"GET", base + "//etc/other" + env, binaryHeaders, 404, `{"message":"Not Found: Could not find file_bucket_file sha256/` + sum + `/etc/other","issue_kind":"RESOURCE_NOT_FOUND"}`},
		{"GET", base + env, map[string]string{"Accept": "binary"}, 200, content},
		{"GET", base + env, map[string]string{"Accept": "text/plain, application/octet-stream;q=0.5"}, 200, content},
		{"GET", base + env, map[string]string{"Accept": "application/json"}, 406, `{"message":"Not Acceptable: No supported formats are acceptable (Accept: application/json)","issue_kind":"UNSUPPORTED_FORMAT"}`},
		{"GET", base + env + "&bucket_path=/tmp", binaryHeaders, 200, content},
		{"GET", "/puppet/v3/file_bucket_file/md5/d41d8cd98f00b204e9800998ecf8427e" + env, binaryHeaders, 400, `{"message":"Bad Request: Unsupported checksum type \"md5\"","issue_kind":"RUNTIME_ERROR"}`},
		{"GET", "/puppet/v3/file_bucket_file/sha256/abc" + env, binaryHeaders, 400, `Invalid checksum \"abc\"`},
		{"GET", "/puppet/v3/file_bucket_file/sha256/" + strings.ToUpper(sum) + env, binaryHeaders, 400, `Invalid checksum`},
		{"GET", "/puppet/v3/file_bucket_file/sha256" + env, binaryHeaders, 400, `Invalid checksum nil`},
		{"GET", "/puppet/v3/file_bucket_file/" + env, binaryHeaders, 400, `No request key specified in /puppet/v3/file_bucket_file/`},
		{"GET", "/puppet/v3/file_bucket_file/", binaryHeaders, 400, `An environment parameter must be specified`},
		{"GET", base, binaryHeaders, 400, `{"message":"Bad Request: An environment parameter must be specified","issue_kind":"RUNTIME_ERROR"}`},
		{"GET", base + "?environment=nope", binaryHeaders, 404, `Could not find environment 'nope'`},
		{"GET", base + "?environment=a-b", binaryHeaders, 400, `The environment must be purely alphanumeric, not 'a-b'`},
		{"GET", base + env + "&environment=staging", binaryHeaders, 400, `given 2 times`},
		{"GET", base + env + "&list_all=true", binaryHeaders, 403, `Listing remote file buckets is not allowed`},
		{"GET", base + env + "&diff_with=" + sum, binaryHeaders, 200, ""},
		{"GET", base + env + "&diff_with=nothere", binaryHeaders, 404, `could not find diff_with nothere`},
		{"GET", base + env + "&diff_with=..%2F..%2F..%2Fetc%2Fpasswd", binaryHeaders, 404, `could not find diff_with ../../../etc/passwd`},
		{"GET", base + env + "&diff_with=" + sum256("absent"), binaryHeaders, 404, `could not find diff_with`},
		{"PUT", key, map[string]string{"Accept": "application/octet-stream", "Content-Type": "application/json"}, 415, `Client sent a mime-type (application/json) that doesn't correspond to a format we support`},
		{"PUT", key, map[string]string{"Accept": "application/octet-stream"}, 400, `No Content-Type header was received`},
		{"PUT", key, map[string]string{"Content-Type": "application/octet-stream"}, 406, `(Accept: application/json)`},
		{"PUT", key, map[string]string{"Accept": "text/plain", "Content-Type": "application/octet-stream"}, 406, `(Accept: text/plain)`},
		{"PUT", "/puppet/v3/file_bucket_file/md5/" + sum + "//x" + env, binaryHeaders, 400, `Unsupported checksum type \"md5\"`},
		{"PUT", "/puppet/v3/file_bucket_file/sha256/zz//x" + env, binaryHeaders, 400, `Invalid checksum \"zz\"`},
		{"PUT", base + "/a%0Ab" + env, binaryHeaders, 400, `at most 4096 bytes without NUL, CR or LF`},
		{"PUT", base + "/" + strings.Repeat("x", 5000) + env, binaryHeaders, 400, `at most 4096 bytes`},
		{"PUT", base + "/a%00b" + env, binaryHeaders, 400, `NUL byte`},
		{"POST", base + env, binaryHeaders, 405, `No support for http method POST`},
		{"DELETE", base + env, binaryHeaders, 403, `denied by rule 'puppetlabs deny all'`},
		{"GET", base + "/etc/%2e%2e/x" + env, binaryHeaders, 400, `must not contain`},
	} {
		var body string
		if c.method == "PUT" {
			body = "x"
		}
		r := ts.do(agent1, c.method, c.target, c.header, body)
		if r.status != c.status || (c.method != "HEAD" && !strings.Contains(r.body, c.body)) || (c.body == content && r.body != content) {
			t.Errorf("%s %.120s: %d %.300s\nwant %d %q", c.method, c.target, r.status, r.body, c.status, c.body)
		}
	}
	// Without a certificate: denied, as Puppet Server's rule wants one.
	if r := ts.do("", "GET", base+env, binaryHeaders, ""); r.status != 403 {
		t.Errorf("no certificate: %d", r.status)
	}
	// Puppet keys the file by what it received, whatever the URL says.
	other := "different bytes\n"
	if r := ts.do(agent1, "PUT", base+"//etc/mismatch"+env, binaryHeaders, other); r.status != 200 {
		t.Fatalf("mismatched PUT: %d %s", r.status, r.body)
	}
	if ok, _ := b.Has(sum256(other), "etc/mismatch"); !ok {
		t.Errorf("mismatched PUT not stored under its real checksum")
	}
	if ok, _ := b.Has(sum, "etc/mismatch"); ok {
		t.Errorf("mismatched PUT recorded under the claimed checksum")
	}
	// diff_with: diff -u's output.
	r = ts.do(agent1, "GET", base+env+"&diff_with="+sum256(other), binaryHeaders, "")
	if r.status != 200 || !strings.Contains(r.body, "@@ -1 +1 @@\n-hello bucket\n+different bytes\n") || !strings.HasPrefix(r.body, "--- ") {
		t.Errorf("diff: %d %q", r.status, r.body)
	}
}

// TestFileBucketLimits: a body over max_request_body is refused (413) and
// nothing is stored; an empty file is fine.
func TestFileBucketLimits(t *testing.T) {
	ts, b := newBucketServer(t, testOpts{maxBody: 1024})
	big := strings.Repeat("x", 2048)
	r := ts.do(agent1, "PUT", "/puppet/v3/file_bucket_file/sha256/"+sum256(big)+"//big?environment=production", binaryHeaders, big)
	if r.status != 413 {
		t.Errorf("oversized: %d %s", r.status, r.body)
	}
	if ok, _ := b.Has(sum256(big), ""); ok {
		t.Errorf("oversized body stored")
	}
	// A chunked body over the limit (no Content-Length).
	req, _ := http.NewRequest("PUT", ts.http.URL+"/puppet/v3/file_bucket_file/sha256/"+sum256(big)+"//big?environment=production", io.MultiReader(strings.NewReader(big[:1000]), strings.NewReader(big[1000:])))
	req.Header.Set("Accept", "application/octet-stream")
	req.Header.Set("Content-Type", "application/octet-stream")
	req.ContentLength = -1
	if r := send(t, ts.client(agent1), req); r.status != 413 {
		t.Errorf("chunked oversized: %d", r.status)
	}
	entries, _ := os.ReadDir(b.Dir())
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".upload-") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}
	req, _ = http.NewRequest("PUT", ts.http.URL+"/puppet/v3/file_bucket_file/sha256/"+sum256("")+"//empty?environment=production", bytes.NewReader(nil))
	req.Header.Set("Accept", "application/octet-stream")
	req.Header.Set("Content-Type", "application/octet-stream")
	r = send(t, ts.client(agent1), req)
	if ok, _ := b.Has(sum256(""), "empty"); r.status != 200 || !ok {
		t.Errorf("empty file: %d %v", r.status, ok)
	}
}

// TestFileBucketWithoutBucket: without a bucket the endpoint does not
// exist.
func TestFileBucketWithoutBucket(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	if r := ts.do(agent1, "GET", "/puppet/v3/file_bucket_file/sha256/"+sum256("x")+"?environment=production", binaryHeaders, ""); r.status != 404 {
		t.Errorf("%d %s", r.status, r.body)
	}
}

// TestBucketDiffMatchesGNUDiff compares diffFiles with `diff -u` on the
// same files (hunks only: the headers carry times and paths).
func TestBucketDiffMatchesGNUDiff(t *testing.T) {
	diff, err := exec.LookPath("diff")
	if err != nil {
		t.Skip("no diff command")
	}
	dir := t.TempDir()
	lines := func(n int, f func(i int) string) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(f(i) + "\n")
		}
		return b.String()
	}
	cases := []struct{ a, b string }{
		{"a\n", "b\n"},
		{"", "new\n"},
		{"old\n", ""},
		{"same\n", "same"},
		{"x\ny", "x\nz"},
		{lines(20, func(i int) string { return "line" }), lines(20, func(i int) string { return map[bool]string{true: "changed", false: "line"}[i == 10] })},
		{lines(30, func(i int) string { return string(rune('a' + i%26)) }), lines(30, func(i int) string {
			if i == 2 || i == 20 {
				return "X"
			}
			return string(rune('a' + i%26))
		})},
		{lines(10, func(i int) string { return "k" + string(rune('0'+i)) }), lines(12, func(i int) string { return "k" + string(rune('0'+i)) })},
		{"a\nb\nc\nd\ne\nf\ng\nh\n", "a\nb\nX\nd\ne\nf\nY\nh\n"},
		{"header\n" + lines(8, func(i int) string { return "body" }) + "footer\n", "header\n" + lines(2, func(i int) string { return "body" }) + "footer\n"},
	}
	for i, c := range cases {
		pa, pb := filepath.Join(dir, "a"), filepath.Join(dir, "b")
		os.WriteFile(pa, []byte(c.a), 0o644)
		os.WriteFile(pb, []byte(c.b), 0o644)
		got, err := diffFiles(pa, pb, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		out, _ := exec.Command(diff, "-u", pa, pb).Output()
		hunks := func(b []byte) string {
			s := string(b)
			if j := strings.Index(s, "\n@@"); j >= 0 {
				return s[j+1:]
			}
			return s
		}
		if hunks(got) != hunks(out) {
			t.Errorf("case %d:\n got %q\nwant %q", i, hunks(got), hunks(out))
		}
		if len(out) > 0 && !strings.HasPrefix(string(got), "--- "+pa+"\t") {
			t.Errorf("case %d: header %q", i, got)
		}
	}
	// Binary files.
	os.WriteFile(filepath.Join(dir, "a"), []byte("a\x00b"), 0o644)
	os.WriteFile(filepath.Join(dir, "b"), []byte("a\x00c"), 0o644)
	got, _ := diffFiles(filepath.Join(dir, "a"), filepath.Join(dir, "b"), 1<<20)
	if string(got) != "Binary files "+filepath.Join(dir, "a")+" and "+filepath.Join(dir, "b")+" differ\n" {
		t.Errorf("binary: %q", got)
	}
	if _, err := diffFiles(filepath.Join(dir, "a"), filepath.Join(dir, "b"), 2); err == nil {
		t.Errorf("oversized diff accepted")
	}
}

// TestBucketDiffReconstructs: applying the diff of random files to the
// first gives the second (the edit script is correct, minimal or not).
func TestBucketDiffReconstructs(t *testing.T) {
	seed := uint32(7)
	rnd := func(n int) int {
		seed = seed*1664525 + 1013904223
		return int(seed>>8) % n
	}
	words := []string{"a", "b", "c", "d", "e"}
	for round := 0; round < 300; round++ {
		gen := func() [][]byte {
			n := rnd(30)
			out := make([][]byte, n)
			for i := range out {
				out[i] = []byte(words[rnd(len(words))] + "\n")
			}
			return out
		}
		a, b := gen(), gen()
		ops := diffScript(a, b)
		var rebuilt [][]byte
		ai := 0
		for _, o := range ops {
			switch o.op {
			case ' ':
				if !bytes.Equal(a[o.a], b[o.b]) || o.a != ai {
					t.Fatalf("round %d: bad context op %+v", round, o)
				}
				rebuilt = append(rebuilt, a[o.a])
				ai++
			case '-':
				if o.a != ai {
					t.Fatalf("round %d: deletion out of order %+v", round, o)
				}
				ai++
			case '+':
				rebuilt = append(rebuilt, b[o.b])
			}
		}
		if ai != len(a) || !bytes.Equal(bytes.Join(rebuilt, nil), bytes.Join(b, nil)) {
			t.Fatalf("round %d: rebuilt %q from %q, want %q", round, bytes.Join(rebuilt, nil), bytes.Join(a, nil), bytes.Join(b, nil))
		}
	}
}

func TestParseBucketKey(t *testing.T) {
	s := sum256("x")
	for _, c := range []struct {
		in, algo, sum, path string
		sumGiven            bool
		err                 string
	}{
		{"sha256/" + s, "sha256", s, "", true, ""},
		{"sha256/" + s + "//etc/motd", "sha256", s, "etc/motd", true, ""},
		{"sha256/" + s + "/", "sha256", s, "", true, ""},
		{"sha256//" + s + "///a//b/", "sha256", s, "a/b/", true, ""},
		{"sha256/" + s + "/a%20b%2Fc", "sha256", s, "a b/c", true, ""},
		{"sha256", "sha256", "", "", false, ""},
		{"", "", "", "", false, "No request key specified"},
		{"/", "", "", "", false, "No request key specified"},
		{"sha256/" + s + "/a%zz", "", "", "", false, "Invalid escape"},
		{"sha256/" + s + "/a%00", "", "", "", false, "NUL byte"},
		{"sha256/" + s + "/a%", "", "", "", false, "Invalid escape"},
	} {
		k, err := ParseBucketKey(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: %v, want %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil || k.algo != c.algo || k.sum != c.sum || k.path != c.path || k.sumGiven != c.sumGiven {
			t.Errorf("%q: %+v %v", c.in, k, err)
		}
	}
}
