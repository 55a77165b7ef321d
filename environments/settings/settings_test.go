package settings

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

func testHost() Host {
	return Host{Root: true, Home: "/root", FQDN: func() string { return "Srv1.Example.COM." }, Exists: func(string) bool { return false }}
}

// load builds settings for h from flags (and a file given with --config).
func load(t *testing.T, h Host, args ...string) (*Settings, error) {
	t.Helper()
	s := NewForHost(h)
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(new(strings.Builder))
	s.RegisterFlags(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatalf("flags %v: %v", args, err)
	}
	return s, s.Load()
}

func mustLoad(t *testing.T, h Host, args ...string) *Settings {
	t.Helper()
	s, err := load(t, h, args...)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func writeFile(t *testing.T, dir, name, text string) string {
	t.Helper()
	testtree.Write(t, dir, map[string]string{name: text})
	return filepath.Join(dir, name)
}

// TestDefaults checks Puppet 7's AIO defaults, as root and as a user
// (Puppet's run_mode.rb and defaults.rb, upstream layout).
func TestDefaults(t *testing.T) {
	root := mustLoad(t, testHost())
	user := mustLoad(t, Host{Root: false, Home: "/home/ann", FQDN: func() string { return "laptop" }})
	cases := []struct{ name, root, user string }{
		{"confdir", "/etc/puppetlabs/puppet", "/home/ann/.puppetlabs/etc/puppet"},
		{"codedir", "/etc/puppetlabs/code", "/home/ann/.puppetlabs/etc/code"},
		{"vardir", "/opt/puppetlabs/puppet/cache", "/home/ann/.puppetlabs/opt/puppet/cache"},
		{"logdir", "/var/log/puppetlabs/puppet", "/home/ann/.puppetlabs/var/log"},
		{"rundir", "/var/run/puppetlabs", "/home/ann/.puppetlabs/var/run"},
		{"publicdir", "/opt/puppetlabs/puppet/public", "/home/ann/.puppetlabs/opt/puppet/public"},
		{"ssldir", "/etc/puppetlabs/puppet/ssl", "/home/ann/.puppetlabs/etc/puppet/ssl"},
		{"cadir", "/etc/puppetlabs/puppetserver/ca", "/etc/puppetlabs/puppetserver/ca"},
		{"environmentpath", "/etc/puppetlabs/code/environments", "/home/ann/.puppetlabs/etc/code/environments"},
		{"basemodulepath", "/etc/puppetlabs/code/modules:/opt/puppetlabs/puppet/modules", "/home/ann/.puppetlabs/etc/code/modules:/opt/puppetlabs/puppet/modules"},
		{"hiera_config", "/etc/puppetlabs/puppet/hiera.yaml", "/home/ann/.puppetlabs/etc/puppet/hiera.yaml"},
		{"default_manifest", "./manifests", "./manifests"},
		{"environment", "production", "production"},
		{"environment_timeout", "0", "0"},
		{"node_terminus", "plain", "plain"},
		{"external_nodes", "none", "none"},
		{"certname", "srv1.example.com", "laptop"},
		{"dns_alt_names", "", ""},
		{"autosign", "/etc/puppetlabs/puppet/autosign.conf", "/home/ann/.puppetlabs/etc/puppet/autosign.conf"},
		{"server", "puppet", "puppet"},
		{"serverport", "8140", "8140"},
		{"masterport", "8140", "8140"},
		{"ca_ttl", "157680000", "157680000"},
		{"ca_name", "Puppet CA: srv1.example.com", "Puppet CA: laptop"},
		{"hostcert", "/etc/puppetlabs/puppet/ssl/certs/srv1.example.com.pem", "/home/ann/.puppetlabs/etc/puppet/ssl/certs/laptop.pem"},
		{"bind", "0.0.0.0:8140", "0.0.0.0:8140"},
		{"enc_timeout", "30s", "30s"},
		{"log_level", "notice", "notice"},
		{"log_format", "auto", "auto"},
		{"request_timeout", "5m0s", "5m0s"},
		{"max_request_body", "64m", "64m"},
		{"manifest", "", ""},
		{"modulepath", "", ""},
		{"config", "", ""},
	}
	for _, c := range cases {
		if got, _ := root.Value(c.name); got != c.root {
			t.Errorf("root %s = %q, want %q", c.name, got, c.root)
		}
		if got, _ := user.Value(c.name); got != c.user {
			t.Errorf("user %s = %q, want %q", c.name, got, c.user)
		}
	}
	if root.EnvironmentTimeout != 0 || root.CATTL != 5*365*24*time.Hour || root.ServerPort != 8140 || root.Keylength != 4096 ||
		!root.StaticCatalogs || !root.RichData || root.StrictVariables || root.Strict != "warning" || root.MaxCompiles < 1 ||
		root.MaxQueuedCompiles != 4*root.MaxCompiles || root.MaxRequestBody != 64<<20 || root.ENCTimeout != 30*time.Second ||
		root.Manifest != "" || root.ModulePath != nil || root.IsSet("environmentpath") {
		t.Errorf("typed defaults wrong: %+v", root)
	}
	if len(root.EnvironmentPath) != 1 || len(root.BaseModulePath) != 2 || root.Reports[0] != "store" {
		t.Errorf("lists: %v %v %v", root.EnvironmentPath, root.BaseModulePath, root.Reports)
	}
}

func TestComputedDefaultsFollowDisk(t *testing.T) {
	dir := t.TempDir()
	code := filepath.Join(dir, "code")
	conf := filepath.Join(dir, "conf")
	h := CurrentHost()
	h.FQDN = func() string { return "x.example.com" }
	h.Layout = LayoutAIO

	// hiera_config: $confdir/hiera.yaml unless $codedir/hiera.yaml exists.
	s := mustLoad(t, h, "--codedir", code, "--confdir", conf)
	if s.HieraConfig != filepath.Join(conf, "hiera.yaml") {
		t.Errorf("hiera_config = %s", s.HieraConfig)
	}
	writeFile(t, code, "hiera.yaml", "version: 5\n")
	s = mustLoad(t, h, "--codedir", code, "--confdir", conf)
	if s.HieraConfig != filepath.Join(code, "hiera.yaml") {
		t.Errorf("hiera_config = %s, want the codedir one", s.HieraConfig)
	}

	// cadir: $ssldir/ca when it exists (the old layout), following a symlink.
	s = mustLoad(t, h, "--confdir", conf)
	if s.Cadir != "/etc/puppetlabs/puppetserver/ca" {
		t.Errorf("cadir = %s", s.Cadir)
	}
	if err := os.MkdirAll(filepath.Join(conf, "ssl", "ca"), 0o755); err != nil {
		t.Fatal(err)
	}
	s = mustLoad(t, h, "--confdir", conf)
	if s.Cadir != filepath.Join(conf, "ssl", "ca") || s.Cacert != filepath.Join(conf, "ssl", "ca", "ca_crt.pem") {
		t.Errorf("cadir = %s cacert = %s", s.Cadir, s.Cacert)
	}
	ssl2 := filepath.Join(dir, "ssl2")
	target := filepath.Join(dir, "realca")
	if err := os.MkdirAll(ssl2, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, filepath.Join(ssl2, "ca")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(target, 0o755); err != nil {
		t.Fatal(err)
	}
	s = mustLoad(t, h, "--ssldir", ssl2)
	if s.Cadir != target {
		t.Errorf("cadir = %s, want the symlink target %s", s.Cadir, target)
	}
}

func TestFlags(t *testing.T) {
	dir := t.TempDir()
	conf := writeFile(t, dir, "puppet.conf", "[server]\nenvironment_timeout = 1h\ndns_alt_names = file\nstrict_variables = true\ncertname = file.example.com\n")
	cases := []struct {
		name  string
		args  []string
		check func(*Settings) bool
	}{
		{"underscore", []string{"--config", conf, "--dns_alt_names", "a,b"}, func(s *Settings) bool {
			return strings.Join(s.DNSAltNames, "|") == "a|b" && s.Source("dns_alt_names").Flag == "--dns_alt_names"
		}},
		{"hyphen", []string{"--config", conf, "--dns-alt-names=x, y"}, func(s *Settings) bool {
			return strings.Join(s.DNSAltNames, "|") == "x|y" && s.Source("dns_alt_names").Flag == "--dns-alt-names"
		}},
		{"file value when no flag", []string{"--config", conf}, func(s *Settings) bool {
			return s.DNSAltNames[0] == "file" && s.Source("dns_alt_names").Kind == FromFile && s.Source("dns_alt_names").Line == 3
		}},
		{"no- prefix", []string{"--config", conf, "--no-strict_variables"}, func(s *Settings) bool { return !s.StrictVariables }},
		{"no- hyphen", []string{"--config", conf, "--no-strict-variables"}, func(s *Settings) bool { return !s.StrictVariables }},
		{"bool flag alone", []string{"--strict_variables"}, func(s *Settings) bool { return s.StrictVariables }},
		{"bool =false", []string{"--config", conf, "--strict_variables=false"}, func(s *Settings) bool { return !s.StrictVariables }},
		{"ttl flag", []string{"--config", conf, "--environment_timeout", "unlimited"}, func(s *Settings) bool { return s.EnvironmentTimeout.IsUnlimited() }},
		{"single dash", []string{"-environment_timeout", "7"}, func(s *Settings) bool { return s.EnvironmentTimeout.Duration() == 7*time.Second }},
		{"quotes dropped like Puppet", []string{"--certname", `"q.example.com"`}, func(s *Settings) bool { return s.Certname == "q.example.com" }},
		{"TRUE is true", []string{"--strict_variables=TRUE"}, func(s *Settings) bool { return s.StrictVariables }},
		{"manifest on command line", []string{"--manifest", "/x/site.pp", "--modulepath", "/m1:/m2"}, func(s *Settings) bool {
			return s.Manifest == "/x/site.pp" && strings.Join(s.ModulePath, "|") == "/m1|/m2"
		}},
		{"relative path made absolute", []string{"--vardir", "rel/var"}, func(s *Settings) bool {
			wd, _ := os.Getwd()
			return s.Vardir == filepath.Join(wd, "rel/var") && s.Yamldir == filepath.Join(wd, "rel/var/yaml")
		}},
		{"flag value interpolates", []string{"--vardir", "/v", "--reportdir", "$vardir/r"}, func(s *Settings) bool { return s.Reportdir == "/v/r" }},
		{"punch durations", []string{"--enc_timeout", "1500ms", "--request_timeout", "2m"}, func(s *Settings) bool {
			return s.ENCTimeout == 1500*time.Millisecond && s.RequestTimeout == 2*time.Minute
		}},
		{"log level names", []string{"--log_level", "warning"}, func(s *Settings) bool { return s.LogLevel == "warn" }},
		{"log level zerolog", []string{"--log_level", "error"}, func(s *Settings) bool { return s.LogLevel == "error" }},
		{"log level puppet names", []string{"--log_level", "error"}, func(s *Settings) bool { return s.PuppetLogLevel == "err" }},
		{"log level default", nil, func(s *Settings) bool { return s.PuppetLogLevel == "notice" && s.LogLevel == "info" }},
		{"sizes", []string{"--max_request_body", "1g"}, func(s *Settings) bool { return s.MaxRequestBody == 1<<30 }},
		{"queue follows compiles", []string{"--max_compiles", "3"}, func(s *Settings) bool { return s.MaxCompiles == 3 && s.MaxQueuedCompiles == 12 }},
		{"serverport flag", []string{"--serverport", "8141"}, func(s *Settings) bool { return s.ServerPort == 8141 }},
		{"masterport flag", []string{"--masterport", "8142"}, func(s *Settings) bool { return s.ServerPort == 8142 }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := mustLoad(t, testHost(), c.args...)
			if !c.check(s) {
				t.Errorf("unexpected settings for %v", c.args)
			}
		})
	}
	// Unknown flags are the flag package's error.
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(new(strings.Builder))
	NewForHost(testHost()).RegisterFlags(fs)
	if err := fs.Parse([]string{"--environment-path", "/x"}); err == nil {
		t.Error("--environment-path accepted")
	}
	if err := fs.Parse([]string{"--no-strict_variables=maybe"}); err == nil {
		t.Error("--no-x=maybe accepted")
	}
}

func TestYAMLConfig(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "punch.yaml", `
# Punch configuration
environmentpath: [/srv/envs, /srv/more]
basemodulepath: /a:/b
dns_alt_names: [puppet, puppet.example.com]
environment_timeout: unlimited
node_terminus: exec
external_nodes: /usr/local/bin/enc --site east
enc_timeout: 10s
strict_variables: true
certname: "srv.example.com"
max_compiles: 6
autosign: false
runinterval: 1h
bogus_thing: 1
`)
	s, err := load(t, testHost(), "--config", good, "--max_compiles", "2")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(s.EnvironmentPath, ":") != "/srv/envs:/srv/more" || strings.Join(s.BaseModulePath, ":") != "/a:/b" ||
		strings.Join(s.DNSAltNames, ",") != "puppet,puppet.example.com" || !s.EnvironmentTimeout.IsUnlimited() ||
		s.NodeTerminus != "exec" || s.ExternalNodes != "/usr/local/bin/enc --site east" || s.ENCTimeout != 10*time.Second ||
		!s.StrictVariables || s.Certname != "srv.example.com" || s.MaxCompiles != 2 || s.Autosign != "false" || s.Config != good {
		t.Errorf("settings from YAML: %+v", s)
	}
	if src := s.Source("enc_timeout"); src.Kind != FromFile || src.Line != 9 || src.File != good {
		t.Errorf("source %+v", src)
	}
	msgs := s.Messages()
	var warn, debug []string
	for _, m := range msgs {
		if m.Level == Warning {
			warn = append(warn, m.String())
		} else {
			debug = append(debug, m.String())
		}
	}
	if len(warn) != 1 || !strings.Contains(warn[0], "punch.yaml:15: unknown setting bogus_thing is ignored") {
		t.Errorf("warnings %q", warn)
	}
	if len(debug) != 1 || !strings.Contains(debug[0], "punch.yaml:14: Puppet setting runinterval is for agents and other Puppet applications; Punch, like Puppet Server, does not use it") {
		t.Errorf("debug %q", debug)
	}

	bad := []struct{ text, want string }{
		{"environment_timeout: 5 m\n", `punch.yaml:1: setting environment_timeout: Invalid 'time to live' format '"5 m"'`},
		{"x:\n  y: 1\n", ""},
		{"certname:\n  a: b\n", "punch.yaml:1: setting certname: expects a value, not a mapping"},
		{"certname: [a, b]\n", "punch.yaml:1: setting certname: expects one value, not a list"},
		{"dns-alt-names: a\n", "punch.yaml:1: setting dns-alt-names: setting names are written with underscores: dns_alt_names"},
		{"- a\n- b\n", "punch.yaml:1: the configuration file must be a mapping"},
		{"a: [\n", "punch.yaml:1: invalid YAML: did not find expected node content"},
		{"certname: a\ncertname: b\n", "punch.yaml:2: setting certname: set twice (first at line 1)"},
		{"strict_variables: yes\n", `Invalid value '"yes"' for boolean parameter: strict_variables`},
		{"modulepath: /x\n", ""},
	}
	for i, b := range bad {
		p := writeFile(t, dir, "punch.yaml", b.text)
		_, err := load(t, testHost(), "--config", p)
		if b.want == "" {
			if err != nil {
				t.Errorf("%d %q: %v", i, b.text, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("%d %q: error %v, want %q", i, b.text, err, b.want)
		}
	}
	empty := writeFile(t, dir, "empty.yml", "")
	if _, err := load(t, testHost(), "--config", empty); err != nil {
		t.Errorf("empty YAML: %v", err)
	}
}

func TestMessages(t *testing.T) {
	dir := t.TempDir()
	conf := writeFile(t, dir, "puppet.conf", `[main]
enviromentpath = /typo
runinterval = 30m
[agent]
server = agent.example.com
certname = agent.example.com
[server]
environmentpath = /a
environmentpath = /b
[main]
envpath = /x
`)
	s := mustLoad(t, testHost(), "--config", conf)
	var got []string
	for _, m := range s.Messages() {
		got = append(got, m.Level.String()+" "+m.String())
	}
	want := []string{
		"warning " + conf + ":2: unknown setting enviromentpath is ignored (did you mean environmentpath?)",
		"warning " + conf + ":9: environmentpath is set again in [server] (first at line 8); the first value is used, as Puppet does",
		"warning " + conf + ":11: unknown setting envpath is ignored",
		"debug " + conf + ":3: Puppet setting runinterval is for agents and other Puppet applications; Punch, like Puppet Server, does not use it",
		"debug " + conf + ":5: server in [agent] is for other Puppet applications; Punch, like Puppet Server, reads [server], [master] and [main]",
		"debug " + conf + ":6: certname in [agent] is for other Puppet applications; Punch, like Puppet Server, reads [server], [master] and [main]",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("messages:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if s.EnvironmentPath[0] != "/a" || s.Server != "puppet" || s.Certname != "srv1.example.com" {
		t.Errorf("values %v %s %s", s.EnvironmentPath, s.Server, s.Certname)
	}

	envConf := writeFile(t, dir, "env.conf", "environmentpath = /e/$environment\n")
	s = mustLoad(t, testHost(), "--config", envConf)
	if m := s.Messages(); len(m) != 1 || m[0].Text != "You cannot interpolate $environment within 'environmentpath' when using directory environments. Its value will remain /e/$environment." {
		t.Errorf("messages %v", m)
	}
}

func TestValidationErrors(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name string
		conf string
		args []string
		want []string
	}{
		{"exec needs external_nodes", "[server]\nnode_terminus = exec\n", nil,
			[]string{"default: setting external_nodes: You must set the 'external_nodes' parameter to use the external node terminus (node_terminus is exec, set at " + filepath.Join(dir, "p.conf") + ":2 [server])"}},
		{"exec needs absolute command", "", []string{"--node_terminus", "exec", "--external_nodes", "enc.sh x"},
			[]string{"command line --external_nodes: setting external_nodes: You must set the exec parameter to a fully qualified command: \"enc.sh\" is not an absolute path"}},
		{"unsupported terminus", "node_terminus = classifier\n", nil,
			[]string{"p.conf:1: setting node_terminus: Invalid value 'classifier' for parameter node_terminus. Allowed values are 'plain', 'exec' (Punch supports the plain and exec node termini)"}},
		{"bad environment name", "", []string{"--environment", "Prod-1"},
			[]string{`command line --environment: setting environment: "Prod-1" is not a valid environment name`}},
		{"empty environmentpath", "environmentpath = \n", nil, []string{"The environmentpath setting cannot be empty or nil."}},
		{"bad bind", "", []string{"--bind", "8140"}, []string{`setting bind: "8140" is not ADDRESS:PORT`}},
		{"bad bind port", "", []string{"--bind", ":99999"}, []string{`port "99999" is not a number from 0 to 65535`}},
		{"bad log level", "log_level = loud\n", nil, []string{"Invalid value 'loud' for parameter log_level"}},
		{"bad log format", "", []string{"--log_format", "xml"}, []string{"Invalid value 'xml' for parameter log_format. Allowed values are 'json', 'console', 'auto'"}},
		{"zero compiles", "", []string{"--max_compiles", "0"}, []string{"Value '0' for parameter max_compiles must be 1 or more"}},
		{"bad size", "", []string{"--max_request_body", "lots"}, []string{`Invalid size '"lots"' for parameter: max_request_body`}},
		{"bad punch duration", "", []string{"--enc_timeout", "-5s"}, []string{"Invalid duration format '\"-5s\"' for parameter: enc_timeout"}},
		{"self reference", "vardir = $vardir/x\n", nil, []string{"p.conf:1: setting vardir: the value refers to itself through $vardir"}},
		{"mutual reference", "vardir = $confdir/v\nconfdir = $vardir/c\n", nil, []string{"refers to itself through $"}},
		{"several errors at once", "strict_variables = maybe\nmasterport = -1\n", nil,
			[]string{"p.conf:1: setting strict_variables", "p.conf:2: setting masterport: Value '-1' is not a valid port number"}},
		{"short keys", "keylength = 512\n", nil, []string{"RSA keys shorter than 1024 bits are refused"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := writeFile(t, dir, "p.conf", c.conf)
			_, err := load(t, testHost(), append([]string{"--config", p}, c.args...)...)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error\n  %v\ndoes not contain\n  %s", err, w)
				}
			}
			var se *Error
			if !errors.As(err, &se) {
				t.Errorf("error is not a *settings.Error: %T", err)
			}
		})
	}
}

func TestConfigFileProblems(t *testing.T) {
	dir := t.TempDir()
	if _, err := load(t, testHost(), "--config", filepath.Join(dir, "missing.conf")); err == nil || !strings.Contains(err.Error(), "missing.conf does not exist") {
		t.Errorf("missing file: %v", err)
	}
	// Binary garbage: the first line that is not a setting is named.
	garbage := writeFile(t, dir, "garbage.conf", "\x00\x01\x02PK\x03\x04 some zip\n")
	if _, err := load(t, testHost(), "--config", garbage); err == nil || !strings.Contains(err.Error(), "garbage.conf:1: Could not match line") {
		t.Errorf("garbage: %v", err)
	}
	invalid := writeFile(t, dir, "latin1.conf", "certname = caf\xe9\n")
	if _, err := load(t, testHost(), "--config", invalid); err == nil || !strings.Contains(err.Error(), "latin1.conf:1: invalid UTF-8") {
		t.Errorf("latin1: %v", err)
	}
	huge := filepath.Join(dir, "huge.conf")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxConfBytes + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := load(t, testHost(), "--config", huge); err == nil || !strings.Contains(err.Error(), "more than the limit") {
		t.Errorf("huge: %v", err)
	}
	long := writeFile(t, dir, "long.conf", "certname = "+strings.Repeat("a", 1<<20)+"\nx y\n")
	if _, err := load(t, testHost(), "--config", long); err == nil || !strings.Contains(err.Error(), "long.conf:2: Could not match line \"x y\"") {
		t.Errorf("long: %v", err)
	}
	if _, err := load(t, testHost(), "--config", dir); err == nil {
		t.Error("a directory as config file was accepted")
	}
}

func TestLoadLifecycle(t *testing.T) {
	s := NewForHost(testHost())
	if err := s.Set("nosuch", "1"); err == nil {
		t.Error("Set accepted an unknown setting")
	}
	if err := s.Set("environment", "dev"); err != nil {
		t.Fatal(err)
	}
	if err := s.Load(); err != nil {
		t.Fatal(err)
	}
	if s.Environment != "dev" {
		t.Errorf("environment %s", s.Environment)
	}
	if err := s.Set("environment", "x"); err == nil {
		t.Error("Set after Load accepted")
	}
	if err := s.Load(); err == nil {
		t.Error("second Load accepted")
	}
}

func TestInterpolate(t *testing.T) {
	s := mustLoad(t, testHost(), "--basemodulepath", "/b1:/b2", "--codedir", "/code")
	cases := []struct {
		text, setting, env, want, warn, err string
	}{
		{"modules:$basemodulepath", "modulepath", "dev", "modules:/b1:/b2", "", ""},
		{"${codedir}/x", "modulepath", "dev", "/code/x", "", ""},
		{"/a/$environment", "modulepath", "dev", "/a/$environment", "You cannot interpolate $environment within 'modulepath' when using directory environments. Its value will remain /a/$environment.", ""},
		{"/bin/v $environment", "config_version", "dev", "/bin/v dev", "", ""},
		{"$nosuch", "manifest", "dev", "", "", "Error converting value for param 'manifest': Could not find value for $nosuch"},
		{"cost $5", "config_version", "dev", "", "", "Error converting value for param 'config_version': Could not find value for $5"},
	}
	for _, c := range cases {
		got, warn, err := s.Interpolate(c.text, c.setting, c.env)
		if c.err != "" {
			if err == nil || err.Error() != c.err {
				t.Errorf("%q: error %v, want %q", c.text, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want || warn != c.warn {
			t.Errorf("%q: got %q %q %v", c.text, got, warn, err)
		}
	}
}

func TestParseConf(t *testing.T) {
	c, err := ParseConf([]byte("a = 1\n[server]\r\nb = \"two\"  \r\n[main]\nc = {owner=root} x\nd = x {mode = 0644}\ne = 'y' {mode = 0644}\n[server]\nb = again\n"), "f")
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Sections) != 2 || c.Sections[0].Name != "main" || c.Sections[1].Name != "server" {
		t.Fatalf("sections %+v", c.Sections)
	}
	main := c.Section("main")
	if e, _ := main.Get("c"); e.Value != " x" && e.Value != "x" {
		t.Errorf("c = %q", e.Value)
	}
	if e, _ := main.Get("d"); e.Value != "x" || e.Mode != "0644" || e.Line != 6 {
		t.Errorf("d = %+v", e)
	}
	// Puppet removes quotes before the metadata block, so a quote stays.
	if e, _ := main.Get("e"); e.Value != "y'" {
		t.Errorf("e = %+v", e)
	}
	if e, _ := c.Section("server").Get("b"); e.Value != "two" || e.Line != 3 {
		t.Errorf("b = %+v (first occurrence wins)", e)
	}
	if main.Line != 4 || c.Section("server").Line != 2 {
		t.Errorf("section lines %d %d", main.Line, c.Section("server").Line)
	}
	for in, want := range map[string]string{`"a"`: "a", `'a'`: "a", `"a'`: "a", `"`: "", `a"b`: `a"b`, "x  ": "x", "TrUe": "true", "FALSE": "false", `""`: ""} {
		if got := TranslateValue(in); got != want {
			t.Errorf("TranslateValue(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestDurations(t *testing.T) {
	good := map[string]time.Duration{"0": 0, "30": 30 * time.Second, "30s": 30 * time.Second, "5m": 5 * time.Minute, "6h": 6 * time.Hour, "2d": 48 * time.Hour, "1y": 365 * 24 * time.Hour}
	for in, want := range good {
		if d, ok := ParseDuration(in); !ok || d != want {
			t.Errorf("ParseDuration(%q) = %v %v", in, d, ok)
		}
	}
	for _, in := range []string{"", "5 m", "1.5h", "-1", "5M", "1h30m", "99999999999999999999y", "unlimited"} {
		if _, ok := ParseDuration(in); ok {
			t.Errorf("ParseDuration(%q) accepted", in)
		}
	}
	if ttl, err := ParseTTL("unlimited", "x"); err != nil || !ttl.IsUnlimited() || ttl.String() != "unlimited" {
		t.Errorf("unlimited: %v %v", ttl, err)
	}
	if ttl, err := ParseTTL("3m", "x"); err != nil || ttl.String() != "180" {
		t.Errorf("3m: %v %v", ttl, err)
	}
}

func TestFQDNFiles(t *testing.T) {
	dir := t.TempDir()
	hosts := writeFile(t, dir, "hosts", "127.0.0.1 localhost\n10.0.0.5 web1.corp.example web1 # comment\n")
	f, _ := os.Open(hosts)
	if got := hostsCanonical(f, "WEB1"); got != "web1.corp.example" {
		t.Errorf("hosts: %q", got)
	}
	f.Close()
	resolv := writeFile(t, dir, "resolv.conf", "nameserver 1.1.1.1\nsearch a.example b.example\n")
	f, _ = os.Open(resolv)
	if got := resolvDomain(f); got != "a.example" {
		t.Errorf("search: %q", got)
	}
	f.Close()
	resolv = writeFile(t, dir, "resolv2.conf", "search a.example\ndomain d.example.\n")
	f, _ = os.Open(resolv)
	if got := resolvDomain(f); got != "d.example" {
		t.Errorf("domain: %q", got)
	}
	f.Close()
	if DetectFQDN() == "" {
		t.Error("no FQDN")
	}
}

// A Puppet setting Punch does not model, set in puppet.conf, keeps the
// file line as its source (`punch config print runinterval` said
// "default"), and ReadSection chooses the sections read as Puppet's run
// modes do.
func TestExtraSourceAndReadSection(t *testing.T) {
	conf := writeFile(t, t.TempDir(), "puppet.conf", "[main]\nruninterval = 2h\ncertname = m.example.com\n[agent]\ncertname = a.example.com\n[server]\ncertname = s.example.com\n")
	for _, c := range []struct{ section, certname string }{{"server", "s.example.com"}, {"master", "s.example.com"}, {"agent", "a.example.com"}, {"user", "m.example.com"}, {"main", "m.example.com"}} {
		s := NewForHost(Host{Root: true, Home: "/root", FQDN: func() string { return "h.example.com" }})
		if err := s.Set("config", conf); err != nil {
			t.Fatal(err)
		}
		if err := s.ReadSection(c.section); err != nil {
			t.Fatal(err)
		}
		if err := s.Load(); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.Value("certname"); got != c.certname {
			t.Errorf("--section %s: certname %q, want %q", c.section, got, c.certname)
		}
		if src := s.Source("runinterval"); src.File != conf || src.Line != 2 {
			t.Errorf("--section %s: runinterval's source %v, want %s:2", c.section, src, conf)
		}
	}
	if err := NewForHost(Host{}).ReadSection("production"); err == nil {
		t.Error("ReadSection(production): no error")
	}
}

// PrintedValue prints durations in seconds as `puppet config print` does
// (compared with Puppet in cmd/punch's TestConfigPrintMatchesPuppet).
func TestPrintedValueDurations(t *testing.T) {
	conf := writeFile(t, t.TempDir(), "puppet.conf", "[main]\nruninterval = 2h\nmaxwaitforcert = unlimited\nsplaylimit = 90\nhttp_read_timeout = 1.5s\ndisable_warnings = deprecations, undefined_resources\nsupported_checksum_types = sha256\n")
	s := NewForHost(Host{Root: true, Home: "/root", FQDN: func() string { return "h.example.com" }})
	if err := s.Set("config", conf); err != nil {
		t.Fatal(err)
	}
	if err := s.Load(); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"runinterval": "7200", "maxwaitforcert": "unlimited", "splaylimit": "90",
		"http_connect_timeout": "120", "http_read_timeout": "1.5s", "environment_timeout": "0", "enc_timeout": "30s",
		"disable_warnings": `["deprecations", "undefined_resources"]`, "supported_checksum_types": `["sha256"]`} {
		if got, _ := s.PrintedValue(name); got != want {
			t.Errorf("%s printed %q, want %q", name, got, want)
		}
	}
}

// TestValidEnvironmentName holds Puppet's rule, Puppet::Node::Environment.valid_name?
// (/\A\w+\Z/): Puppet 7.23 compiles `puppet apply --environment Staging` in
// an environment directory named Staging, and Puppet Server 7.9.5 answers
// ?environment=Secure (cmd/tools/site4/puppetserver.txt), although
// Puppet's documentation asks for lower-case names.
func TestValidEnvironmentName(t *testing.T) {
	for name, want := range map[string]bool{
		"production": true, "Staging": true, "feature_X1": true, "_": true,
		"": false, "Prod-1": false, "a.b": false, "../etc": false, "prod\n": false, "é": false, "a b": false,
	} {
		if got := ValidEnvironmentName(name); got != want {
			t.Errorf("ValidEnvironmentName(%q) = %v, want %v", name, got, want)
		}
	}
}
