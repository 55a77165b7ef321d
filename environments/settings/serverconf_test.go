package settings

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/parser/diag"
)

func debianRoot() Host {
	return Host{Root: true, Home: "/root", FQDN: func() string { return "puppet.example.com" },
		Exists: func(string) bool { return false }, Layout: LayoutDebian}
}

// TestDebianLayoutMatchesPuppet compares the defaults for root on Debian
// with what Debian's puppet printed (`puppet config print --section
// server`, recorded by testdata/puppetserver/copy.sh).
func TestDebianLayoutMatchesPuppet(t *testing.T) {
	s := mustLoad(t, debianRoot())
	n := 0
	for _, l := range testtree.Lines(t, "testdata/puppetserver/config-print-server.txt") {
		name, want, ok := strings.Cut(l, " = ")
		if !ok {
			continue
		}
		got, known := s.Value(name)
		if !known || got != want {
			t.Errorf("%s = %q, Debian's puppet says %q", name, got, want)
		}
		n++
	}
	if n < 15 {
		t.Fatalf("only %d settings compared", n)
	}
}

func TestDetectLayout(t *testing.T) {
	has := func(paths ...string) func(string) bool {
		return func(p string) bool {
			for _, q := range paths {
				if p == q {
					return true
				}
			}
			return false
		}
	}
	for _, c := range []struct {
		paths []string
		want  string
	}{
		{nil, LayoutAIO},
		{[]string{"/etc/puppet"}, LayoutDebian},
		{[]string{"/usr/share/puppet"}, LayoutDebian},
		{[]string{"/etc/puppet", "/opt/puppetlabs/puppet"}, LayoutAIO},
	} {
		if got := DetectLayout(has(c.paths...)); got != c.want {
			t.Errorf("%v: %s, want %s", c.paths, got, c.want)
		}
	}
}

// loadServerConf loads settings as punch serve does on this host's
// defaults (debianRoot), with Puppet Server's conf.d read from dir.
func loadServerConf(t *testing.T, dir string) (*Settings, error) {
	t.Helper()
	s := NewForHost(debianRoot())
	s.ReadServerConf()
	if err := s.Set("puppetserver_confdir", dir); err != nil {
		t.Fatal(err)
	}
	return s, s.Load()
}

// TestStockServerConf reads Puppet Server's stock conf.d (Debian's
// puppetserver 7.9.5) unchanged: its directories and port are honoured,
// and every key without a counterpart is named in a warning.
func TestStockServerConf(t *testing.T) {
	dir, _ := filepath.Abs("testdata/puppetserver/conf.d")
	s, err := loadServerConf(t, dir)
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"confdir": "/etc/puppet", "codedir": "/etc/puppet/code", "vardir": "/var/lib/puppetserver",
		"rundir": "/run/puppetserver", "logdir": "/var/log/puppetserver", "bind": "0.0.0.0:8140",
		"reportdir": "/var/lib/puppetserver/reports", "bucketdir": "/var/lib/puppetserver/bucket",
	} {
		if got, _ := s.Value(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	if src := s.Source("vardir"); src.File != filepath.Join(dir, "puppetserver.conf") || src.Line == 0 {
		t.Errorf("vardir source %v", src)
	}
	sc := s.ServerConf()
	if sc == nil || sc.AuthFile != filepath.Join(dir, "auth.conf") || len(sc.Files) != 7 {
		t.Fatalf("server conf %+v", sc)
	}
	var warned string
	for _, m := range s.Messages() {
		if m.Level == Warning {
			warned += m.String() + "\n"
		}
	}
	for _, key := range []string{"jruby-puppet.ruby-load-path", "jruby-puppet.gem-home", "webserver.access-log-config", "global.logging-config"} {
		if !strings.Contains(warned, key) {
			t.Errorf("no warning names %s:\n%s", key, warned)
		}
	}
	for _, key := range []string{"webserver.ssl-port", "webserver.client-auth", "authorization", "web-router-service"} {
		if strings.Contains(warned, key) {
			t.Errorf("warning about %s, which Punch honours:\n%s", key, warned)
		}
	}
}

func TestServerConfErrors(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "webserver.conf", "webserver: {\n  ssl-port: eighty\n}\n")
	_, err := loadServerConf(t, dir)
	if err == nil || !strings.Contains(err.Error(), "webserver.conf:2") {
		t.Errorf("error %v", err)
	}
	writeFile(t, dir, "webserver.conf", "webserver: {\n  ssl-port: 8140\n")
	// HOCON syntax errors are worded as Lightbend config (Puppet Server)
	// and ruby-hocon word them: "FILE: LINE: MESSAGE".
	if _, err := loadServerConf(t, dir); err == nil || !strings.Contains(err.Error(), "webserver.conf: 3: ") {
		t.Errorf("error %v", err)
	}
}

// TestImplicitPuppetConf: without --config, $confdir/puppet.conf is read
// when it exists, as Puppet does.
func TestImplicitPuppetConf(t *testing.T) {
	conf := t.TempDir()
	writeFile(t, conf, "puppet.conf", "[server]\nenvironment_timeout = 5m\n")
	h := CurrentHost()
	h.Layout = LayoutAIO
	s := mustLoad(t, h, "--confdir", conf)
	if s.Config != filepath.Join(conf, "puppet.conf") {
		t.Errorf("config = %q", s.Config)
	}
	if got, _ := s.Value("environment_timeout"); got != "300" {
		t.Errorf("environment_timeout = %q", got)
	}
}

// TestServerConfPlainListener: Puppet Server's plain HTTP listener and
// allow-header-cert-info are http_bind and allow_header_cert_info; ca.conf's
// allow-subject-alt-names and allow-authorization-extensions are honoured.
func TestServerConfPlainListener(t *testing.T) {
	dir := t.TempDir()
	writeFile(t, dir, "webserver.conf", "webserver: {\n  host: 10.0.0.5\n  port: 8141\n  ssl-port: 8140\n}\n")
	writeFile(t, dir, "auth.conf", "authorization: {\n  version: 1\n  allow-header-cert-info: true\n  rules: []\n}\n")
	writeFile(t, dir, "ca.conf", "certificate-authority: {\n  allow-subject-alt-names: true\n  allow-authorization-extensions: true\n}\n")
	s, err := loadServerConf(t, dir)
	if err != nil {
		t.Fatal(err)
	}
	if !s.AllowSubjectAltNames || !s.AllowAuthorizationExtensions {
		t.Errorf("ca.conf not honoured: %v %v", s.AllowSubjectAltNames, s.AllowAuthorizationExtensions)
	}
	if s.HTTPBind != "10.0.0.5:8141" || !s.AllowHeaderCertInfo || s.Bind != "0.0.0.0:8140" {
		t.Errorf("http_bind %q, allow_header_cert_info %v, bind %q", s.HTTPBind, s.AllowHeaderCertInfo, s.Bind)
	}
	for _, m := range s.Messages() {
		if m.Level == Warning {
			t.Errorf("warning: %s", m)
		}
	}
}

// TestServerConfErrorAsDiagnostic reads settings errors' range and code
// through the one diagnostic type: a bad value in conf.d (SETTING_ERROR at
// the value) and a HOCON syntax error (the HOCON reader's code and place).
func TestServerConfErrorAsDiagnostic(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		conf            string
		code            string
		line, col       int
		messageContains string
	}{
		{"webserver: {\n  ssl-port:   eighty\n}\n", diag.SettingError, 2, 15, "setting bind: webserver.ssl-port"},
		{"webserver: {\n  ssl-port: 8140\n", "CONFIG_PARSE_ERROR", 3, 1, "expecting a close brace"},
	} {
		writeFile(t, dir, "webserver.conf", c.conf)
		_, err := loadServerConf(t, dir)
		d, ok := diag.From(err)
		if !ok {
			t.Fatalf("%v (%T) is not read as a diag.Diagnostic", err, err)
		}
		want := filepath.Join(dir, "webserver.conf")
		if d.Code != c.code || d.Span.File != want || d.Span.Start.Line != c.line || d.Span.Start.Col != c.col ||
			!strings.Contains(d.Message, c.messageContains) {
			t.Errorf("%v\n  diagnostic %s %q at %s:%d:%d", err, d.Code, d.Message, d.Span.File, d.Span.Start.Line, d.Span.Start.Col)
		}
	}
}

// TestServerConfHTTPClientTimeouts: puppetserver.conf's http-client
// timeouts (milliseconds) set the outgoing HTTP timeouts, without a
// warning; the other http-client keys are still named in one.
func TestServerConfHTTPClientTimeouts(t *testing.T) {
	s := mustLoad(t, debianRoot())
	if s.HTTPConnectTimeout != 2*time.Minute || s.HTTPReadTimeout != 10*time.Minute {
		t.Errorf("defaults: connect %v, read %v (Puppet's: 2m, 10m)", s.HTTPConnectTimeout, s.HTTPReadTimeout)
	}
	dir := t.TempDir()
	writeFile(t, dir, "puppetserver.conf", "http-client: {\n  connect-timeout-milliseconds: 1500\n  idle-timeout-milliseconds: 1200000\n}\n")
	s, err := loadServerConf(t, dir)
	if err != nil {
		t.Fatal(err)
	}
	if s.HTTPConnectTimeout != 1500*time.Millisecond || s.HTTPReadTimeout != 20*time.Minute {
		t.Errorf("conf.d: connect %v, read %v", s.HTTPConnectTimeout, s.HTTPReadTimeout)
	}
	for _, m := range s.Messages() {
		if m.Level == Warning {
			t.Errorf("warning: %s", m)
		}
	}
	writeFile(t, dir, "puppetserver.conf", "http-client: {\n  connect-timeout-milliseconds: soon\n  metrics-enabled: false\n}\n")
	if _, err := loadServerConf(t, dir); err == nil || !strings.Contains(err.Error(), "http_connect_timeout") {
		t.Errorf("a connect timeout that is not a number: %v", err)
	}
}
