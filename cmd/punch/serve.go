package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"syscall"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/server"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/compiler/util/hostnet"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/settings"
)

func init() {
	register(&command{
		name:    "serve",
		summary: "serve Puppet Server's API (CA, catalogs, files, reports) to Puppet agents",
		run:     runServe,
	})
}

const serveUsage = `Usage: punch serve [flags]

Serve Puppet Server's HTTPS API to Puppet 7 agents: the CA, node
classification, catalogs, file serving (pluginsync and puppet:/// sources),
facts and reports, environments, status, the admin API and /metrics.

It takes Puppet's settings as flags (--environmentpath, --ssldir, --certname,
--dns_alt_names, --autosign, --node_terminus, --external_nodes, --vardir,
--config FILE for a puppet.conf, ...) and Punch's own: --bind ADDR:PORT,
--max_compiles, --max_queued_compiles, --max_connections,
--max_connections_per_address, --max_request_body, --max_request_bodies,
--max_memory, --max_value_size, --regexp_timeout, --request_timeout,
--log_level, --log_format, and --auth_config
FILE (Puppet Server's auth.conf).

Like Puppet Server it reads $confdir/puppet.conf and Puppet Server's conf.d
(--puppetserver_confdir; /etc/puppet/puppetserver/conf.d on Debian,
/etc/puppetlabs/puppetserver/conf.d otherwise) when they exist: every key
with a Punch counterpart is honoured, the others are named in a warning.
'punch config print --serverconf' shows the result.

Reports are kept in Punch's store; the reports setting adds Puppet's
processors: store (YAML under --reportdir), http (to --reporturl), log.

Backed-up files (filebucket, backup => 'main') are kept in --bucketdir
(default $vardir/bucket); custom file server mounts come from
--fileserverconfig (default $confdir/fileserver.conf).

A compile server whose CA is elsewhere runs with --ca false: it trusts the
CA certificate and CRL in its ssldir (localcacert, hostcrl; the CRL is
re-read when it changes, and fetched from --ca_server every
--crl_refresh_interval), signs nothing, creates no CA, forwards an agent's
certificate bootstrap to --ca_server (--ca_port) and refuses certificate
administration with a 404. See docs/storeconfigs.md ("Several compile
servers").

Signals: SIGTERM or SIGINT stop accepting connections and finish the requests
in flight; SIGHUP flushes the environment cache (and re-reads --auth_config
and the fileserver.conf).
See docs/server.md.
`

func runServe(args []string, stdout, stderr io.Writer) int {
	fs, st := compilecmd.SettingsFlags("serve", stderr)
	// The command's flags are its own (never package variables: tests run
	// the command in parallel in one process).
	var f serveFlags
	f.storeconfigs.register(fs) // storeconfigs.go
	f.storeconfigs.registerTTL(fs)
	f.ca.register(fs) // serve_ca.go
	authConfig := fs.String("auth_config", "", "authorization rules file: Puppet Server's auth.conf (HOCON), or the same structure as YAML (.yaml); default: conf.d's auth.conf, else Puppet Server's default rules")
	grace := fs.Duration("shutdown_grace", 60*time.Second, "how long a shutdown waits for requests in flight")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the whole run to this file (go tool pprof)")
	fs.Usage = func() {
		fmt.Fprint(stderr, serveUsage)
		fmt.Fprintln(stderr, "\nFlags:")
		printFlags(fs)
	}
	if status, ok := compilecmd.ParseFlags(fs, args); !ok {
		return status
	}
	f.ca.noteSet(fs)
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "Error: unexpected argument %q; punch serve takes only flags\n", fs.Arg(0))
		return 2
	}
	// As Puppet Server: its conf.d (puppetserver.conf, webserver.conf,
	// auth.conf, ...) when the directory exists.
	st.ReadServerConf()
	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: the configuration is not valid:\n%v\n", err)
		return 1
	}
	if err := f.storeconfigs.applySettings(st); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	log, err := newLogger(stderr, st.LogFormat, st.LogLevel)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 2
	}
	for _, m := range st.Messages() {
		if m.Level == settings.Warning {
			log.Warn().Str("setting", m.Setting).Msg(m.String())
		} else {
			log.Debug().Str("setting", m.Setting).Msg(m.String())
		}
	}
	// Every file a compile reads, and generate()'s output, is bounded;
	// so are the values it builds and the memory they take.
	applyCompileLimits(st)
	if os.Getenv("GOMEMLIMIT") == "" {
		// The soft memory limit: the collector works harder as the heap
		// nears it and returns memory to the system, instead of letting
		// GOGC=400 grow the heap fivefold after a burst of large uploads.
		// Go's limit covers the memory its runtime manages; a tenth is
		// left for what it does not see (thread stacks of cgo-free
		// syscalls, fragmentation), so the process stays under max_memory.
		debug.SetMemoryLimit(st.MaxMemory / 10 * 9)
	}
	if os.Getenv("GOGC") == "" {
		// Collecting less often than Go's default saves 10-20% of the CPU
		// per catalog; the tuner bounds what that costs in memory
		// (gctune.go).
		defer startGCTuner(serveGCPercent, serveGCHeadroom)()
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "Error: --cpuprofile: %v\n", err)
			return 1
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "Error: --cpuprofile: %v\n", err)
			return 1
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	if err := serve(ctx, st, *authConfig, *grace, &f, log); err != nil {
		log.Error().Err(err).Msg("punch serve stopped with an error")
		return 1
	}
	return 0
}

// serveFlags are punch serve's flags beyond the settings.
type serveFlags struct {
	storeconfigs storeconfigsFlags
	ca           serveCAFlags
}

// serve runs the server until ctx is done.
func serve(ctx context.Context, st *settings.Settings, authConfig string, grace time.Duration, f *serveFlags, log zerolog.Logger) error {
	if len(st.EnvironmentPath) == 0 {
		return errors.New("no environmentpath: give --environmentpath DIR (a directory holding one directory per environment)")
	}
	reg, err := environments.New(environments.Options{Settings: st, Logger: log})
	if err != nil {
		return err
	}
	names, err := reg.List()
	if err != nil {
		return fmt.Errorf("reading the environmentpath: %w", err)
	}
	if len(names) == 0 {
		log.Warn().Strs("environmentpath", st.EnvironmentPath).
			Msg("no environments found: agents will get 404s until a directory such as production/ is created there")
	}

	caCtx, stopCA := context.WithCancel(ctx)
	defer stopCA()
	cas, err := f.ca.setup(caCtx, st, log) // serve_ca.go
	if err != nil {
		return err
	}

	db, err := store.Open(st.Vardir, store.Options{SyncInterval: f.storeconfigs.syncInterval}) // --store_sync_interval (storeconfigs.go)
	if err != nil {
		return err
	}
	defer db.Close()
	bucket, err := store.OpenFileBucket(st.Bucketdir, "")
	if err != nil {
		return err
	}

	var classifier *enc.Classifier
	if st.NodeTerminus == "exec" {
		classifier, err = enc.New(st.ExternalNodes, st.ENCTimeout)
		if err != nil {
			return err
		}
		if err := classifier.Check(); err != nil {
			return err
		}
	}

	if authConfig == "" {
		if sc := st.ServerConf(); sc != nil && sc.AuthFile != "" {
			authConfig = sc.AuthFile // Puppet Server's own auth.conf
		}
	}
	loadRules := func() (*auth.Rules, error) {
		var rules *auth.Rules
		var err error
		if authConfig == "" {
			rules, err = server.DefaultRules(st.Certname)
		} else {
			var rs []auth.Rule
			if rs, err = auth.LoadFile(authConfig); err == nil {
				rules, err = auth.New(rs)
			}
		}
		if err != nil || st.ServerConf() == nil {
			return rules, err
		}
		// Puppet Server 7's deprecated client whitelists (ca.conf's
		// certificate-status, puppet-admin) decide before auth.conf.
		wls, err := auth.ClientWhitelists(st.ServerConf().Tree)
		if err != nil {
			return nil, err
		}
		return rules.WithWhitelists(wls)
	}
	rules, err := loadRules()
	if err != nil {
		return err
	}

	// report_include_system_store (Puppet's, default false): the http
	// report processor trusts the system's CAs besides localcacert.
	includeSystemStore := false
	if v, ok := st.Value("report_include_system_store"); ok {
		if includeSystemStore, err = strconv.ParseBool(v); err != nil {
			return fmt.Errorf("report_include_system_store %q: want true or false", v)
		}
	}
	oidMapping, err := server.LoadOIDMapping(st.TrustedOIDMappingFile)
	if err != nil {
		return err
	}
	host, _, err := net.SplitHostPort(st.Bind)
	if err != nil {
		return fmt.Errorf("--bind %q: %v (give ADDR:PORT, e.g. 0.0.0.0:8140)", st.Bind, err)
	}
	// Puppet Server gives $serverip and $serverip6 from Facter's
	// ipaddress and ipaddress6 of its host; a server bound to one address
	// gives that one instead.
	serverIP, serverIP6 := hostnet.Primary()
	if ip := net.ParseIP(host); ip != nil && !ip.IsUnspecified() {
		serverIP, serverIP6 = ip.String(), ""
	}
	// Puppet reports its codedir as the (empty) plugins directory of an
	// environment without modules; it must exist for agents to pluginsync.
	codedir := st.Codedir
	if fi, err := os.Stat(codedir); err != nil || !fi.IsDir() {
		codedir = st.EnvironmentPath[0]
	}
	storeConfigs, stopStoreConfigs, err := f.storeconfigs.serverConfig(st, db, log) // storeconfigs.go
	if err != nil {
		return err
	}
	defer stopStoreConfigs()
	var backend puppetdb.Backend
	if storeConfigs != nil {
		backend = storeConfigs.Backend
	}
	pdbQuery, err := f.storeconfigs.queryClient(st, backend, log) // storeconfigs.go
	if err != nil {
		return err
	}
	versionedCode, err := st.ServerConf().VersionedCode()
	if err != nil {
		return fmt.Errorf("Puppet Server configuration: %v", err)
	}
	srv, err := server.New(server.Config{
		VersionedCode:            versionedCode,
		StoreConfigs:             storeConfigs,
		PuppetDB:                 pdbQuery,
		Environments:             reg,
		CA:                       cas.ca,
		CARoutes:                 cas.routes,
		Store:                    db,
		FileBucket:               bucket,
		FileserverConfig:         st.Fileserverconfig,
		Rules:                    rules,
		Classifier:               classifier,
		Certname:                 st.Certname,
		CodeDir:                  codedir,
		ServerIP:                 serverIP,
		ServerIP6:                serverIP6,
		DefaultEnvironment:       st.Environment,
		StrictVariables:          st.StrictVariables,
		MaxCompiles:              st.MaxCompiles,
		MaxQueuedCompiles:        st.MaxQueuedCompiles,
		MaxConnections:           st.MaxConnections,
		MaxRequestBody:           st.MaxRequestBody,
		RequestTimeout:           st.RequestTimeout,
		MaxRequestBodies:         st.MaxRequestBodies,
		OIDMapping:               oidMapping,
		HeaderCertInfo:           headerCertInfo(st, log),
		TrustedExternalCommand:   st.TrustedExternalCommand,
		TLSHandshakeTimeout:      st.TLSHandshakeTimeout,
		MaxConnectionsPerAddress: st.MaxConnectionsPerAddress,
		Reports: server.ReportOptions{Processors: st.Reports, Dir: st.Reportdir, URL: st.ReportURL,
			Keep: st.ReportKeep, TTL: st.ReportTTL, CAFile: st.Localcacert, IncludeSystemStore: includeSystemStore,
			CertFile: st.Hostcert, KeyFile: st.Hostprivkey,
			ConnectTimeout: st.HTTPConnectTimeout, ReadTimeout: st.HTTPReadTimeout},
		Logger: log,
	})
	if err != nil {
		return err
	}

	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	go func() {
		for range hup {
			srv.FlushEnvironments("")
			_ = srv.ReloadFileserverConfig() // logs its own errors
			if authConfig != "" {
				rs, err := loadRules()
				if err != nil {
					log.Error().Err(err).Str("file", authConfig).Msg("could not re-read the authorization rules; keeping the previous ones (fix the file and send SIGHUP again)")
					continue
				}
				srv.Authorizer().SetRules(rs)
				log.Info().Str("file", authConfig).Msg("authorization rules re-read")
			}
		}
	}()

	// webserver.conf's multi-server form: the main listener does not
	// answer the routes web-routes.conf mounts on other servers only, and
	// each other server gets a listener of its own with its routes.
	sc := st.ServerConf()
	var mainRoutes func(string) bool
	if moved := sc.MovedRoutes(); len(moved) > 0 {
		mainRoutes = server.MountedRoutes(nil, moved)
	}
	ln, err := net.Listen("tcp", st.Bind)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w (is another server running there? choose another with --bind)", st.Bind, err)
	}
	hs := srv.HTTPServerMounted(st.Bind, mainRoutes)
	hs.TLSConfig = cas.tls
	ev := log.Info().Str("bind", ln.Addr().String()).Str("certname", st.Certname).
		Strs("environmentpath", st.EnvironmentPath).Strs("environments", names).
		Str("ssldir", st.Ssldir).Str("ca", cas.describe).Str("vardir", st.Vardir).Int("max_compiles", st.MaxCompiles).Int("max_connections", st.MaxConnections).
		Int64("max_memory", st.MaxMemory).Strs("reports", st.Reports)
	if authConfig != "" {
		ev = ev.Str("auth_config", authConfig)
	}
	if c := st.Config; c != "" {
		ev = ev.Str("config", c)
	}
	if classifier != nil {
		ev = ev.Str("external_nodes", classifier.Command())
	}
	ev.Msgf("punch serve listening on https://%s", ln.Addr().String())
	var others []otherListener
	if st.HTTPBind != "" {
		others = append(others, otherListener{bind: st.HTTPBind, setting: "http_bind", routes: mainRoutes,
			msg: "plain HTTP on http://%s for a TLS-terminating load balancer (allow it only from the balancer)"})
	}
	for _, ws := range sc.OtherServers() {
		routes := server.MountedRoutes(append([]string{}, ws.Routes...), nil)
		name := "webserver." + ws.Name
		if ws.TLSBind != "" {
			others = append(others, otherListener{bind: ws.TLSBind, setting: name, routes: routes, tls: cas.tls, mounted: ws.Routes,
				msg: "also listening on https://%s (" + name + " of webserver.conf) for the routes web-routes.conf mounts there"})
		}
		if ws.PlainBind != "" {
			others = append(others, otherListener{bind: ws.PlainBind, setting: name, routes: routes, mounted: ws.Routes,
				msg: "also listening on http://%s (" + name + " of webserver.conf) for the routes web-routes.conf mounts there"})
		}
	}
	for _, o := range others {
		oln, err := net.Listen("tcp", o.bind)
		if err != nil {
			ln.Close()
			return fmt.Errorf("cannot listen on %s (%s): %w", o.bind, o.setting, err)
		}
		ohs := srv.HTTPServerMounted(o.bind, o.routes)
		ohs.TLSConfig = o.tls
		octx, ocancel := context.WithCancel(ctx)
		defer ocancel()
		go func() {
			if err := srv.ServeOther(octx, ohs, oln, grace); err != nil && !errors.Is(err, http.ErrServerClosed) {
				log.Error().Err(err).Str("bind", o.bind).Str("setting", o.setting).Msg("a listener stopped; the others go on")
			}
		}()
		oev := log.Info().Str("bind", oln.Addr().String()).Str("setting", o.setting)
		if o.setting == "http_bind" {
			oev = oev.Bool("allow_header_cert_info", st.AllowHeaderCertInfo)
		}
		if o.mounted != nil {
			oev = oev.Strs("routes", o.mounted)
		}
		oev.Msgf(o.msg, oln.Addr().String())
	}
	return srv.Serve(ctx, hs, ln, grace)
}

// otherListener is a listener besides bind: http_bind, or a second server
// of webserver.conf's multi-server form.
type otherListener struct {
	bind, setting, msg string
	routes             func(string) bool
	tls                *tls.Config
	mounted            []string
}

// headerCertInfo is where identities come from on the http_bind
// listener: the proxy's headers when allow_header_cert_info is true.
func headerCertInfo(st *settings.Settings, log zerolog.Logger) *server.HeaderCertInfo {
	if !st.AllowHeaderCertInfo {
		return nil
	}
	if st.HTTPBind == "" {
		log.Warn().Str("setting", "allow_header_cert_info").
			Msg("allow_header_cert_info is true but there is no http_bind listener: identities come from TLS only (set http_bind, Puppet Server's webserver host/port, for a TLS-terminating load balancer)")
		return nil
	}
	return &server.HeaderCertInfo{VerifyHeader: st.SSLClientVerifyHeader, DNHeader: st.SSLClientHeader}
}
