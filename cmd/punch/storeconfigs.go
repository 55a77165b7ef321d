package main

import (
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/server"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/api/store/pdbquery"
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/environments/settings"
)

// storeconfigsFlags are Puppet's storeconfigs settings and the terminus's
// puppetdb.conf settings as flags; the flags win over puppet.conf
// (storeconfigs, storeconfigs_backend) and puppetdb.conf.
type storeconfigsFlags struct {
	set map[string]string
	// nodeTTL and purgeTTL are PuppetDB's node_ttl and node_purge_ttl for
	// the embedded store (punch serve).
	nodeTTL, purgeTTL time.Duration
	// syncInterval is punch serve's store.Options.SyncInterval.
	syncInterval time.Duration
}

// storeconfigsFlag is one of them.
type storeconfigsFlag struct {
	f      *storeconfigsFlags
	name   string
	isBool bool
}

func (s *storeconfigsFlag) String() string {
	if s == nil || s.f == nil {
		return ""
	}
	return s.f.set[s.name]
}

func (s *storeconfigsFlag) Set(v string) error {
	if s.f.set == nil {
		s.f.set = map[string]string{}
	}
	if s.isBool {
		if _, err := strconv.ParseBool(v); err != nil {
			return fmt.Errorf("--%s takes true or false, not %q", s.name, v)
		}
	}
	s.f.set[s.name] = v
	return nil
}

func (s *storeconfigsFlag) IsBoolFlag() bool { return s.isBool }

func (f *storeconfigsFlags) register(fl *flag.FlagSet) {
	for _, d := range []struct {
		name, usage string
		isBool      bool
	}{
		{"storeconfigs", "store catalogs and exports, and collect other nodes' exported resources (Puppet's storeconfigs)", true},
		{"storeconfigs_backend", "where: punch (the embedded store in --vardir, the default) or puppetdb", false},
		{"server_urls", "PuppetDB's URLs, comma-separated (puppetdb.conf's server_urls)", false},
		{"server_url_timeout", "seconds to wait for each PuppetDB request (puppetdb.conf's server_url_timeout; default 30)", false},
		{"soft_write_failure", "log a failed write to PuppetDB instead of failing (puppetdb.conf's soft_write_failure)", true},
	} {
		fl.Var(&storeconfigsFlag{f: f, name: d.name, isBool: d.isBool}, d.name, d.usage)
		if hy := strings.ReplaceAll(d.name, "_", "-"); hy != d.name {
			fl.Var(&storeconfigsFlag{f: f, name: d.name, isBool: d.isBool}, hy, "same as --"+d.name)
		}
	}
}

// registerTTL adds --node_ttl, --node_purge_ttl and --store_sync_interval
// (punch serve).
func (f *storeconfigsFlags) registerTTL(fl *flag.FlagSet) {
	fl.DurationVar(&f.nodeTTL, "node_ttl", 0, "embedded store: deactivate nodes that sent nothing for this long (PuppetDB's node_ttl; 0: never)")
	fl.DurationVar(&f.purgeTTL, "node_purge_ttl", 0, "embedded store: delete nodes deactivated for this long (PuppetDB's node_purge_ttl; 0: never)")
	fl.DurationVar(&f.syncInterval, "store_sync_interval", 0, "the store (facts, catalogs, reports, exports): sync the file to disk this often instead of at every write "+
		"(writes still survive kill -9 of punch serve, not a power loss, and cost ~0.3 ms instead of 2-5 ms on a busy disk; 0: every write synced)")
}

// value is a setting's value: the flag, else puppet.conf (for the two
// Puppet settings), else "".
func (f *storeconfigsFlags) value(st *settings.Settings, name string) string {
	if v, ok := f.set[name]; ok {
		return v
	}
	// Only what a file or a flag set: since every Puppet setting has
	// Puppet's default (dc2bd2ea), storeconfigs_backend would otherwise be
	// Puppet's "puppetdb" when nothing sets it, where Punch's default is
	// its embedded store (--storeconfigs alone went to PuppetDB at
	// puppetdb:8081: TestRealAgentsStoreconfigs).
	if (name == "storeconfigs" || name == "storeconfigs_backend") && st.Source(name).Kind != settings.FromDefault {
		if v, ok := st.Value(name); ok {
			return v
		}
	}
	return ""
}

// applySettings gives the settings the storeconfigs and
// storeconfigs_backend flags, so that $settings::storeconfigs is true with
// --storeconfigs as with Puppet's (modules branch on it before calling
// puppetdb_query: QA-SITE-3 F3).
func (f *storeconfigsFlags) applySettings(st *settings.Settings) error {
	for _, name := range []string{"storeconfigs", "storeconfigs_backend"} {
		if v, ok := f.set[name]; ok {
			if err := st.SetUnmodelled(name, v, "--"+name); err != nil {
				return err
			}
		}
	}
	return nil
}

// enabled reports whether storeconfigs is on.
func (f *storeconfigsFlags) enabled(st *settings.Settings) bool {
	b, _ := strconv.ParseBool(f.value(st, "storeconfigs"))
	return b
}

// openBackend opens the configured storeconfigs backend; close releases
// it. The embedded store takes the vardir's store file, which only one
// process may hold (a running punch serve with the same --vardir).
func (f *storeconfigsFlags) openBackend(st *settings.Settings, log zerolog.Logger) (b puppetdb.Backend, closeFn func(), err error) {
	switch backend := f.value(st, "storeconfigs_backend"); backend {
	case "", "punch":
		db, err := store.Open(st.Vardir, store.Options{})
		if err != nil {
			return nil, nil, err
		}
		return &puppetdb.Embedded{Store: db}, func() { db.Close() }, nil
	case "puppetdb":
		c, err := f.client(st, log)
		if err != nil {
			return nil, nil, err
		}
		return c, func() {}, nil
	default:
		return nil, nil, fmt.Errorf("storeconfigs_backend %q: Punch knows punch (its embedded store) and puppetdb", backend)
	}
}

// client makes a PuppetDB client from $confdir/puppetdb.conf and the flags,
// with the TLS identity of the settings' certname (ssldir).
func (f *storeconfigsFlags) client(st *settings.Settings, log zerolog.Logger) (*puppetdb.Client, error) {
	cfg, err := puppetdb.LoadConfig(filepath.Join(st.Confdir, "puppetdb.conf"), func(w string) { log.Warn().Msg(w) })
	if err != nil {
		return nil, err
	}
	for _, name := range []string{"server_urls", "server_url_timeout", "soft_write_failure"} {
		if v, ok := f.set[name]; ok {
			if err := cfg.Set(name, v); err != nil {
				return nil, fmt.Errorf("--%s: %w", name, err)
			}
		}
	}
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("puppetdb.conf with the flags: %w", err)
	}
	tc, err := puppetdbTLS(st, cfg)
	if err != nil {
		return nil, err
	}
	return puppetdb.NewClient(cfg, tc, st.Certname, log), nil
}

// puppetdbTLS is the TLS configuration for PuppetDB's HTTPS URLs: the CA
// certificate (localcacert) and this host's certificate and key, which
// PuppetDB asks of its clients; nil when every URL is plain HTTP.
func puppetdbTLS(st *settings.Settings, cfg puppetdb.Config) (*tls.Config, error) {
	https := false
	for _, u := range cfg.ServerURLs {
		if u.Scheme == "https" {
			https = true
		}
	}
	if !https {
		return nil, nil
	}
	pool, err := ca.LoadCertPool(st.Localcacert, nil)
	if err != nil {
		return nil, fmt.Errorf("PuppetDB over HTTPS needs the CA certificate (localcacert): %w", err)
	}
	tc := &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	cert, err := tls.LoadX509KeyPair(st.Hostcert, st.Hostprivkey)
	switch {
	case err == nil:
		tc.Certificates = []tls.Certificate{cert}
	case errors.Is(err, os.ErrNotExist):
		// PuppetDB's stock auth.conf wants a client certificate for most
		// endpoints; without one its refusals say so.
	default:
		return nil, fmt.Errorf("PuppetDB over HTTPS: this host's certificate %s / key %s: %w", st.Hostcert, st.Hostprivkey, err)
	}
	return tc, nil
}

// queryClient is the PuppetDB that answers puppetdb_query: the storeconfigs
// backend when it is PuppetDB, else the PuppetDB of $confdir/puppetdb.conf
// or --server_urls when either is given (as the terminus's function, which
// needs puppetdb.conf, not storeconfigs), else the embedded store when it
// is the storeconfigs backend (api/store/pdbquery answers PuppetDB's query
// languages from it); nil when there is none (the function then fails
// saying so).
func (f *storeconfigsFlags) queryClient(st *settings.Settings, backend puppetdb.Backend, log zerolog.Logger) (functions.PuppetDBQuerier, error) {
	if c, ok := backend.(*puppetdb.Client); ok {
		return c, nil
	}
	if _, ok := f.set["server_urls"]; !ok {
		if _, err := os.Stat(filepath.Join(st.Confdir, "puppetdb.conf")); err != nil {
			if e, ok := backend.(*puppetdb.Embedded); ok {
				return &pdbquery.Querier{Store: e.Store, Producer: st.Certname}, nil
			}
			return nil, nil
		}
	}
	c, err := f.client(st, log)
	if err != nil {
		return nil, fmt.Errorf("puppetdb_query's PuppetDB: %w", err)
	}
	return c, nil
}

// serverConfig is punch serve's storeconfigs: nil when off; with the
// embedded backend, db (the server's own store) keeps the exports, and
// node_ttl/node_purge_ttl (flags) are applied every hour; stop ends that.
func (f *storeconfigsFlags) serverConfig(st *settings.Settings, db *store.Store, log zerolog.Logger) (*server.StoreConfigs, func(), error) {
	if !f.enabled(st) {
		return nil, func() {}, nil
	}
	reports := false
	for _, p := range st.Reports {
		if strings.TrimSpace(p) == "puppetdb" {
			reports = true
		}
	}
	switch backend := f.value(st, "storeconfigs_backend"); backend {
	case "", "punch":
		stop := make(chan struct{})
		if f.nodeTTL > 0 || f.purgeTTL > 0 {
			go func() {
				t := time.NewTicker(time.Hour)
				defer t.Stop()
				for {
					deact, purged, err := db.ExpireNodes(time.Now(), f.nodeTTL, f.purgeTTL)
					if err != nil {
						log.Error().Err(err).Msg("could not expire nodes (node_ttl, node_purge_ttl)")
					} else if len(deact)+len(purged) > 0 {
						log.Info().Strs("deactivated", deact).Strs("purged", purged).Msg("expired nodes (node_ttl, node_purge_ttl)")
					}
					select {
					case <-stop:
						return
					case <-t.C:
					}
				}
			}()
		}
		log.Info().Str("store", db.Path()).Msg("storeconfigs on, in the embedded store")
		return &server.StoreConfigs{Backend: &puppetdb.Embedded{Store: db, ExportsOnly: true}, Producer: st.Certname},
			func() { close(stop) }, nil
	case "puppetdb":
		c, err := f.client(st, log)
		if err != nil {
			return nil, nil, err
		}
		urls := make([]string, len(c.Config().ServerURLs))
		for i, u := range c.Config().ServerURLs {
			urls[i] = u.String()
		}
		log.Info().Strs("server_urls", urls).Bool("soft_write_failure", c.Config().SoftWriteFailure).
			Dur("server_url_timeout", c.Config().Timeout).Bool("reports", reports).Msg("storeconfigs on, in PuppetDB")
		return &server.StoreConfigs{Backend: c, Reports: reports, Producer: st.Certname}, func() {}, nil
	default:
		return nil, nil, fmt.Errorf("storeconfigs_backend %q: Punch knows punch (its embedded store) and puppetdb", backend)
	}
}
