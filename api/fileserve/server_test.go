package fileserve

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"

	"github.com/punch-dev/punch/api/fileserve/internal/fixture"
	"github.com/punch-dev/punch/api/fileserve/internal/oracle"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// orderedModules lists production's modules in a given order (the order
// Puppet Server saw them in when the golden file was recorded) and the other
// environments as DirModules does.
type orderedModules struct {
	DirModules
	order []string
}

func (o orderedModules) ModuleDirs(env string) ([]Module, error) {
	mods, err := o.DirModules.ModuleDirs(env)
	if err != nil || env != fixture.Env || len(o.order) == 0 {
		return mods, err
	}
	var out []Module
	for _, name := range o.order {
		if m, ok := FindModule(mods, name); ok {
			out = append(out, m)
		}
	}
	return out, nil
}

type testEnv struct {
	root string
	envs string
	srv  *Server
	http *httptest.Server
}

func newTestEnv(t *testing.T, cfg Config, order []string) *testEnv {
	t.Helper()
	root := t.TempDir()
	envs, err := fixture.Build(root)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Modules == nil {
		cfg.Modules = orderedModules{DirModules{EnvironmentPath: envs}, order}
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := chi.NewRouter()
	srv.Register(r)
	hs := httptest.NewServer(r)
	t.Cleanup(hs.Close)
	return &testEnv{root: root, envs: envs, srv: srv, http: hs}
}

// rawGet sends target exactly as given (no client-side cleaning) and
// returns the response with its body read.
func (e *testEnv) rawGet(t *testing.T, target string, accept *string) (*http.Response, []byte) {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(e.http.URL, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: puppet\r\nConnection: close\r\n", target)
	if accept != nil {
		fmt.Fprintf(conn, "Accept: %s\r\n", *accept)
	}
	fmt.Fprint(conn, "\r\n")
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("GET %q: %v", target, err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func (e *testEnv) get(t *testing.T, target string) (*http.Response, []byte) {
	c := oracle.ParseCase(target)
	return e.rawGet(t, c.URL, c.Accept)
}

// ownerRE finds owner and group, which the golden file has as 0 (Puppet
// Server ran as root) and which are the test's own ids here.
var ownerRE = regexp.MustCompile(`"owner":\d+,"group":\d+`)

func (e *testEnv) answer(t *testing.T, line string) oracle.Answer {
	resp, body := e.get(t, line)
	if os.Geteuid() != 0 {
		body = []byte(ownerRE.ReplaceAllString(string(body), `"owner":0,"group":0`))
	}
	return oracle.Normalize(resp.StatusCode, resp.Header.Get("Content-Type"), body, e.root)
}

// deviations are the cases where Punch answers differently from Puppet
// Server on purpose (docs/fileserving.md): a 400, 403 or 404 instead of a
// 500 for bad input, and the symlink-loop message.
var deviations = map[string]oracle.Answer{
	"/puppet/v3/file_metadata/modules?environment=production":                                                      bad("No module specified"),
	"/puppet/v3/file_metadata/modules/?environment=production":                                                     bad("No module specified"),
	"/puppet/v3/file_metadata/tasks?environment=production":                                                        bad("No task specified"),
	"/puppet/v3/file_metadata/nosuchmount/x?environment=production":                                                forbidden("Not authorized to call find on /file_metadata/nosuchmount/x"),
	"/puppet/v3/file_metadatas/nosuchmount/x?environment=production":                                               forbidden("Not authorized to call search on /file_metadata/nosuchmount/x"),
	"/puppet/v3/file_content/nosuchmount/x?environment=production":                                                 forbidden("Not authorized to call find on /file_content/nosuchmount/x"),
	"/puppet/v3/file_metadata/bad.mount/x?environment=production":                                                  bad("Cannot find file: Invalid mount 'bad.mount'"),
	"/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&checksum_type=bogus":                  bad("Unsupported checksum type bogus"),
	"/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&checksum_type=sha224lite":             bad("Unsupported checksum type sha224lite"),
	"/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&source_permissions=bogus":             bad("Unsupported source_permission bogus"),
	"/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&links=bogus":                          bad(":links can only be set to :manage or :follow"),
	"/puppet/v3/file_metadatas/modules/alpha?environment=production&links=ignore":                                  bad("Invalid :links value 'ignore'"),
	"/puppet/v3/file_metadatas/modules/alpha?environment=production&links=bogus":                                   bad("Invalid :links value 'bogus'"),
	"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=0":                                     bad("Fileset recurse parameter must not be a number anymore, please use recurselimit"),
	"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&recurselimit=abc":                 bad("recurselimit must be a non-negative integer, not 'abc'"),
	"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&recurselimit=-1":                  bad("recurselimit must be a non-negative integer, not '-1'"),
	"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&max_files=abc":                    bad("max_files must be -1, 0 or a positive integer, not 'abc'"),
	"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&max_files=-2":                     bad("max_files must be -1, 0 or a positive integer, not '-2'"),
	"/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&environment=production":               bad("The environment parameter was given 2 times; give it once"),
	"/puppet/v3/file_metadata/modules/alpha/hello.txt?environment=production&checksum_type=md5&checksum_type=sha1": bad("The checksum_type parameter was given 2 times; give it once"),
	// Jetty's own 400 pages (HTML) become plain-text 400s.
	"/puppet/v3/file_metadata/modules/alpha/..;x/manifests/init.pp?environment=production":                  {Status: 400, Body: "Invalid relative path (.. or .) in: /puppet/v3/file_metadata/modules/alpha/../manifests/init.pp"},
	"/puppet/v3/file_metadata/plugins/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd?environment=production": {Status: 400, Body: "Invalid relative path (.. or .) in: /puppet/v3/file_metadata/plugins/../../../../../etc/passwd"},
	// Puppet follows the loop until the kernel says ELOOP; Punch stops at
	// the first directory seen twice.
	"/puppet/v3/file_metadatas/modules/loopy?environment=production&recurse=true&links=follow&checksum_type=md5": {Status: 500, ContentType: jsonContentType,
		Body: `{"message":"Server Error: Too many levels of symbolic links - $ROOT/environments/production/modules/loopy/files/self","issue_kind":"RUNTIME_ERROR"}`},
}

func bad(msg string) oracle.Answer {
	return oracle.Answer{Status: 400, ContentType: jsonContentType, Body: `{"message":"Bad Request: ` + jsonEscape(msg) + `","issue_kind":"RUNTIME_ERROR"}`}
}

func forbidden(msg string) oracle.Answer {
	return oracle.Answer{Status: 403, ContentType: jsonContentType, Body: `{"message":"Not Authorized: ` + jsonEscape(msg) + `","issue_kind":"RUNTIME_ERROR"}`}
}

func jsonEscape(s string) string {
	b, _ := plainjson.Marshal(s)
	return string(b[1 : len(b)-1])
}

// TestMatchesPuppetServer replays every request Puppet Server answered when
// testdata/oracle/golden.txt was recorded (internal/oraclecmp) against the
// same tree, in Puppet-compatible symlink mode, and wants the same status,
// Content-Type and body byte for byte (after putting the tree's root, the
// ctime/mtime values and the order of array elements aside), except for the
// documented deviations.
func TestMatchesPuppetServer(t *testing.T) {
	golden, err := oracle.ReadGolden("testdata/oracle/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := oracle.ReadCases("testdata/oracle/cases.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(golden.Cases) != len(cases) {
		t.Fatalf("golden.txt has %d cases, cases.txt %d: re-record with internal/oraclecmp", len(golden.Cases), len(cases))
	}
	e := newTestEnv(t, Config{AllowSymlinkEscape: true}, golden.ModuleOrder)
	used := map[string]bool{}
	for _, c := range golden.Cases {
		want := golden.Answers[c]
		if d, ok := deviations[c]; ok {
			used[c] = true
			if d.Status == want.Status && d.Body == want.Body {
				t.Errorf("deviation for %s is what Puppet answers; drop it", c)
			}
			want = d
		}
		got := e.answer(t, c)
		if got.String() != want.String() {
			t.Errorf("GET %s\n got: %s\nwant: %s", c, got, want)
		}
	}
	for c := range deviations {
		if !used[c] {
			t.Errorf("deviation %s is not a golden case", c)
		}
	}
}

// TestConfinedSymlinks: by default a link may only lead somewhere inside
// its own module.
func TestConfinedSymlinks(t *testing.T) {
	e := newTestEnv(t, Config{}, nil)
	mod := filepath.Join(e.envs, "production/modules/alpha")
	cases := []struct {
		target string
		status int
		want   string // substring of the body
	}{
		// Managed links are described; one leading out gets no checksum.
		{"/puppet/v3/file_metadata/modules/alpha/link_out?environment=production", 200,
			`"checksum":{"type":"sha256","value":null},"type":"link","destination":"` + filepath.Join(e.root, "outside/secret.txt") + `"`},
		{"/puppet/v3/file_metadata/modules/alpha/link_in?environment=production", 200, `"type":"link","destination":"hello.txt"`},
		{"/puppet/v3/file_metadata/modules/alpha/link_up?environment=production&checksum_type=md5", 200, `"value":"{md5}`},
		// Absolute links count as leading out, even into the module.
		{"/puppet/v3/file_metadata/modules/alpha/link_abs?environment=production", 200, `"value":null},"type":"link"`},
		// Following a link out is refused.
		{"/puppet/v3/file_metadata/modules/alpha/link_out?environment=production&links=follow", 403, "leads out of its module"},
		{"/puppet/v3/file_metadata/modules/alpha/link_abs?environment=production&links=follow", 403, "leads out of its module"},
		{"/puppet/v3/file_metadata/modules/alpha/link_outd?environment=production&links=follow", 403, "leads out of its module"},
		{"/puppet/v3/file_metadata/modules/alpha/link_outd/secret.txt?environment=production", 403, "leads out of its module"},
		{"/puppet/v3/file_content/modules/alpha/link_out?environment=production", 403, "leads out of its module"},
		{"/puppet/v3/file_content/modules/alpha/link_outd/secret.txt?environment=production", 403, "leads out of its module"},
		{"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&ignore=dangling", 200, `"relative_path":"link_out","links":"manage"`},
		{"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&links=follow&ignore=dangling", 403, "leads out of its module"},
		{"/puppet/v3/file_metadatas/modules/alpha?environment=production&recurse=true&links=follow&ignore=dangling&ignore=link_out*&ignore=link_abs", 200, `"relative_path":"link_up","links":"follow"`},
		// Links inside the module work as in Puppet.
		{"/puppet/v3/file_content/modules/alpha/link_up?environment=production", 200, "class alpha {}"},
		{"/puppet/v3/file_content/modules/alpha/link_dir/s.txt?environment=production", 200, "s\n"},
	}
	for _, c := range cases {
		resp, body := e.get(t, c.target)
		if resp.StatusCode != c.status || !strings.Contains(string(body), c.want) {
			t.Errorf("GET %s = %d %s\nwant %d containing %s", c.target, resp.StatusCode, body, c.status, c.want)
		}
		if strings.Contains(string(body), "outside the module") {
			t.Errorf("GET %s leaked the content of a file outside the module", c.target)
		}
	}
	_ = mod
}

// TestHostileRequests sends requests trying to leave their mount through a
// real listener, exactly as written: none may succeed with anything outside
// the mount, and each gets the status Puppet Server gives.
func TestHostileRequests(t *testing.T) {
	for _, allow := range []bool{false, true} {
		e := newTestEnv(t, Config{AllowSymlinkEscape: allow}, nil)
		secret := "outside the module"
		cases := []struct {
			target string
			status int
		}{
			{"/puppet/v3/file_content/modules/alpha/../../../../outside/secret.txt?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/%2e%2e/%2e%2e/%2e%2e/%2e%2e/outside/secret.txt?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/%2E%2E%2F%2E%2E%2Fmanifests%2Finit.pp?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/..%2f..%2fmanifests/init.pp?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/.%2e/manifests/init.pp?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/..;/manifests/init.pp?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/./hello.txt?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/%252e%252e/manifests/init.pp?environment=production", 404},
			{"/puppet/v3/file_content/modules/alpha/%C0%AE%C0%AE/manifests/init.pp?environment=production", 404},
			{"/puppet/v3/file_content/modules/alpha/..%5C..%5Cmanifests%5Cinit.pp?environment=production", 404},
			{"/puppet/v3/file_content/modules/alpha//" + e.root + "/outside/secret.txt?environment=production", 404},
			{"/puppet/v3/file_content/modules/alpha/%2F" + e.root[1:] + "/outside/secret.txt?environment=production", 404},
			{"/puppet/v3/file_content/plugins/" + e.root + "/outside/secret.txt?environment=production", 404},
			{"/puppet/v3/file_content/pluginfacts/..%2F..%2F..%2Ffiles%2Fhello.txt?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/hello.txt%00.pp?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/%00?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/%zz?environment=production", 400},
			{"/puppet/v3/file_content/modules/..?environment=production", 400},
			{"/puppet/v3/file_content/..?environment=production", 400},
			{"/puppet/v3/file_content/modules/alpha/hello.txt?environment=../production", 400},
			{"/puppet/v3/file_content/modules/alpha/hello.txt?environment=%2e%2e", 400},
			{"/puppet/v3/file_metadatas/modules/alpha/..?environment=production&recurse=true", 400},
			{"/puppet/v3/file_metadatas/plugins/../../../?environment=production&recurse=true", 400},
			{"/puppet/v3/file_metadata/modules/Bad-Name?environment=production", 404},
			{"/puppet/v3/file_metadata/modules/alpha/hello.txt/..?environment=production", 400},
		}
		for _, c := range cases {
			resp, body := e.rawGet(t, c.target, ptr("*/*"))
			if resp.StatusCode != c.status {
				t.Errorf("allow=%v GET %s = %d %s, want %d", allow, c.target, resp.StatusCode, body, c.status)
			}
			if strings.Contains(string(body), secret) || strings.Contains(string(body), "class alpha") {
				t.Errorf("allow=%v GET %s leaked a file outside the mount: %s", allow, c.target, body)
			}
		}
	}
}

func ptr(s string) *string { return &s }
