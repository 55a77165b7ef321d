package settings

import (
	"errors"
	"github.com/punch-dev/punch/environments/data/hocon"
	"strings"
	"testing"
)

// FuzzParseConf feeds arbitrary bytes to the puppet.conf parser and to the
// whole loader: they must return a value or a positioned error, never panic.
func FuzzParseConf(f *testing.F) {
	for _, s := range []string{
		"[main]\ncertname = a.example.com\n[server]\nenvironmentpath = $codedir/envs:/x\n",
		"environment_timeout = 5m\nca_ttl = 1y\nreportdir = /r {owner = root, mode = 0750}\n",
		"# comment\n\n[master]\nnode_terminus = exec\nexternal_nodes = /bin/enc a b\n",
		"vardir = $vardir\nssldir = ${confdir}/ssl\nautosign = true\n",
		"[agent]\nserver = x\n[user]\nfoo = 'bar'\n",
		"\x00\xff[",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseConf(data, "fuzz.conf")
		if err != nil {
			var ce *ConfError
			if !errors.As(err, &ce) || ce.Line < 0 {
				t.Fatalf("error %T %v", err, err)
			}
		} else if c.Sections[0].Name != "main" {
			t.Fatalf("first section %q", c.Sections[0].Name)
		}
		s := NewForHost(testHost())
		s.readFile = func(string) ([]byte, error) { return data, nil }
		if err := s.Set("config", "/fuzz/puppet.conf"); err != nil {
			t.Fatal(err)
		}
		if err := s.Load(); err != nil {
			if !strings.Contains(err.Error(), "/fuzz/puppet.conf") && !strings.Contains(err.Error(), "default") {
				t.Fatalf("error without a location: %v", err)
			}
			return
		}
		if s.Certname == "" || len(s.EnvironmentPath) == 0 || s.MaxCompiles < 1 {
			t.Fatalf("loaded settings incomplete: %+v", s)
		}
	})
}

// FuzzYAMLConfig does the same for Punch's YAML configuration file.
func FuzzYAMLConfig(f *testing.F) {
	for _, s := range []string{"environmentpath: [/a, /b]\nenc_timeout: 5s\n", "- x\n", "a: {b: c}\n", "certname: &a x\nserver: *a\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := NewForHost(testHost())
		s.readFile = func(string) ([]byte, error) { return data, nil }
		if err := s.Set("config", "/fuzz/punch.yaml"); err != nil {
			t.Fatal(err)
		}
		if err := s.Load(); err != nil && !strings.Contains(err.Error(), "/fuzz/punch.yaml") && !strings.Contains(err.Error(), "default") {
			t.Fatalf("error without a location: %v", err)
		}
	})
}

// FuzzConfdFormats feeds the conf.d readers of .properties and .ini files
// arbitrary text: they must not panic, and every value they make has the
// file as its position.
func FuzzConfdFormats(f *testing.F) {
	f.Add([]byte("jruby-puppet.max-active-instances=5\n# c\n! c\na\\\n  b = c\\u0041\nkey value\n"))
	f.Add([]byte("[jruby-puppet]\nmax-active-instances = 3\n; c\n[webserver]\nssl-port: 8140\n"))
	f.Add([]byte("a=1\na.b=2\n\\"))
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, v := range []*hocon.Value{parseProperties("f.properties", src)} {
			checkConfdPos(t, v, "f.properties")
		}
		if v, err := parseConfdINI("f.ini", src); err == nil {
			checkConfdPos(t, v, "f.ini")
		}
	})
}

func checkConfdPos(t *testing.T, v *hocon.Value, file string) {
	if v.Pos.File != file {
		t.Fatalf("value %+v has position %v", v, v.Pos)
	}
	for _, k := range v.Keys {
		checkConfdPos(t, v.Fields[k], file)
	}
}
