package settings

import (
	"fmt"
	"net"
	"slices"
	"strconv"

	"github.com/punch-dev/punch/environments/data/hocon"
)

// WebServer is one of the other servers of webserver.conf's multi-server
// form (webserver: { base: {...}, ca: {...} }): Trapperkeeper starts a
// Jetty server for each and web-routes.conf mounts each of Puppet Server's
// services on one of them (SIMP's pupmod puts /puppet-ca on a server "ca"
// on port 8141). punch serve listens on each too and serves there the
// routes mounted on it, and only those, as Jetty does.
type WebServer struct {
	Name string
	// TLSBind is ssl-host:ssl-port ("" when the server has no ssl-port),
	// PlainBind host:port ("" when it has no port).
	TLSBind, PlainBind string
	// Routes are the route prefixes web-routes.conf mounts on it.
	Routes []string
	Source Source
}

// MovedRoutes returns the route prefixes web-routes.conf mounts on other
// servers only: Jetty's main server does not answer them (404).
func (sc *ServerConf) MovedRoutes() []string {
	if sc == nil {
		return nil
	}
	return sc.moved
}

// OtherServers returns the other servers of the multi-server form.
func (sc *ServerConf) OtherServers() []WebServer {
	if sc == nil {
		return nil
	}
	return sc.servers
}

// readOtherServers fills sc.servers and sc.moved from the merged tree:
// main is the server Punch is (webServers' choice), others the rest.
func (sc *ServerConf) readOtherServers(main string, others []string) error {
	mounted := serverRoutes(sc.Tree.Get("web-router-service"), sc.Tree.Get("webserver"), main)
	for _, name := range others {
		srv := sc.Tree.Get("webserver", name)
		ws := WebServer{Name: name, Routes: mounted[name],
			Source: Source{Kind: FromFile, File: srv.Pos.File, Line: srv.Pos.Line, Col: srv.Pos.Col}}
		var err error
		if ws.TLSBind, err = serverBind(srv, name, "ssl-host", "ssl-port"); err != nil {
			return err
		}
		if ws.PlainBind, err = serverBind(srv, name, "host", "port"); err != nil {
			return err
		}
		sc.servers = append(sc.servers, ws)
		for _, r := range ws.Routes {
			if !slices.Contains(mounted[main], r) && !slices.Contains(sc.moved, r) {
				sc.moved = append(sc.moved, r)
			}
		}
	}
	return nil
}

// serverBind is a server's HOST:PORT from its host and port keys ("" when
// it has no port; the host defaults to 0.0.0.0 as for the main server).
func serverBind(srv *hocon.Value, name, hostKey, portKey string) (string, error) {
	port := srv.Get(portKey)
	if port == nil {
		return "", nil
	}
	if _, err := strconv.Atoi(confdText(port)); err != nil {
		return "", &Error{Setting: "bind", Source: Source{Kind: FromFile, File: port.Pos.File, Line: port.Pos.Line, Col: port.Pos.Col},
			Msg: fmt.Sprintf("webserver.%s.%s %q is not a port number", name, portKey, confdText(port))}
	}
	h := "0.0.0.0"
	if host := srv.Get(hostKey); host != nil {
		h = confdText(host)
	}
	return net.JoinHostPort(h, confdText(port)), nil
}

// serverRoutes maps each server name to the route prefixes web-routes.conf
// mounts on it. A service's value is its route on the default server, or
// an object {route, server}, or an object of named such objects (several
// routes of one service). A route without a server goes to the default
// server: the one with default-server true, else main.
func serverRoutes(routes, servers *hocon.Value, main string) map[string][]string {
	def := defaultServer(servers)
	if def == "" {
		def = main
	}
	out := map[string][]string{}
	add := func(v *hocon.Value) {
		route := v.Get("route")
		if route == nil {
			return
		}
		on := def
		if s := v.Get("server"); s != nil {
			on = confdText(s)
		}
		if r := confdText(route); !slices.Contains(out[on], r) {
			out[on] = append(out[on], r)
		}
	}
	if routes == nil || routes.Kind != hocon.Object {
		return out
	}
	for _, svc := range routes.Keys {
		v := routes.Fields[svc]
		switch {
		case v.Kind != hocon.Object:
			if r := confdText(v); !slices.Contains(out[def], r) {
				out[def] = append(out[def], r)
			}
		case v.Get("route") != nil:
			add(v)
		default:
			for _, k := range v.Keys {
				if f := v.Fields[k]; f.Kind == hocon.Object {
					add(f)
				}
			}
		}
	}
	return out
}
