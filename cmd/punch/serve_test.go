package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/settings"
)

// TestServeFlushDuringCompiles runs punch serve (the environments
// registry, CA, store, listener) on the example environment and flushes
// the environment cache through the admin API, editing the code in
// between, while agents ask for catalogs: every catalog request succeeds
// (with the old or the new code), every flush answers 204, and the server
// then shuts down cleanly. Run with -race.
func TestServeFlushDuringCompiles(t *testing.T) {
	root := t.TempDir()
	envDir := filepath.Join(root, "envs")
	testtree.Copy(t, filepath.Join("..", "..", "environments", "examples", "environments", "production"), filepath.Join(envDir, "production"))
	extra := filepath.Join(envDir, "production", "manifests", "zz_extra.pp")
	ssl := filepath.Join(root, "ssl")
	st := settings.New()
	for k, v := range map[string]string{
		"environmentpath": envDir, "codedir": root, "basemodulepath": filepath.Join(root, "none"),
		"ssldir": ssl, "cadir": filepath.Join(ssl, "ca"), "vardir": filepath.Join(root, "var"),
		"certname": "puppet.test", "dns_alt_names": "puppet.test,localhost,IP:127.0.0.1", "autosign": "true",
		"keylength": "1024", "bind": "127.0.0.1:0", "max_compiles": "2", "fileserverconfig": filepath.Join(root, "fileserver.conf"),
	} {
		if err := st.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Load(); err != nil {
		t.Fatal(err)
	}
	logs := &syncbuf.Buffer{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, st, "", 10*time.Second, &serveFlags{}, zerolog.New(logs)) }()
	defer func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("serve: %v", err)
			}
		case <-time.After(60 * time.Second):
			t.Errorf("serve did not stop")
		}
	}()
	addrRE := regexp.MustCompile(`"bind":"(127\.0\.0\.1:\d+)"`)
	var addr string
	for deadline := time.Now().Add(60 * time.Second); addr == ""; {
		if m := addrRE.FindStringSubmatch(logs.String()); m != nil {
			addr = m[1]
		} else if time.Now().After(deadline) {
			t.Fatalf("punch serve did not start:\n%s", logs.String())
		} else {
			time.Sleep(10 * time.Millisecond)
		}
	}

	theCA, err := ca.Open(ca.Config{SSLDir: filepath.Join(root, "cli-ssl"), CADir: filepath.Join(ssl, "ca"), Certname: "puppet.test", KeyLength: 1024, Logger: zerolog.Nop()})
	if err != nil {
		t.Fatal(err)
	}
	clientFor := func(name string) *http.Client {
		g, err := theCA.Generate(name, nil, name == "admin.test", "test")
		if err != nil {
			t.Fatal(err)
		}
		cert, err := tls.LoadX509KeyPair(g.Certificate, g.PrivateKey)
		if err != nil {
			t.Fatal(err)
		}
		return &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{
			TLSClientConfig: &tls.Config{RootCAs: theCA.CertPool(), ServerName: "puppet.test", Certificates: []tls.Certificate{cert}}}}
	}
	admin := clientFor("admin.test")

	var wg sync.WaitGroup
	errs := make(chan string, 1000)
	stop := make(chan struct{})
	for i := 0; i < 6; i++ {
		node := fmt.Sprintf("node%d.test", i)
		c := clientFor(node)
		wg.Add(1)
		go func() {
			defer wg.Done()
			facts, _ := json.Marshal(map[string]any{"name": node, "values": map[string]any{"punch_example_root": "/tmp/x"}})
			form := url.Values{"environment": {"production"}, "facts_format": {"application/json"}, "facts": {url.QueryEscape(string(facts))}}
			for n := 0; ; n++ {
				select {
				case <-stop:
					return
				default:
				}
				req, _ := http.NewRequest("POST", "https://"+addr+"/puppet/v3/catalog/"+node+"?environment=production", strings.NewReader(form.Encode()))
				req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
				resp, err := c.Do(req)
				if err != nil {
					errs <- err.Error()
					return
				}
				b, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					errs <- fmt.Sprintf("%s: catalog %d %s", node, resp.StatusCode, b)
					return
				}
			}
		}()
	}
	for i := 0; i < 30; i++ {
		if err := os.WriteFile(extra, []byte(fmt.Sprintf("class zz_extra_%d { notify { 'extra %d': } }\n", i, i)), 0o644); err != nil {
			t.Fatal(err)
		}
		req, _ := http.NewRequest("DELETE", "https://"+addr+"/puppet-admin-api/v1/environment-cache", nil)
		resp, err := admin.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 204 {
			t.Fatalf("flush: %d", resp.StatusCode)
		}
	}
	close(stop)
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	out := logs.String()
	t.Logf("%d catalogs compiled, %d environment loads", strings.Count(out, `"message":"compiled catalog"`), strings.Count(out, `"message":"environment loaded"`))
	if strings.Count(out, `"message":"environment loaded"`) < 2 {
		t.Errorf("the flushes and edits did not reload the environment")
	}
	// One line per flush (the server's, with who asked and the request
	// id), none from the registry.
	flushes := 0
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(l), &m) != nil || !strings.Contains(fmt.Sprint(m["message"]), "cache flushed") {
			continue
		}
		flushes++
		if m["level"] != "info" || m["by"] != "admin API (admin.test)" || m["request_id"] == nil {
			t.Errorf("flush logged without its context: %s", l)
		}
	}
	if flushes != 30 {
		t.Errorf("%d flush lines for 30 flushes", flushes)
	}
	if t.Failed() {
		t.Logf("server log:\n%s", out)
	}
	for _, l := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		if !json.Valid([]byte(l)) {
			t.Errorf("log line is not JSON: %s", l)
		}
		if strings.Contains(l, `"level":"error"`) {
			t.Errorf("error logged: %s", l)
		}
	}
}
