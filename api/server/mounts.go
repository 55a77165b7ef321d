package server

import (
	"net/http"
	"strings"
)

// HTTPServerMounted is HTTPServer for a listener that answers only some
// routes: with webserver.conf's multi-server form, Jetty answers on each
// server the services web-routes.conf mounts there and 404 for the rest
// (SIMP: /puppet-ca on a second server, port 8141, and not on 8140). serve
// says whether a request path is mounted on this listener; nil serves all.
func (s *Server) HTTPServerMounted(addr string, serve func(path string) bool) *http.Server {
	hs := s.HTTPServer(addr)
	if serve == nil {
		return hs
	}
	h := hs.Handler
	hs.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !serve(r.URL.Path) {
			// Before the middleware: no identity, limits or metrics for a
			// path this listener does not have, as Jetty has no handler.
			s.log.Debug().Str("addr", addr).Str("path", r.URL.EscapedPath()).
				Msg("404: this listener does not serve that route (web-routes.conf mounts it on another server of webserver.conf)")
			writeError(w, http.StatusNotFound, prefixed(http.StatusNotFound, "No route for "+r.Method+" "+r.URL.EscapedPath()))
			return
		}
		h.ServeHTTP(w, r)
	})
	return hs
}

// MountedRoutes is the serve function of HTTPServerMounted for route
// prefixes: a path is served when it is one of them or below one ("" is
// the legacy routes' mount point: everything), and is not below one of
// except (routes mounted only on other servers).
func MountedRoutes(routes, except []string) func(path string) bool {
	under := func(path, route string) bool {
		route = strings.TrimSuffix(route, "/")
		return route == "" || path == route || strings.HasPrefix(path, route+"/")
	}
	return func(path string) bool {
		for _, r := range except {
			if r != "" && under(path, r) {
				return false
			}
		}
		if routes == nil {
			return true
		}
		for _, r := range routes {
			if under(path, r) {
				return true
			}
		}
		return false
	}
}
