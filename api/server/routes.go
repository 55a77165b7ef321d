package server

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/metrics"
)

// DefaultRules are Puppet Server 7's default auth.conf rules
// (auth.Defaults) plus rules for endpoints that file does not list:
// environment_classes, environment_modules, plans, environment_transports,
// the admin API's environment-cache, /metrics, and /pdb/query/v4 (the
// embedded store's answers to PuppetDB's query API, which Puppet Server
// does not serve). Puppet Server 7.9.5 with its default
// auth.conf denies these to every client, its own certificate included
// (checked), so they can only be used after editing auth.conf; Punch
// allows them to the server's own certificate and to certificates with
// pp_cli_auth=true (the rule Puppet Server's documentation suggests for
// the admin API), and to nobody else. They sort before "puppetlabs deny
// all".
func DefaultRules(serverCertname string) (*auth.Rules, error) {
	rules := auth.Defaults(serverCertname)
	// pp_cli_auth by its OID, which matches also where extensions have no
	// short names (the CA disabled, as Puppet Server's compile servers).
	admin := []auth.ACE{{Extensions: map[string][]string{ca.OIDCLIAuth.String(): {"true"}}}}
	if serverCertname != "" {
		admin = append(admin, auth.ACE{Certname: serverCertname})
	}
	m := func(path, typ string, methods ...string) auth.Match {
		return auth.Match{Path: path, Type: typ, Methods: methods}
	}
	rules = append(rules,
		auth.Rule{Name: "punch environment classes", SortOrder: 500, Match: m("/puppet/v3/environment_classes", "path", "get"), Allow: admin},
		auth.Rule{Name: "punch environment modules", SortOrder: 500, Match: m("/puppet/v3/environment_modules", "path", "get"), Allow: admin},
		auth.Rule{Name: "punch admin environment cache", SortOrder: 500, Match: m("/puppet-admin-api/v1/environment-cache", "path", "delete"), Allow: admin},
		auth.Rule{Name: "punch admin jruby pool", SortOrder: 500, Match: m("/puppet-admin-api/v1/jruby-pool", "path", "delete"), Allow: admin},
		auth.Rule{Name: "punch metrics", SortOrder: 500, Match: m("/metrics", "path", "get"), Allow: admin},
		auth.Rule{Name: "punch plans", SortOrder: 500, Match: m("/puppet/v3/plans", "path", "get"), Allow: admin},
		auth.Rule{Name: "punch environment transports", SortOrder: 500, Match: m("/puppet/v3/environment_transports", "path", "get"), Allow: admin},
		// PuppetDB's query API answered from the embedded store: nodes'
		// facts and catalogs, for the same clients as the admin API.
		auth.Rule{Name: "punch pdb query", SortOrder: 500, Match: m("/pdb/query/v4", "path", "get", "post"), Allow: admin},
	)
	return auth.New(rules)
}

// routes builds the router: the outer middleware (version header, request
// id, access log), metrics, authorization, limits, then the endpoints.
func (s *Server) routes() http.Handler {
	r := chi.NewRouter()
	r.Use(s.outer)
	hm := metrics.NewHTTPMetrics(s.reg, routePattern)
	r.Use(hm.Middleware)
	r.Use(s.headerIdentity)
	s.authzOIDNames()
	r.Use(s.authz.Middleware)
	r.Use(s.limits)

	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, prefixed(http.StatusNotFound, "No route for "+r.Method+" "+r.URL.EscapedPath()))
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusMethodNotAllowed, prefixed(http.StatusMethodNotAllowed, "No support for http method "+r.Method))
	})

	if s.cfg.CA != nil {
		r.Mount("/puppet-ca/v1", s.cfg.CA.Routes())
	} else if s.cfg.CARoutes != nil {
		r.Mount("/puppet-ca/v1", s.cfg.CARoutes)
	}
	r.Route("/puppet/v3", func(r chi.Router) {
		r.Get("/node/{certname}", s.getNode)
		r.Get("/catalog/{certname}", s.postCatalog)
		r.Post("/catalog/{certname}", s.postCatalog)
		r.Put("/facts/{certname}", s.putFacts)
		r.Put("/report/{certname}", s.putReport)
		r.Get("/environments", s.getEnvironments)
		r.Get("/environment_classes", s.getEnvironmentClasses)
		r.Get("/environment_modules", s.getEnvironmentModules)
		r.Get("/file_metadata/*", s.files.ServeFileMetadata)
		r.Get("/file_metadatas/*", s.files.ServeFileMetadatas)
		r.Get("/file_content/*", s.files.ServeFileContent)
		r.Get("/static_file_content/*", s.getStaticFileContent)
		if s.cfg.FileBucket != nil {
			r.Get("/file_bucket_file/*", s.getBucketFile)
			r.Head("/file_bucket_file/*", s.headBucketFile)
			r.Put("/file_bucket_file/*", s.putBucketFile)
		}
		r.Get("/tasks", s.getTasks)
		r.Get("/tasks/{module}/{name}", s.getTask)
		r.Get("/plans", s.getPlans)
		r.Get("/plans/{module}/{name}", s.getPlan)
		r.Get("/environment_transports", s.getEnvironmentTransports)
	})
	r.Post("/puppet/v4/catalog", s.postCatalogV4)
	r.Get("/status/v1/simple", s.statusSimple)
	r.Get("/status/v1/simple/{service}", s.statusSimple)
	r.Get("/status/v1/services", s.statusServices)
	r.Get("/status/v1/services/{service}", s.statusService)
	r.Delete("/puppet-admin-api/v1/environment-cache", s.deleteEnvironmentCache)
	r.Delete("/puppet-admin-api/v1/jruby-pool", s.deleteJRubyPool)
	r.Get("/metrics", s.reg.ServeHTTP)
	// PuppetDB's query API from the embedded store (pdbquery.go).
	r.Get("/pdb/query/v4", s.pdbQuery)
	r.Post("/pdb/query/v4", s.pdbQuery)
	r.Get("/pdb/query/v4/{entity}", s.pdbQuery)
	r.Post("/pdb/query/v4/{entity}", s.pdbQuery)
	return r
}

// authzOIDNames names certificate extensions for the authorization rules as
// Puppet Server does: its CA service authorizes every route (CA, agent,
// admin) with Puppet's short names and custom_trusted_oid_mapping.yaml's;
// with its CA disabled (a compile server: --ca false) extensions are known
// by dotted OID only, so a rule naming pp_role matches nothing there. Such
// rules are named in a warning.
func (s *Server) authzOIDNames() {
	if s.cfg.CA != nil || s.cfg.CARoutes == nil {
		s.authz.SetOIDNames(auth.PuppetOIDNames(s.cfg.OIDMapping))
		return
	}
	s.authz.SetOIDNames(nil)
	custom := auth.PuppetOIDNames(s.cfg.OIDMapping)
	for _, r := range s.authz.Rules().List() {
		for _, a := range append(append([]auth.ACE{}, r.Deny...), r.Allow...) {
			for name := range a.Extensions {
				for oid, short := range custom {
					if short == name {
						s.log.Warn().Str("rule", r.Name).Str("source", r.Source).Str("extension", name).Str("oid", oid).
							Msg("this authorization rule names a certificate extension by its short name, which matches nothing with the CA disabled (as on Puppet Server); name it by its OID")
					}
				}
			}
		}
	}
}
