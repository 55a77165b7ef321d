package envconf

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/environments/settings"
)

func globals(t *testing.T, args ...string) *settings.Settings {
	t.Helper()
	s := settings.NewForHost(settings.Host{Root: true, Home: "/root", FQDN: func() string { return "x.example.com" }})
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	s.RegisterFlags(fs)
	if err := fs.Parse(append([]string{"--codedir", "/code", "--basemodulepath", "/base1:/base2"}, args...)); err != nil {
		t.Fatal(err)
	}
	if err := s.Load(); err != nil {
		t.Fatal(err)
	}
	return s
}

func envDir(t *testing.T, conf string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "dev")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if conf != "" {
		if err := os.WriteFile(filepath.Join(dir, "environment.conf"), []byte(conf), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestDefaultsWithoutFile(t *testing.T) {
	dir := envDir(t, "")
	c, err := Load(dir, globals(t, "--environment_timeout", "unlimited", "--no-static_catalogs"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "dev" || c.Dir != dir || c.File != "" || len(c.Warnings) != 0 {
		t.Errorf("config %+v", c)
	}
	if strings.Join(c.ModulePath, ":") != dir+"/modules:/base1:/base2" {
		t.Errorf("modulepath %v", c.ModulePath)
	}
	if c.Manifest != dir+"/manifests" || c.ConfigVersion != "" || !c.Timeout.IsUnlimited() || c.StaticCatalogs || !c.RichData {
		t.Errorf("config %+v", c)
	}
}

func TestRules(t *testing.T) {
	cases := []struct {
		name  string
		conf  string
		args  []string
		check func(t *testing.T, dir string, c *Config)
	}{
		{"relative modulepath entries and basemodulepath", "modulepath = site:modules:$basemodulepath\n", nil, func(t *testing.T, dir string, c *Config) {
			if strings.Join(c.ModulePath, ":") != dir+"/site:"+dir+"/modules:/base1:/base2" {
				t.Errorf("modulepath %v", c.ModulePath)
			}
			if c.Lines["modulepath"] != 1 {
				t.Errorf("lines %v", c.Lines)
			}
		}},
		{"braced reference", "modulepath = ${codedir}/x\n", nil, func(t *testing.T, dir string, c *Config) {
			if strings.Join(c.ModulePath, ":") != "/code/x" {
				t.Errorf("modulepath %v", c.ModulePath)
			}
		}},
		{"environment stays literal outside config_version", "manifest = m/$environment.pp\nconfig_version = /bin/echo $environment\n", nil, func(t *testing.T, dir string, c *Config) {
			if c.Manifest != dir+"/m/$environment.pp" || c.ConfigVersion != "/bin/echo dev" {
				t.Errorf("manifest %s config_version %s", c.Manifest, c.ConfigVersion)
			}
			if len(c.Warnings) != 1 || !strings.Contains(c.Warnings[0].String(), "environment.conf:1: You cannot interpolate $environment within 'manifest'") {
				t.Errorf("warnings %v", c.Warnings)
			}
		}},
		{"timeout units", "environment_timeout = 2h\n", nil, func(t *testing.T, dir string, c *Config) {
			if c.Timeout.Duration() != 2*time.Hour {
				t.Errorf("timeout %v", c.Timeout)
			}
		}},
		{"static and rich data", "static_catalogs = FALSE\nrich_data = false\n", nil, func(t *testing.T, dir string, c *Config) {
			if c.StaticCatalogs || c.RichData {
				t.Errorf("%+v", c)
			}
		}},
		{"empty manifest is the environment directory", "manifest =\n", nil, func(t *testing.T, dir string, c *Config) {
			if c.Manifest != dir || len(c.Warnings) != 1 {
				t.Errorf("manifest %s warnings %v", c.Manifest, c.Warnings)
			}
		}},
		// Puppet runs the environment directory (and fails): checked with
		// Puppet 7.23 (Execution of config_version command `DIR` failed).
		{"empty config_version is the environment directory", "config_version = \n", nil, func(t *testing.T, dir string, c *Config) {
			if c.ConfigVersion != dir || len(c.Warnings) != 0 {
				t.Errorf("config_version %q warnings %v", c.ConfigVersion, c.Warnings)
			}
		}},
		// Puppet warns about the deprecated setting at the first lookup,
		// not when it reads environment.conf (hiera_legacy_fn_provider).
		{"environment_data_provider kept for Hiera", "environment_data_provider = function\n", nil, func(t *testing.T, dir string, c *Config) {
			if c.DataProvider != "function" || len(c.Warnings) != 0 {
				t.Errorf("data provider %q warnings %v", c.DataProvider, c.Warnings)
			}
		}},
		{"duplicate warned, first used", "manifest = a.pp\nmanifest = b.pp\n", nil, func(t *testing.T, dir string, c *Config) {
			if c.Manifest != dir+"/a.pp" || len(c.Warnings) != 1 || c.Warnings[0].Line != 2 {
				t.Errorf("manifest %s warnings %v", c.Manifest, c.Warnings)
			}
		}},
		{"sections and unknown settings warned once each", "foo = 1\nbar = 2\n[agent]\nx = 1\n[user]\n", nil, func(t *testing.T, dir string, c *Config) {
			if len(c.Warnings) != 2 {
				t.Fatalf("warnings %v", c.Warnings)
			}
			if !strings.Contains(c.Warnings[0].Msg, "The following sections are being ignored: 'agent,user'") || c.Warnings[0].Line != 3 {
				t.Errorf("warning %v", c.Warnings[0])
			}
			if !strings.Contains(c.Warnings[1].Msg, "The following unknown setting(s) are being ignored: foo, bar") || c.Warnings[1].Line != 1 {
				t.Errorf("warning %v", c.Warnings[1])
			}
		}},
		{"globstar", "modulepath = tree/**/mods\n", nil, func(t *testing.T, dir string, c *Config) {
			if strings.Join(c.ModulePath, ":") != dir+"/tree/a/b/mods:"+dir+"/tree/mods" {
				t.Errorf("modulepath %v", c.ModulePath)
			}
		}},
		{"malformed glob matches nothing, as in Ruby", "modulepath = [:site\n", nil, func(t *testing.T, dir string, c *Config) {
			if strings.Join(c.ModulePath, ":") != dir+"/site" || len(c.Warnings) != 1 {
				t.Errorf("modulepath %v warnings %v", c.ModulePath, c.Warnings)
			}
		}},
		{"flags win", "modulepath = mine\nconfig_version = mine.sh\n", []string{"--modulepath", "/cli", "--config_version", "/bin/v"}, func(t *testing.T, dir string, c *Config) {
			if strings.Join(c.ModulePath, ":") != "/cli" || c.ConfigVersion != "/bin/v" {
				t.Errorf("%+v", c)
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := envDir(t, tc.conf)
			for _, d := range []string{"tree/mods", "tree/a/b/mods", "tree/a/nomods"} {
				if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			c, err := Load(dir, globals(t, tc.args...))
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, dir, c)
		})
	}
}

func TestExistingModulePath(t *testing.T) {
	dir := envDir(t, "modulepath = a:b:file\n")
	if err := os.MkdirAll(filepath.Join(dir, "b"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "file"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := Load(dir, globals(t))
	if err != nil {
		t.Fatal(err)
	}
	if got := c.ExistingModulePath(); len(got) != 1 || got[0] != dir+"/b" {
		t.Errorf("existing %v (all %v)", got, c.ModulePath)
	}
}

func TestErrors(t *testing.T) {
	cases := []struct{ conf, want string }{
		{"\x00\x01binary\xff\n", "environment.conf:1: invalid UTF-8"},
		{"\x00\x01binary\n", "environment.conf:1: Could not match line"},
		{"modulepath = x\nmanifest\n", "environment.conf:2: Could not match line \"manifest\""},
		{"environment_timeout = -5\n", "environment.conf:1: setting environment_timeout: Invalid negative 'time to live' -5 - did you mean 'unlimited'?"},
		{"static_catalogs = 1\n", "environment.conf:1: setting static_catalogs: Invalid value '\"1\"' for boolean parameter: static_catalogs"},
		{"config_version = $nope\n", "setting config_version: Error converting value for param 'config_version': Could not find value for $nope"},
	}
	for _, c := range cases {
		dir := envDir(t, c.conf)
		_, err := Load(dir, globals(t))
		var ee *Error
		if err == nil || !errors.As(err, &ee) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.conf, err, c.want)
		}
	}
	// environment.conf that is a directory
	dir := envDir(t, "")
	if err := os.Mkdir(filepath.Join(dir, "environment.conf"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir, globals(t)); err == nil || !strings.Contains(err.Error(), "cannot read environment.conf") {
		t.Errorf("directory: %v", err)
	}
	// a huge file
	dir = envDir(t, "")
	f, err := os.Create(filepath.Join(dir, "environment.conf"))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(settings.MaxConfBytes + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if _, err := Load(dir, globals(t)); err == nil || !strings.Contains(err.Error(), "more than the limit") {
		t.Errorf("huge: %v", err)
	}
}

func TestParseWithoutDisk(t *testing.T) {
	c, err := Parse("/envs/prod", []byte("manifest = site.pp\n"), "/envs/prod/environment.conf", globals(t))
	if err != nil {
		t.Fatal(err)
	}
	if c.Name != "prod" || c.Manifest != "/envs/prod/site.pp" {
		t.Errorf("%+v", c)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("modulepath = site:$basemodulepath\nmanifest = x.pp\nenvironment_timeout = 5m\n"))
	f.Add([]byte("[agent]\nconfig_version = /bin/x $environment\n"))
	s := settings.NewForHost(settings.Host{Root: true, Home: "/root", FQDN: func() string { return "x" }})
	if err := s.Load(); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("/envs/fuzz", data, "/envs/fuzz/environment.conf", s)
		if err != nil {
			var ee *Error
			if !errors.As(err, &ee) {
				t.Fatalf("error %T %v", err, err)
			}
			return
		}
		if c.Manifest == "" || !filepath.IsAbs(c.Manifest) {
			t.Fatalf("manifest %q", c.Manifest)
		}
	})
}

// environment_data_provider comes from environment.conf, else from
// puppet.conf (Puppet's EnvironmentConf#environment_data_provider falls
// back to the global setting).
func TestDataProviderFallsBackToGlobal(t *testing.T) {
	for _, tc := range []struct{ conf, global, want string }{
		{"", "", ""},
		{"", "function", "function"},
		{"environment_data_provider = none\n", "function", "none"},
		{"environment_data_provider = hiera\n", "", "hiera"},
	} {
		var args []string
		if tc.global != "" {
			args = []string{"--environment_data_provider", tc.global}
		}
		c, err := Load(envDir(t, tc.conf), globals(t, args...))
		if err != nil {
			t.Fatal(err)
		}
		if c.DataProvider != tc.want {
			t.Errorf("conf %q global %q: data provider %q, want %q", tc.conf, tc.global, c.DataProvider, tc.want)
		}
	}
}
