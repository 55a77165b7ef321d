// Package loadtest holds what Punch's load tests share: the environment
// whose catalogs they request (about 200 resources) and an agent's
// catalog request body. cmd/punch-load drives a running server with them;
// api/server's benchmarks use them in process.
package loadtest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// CatalogBody is an agent's catalog request body with a realistic set of
// facts (about 6 KB).
func CatalogBody(node string) []byte {
	vals := map[string]any{
		"clientcert": node, "fqdn": node, "hostname": strings.SplitN(node, ".", 2)[0], "domain": "example.com",
		"kernel": "Linux", "kernelrelease": "6.1.0-18-amd64", "architecture": "amd64", "is_virtual": true, "virtual": "kvm",
		"os": map[string]any{"name": "Debian", "family": "Debian", "release": map[string]any{"full": "12.5", "major": "12", "minor": "5"},
			"distro": map[string]any{"codename": "bookworm", "id": "Debian"}, "architecture": "amd64", "hardware": "x86_64", "selinux": map[string]any{"enabled": false}},
		"networking": map[string]any{"fqdn": node, "ip": "10.0.0.10", "netmask": "255.255.255.0", "mac": "52:54:00:12:34:56", "mtu": 1500,
			"interfaces": map[string]any{"eth0": map[string]any{"ip": "10.0.0.10", "mac": "52:54:00:12:34:56", "mtu": 1500}, "lo": map[string]any{"ip": "127.0.0.1", "mtu": 65536}}},
		"processors":    map[string]any{"count": 4, "physicalcount": 1, "models": []any{"Intel Xeon", "Intel Xeon", "Intel Xeon", "Intel Xeon"}},
		"memory":        map[string]any{"system": map[string]any{"total": "7.76 GiB", "total_bytes": 8332267520, "available_bytes": 6332267520}},
		"puppetversion": "7.23.0", "facterversion": "4.3.0", "rubyversion": "3.1.2", "timezone": "UTC", "uptime_seconds": 123456,
		"role": "web", "datacenter": "dc1",
	}
	for i := 0; i < 40; i++ {
		vals[fmt.Sprintf("custom_fact_%02d", i)] = fmt.Sprintf("value number %d for %s", i, node)
	}
	return FactsBody(node, vals)
}

// WriteEnvironment writes an environmentpath whose production environment
// compiles to about 4*items+10 resources: a role class using facts, a
// defined type with a file (content from an EPP template), a package and
// an exec subscribed to the file, plus a class of users.
func WriteEnvironment(dir string, items int) error {
	files := map[string]string{
		"production/environment.conf": "environment_timeout = unlimited\n",
		"production/manifests/site.pp": `node default {
  include load
}
`,
		"production/modules/load/manifests/init.pp": fmt.Sprintf(`class load (
  Integer $items = %d,
  String $base = '/var/lib/load',
) {
  $family = $facts['os']['family'] ? {
    'Debian' => 'deb',
    'RedHat' => 'rpm',
    default  => 'other',
  }
  file { $base:
    ensure => directory,
    mode   => '0755',
  }
  Integer[1, $items].each |Integer $i| {
    load::item { "item${i}":
      index  => $i,
      base   => $base,
      family => $family,
    }
  }
  class { 'load::users': }
}
`, items),
		"production/modules/load/manifests/users.pp": `class load::users (
  Array[String] $names = ['alice', 'bob', 'carol'],
) {
  $names.each |String $n| {
    user { $n:
      ensure     => present,
      managehome => true,
      shell      => '/bin/bash',
    }
  }
}
`,
		"production/modules/load/manifests/item.pp": `define load::item (
  Integer $index,
  String $base,
  String $family,
) {
  $path = "${base}/${title}.conf"
  file { $path:
    ensure  => file,
    content => epp('load/item.epp', { 'index' => $index, 'node' => $trusted['certname'], 'family' => $family }),
    mode    => '0644',
    require => File[$base],
  }
  package { "load-pkg-${index}":
    ensure => installed,
    tag    => ['load', $family],
  }
  exec { "reload-${title}":
    command     => "/bin/true ${index}",
    refreshonly => true,
    subscribe   => File[$path],
  }
}
`,
		"production/modules/load/templates/item.epp": `<%- | Integer $index, String $node, String $family | -%>
# Managed by Puppet for <%= $node %>
index = <%= $index %>
family = <%= $family %>
<% if $index % 2 == 0 { -%>
even = true
<% } -%>
`,
	}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			return err
		}
	}
	return nil
}
