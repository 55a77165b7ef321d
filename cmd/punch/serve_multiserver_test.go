package main

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testnet"
)

// TestServeMultiServerWebserverConf: webserver.conf's multi-server form
// as SIMP's pupmod writes it (the CA service mounted by web-routes.conf on
// a second server "ca"): punch serve listens on both, answers /puppet-ca
// on the second only and the master routes on the main one only, as
// Jetty does (404 elsewhere).
func TestServeMultiServerWebserverConf(t *testing.T) {
	caAddr := testnet.FreeAddr(t)
	_, caPort, _ := net.SplitHostPort(caAddr)
	confd := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(confd, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// bind (the test's --bind) gives the main server's address.
	write("webserver.conf", fmt.Sprintf(`webserver: {
  base: {
    client-auth: need
    ssl-host: 127.0.0.1
    ssl-port: 8140
    default-server: true
  }
  ca: {
    client-auth: want
    ssl-host: 127.0.0.1
    ssl-port: %s
  }
}
`, caPort))
	write("web-routes.conf", `web-router-service: {
  "puppetlabs.services.ca.certificate-authority-service/certificate-authority-service": {
     default: {
       route: "/puppet-ca"
       server: "ca"
     }
  }
  "puppetlabs.trapperkeeper.services.status.status-service/status-service": "/status"
  "puppetlabs.services.master.master-service/master-service": "/puppet"
  "puppetlabs.services.legacy-routes.legacy-routes-service/legacy-routes-service": ""
  "puppetlabs.services.puppet-admin.puppet-admin-service/puppet-admin-service": "/puppet-admin-api"
}
`)
	envs := hostileEnv(t, "node default { notify { \"for ${trusted['certname']}\": } }\n")
	tmp := t.TempDir()
	s := startServe(t, envs, []string{"agent1.example.com"}, "--puppetserver_confdir", confd,
		"--codedir", tmp, "--rundir", filepath.Join(tmp, "run"), "--logdir", filepath.Join(tmp, "log"))
	testnet.WaitListening(t, caAddr, s.log.String)
	agent := s.client(t, "agent1.example.com", "")
	on := func(addr string) *liveServer { c := *s; c.addr = addr; return &c }
	for _, c := range []struct {
		addr, path string
		want       int
	}{
		{s.addr, "/puppet-ca/v1/certificate/ca", 404},
		{caAddr, "/puppet-ca/v1/certificate/ca", 200},
		{caAddr, "/puppet/v3/catalog/agent1.example.com?environment=production", 404},
		{caAddr, "/status/v1/simple", 404},
		{s.addr, "/status/v1/simple", 200},
		{s.addr, "/puppet/v3/catalog/agent1.example.com?environment=production", 200},
	} {
		code, body := on(c.addr).do(t, agent, "GET", c.path, "", nil)
		if code != c.want {
			t.Errorf("GET %s on %s: %d, want %d (%s)", c.path, c.addr, code, c.want, tail(body, 200))
		}
		if c.want == 404 && !strings.Contains(body, "No route for GET") {
			t.Errorf("GET %s on %s: the 404 does not say so: %s", c.path, c.addr, tail(body, 200))
		}
	}
	if log := s.log.String(); !strings.Contains(log, "webserver.ca of webserver.conf") || strings.Contains(log, "is a second web server") {
		t.Errorf("the start log does not name the ca server's listener, or warns about it:\n%s", tail(log, 3000))
	}
}
