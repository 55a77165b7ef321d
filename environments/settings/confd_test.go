package settings

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/environments/data/hocon"
)

// TestServerConfDirMatchesPuppetServer reads each testdata/confd/cases
// directory as Puppet Server's conf.d and compares the merged
// configuration with what Puppet Server 7.9.5's Trapperkeeper makes of it
// (testdata/confd/record.sh): every key's value, or that both refuse it
// (a key set by two files, a substitution naming another file's key).
func TestServerConfDirMatchesPuppetServer(t *testing.T) {
	for k, v := range map[string]string{"PUNCH_CONFD_TEST": "from-env", "HOME": "/home/punch", "LOGDIR": "/var/log/puppetlabs/puppetserver",
		"PUPPETSERVER_MAX_ACTIVE_INSTANCES": "3", "PUPPETSERVER_MAX_REQUESTS_PER_INSTANCE": "0"} {
		t.Setenv(k, v)
	}
	os.Unsetenv("PUNCH_CONFD_UNSET")
	base := filepath.Join("testdata", "confd")
	cases, err := os.ReadDir(filepath.Join(base, "cases"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.Name(), func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(base, "expected", c.Name()+".txt"))
			if err != nil {
				t.Fatalf("%v (record with testdata/confd/record.sh)", err)
			}
			dir := filepath.Join(base, "cases", c.Name())
			s := confdSettings(t, dir)
			loadErr := s.Load()
			if msg, ok := strings.CutPrefix(strings.TrimSpace(string(want)), "Error: "); ok {
				if loadErr == nil {
					t.Fatalf("Puppet Server refuses this conf.d (%s); Punch read it", msg)
				}
				// Puppet Server's message, without the exception's class,
				// must be in Punch's.
				_, text, _ := strings.Cut(msg, ": ")
				abs, _ := filepath.Abs(dir)
				if text = strings.ReplaceAll(text, "CASE", abs); !strings.Contains(loadErr.Error(), text) {
					t.Errorf("Punch's error\n  %v\ndoes not say Puppet Server's\n  %s", loadErr, text)
				}
				return
			}
			if loadErr != nil {
				t.Fatalf("Load: %v", loadErr)
			}
			var tk any
			if err := json.Unmarshal(want, &tk); err != nil {
				t.Fatal(err)
			}
			wantLeaves := map[string]string{}
			flattenJSON(tk, "", wantLeaves)
			gotLeaves := map[string]string{}
			if sc := s.ServerConf(); sc != nil {
				flattenHOCON(sc.Tree, "", gotLeaves)
			}
			for _, k := range sortedKeys(wantLeaves) {
				if gotLeaves[k] != wantLeaves[k] {
					t.Errorf("%s: Punch %q, Puppet Server %q", k, gotLeaves[k], wantLeaves[k])
				}
			}
			for _, k := range sortedKeys(gotLeaves) {
				if _, ok := wantLeaves[k]; !ok {
					t.Errorf("%s: Punch has %q, Puppet Server has no such key", k, gotLeaves[k])
				}
			}
		})
	}
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// flattenJSON gives Trapperkeeper's leaves as text: numbers as written
// (Trapperkeeper makes a string that is an integer a number, which Punch
// reads as the same text), lists as their JSON.
func flattenJSON(v any, prefix string, out map[string]string) {
	switch x := v.(type) {
	case map[string]any:
		for k, f := range x {
			key := k
			if prefix != "" {
				key = prefix + "." + k
			}
			if m, ok := f.(map[string]any); ok && len(m) == 0 {
				continue // an empty section sets nothing
			}
			flattenJSON(f, key, out)
		}
	case []any:
		var items []string
		for _, it := range x {
			sub := map[string]string{}
			flattenJSON(it, "", sub)
			b, _ := json.Marshal(sub)
			items = append(items, string(b))
		}
		out[prefix] = "[" + strings.Join(items, ",") + "]"
	case string:
		out[prefix] = x
	case float64:
		b, _ := json.Marshal(x)
		out[prefix] = string(b)
	case bool:
		b, _ := json.Marshal(x)
		out[prefix] = string(b)
	case nil:
		out[prefix] = "null"
	}
}

// flattenHOCON is flattenJSON for Punch's tree.
func flattenHOCON(v *hocon.Value, prefix string, out map[string]string) {
	switch v.Kind {
	case hocon.Object:
		for _, k := range v.Keys {
			f := v.Fields[k]
			key := k
			if prefix != "" {
				key = prefix + "." + k
			}
			if f.Kind == hocon.Object && len(f.Keys) == 0 {
				continue
			}
			flattenHOCON(f, key, out)
		}
	case hocon.List:
		var items []string
		for _, it := range v.Items {
			sub := map[string]string{}
			flattenHOCON(it, "", sub)
			b, _ := json.Marshal(sub)
			items = append(items, string(b))
		}
		out[prefix] = "[" + strings.Join(items, ",") + "]"
	case hocon.Null:
		out[prefix] = "null"
	default:
		out[prefix] = tkText(v.Text())
	}
}

// tkText is a scalar's text as Trapperkeeper keeps it: one pair of
// surrounding double quotes dropped (clj-typesafe-config's strip-quotes).
func tkText(s string) string {
	if len(s) >= 2 && strings.HasPrefix(s, `"`) && strings.HasSuffix(s, `"`) {
		return s[1 : len(s)-1]
	}
	return s
}

// jruby-puppet.max-queued-requests bounds the requests waiting for a
// compile, as max_queued_compiles does; bolt settings are named as having
// no effect rather than unknown.
func TestServerConfQueueAndBolt(t *testing.T) {
	for _, c := range []struct {
		conf, queued, warning string
	}{
		{"jruby-puppet.max-queued-requests: 50\n", "50", ""},
		{"jruby-puppet: { max-active-instances: 2, max-queued-requests: 0 }\n", "8", "Puppet Server queues requests without limit"},
		{"bolt: { projects-dir: /etc/puppetlabs/code/projects }\n", "", "Punch does not serve Bolt projects"},
	} {
		dir := confdWith(t, "puppetserver.conf", c.conf)
		s := confdSettings(t, dir)
		if err := s.Load(); err != nil {
			t.Fatalf("%s: %v", c.conf, err)
		}
		if got, _ := s.Value("max_queued_compiles"); c.queued != "" && got != c.queued {
			t.Errorf("%s: max_queued_compiles %s, want %s", c.conf, got, c.queued)
		}
		var msgs []string
		for _, m := range s.Messages() {
			msgs = append(msgs, m.String())
		}
		if all := strings.Join(msgs, "\n"); c.warning != "" && !strings.Contains(all, c.warning) {
			t.Errorf("%s: no warning %q in\n%s", c.conf, c.warning, all)
		}
	}
}

// Trapperkeeper's multi-server webserver form (SIMP's pupmod writes one:
// base on 8140, default-server, and ca on 8141 with web-routes.conf
// mounting /puppet-ca there): Punch listens as the server Puppet Server
// runs its services on (puppet-server, else the default one) and names the
// other server in a warning.
func TestServerConfMultiServer(t *testing.T) {
	for _, c := range []struct {
		dir, bind, hostcert, others, moved, warning string
	}{
		// SIMP's pupmod: the CA on its own server, port 8141.
		{"simp_multiserver", "0.0.0.0:8140", "/etc/puppetlabs/puppet/ssl/certs/foo.example.com.pem",
			"ca tls=0.0.0.0:8141 plain= routes=[/puppet-ca]", "[/puppet-ca]", ""},
		{"named_puppet_server", "127.0.0.1:8150", "", "status tls= plain=0.0.0.0:8080 routes=[]", "[]",
			"webserver.status is a second web server on which web-routes.conf mounts no service"},
	} {
		s := confdSettings(t, filepath.Join("testdata", "confd", "cases", c.dir))
		if err := s.Load(); err != nil {
			t.Fatalf("%s: %v", c.dir, err)
		}
		if got, _ := s.Value("bind"); got != c.bind {
			t.Errorf("%s: bind %s, want %s", c.dir, got, c.bind)
		}
		if got, _ := s.Value("hostcert"); c.hostcert != "" && got != c.hostcert {
			t.Errorf("%s: hostcert %s, want %s", c.dir, got, c.hostcert)
		}
		var others []string
		for _, ws := range s.ServerConf().OtherServers() {
			others = append(others, fmt.Sprintf("%s tls=%s plain=%s routes=%v", ws.Name, ws.TLSBind, ws.PlainBind, ws.Routes))
		}
		if got := strings.Join(others, "; "); got != c.others {
			t.Errorf("%s: other servers %q, want %q", c.dir, got, c.others)
		}
		if got := fmt.Sprint(s.ServerConf().MovedRoutes()); got != c.moved {
			t.Errorf("%s: routes moved off the main server %s, want %s", c.dir, got, c.moved)
		}
		var msgs []string
		for _, m := range s.Messages() {
			if m.Level == Warning {
				msgs = append(msgs, m.String())
			}
		}
		all := strings.Join(msgs, "\n")
		if c.warning != "" && !strings.Contains(all, c.warning) {
			t.Errorf("%s: no warning %q in\n%s", c.dir, c.warning, all)
		}
		if strings.Contains(all, "web-router-service") || strings.Contains(all, "unknown Puppet Server setting") || strings.Contains(all, "differs from the main server") {
			t.Errorf("%s: the stock routes on another server, the servers' keys or their (same) certificates are reported:\n%s", c.dir, all)
		}
	}
}

// Values Puppet Server's schemas refuse at start (a duration or size
// with a unit where it wants whole milliseconds, a string for a boolean)
// stop Punch too, naming the file, the line and the key, also for keys
// Punch does not use.
func TestServerConfTypes(t *testing.T) {
	for _, c := range []struct{ conf, want string }{
		{"jruby-puppet: {\n    borrow-timeout: 5m\n}\n", `puppetserver.conf:2: jruby-puppet.borrow-timeout must be a whole number, not string "5m"`},
		{"jruby-puppet.max-active-instances: 4k\n", `puppetserver.conf:1: setting max_compiles: jruby-puppet.max-active-instances must be a whole number, not string "4k"`},
		{"http-client.idle-timeout-milliseconds: 1.5\n", `http-client.idle-timeout-milliseconds must be a whole number, not number "1.5"`},
		{"jruby-puppet.track-lookups: \"true\"\n", `jruby-puppet.track-lookups must be true or false, not string "true"`},
		{"jruby-puppet: { max-active-instances: \"4\", borrow-timeout: 1200000, splay-instance-flush: false }\n", ""},
	} {
		dir := confdWith(t, "puppetserver.conf", c.conf)
		s := confdSettings(t, dir)
		err := s.Load()
		if c.want == "" {
			if err != nil {
				t.Errorf("%q: %v", c.conf, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.conf, err, c.want)
		}
	}
}

// A webserver section with its own settings and a stray object is the
// single-server form: the object is a key Punch does not use.
func TestServerConfMixedWebserver(t *testing.T) {
	dir := confdWith(t, "webserver.conf", "webserver: {\n  ssl-port: 8141\n  status: { port: 8080 }\n}\n")
	s := confdSettings(t, dir)
	if err := s.Load(); err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Value("bind"); got != "0.0.0.0:8141" {
		t.Errorf("bind %s", got)
	}
	if got, _ := s.Value("http_bind"); got != "" {
		t.Errorf("http_bind %q from a stray object", got)
	}
}

// confdSettings is the settings of a Debian host's root reading the
// conf.d directory dir (with a confdir of its own, empty), ready to Load.
func confdSettings(t *testing.T, dir string) *Settings {
	t.Helper()
	s := NewForHost(debianRoot())
	for k, v := range map[string]string{"puppetserver_confdir": dir, "confdir": t.TempDir()} {
		if err := s.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	s.ReadServerConf()
	return s
}

// confdWith is a new conf.d directory holding the file name with text.
func confdWith(t *testing.T, name, text string) string {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, dir, name, text)
	return dir
}
