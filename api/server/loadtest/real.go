package loadtest

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Role is a node role of the real-module load test: the code of one
// golden case of compiler/golden (checked against Puppet 7.23 there),
// declared by a class role::NAME, and the nodes named NAME-NNN that get it.
type Role struct {
	// Name is the role's name: its class is role::Name, its nodes are
	// Name-000.example.com, Name-001.example.com, ...
	Name string
	// Case is the golden case whose site.pp is the role's code.
	Case string
}

// Roles are the roles of the real-module load test, over the Debian
// modules (puppet-module-* packages): apache with an SSL vhost, MySQL,
// PostgreSQL, HAProxy, and OpenStack's nova compute, neutron (ML2) and
// keystone (with Apache/WSGI).
var Roles = []Role{
	{"web", "realmod_apache_ssl"},
	{"mysql", "realmod_mysql_server"},
	{"pg", "realmod_postgresql_server"},
	{"lb", "realmod_haproxy_lb"},
	{"compute", "realmod_nova_compute"},
	{"network", "realmod_neutron_ml2"},
	{"identity", "realmod_keystone_wsgi"},
}

// RoleNames lists the roles' names.
func RoleNames() []string {
	out := make([]string, len(Roles))
	for i, r := range Roles {
		out[i] = r.Name
	}
	return out
}

// NodeName is the name of the i-th node of a role.
func NodeName(role string, i int) string { return fmt.Sprintf("%s-%03d.example.com", role, i) }

// WriteRealEnvironment writes an environmentpath whose production
// environment classifies nodes by name into the Roles (node /^web-/ {
// include role::web }, ...), with the role classes in a module of its own
// and modulesDir (Debian's /usr/share/puppet/modules) after it on the
// modulepath. casesDir is compiler/golden/cases, where the roles' code is
// taken from. environment_timeout is unlimited, as a production server
// runs.
func WriteRealEnvironment(dir, casesDir, modulesDir string) error {
	env := filepath.Join(dir, "production")
	var site strings.Builder
	for _, r := range Roles {
		code, err := os.ReadFile(filepath.Join(casesDir, r.Case, "site.pp"))
		if err != nil {
			return fmt.Errorf("role %s: %w", r.Name, err)
		}
		cls := fmt.Sprintf("# The code of compiler/golden/cases/%s/site.pp.\nclass role::%s {\n%s}\n", r.Case, r.Name, indent(string(code)))
		if err := writeFile(filepath.Join(env, "modules", "role", "manifests", r.Name+".pp"), cls); err != nil {
			return err
		}
		fmt.Fprintf(&site, "node /^%s-/ {\n  include role::%s\n}\n", r.Name, r.Name)
	}
	site.WriteString("node default {\n}\n")
	if err := writeFile(filepath.Join(env, "modules", "role", "manifests", "init.pp"), "class role {\n}\n"); err != nil {
		return err
	}
	if err := writeFile(filepath.Join(env, "manifests", "site.pp"), site.String()); err != nil {
		return err
	}
	return writeFile(filepath.Join(env, "environment.conf"), "modulepath = modules:"+modulesDir+"\nenvironment_timeout = unlimited\n")
}

func indent(code string) string {
	lines := strings.SplitAfter(code, "\n")
	for i, l := range lines {
		if strings.TrimSpace(l) != "" {
			lines[i] = "  " + l
		}
	}
	return strings.Join(lines, "")
}

func writeFile(p, content string) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return os.WriteFile(p, []byte(content), 0o644)
}

// RealFacts reads the facts of the real-module load test: those of
// factsFile (compiler/golden/facts/debian12.json, a Debian 12 node's
// facter output) with the custom facts the modules' plugins add on an
// agent (stdlib's root_home, package_provider, service_provider;
// openstacklib's os_service_default and os_workers*), as the golden
// cases of the OpenStack roles have them (casesDir/CASE/facts.json).
func RealFacts(factsFile, casesDir string) (map[string]any, error) {
	base, err := readFactsValues(factsFile)
	if err != nil {
		return nil, err
	}
	for _, r := range Roles {
		extra, err := readFactsValues(filepath.Join(casesDir, r.Case, "facts.json"))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		keys := make([]string, 0, len(extra))
		for k := range extra {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if _, ok := base[k]; !ok {
				base[k] = extra[k]
			}
		}
	}
	return base, nil
}

func readFactsValues(path string) (map[string]any, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if v, ok := m["values"].(map[string]any); ok {
		if _, named := m["name"]; named {
			return v, nil
		}
	}
	return m, nil
}

// NodeFacts are base's facts made a node's: its names and, from its
// number, its address.
func NodeFacts(base map[string]any, node string, i int) map[string]any {
	host := strings.SplitN(node, ".", 2)[0]
	ip := fmt.Sprintf("10.%d.%d.%d", 1+i/65536%200, i/256%256, 1+i%250)
	vals := make(map[string]any, len(base))
	for k, v := range base {
		vals[k] = v
	}
	vals["clientcert"], vals["fqdn"], vals["hostname"] = node, node, host
	vals["ipaddress"] = ip
	if n, ok := base["networking"].(map[string]any); ok {
		nn := make(map[string]any, len(n))
		for k, v := range n {
			nn[k] = v
		}
		nn["fqdn"], nn["hostname"], nn["ip"] = node, host, ip
		vals["networking"] = nn
	}
	return vals
}

// FactsBody is an agent's catalog request body for a node with facts
// vals.
func FactsBody(node string, vals map[string]any) []byte {
	facts, _ := json.Marshal(map[string]any{"name": node, "values": vals,
		"timestamp": time.Now().UTC().Format(time.RFC3339Nano), "expiration": time.Now().Add(30 * time.Minute).UTC().Format(time.RFC3339Nano)})
	v := url.Values{}
	v.Set("facts_format", "application/json")
	v.Set("facts", url.QueryEscape(string(facts)))
	v.Set("environment", "production")
	v.Set("configured_environment", "production")
	v.Set("check_environment", "false")
	v.Set("transaction_uuid", "00000000-0000-4000-8000-000000000000")
	v.Set("static_catalog", "true")
	v.Set("checksum_type", "sha256.sha384.sha512.sha224.md5")
	return []byte(v.Encode())
}
