package server

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// FuzzDecodeCatalogParams feeds arbitrary query strings and form bodies
// (facts included) to the v3 catalog decoder: it must not panic, and every
// error must be a client error.
func FuzzDecodeCatalogParams(f *testing.F) {
	facts := factsJSONFor(agent1, map[string]any{"os": map[string]any{"family": "Debian"}, "n": 1, "f": 1.5, "l": []any{nil, true}})
	f.Add("environment=production", catalogForm("production", facts, nil))
	f.Add("", "environment=production&facts_format=pson&facts="+url.QueryEscape(`{"name":"x","values":{"a":"b c"}}`))
	f.Add("environment=x&environment=y", "facts=%zz")
	f.Add("environment=production", "facts_format=application%2Fjson&facts=%257B%2522name%2522%253A1%257D")
	f.Add("environment=production", "facts_format=application%2Fjson&facts="+strings.Repeat("%5B", 300))
	f.Fuzz(func(t *testing.T, query, body string) {
		p, err := DecodeCatalogParams(query, body)
		if err != nil {
			var br *badRequest
			var te *textError
			if !errors.As(err, &br) && !errors.As(err, &te) {
				t.Fatalf("error that is not a client error: %T %v", err, err)
			}
			return
		}
		if p.Environment == "" {
			t.Fatalf("accepted without an environment")
		}
		if p.Facts != nil && p.Facts.Values == nil {
			t.Fatalf("facts without values")
		}
	})
}

// FuzzDecodeFactsJSON feeds arbitrary bytes to the facts decoder (PUT
// /puppet/v3/facts and catalog requests).
func FuzzDecodeFactsJSON(f *testing.F) {
	f.Add([]byte(factsJSONFor(agent1, map[string]any{"a": map[string]any{"b": []any{1, "x", nil}}})))
	f.Add([]byte(`{"name":"n","values":null}`))
	f.Add([]byte(`{"name":1}`))
	f.Add([]byte(`/* comment */ {"name":"n","values":{"a":1,"a":2}}`))
	f.Add([]byte(strings.Repeat("[", 1000)))
	f.Fuzz(func(t *testing.T, b []byte) {
		fa, err := DecodeFactsJSON(b)
		if err == nil && fa.Values == nil {
			t.Fatalf("facts without values")
		}
	})
}

// FuzzDecodeV4Request feeds arbitrary bytes to the v4 catalog body decoder:
// no panic, only client errors.
func FuzzDecodeV4Request(f *testing.F) {
	f.Add([]byte(`{"certname":"a","environment":"production","persistence":{"facts":true,"catalog":false},"facts":{"values":{"x":1}},"trusted_facts":{"values":{"certname":"a"}},"options":{"capture_logs":true,"log_level":"debug","prefer_requested_environment":true}}`))
	f.Add([]byte(`{"certname":"a","environment":"production","persistence":{}}`))
	f.Add([]byte(`{"certname":null,"environment":"e","persistence":{"facts":true,"catalog":true},"options":[]}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := DecodeV4Request(b)
		if err != nil {
			var te *textError
			if !errors.As(err, &te) {
				t.Fatalf("error that is not a client error: %T %v", err, err)
			}
			return
		}
		if r.LogLevel == "" || levelRank(r.LogLevel) < 0 {
			t.Fatalf("bad log level %q", r.LogLevel)
		}
	})
}

// FuzzHandler sends arbitrary requests (method, path with query, content
// type, body) through the whole handler, with rules that let everything
// through: no panic (the outer middleware would answer 500 and log it),
// no 500 for anything but a compile of the fuzzer's node.
func FuzzHandler(f *testing.F) {
	s := fuzzServer(f)
	h := s.Handler()
	f.Add("POST", "/puppet/v3/catalog/n1?environment=production", "application/x-www-form-urlencoded", catalogForm("production", factsJSONFor("n1", nil), nil))
	f.Add("GET", "/puppet/v3/node/n1?environment=production", "", "")
	f.Add("PUT", "/puppet/v3/facts/n1?environment=production", "application/json", factsJSONFor("n1", map[string]any{"a": 1}))
	f.Add("PUT", "/puppet/v3/report/n1?environment=production", "application/json", `{"host":"n1"}`)
	f.Add("POST", "/puppet/v4/catalog", "application/json", `{"certname":"n1","environment":"production","persistence":{"facts":false,"catalog":false}}`)
	f.Add("GET", "/puppet/v3/environment_classes?environment=production", "", "")
	f.Add("GET", "/puppet/v3/file_metadatas/plugins?environment=production&recurse=true", "", "")
	f.Add("DELETE", "/puppet-admin-api/v1/environment-cache?environment=x", "", "")
	f.Add("PUT", "/puppet/v3/file_bucket_file/sha256/"+sum256("x")+"//etc/motd?environment=production", "application/octet-stream", "x")
	f.Add("HEAD", "/puppet/v3/file_bucket_file/sha256/"+sum256("x")+"//etc/motd?environment=production", "", "")
	f.Add("GET", "/puppet/v3/file_bucket_file/sha256/"+sum256("x")+"?environment=production&diff_with="+sum256("y"), "", "")
	f.Add("GET", "/puppet/v3/tasks/demo/multi?environment=production", "", "")
	f.Add("GET", "/puppet/v3/plans/demo/init?environment=production", "", "")
	f.Add("GET", "/puppet/v3/environment_transports?environment=production", "", "")
	f.Add("GET", "/puppet/v3/file_content/site/a.txt?environment=production", "", "")
	f.Fuzz(func(t *testing.T, method, target, ctype, body string) {
		switch method {
		case "GET", "POST", "PUT", "DELETE", "HEAD":
		default:
			return
		}
		if !strings.HasPrefix(target, "/") {
			return
		}
		req, err := http.NewRequest(method, "http://punch.test"+target, strings.NewReader(body))
		if err != nil {
			return
		}
		if ctype != "" {
			req.Header.Set("Content-Type", ctype)
		}
		req.Header.Set("Accept", "*/*")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		// (The tasks fixture has invalid tasks on purpose: Puppet Server
		// answers them with a 500 {"kind": "puppet.tasks/..."}.)
		if w.Code == 500 && !strings.Contains(w.Body.String(), "Evaluation Error") && !strings.Contains(w.Body.String(), "Could not parse") &&
			!strings.Contains(w.Body.String(), `"kind":"puppet.task`) {
			t.Fatalf("%s %s: 500 %s", method, target, w.Body.String())
		}
		if w.Header().Get("X-Puppet-Version") != PuppetVersion {
			t.Fatalf("%s %s: no X-Puppet-Version", method, target)
		}
	})
}

// fuzzServer is a server over the test environments without TLS, whose
// rules let every request through.
func fuzzServer(tb testing.TB) *Server {
	tb.Helper()
	envDir := writeEnvironments(tb)
	tmp := tb.TempDir()
	st, sets := testStoreSettings(tb, tmp, envDir)
	rules := auth.MustNew([]auth.Rule{{Name: "all", SortOrder: 1, Match: auth.Match{Path: "/", Type: "path"}, AllowUnauthenticated: true}})
	// The tasks/plans/transports fixture, a file bucket and a custom mount.
	testtree.Copy(tb, infoModules, filepath.Join(envDir, "production", "modules"))
	bucket, err := store.OpenFileBucket(filepath.Join(tmp, "bucket"), "")
	if err != nil {
		tb.Fatal(err)
	}
	site := filepath.Join(tmp, "site")
	os.MkdirAll(site, 0o755)
	os.WriteFile(filepath.Join(site, "a.txt"), []byte("a\n"), 0o644)
	conf := filepath.Join(tmp, "fileserver.conf")
	os.WriteFile(conf, []byte("[site]\npath "+site+"\n"), 0o644)
	s, err := New(Config{Environments: testRegistry(tb, sets), Store: st, Rules: rules, Certname: testServerName,
		CodeDir: tmp, Logger: zerolog.Nop(), MaxRequestBody: 1 << 20, FileBucket: bucket, FileserverConfig: conf})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(s.Close)
	return s
}

// FuzzParseBucketKey: any file_bucket_file path decodes to a key or a 400,
// never a panic; a key's checksum and path never carry a NUL, and the key
// names what was asked (no runs of slashes).
func FuzzParseBucketKey(f *testing.F) {
	f.Add("sha256/" + sum256("x") + "//etc/motd")
	f.Add("sha256/" + sum256("x") + "/a%2F..%2Fb")
	f.Add("md5/%zz")
	f.Add("//")
	f.Fuzz(func(t *testing.T, escaped string) {
		k, err := ParseBucketKey(escaped)
		if err != nil {
			var br *badRequest
			if !errors.As(err, &br) {
				t.Fatalf("%q: %v", escaped, err)
			}
			return
		}
		if strings.Contains(k.raw, "//") || strings.ContainsRune(k.raw, 0) || k.raw == "" {
			t.Fatalf("%q: key %q", escaped, k.raw)
		}
		if k.algo+"/"+k.sum+"/"+k.path != k.raw && k.sumGiven && k.path != "" {
			t.Fatalf("%q: %+v does not add up", escaped, k)
		}
	})
}
