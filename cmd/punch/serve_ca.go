package main

import (
	"context"
	"crypto/tls"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/server"
	"github.com/punch-dev/punch/environments/settings"
)

// serveCAFlags say whether punch serve is the CA, and where the CA is
// when it is not: --ca false makes a compile server that trusts the CA
// certificate and CRL it is given (localcacert, hostcrl), signs nothing
// and forwards an agent's certificate bootstrap to ca_server (or refuses
// every CA request when there is none), as docs/storeconfigs.md describes.
type serveCAFlags struct {
	// external is --ca false. Its zero value is Punch's default (serve is
	// the CA), so a serve that never registered the flags (tests calling
	// serve directly) runs the CA.
	external   bool
	server     string
	port       int
	crlRefresh time.Duration
	set        map[string]bool
}

func (f *serveCAFlags) register(fs *flag.FlagSet) {
	// A flag taking a value, so that `--ca false` reads as it does in
	// Puppet Server's docs (a Go bool flag would need --ca=false).
	fs.Var(caEnabledFlag{&f.external}, "ca", "true or false: run the certificate authority (false: a compile server whose CA is elsewhere; it trusts localcacert and hostcrl and signs nothing)")
	fs.StringVar(&f.server, "ca_server", "", "with --ca false: the CA server an agent's certificate requests are forwarded to (Puppet's ca_server; default: puppet.conf's, else none: CA requests are a 404)")
	fs.IntVar(&f.port, "ca_port", 8140, "with --ca false: the CA server's port (Puppet's ca_port)")
	fs.DurationVar(&f.crlRefresh, "crl_refresh_interval", 15*time.Minute, "with --ca false and a ca_server: how often to fetch a newer CRL from the CA server into hostcrl (0: never; the file is re-read whenever it changes)")
}

// caEnabledFlag reads --ca true|false into serveCAFlags.external (its
// negation).
type caEnabledFlag struct{ external *bool }

func (c caEnabledFlag) String() string {
	if c.external == nil || !*c.external {
		return "true"
	}
	return "false"
}

func (c caEnabledFlag) Set(v string) error {
	b, err := strconv.ParseBool(v)
	if err != nil {
		return fmt.Errorf("--ca takes true or false, not %q", v)
	}
	*c.external = !b
	return nil
}

// noteSet records which of the flags were given, for puppet.conf's values
// to apply to the others.
func (f *serveCAFlags) noteSet(fs *flag.FlagSet) {
	f.set = map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { f.set[fl.Name] = true })
}

// serveCASetup is the server's TLS identity and CA endpoints.
type serveCASetup struct {
	ca       *ca.CA       // nil with --ca false
	routes   http.Handler // /puppet-ca/v1 with --ca false
	tls      *tls.Config
	describe string
}

// setup opens the CA (creating it on first start), or with --ca false the
// given CA certificate, CRL and this server's certificate, and starts the
// CRL refresh, which ends with ctx.
func (f *serveCAFlags) setup(ctx context.Context, st *settings.Settings, log zerolog.Logger) (serveCASetup, error) {
	if !f.external {
		theCA, err := ca.Open(ca.Config{
			SSLDir:                       st.Ssldir,
			CADir:                        st.Cadir,
			Certname:                     st.Certname,
			DNSAltNames:                  st.DNSAltNames,
			Autosign:                     st.Autosign,
			TTL:                          st.CATTL,
			KeyLength:                    st.Keylength,
			AllowDuplicateCerts:          st.AllowDuplicateCerts,
			AllowSubjectAltNames:         st.AllowSubjectAltNames,
			AllowAuthorizationExtensions: st.AllowAuthorizationExtensions,
			PuppetVersion:                server.PuppetVersion,
			Logger:                       log,
		})
		if err != nil {
			return serveCASetup{}, fmt.Errorf("setting up the CA in %s: %w", st.Ssldir, err)
		}
		tlsCfg, err := theCA.TLSConfig()
		if err != nil {
			return serveCASetup{}, fmt.Errorf("loading the server certificate: %w", err)
		}
		return serveCASetup{ca: theCA, tls: tlsCfg, describe: "this server (" + theCA.Paths().CADir + ")"}, nil
	}
	caServer, caPort := f.server, f.port
	if !f.set["ca_server"] {
		// From puppet.conf only: Puppet's default ($server) is not a
		// CA server this one should forward to.
		if v, ok := st.Value("ca_server"); ok && st.Source("ca_server").Kind != settings.FromDefault {
			caServer = v
		}
	}
	if !f.set["ca_port"] {
		if v, ok := st.Value("ca_port"); ok && st.Source("ca_port").Kind != settings.FromDefault {
			p, err := strconv.Atoi(v)
			if err != nil || p <= 0 || p > 65535 {
				return serveCASetup{}, fmt.Errorf("ca_port %q in puppet.conf is not a port number", v)
			}
			caPort = p
		}
	}
	if caServer == st.Certname {
		return serveCASetup{}, fmt.Errorf("--ca false with ca_server = %s, this server's own certname: name the server that holds the CA, or run this one with --ca true", caServer)
	}
	trust, err := ca.OpenTrust(ca.TrustConfig{Certname: st.Certname, LocalCACert: st.Localcacert, HostCRL: st.Hostcrl,
		HostCert: st.Hostcert, HostKey: st.Hostprivkey, Logger: log})
	if err != nil {
		return serveCASetup{}, err
	}
	tlsCfg, err := trust.TLSConfig()
	if err != nil {
		return serveCASetup{}, err
	}
	if caServer == "" {
		log.Info().Msg("CA requests are refused with a 404 (no ca_server to forward them to): agents need ca_server set to the CA server")
		return serveCASetup{tls: tlsCfg, routes: ca.DisabledRoutes("", server.PuppetVersion), describe: "elsewhere (no ca_server)"}, nil
	}
	fw, err := ca.NewForwarder(ca.ForwarderConfig{Server: caServer, Port: caPort, PuppetVersion: server.PuppetVersion, Logger: log,
		TLS: &tls.Config{MinVersion: tls.VersionTLS12, RootCAs: trust.CertPool(), Certificates: []tls.Certificate{trust.Certificate()}}})
	if err != nil {
		return serveCASetup{}, err
	}
	if f.crlRefresh < 0 {
		return serveCASetup{}, errors.New("--crl_refresh_interval must not be negative")
	}
	if f.crlRefresh > 0 {
		go fw.RefreshCRL(ctx, trust, f.crlRefresh)
	}
	log.Info().Str("ca_server", fw.URL()).Dur("crl_refresh_interval", f.crlRefresh).
		Msg("an agent's certificate requests are forwarded to the CA server; certificate administration there only")
	return serveCASetup{tls: tlsCfg, routes: fw.Routes(), describe: fw.URL()}, nil
}
