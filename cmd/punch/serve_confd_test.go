package main

import (
	"crypto/tls"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServeWithPuppetServerConfd starts punch serve on real Puppet Server
// conf.d directories (Debian's puppetserver 7.9.5 package's, Vox Pupuli's
// container's with its environment variables, Puppet Server's development
// one) with only the directories and the port moved by flags: it starts,
// names in warnings the settings it does not implement, takes
// max-active-instances as max_compiles, and authorizes with the conf.d's
// auth.conf.
func TestServeWithPuppetServerConfd(t *testing.T) {
	confd := filepath.Join("..", "..", "environments", "settings", "testdata")
	t.Setenv("LOGDIR", t.TempDir())
	t.Setenv("PUPPETSERVER_MAX_ACTIVE_INSTANCES", "3")
	t.Setenv("PUPPETSERVER_MAX_REQUESTS_PER_INSTANCE", "0")
	for _, c := range []struct {
		name, dir   string
		warnings    []string
		maxCompiles string
		// otherCatalog is the status of agent1 asking for agent2's
		// catalog under the conf.d's auth.conf.
		otherCatalog int
		// anonAdmin is the status of an environment-cache flush without a
		// certificate (0: not asked).
		anonAdmin int
	}{
		{"debian", filepath.Join(confd, "puppetserver", "conf.d"),
			[]string{"webserver.access-log-config", "global.logging-config", "metrics.registries.puppetserver.reporters.jmx.enabled"}, "", 403, 403},
		{"voxpupuli", filepath.Join(confd, "confd", "cases", "voxpupuli"),
			[]string{"jruby-puppet.max-requests-per-instance", "metrics.reporters.graphite.host", "product.check-for-updates", "dropsonde.enabled", "bolt.projects-dir"}, `"max_compiles":3`, 403, 0},
		{"puppetserver-dev", filepath.Join(confd, "confd", "cases", "puppetserver_dev"),
			[]string{"profiler.enabled", "jruby-puppet.use-legacy-auth-conf"}, `"max_compiles":1`, 200, 0},
		// Puppet Server 7's deprecated whitelists (api/auth's recording):
		// the admin API open to anybody, certificate_status to agent1.test.
		{"whitelists", filepath.Join("..", "..", "api", "auth", "testdata", "whitelist"),
			[]string{"'puppet-admin' section are deprecated", "'certificate-authority.certificate-status' section are deprecated"}, "", 403, 204},
	} {
		t.Run(c.name, func(t *testing.T) {
			envs := hostileEnv(t, "node default { notify { \"for ${trusted['certname']}\": } }\n")
			dir, err := filepath.Abs(c.dir)
			if err != nil {
				t.Fatal(err)
			}
			tmp := t.TempDir()
			s := startServe(t, envs, []string{"agent1.example.com", "agent2.example.com"}, "--puppetserver_confdir", dir,
				"--codedir", tmp, "--rundir", filepath.Join(tmp, "run"), "--logdir", filepath.Join(tmp, "log"))
			agent1 := s.client(t, "agent1.example.com", "")
			if code, body := s.catalog(t, agent1, "agent1.example.com", ""); code != 200 || !strings.Contains(body, "for agent1.example.com") {
				t.Fatalf("agent1's own catalog: %d %s", code, tail(body, 300))
			}
			if code, body := s.catalog(t, agent1, "agent2.example.com", ""); code != c.otherCatalog {
				t.Errorf("agent1 asking for agent2's catalog: %d, want %d (%s)", code, c.otherCatalog, tail(body, 300))
			}
			if c.anonAdmin != 0 {
				anon := &http.Client{Timeout: time.Minute, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
				if code, body := s.do(t, anon, "DELETE", "/puppet-admin-api/v1/environment-cache", "", nil); code != c.anonAdmin {
					t.Errorf("environment-cache flush without a certificate: %d, want %d (%s)", code, c.anonAdmin, tail(body, 300))
				}
			}
			log := s.log.String()
			for _, w := range c.warnings {
				if !strings.Contains(log, w) {
					t.Errorf("no warning names %s", w)
				}
			}
			if c.maxCompiles != "" && !strings.Contains(log, c.maxCompiles) {
				t.Errorf("the start log does not say %s", c.maxCompiles)
			}
		})
	}
}
