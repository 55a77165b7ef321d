package settings

import (
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/environments/data/hocon"
)

// Puppet Server's own configuration is a directory of HOCON files (conf.d:
// puppetserver.conf, webserver.conf, auth.conf, ca.conf, global.conf,
// metrics.conf, web-routes.conf), merged into one tree as Trapperkeeper
// does. punch serve reads it (ReadServerConf) when the directory exists:
// every key with a Punch counterpart is honoured, with the precedence
// Puppet Server gives it (the jruby-puppet directories win over puppet.conf,
// and decide where puppet.conf is read); every other key is named in a
// warning saying what Punch does instead.

// serverConfSettings maps conf.d keys to the settings they set.
var serverConfSettings = map[string]string{
	"jruby-puppet.server-conf-dir":                         "confdir",
	"jruby-puppet.master-conf-dir":                         "confdir",
	"jruby-puppet.server-code-dir":                         "codedir",
	"jruby-puppet.master-code-dir":                         "codedir",
	"jruby-puppet.server-var-dir":                          "vardir",
	"jruby-puppet.master-var-dir":                          "vardir",
	"jruby-puppet.server-run-dir":                          "rundir",
	"jruby-puppet.master-run-dir":                          "rundir",
	"jruby-puppet.server-log-dir":                          "logdir",
	"jruby-puppet.master-log-dir":                          "logdir",
	"jruby-puppet.max-active-instances":                    "max_compiles",
	"webserver.ssl-cert":                                   "hostcert",
	"webserver.ssl-key":                                    "hostprivkey",
	"webserver.ssl-ca-cert":                                "localcacert",
	"webserver.ssl-crl-path":                               "hostcrl",
	"certificate-authority.allow-subject-alt-names":        "allow_subject_alt_names",
	"certificate-authority.allow-authorization-extensions": "allow_authorization_extensions",
}

// httpClientTimeouts are puppetserver.conf's timeouts of the HTTP client
// Puppet Server gives Puppet's Ruby code (its http report processor among
// others), in milliseconds, and the settings they set.
var httpClientTimeouts = map[string]string{
	"http-client.connect-timeout-milliseconds": "http_connect_timeout",
	"http-client.idle-timeout-milliseconds":    "http_read_timeout",
}

// serverConfIgnored says, by key or key prefix, why a conf.d key has no
// effect in Punch and what to do instead.
var serverConfIgnored = []struct{ prefix, advice string }{
	{"jruby-puppet.ruby-load-path", "Punch runs no Ruby; nothing to do"},
	{"jruby-puppet.gem-home", "Punch runs no Ruby gems; nothing to do"},
	{"jruby-puppet.gem-path", "Punch runs no Ruby gems; nothing to do"},
	{"jruby-puppet.track-lookups", "Punch does not send a compile's Hiera lookups to PuppetDB"},
	{"jruby-puppet.environment-class-cache-enabled", "Punch always answers environment_classes with an Etag (304 when unchanged), which this switches on in Puppet Server; nothing to do"},
	{"jruby-puppet.", "JRuby tuning has no meaning in Punch: compiles at once are max_compiles, waiting ones max_queued_compiles, each bounded by request_timeout"},
	{"webserver.ssl-host", ""}, // with ssl-port: bind
	{"webserver.ssl-port", ""},
	{"webserver.client-auth", ""}, // checked below
	{"webserver.access-log-config", "Punch writes one access line per request to its own log (log_format json for machines)"},
	{"webserver.host", ""}, // with port: http_bind
	{"webserver.port", ""},
	{"webserver.", "Punch's web server has its own limits: max_connections, max_connections_per_address, max_request_body, request_timeout"},
	{"global.logging-config", "Punch logs to standard error (the journal under systemd): use log_level and log_format"},
	{"metrics.", "Punch serves its metrics at /metrics in Prometheus text format"},
	{"metrics-webservice.", "Punch serves its metrics at /metrics in Prometheus text format; there is no Jolokia /metrics/v2"},
	{"web-router-service.", "Punch serves Puppet Server's default mount points (/puppet, /puppet-ca, /status, /puppet-admin-api) and cannot move them"},
	{"certificate-authority.", "Punch's CA does not implement this option; see docs/ca.md"},
	{"puppet-admin.", "Punch authorizes the admin API with auth.conf rules (its defaults allow the server's certificate and pp_cli_auth certificates)"},
	{"http-client.", "Punch's outgoing HTTP (the http report processor) uses Go's TLS defaults; only connect-timeout-milliseconds and idle-timeout-milliseconds apply"},
	{"profiler.", "Punch logs each compile's phases and serves them as punch_catalog_compile_phase_seconds"},
	{"versioned-code.code-id-command", ""}, // VersionedCode
	{"versioned-code.code-content-command", ""},
	{"dropsonde.", "Punch sends no usage data; nothing to do"},
	{"bolt.", "Punch does not serve Bolt projects' plans and tasks (file_content with versioned_project)"},
	{"product.", "Punch checks for no updates; nothing to do"},
}

// stockRoutes are web-routes.conf's values in Puppet Server 7; a site
// that keeps them loses nothing.
var stockRoutes = map[string]string{
	"web-router-service.puppetlabs.services.ca.certificate-authority-service/certificate-authority-service":               "/puppet-ca",
	"web-router-service.puppetlabs.services.master.master-service/master-service":                                         "/puppet",
	"web-router-service.puppetlabs.services.legacy-routes.legacy-routes-service/legacy-routes-service":                    "",
	"web-router-service.puppetlabs.services.puppet-admin.puppet-admin-service/puppet-admin-service":                       "/puppet-admin-api",
	"web-router-service.puppetlabs.trapperkeeper.services.status.status-service/status-service":                           "/status",
	"web-router-service.puppetlabs.trapperkeeper.services.metrics.metrics-service/metrics-webservice":                     "/metrics",
	"web-router-service.puppetlabs.trapperkeeper.services.ca.certificate-authority-service/certificate-authority-service": "/puppet-ca",
}

// ServerConf is what was read from a conf.d directory.
type ServerConf struct {
	Dir string
	// Files are the files read, in order.
	Files []string
	// AuthFile is the file holding the "authorization" section (auth.conf),
	// "" when none does.
	AuthFile string
	// Tree is the merged configuration.
	Tree *hocon.Value
	// servers and moved: the multi-server form's other servers and the
	// routes mounted on them only (webservers.go).
	servers []WebServer
	moved   []string
}

// ReadServerConf asks Load to read Puppet Server's conf.d directory named
// by the puppetserver_confdir setting (when that directory exists), as punch
// serve does. Call it before Load.
func (s *Settings) ReadServerConf() { s.wantServerConf = true }

// ServerConf returns what Load read from conf.d (nil when nothing).
func (s *Settings) ServerConf() *ServerConf { return s.serverConf }

// loadServerConf reads the conf.d directory dir into s.server.
func (s *Settings) loadServerConf(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		return fmt.Errorf("cannot read Puppet Server's configuration directory %s: %v", dir, err)
	}
	sc := &ServerConf{Dir: dir}
	for _, e := range entries {
		if e.IsDir() || !confdFile(e.Name()) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		tree, err := s.parseConfdFile(path)
		if err != nil {
			return fmt.Errorf("Puppet Server configuration: %w", err)
		}
		sc.Files = append(sc.Files, path)
		if tree.Get("authorization") != nil {
			sc.AuthFile = path
		}
		if sc.Tree == nil {
			sc.Tree = newConfdObject(hocon.Pos{File: dir})
		}
		if err := mergeConfd(sc.Tree, tree, nil); err != nil {
			return fmt.Errorf("Puppet Server configuration: %w", err)
		}
	}
	if sc.Tree == nil {
		return nil
	}
	leaves := map[string]*hocon.Value{}
	var order []string
	main, others := webServers(sc.Tree.Get("webserver"))
	flatten(sc.Tree, "", func(key string, v *hocon.Value) {
		if main != "" || len(others) > 0 {
			if rest, ok := strings.CutPrefix(key, "webserver."); ok {
				name, sub, _ := strings.Cut(rest, ".")
				switch {
				case name == main && sub == "default-server":
					return
				case name == main:
					key = "webserver." + sub // the server Punch is
				case slices.Contains(others, name):
					return // named in one warning below
				}
			}
		}
		order = append(order, key)
		leaves[key] = v
	})
	s.serverConf = sc
	if err := sc.readOtherServers(main, others); err != nil {
		return err
	}
	for _, ws := range sc.servers {
		srv := sc.Tree.Get("webserver", ws.Name)
		switch {
		case ws.TLSBind == "" && ws.PlainBind == "":
			s.note(Warning, "webserver."+ws.Name, ws.Source, fmt.Sprintf("webserver.%s is a second web server without ssl-port or port: Punch does not listen for it", ws.Name))
		case len(ws.Routes) == 0:
			s.note(Warning, "webserver."+ws.Name, ws.Source, fmt.Sprintf("webserver.%s is a second web server on which web-routes.conf mounts no service: Punch listens there as Puppet Server does and answers every request 404", ws.Name))
		}
		for _, k := range []string{"ssl-cert", "ssl-key", "ssl-ca-cert", "ssl-crl-path"} {
			if v, m := srv.Get(k), sc.Tree.Get("webserver", main, k); v != nil && (m == nil || confdText(v) != confdText(m)) {
				s.note(Warning, "webserver."+ws.Name+"."+k, Source{Kind: FromFile, File: v.Pos.File, Line: v.Pos.Line, Col: v.Pos.Col},
					fmt.Sprintf("webserver.%s.%s differs from the main server's (webserver.%s): Punch serves every listener with the main server's certificate, key, CA and CRL", ws.Name, k, main))
			}
		}
	}
	src := func(v *hocon.Value) Source {
		return Source{Kind: FromFile, File: v.Pos.File, Line: v.Pos.Line, Col: v.Pos.Col}
	}
	ignored := map[string][]string{} // advice -> keys
	warnedWhitelist := map[string]bool{}
	var advices []string
	for _, key := range order {
		v := leaves[key]
		if err := checkServerConfType(key, v); err != nil {
			setting := serverConfSettings[key]
			if setting == "" {
				setting = httpClientTimeouts[key]
			}
			return &Error{Setting: setting, Source: src(v), Msg: err.Error()}
		}
		if name, ok := serverConfSettings[key]; ok {
			if v.Kind == hocon.Object || v.Kind == hocon.List {
				return &Error{Setting: name, Source: src(v), Msg: fmt.Sprintf("%s must be a single value, not a %s", key, v.Kind)}
			}
			s.server[name] = rawValue{text: confdText(v), src: src(v)}
			continue
		}
		if name, ok := httpClientTimeouts[key]; ok {
			// Milliseconds in conf.d, a duration setting in Punch.
			s.server[name] = rawValue{text: confdText(v) + "ms", src: src(v)}
			continue
		}
		if key == "jruby-puppet.max-queued-requests" {
			// Requests waiting for a JRuby beyond it get 503 with
			// Retry-After, as Punch's catalog requests beyond
			// max_queued_compiles do; 0 is Puppet Server's "no limit",
			// where Punch keeps its own bound.
			if n, err := strconv.Atoi(confdText(v)); err == nil && n > 0 {
				s.server["max_queued_compiles"] = rawValue{text: confdText(v), src: src(v)}
			} else if err == nil {
				s.note(Warning, key, src(v), fmt.Sprintf("%s %s: Puppet Server queues requests without limit; Punch queues at most max_queued_compiles catalog requests (4 x max_compiles unless set) and answers 503 with Retry-After beyond", key, confdText(v)))
			} else {
				return &Error{Setting: "max_queued_compiles", Source: src(v), Msg: fmt.Sprintf("%s %q is not a number", key, confdText(v))}
			}
			continue
		}
		if sec, path, ok := clientWhitelistKey(key); ok {
			if !warnedWhitelist[sec] {
				warnedWhitelist[sec] = true
				s.note(Warning, key, src(v), fmt.Sprintf("The 'client-whitelist' and 'authorization-required' settings in the '%s' section are deprecated; Puppet Server 7 still obeys them and so does Punch: when the list is not empty or authorization-required is false, they decide every request to %s instead of auth.conf. Write an auth.conf rule instead", sec, path))
			}
			continue
		}
		if key == "authorization.allow-header-cert-info" {
			s.server["allow_header_cert_info"] = rawValue{text: confdText(v), src: src(v)}
			continue
		}
		if strings.HasPrefix(key, "authorization.") {
			continue // auth.conf: read by the authorizer
		}
		if want, ok := stockRoutes[key]; ok && v.Text() == want {
			continue
		}
		if stockRouteOnServer(key, v) {
			continue
		}
		if key == "webserver.client-auth" {
			if v.Text() != "want" {
				s.note(Warning, key, src(v), fmt.Sprintf("client-auth %q: Punch always asks for a client certificate and accepts requests without one (Puppet Server's \"want\"), so agents can fetch the CA and submit a CSR; auth.conf decides what each client may do", v.Text()))
			}
			continue
		}
		for _, ig := range serverConfIgnored {
			if !strings.HasPrefix(key, ig.prefix) {
				continue
			}
			if ig.advice != "" {
				if _, seen := ignored[ig.advice]; !seen {
					advices = append(advices, ig.advice)
				}
				ignored[ig.advice] = append(ignored[ig.advice], key)
			}
			goto next
		}
		s.note(Warning, key, src(v), fmt.Sprintf("unknown Puppet Server setting %s is ignored", key))
	next:
	}
	for _, a := range advices {
		keys := ignored[a]
		sort.Strings(keys)
		first := leaves[keys[0]]
		s.note(Warning, keys[0], src(first), fmt.Sprintf("Puppet Server settings with no effect in Punch: %s (%s)", strings.Join(keys, ", "), a))
	}
	// webserver.host and port: Puppet Server's plain HTTP listener (behind
	// a TLS-terminating load balancer).
	if port := leaves["webserver.port"]; port != nil {
		h := "0.0.0.0"
		if host := leaves["webserver.host"]; host != nil {
			h = confdText(host)
		}
		if _, err := strconv.Atoi(confdText(port)); err != nil {
			return &Error{Setting: "http_bind", Source: src(port), Msg: fmt.Sprintf("webserver.port %q is not a port number", confdText(port))}
		}
		s.server["http_bind"] = rawValue{text: net.JoinHostPort(h, confdText(port)), src: src(port)}
	}
	// webserver.ssl-host and ssl-port: where Puppet Server listens.
	host, port := leaves["webserver.ssl-host"], leaves["webserver.ssl-port"]
	if host != nil || port != nil {
		h, p, at := "0.0.0.0", "8140", host
		if host != nil {
			h = confdText(host)
		}
		if port != nil {
			p, at = confdText(port), port
			if _, err := strconv.Atoi(p); err != nil {
				return &Error{Setting: "bind", Source: src(port), Msg: fmt.Sprintf("webserver.ssl-port %q is not a port number", p)}
			}
		}
		s.server["bind"] = rawValue{text: net.JoinHostPort(h, p), src: src(at)}
	}
	return nil
}

// serverConfTypes are conf.d keys whose type Puppet Server's schemas
// check at start (jruby-puppet-core's JRubyPuppetConfig, jruby-utils'
// JRubyConfig): a value of another type stops it ("Value does not match
// schema"), so Punch refuses it too, whether it uses the key or not. A
// whole number may be written as a string ("500"), which Trapperkeeper
// makes a number; HOCON's duration and size units (5m, 512k) are not read
// for these keys.
var serverConfTypes = map[string]hocon.Kind{
	"jruby-puppet.max-active-instances":        hocon.Number,
	"jruby-puppet.max-requests-per-instance":   hocon.Number,
	"jruby-puppet.borrow-timeout":              hocon.Number,
	"jruby-puppet.flush-timeout":               hocon.Number,
	"jruby-puppet.max-queued-requests":         hocon.Number,
	"jruby-puppet.max-retry-delay":             hocon.Number,
	"jruby-puppet.splay-instance-flush":        hocon.Bool,
	"jruby-puppet.multithreaded":               hocon.Bool,
	"jruby-puppet.track-lookups":               hocon.Bool,
	"jruby-puppet.disable-i18n":                hocon.Bool,
	"http-client.connect-timeout-milliseconds": hocon.Number,
	"http-client.idle-timeout-milliseconds":    hocon.Number,
	"http-client.metrics-enabled":              hocon.Bool,
}

// checkServerConfType checks a conf.d value against serverConfTypes.
func checkServerConfType(key string, v *hocon.Value) error {
	want, ok := serverConfTypes[key]
	if !ok {
		return nil
	}
	switch want {
	case hocon.Number:
		if _, err := strconv.ParseInt(confdText(v), 10, 32); err == nil && (v.Kind == hocon.Number || v.Kind == hocon.String) {
			return nil
		}
		return fmt.Errorf("%s must be a whole number, not %s %q: Puppet Server does not start with it (its schema wants an integer; units such as 5m or 512k are not read here)", key, v.Kind, confdText(v))
	case hocon.Bool:
		if v.Kind == hocon.Bool {
			return nil
		}
		return fmt.Errorf("%s must be true or false, not %s %q: Puppet Server does not start with it (its schema wants a boolean)", key, v.Kind, confdText(v))
	}
	return nil
}

// clientWhitelistKey reports whether key is a setting of Puppet Server's
// deprecated client whitelists (api/auth's ClientWhitelists reads them),
// with its section and the requests it governs.
func clientWhitelistKey(key string) (section, path string, ok bool) {
	for _, w := range [][2]string{{"certificate-authority.certificate-status", "/puppet-ca/v1/certificate_status"}, {"puppet-admin", "/puppet-admin-api"}} {
		if key == w[0]+".client-whitelist" || key == w[0]+".authorization-required" {
			return w[0], w[1], true
		}
	}
	return "", "", false
}

// webServers reads webserver: one server (its settings directly under
// webserver), or several named servers (every field an object) (trapperkeeper-webserver-jetty's
// multi-server form, each an object). Puppet Server runs its services on
// the server named puppet-server, else on the default one (default-server:
// true, or the only one). main is that server's name ("" for the single
// form), others the rest.
func webServers(ws *hocon.Value) (main string, others []string) {
	if ws == nil || ws.Kind != hocon.Object {
		return "", nil
	}
	var names []string
	for _, k := range ws.Keys {
		if ws.Fields[k].Kind != hocon.Object {
			return "", nil // the single form (a stray object in it is warned about as a key)
		}
		names = append(names, k)
	}
	if len(names) == 0 {
		return "", nil
	}
	switch {
	case slices.Contains(names, "puppet-server"):
		main = "puppet-server"
	case len(names) == 1:
		main = names[0]
	default:
		if main = defaultServer(ws); main == "" {
			main = names[0]
		}
	}
	for _, n := range names {
		if n != main {
			others = append(others, n)
		}
	}
	return main, others
}

// defaultServer is the server of the multi-server form marked
// default-server: true ("" when none is), where Trapperkeeper mounts the
// routes that name no server.
func defaultServer(ws *hocon.Value) string {
	def := ""
	if ws == nil {
		return def
	}
	for _, k := range ws.Keys {
		if confdText(ws.Fields[k].Get("default-server")) == "true" {
			def = k
		}
	}
	return def
}

// stockRouteOnServer reports whether a web-routes.conf leaf is part of a
// stock route given in the object form ({route: "/puppet-ca", server:
// "ca"}, or under a name: {default: {route: ..., server: ...}}): the route
// is Punch's, and the server is named by webServers' warning.
func stockRouteOnServer(key string, v *hocon.Value) bool {
	for svc, route := range stockRoutes {
		rest, ok := strings.CutPrefix(key, svc+".")
		if !ok {
			continue
		}
		parts := strings.Split(rest, ".")
		switch last := parts[len(parts)-1]; {
		case len(parts) > 2:
			return false
		case last == "server":
			return true
		case last == "route":
			return confdText(v) == route
		}
	}
	return false
}

// flatten calls fn for every leaf (a value that is not an object) with its
// dotted key.
func flatten(v *hocon.Value, prefix string, fn func(string, *hocon.Value)) {
	for _, k := range v.Keys {
		f := v.Fields[k]
		key := k
		if prefix != "" {
			key = prefix + "." + k
		}
		if f.Kind == hocon.Object && len(f.Keys) > 0 {
			flatten(f, key, fn)
			continue
		}
		if f.Kind == hocon.Object {
			continue // an empty section sets nothing
		}
		fn(key, f)
	}
}
