package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/environments/settings"
)

func init() {
	register(&command{
		name:    "ca",
		summary: "manage the certificate authority (list, sign, revoke, clean, generate, setup, import, prune)",
		run:     runCA,
	})
}

const caUsage = `Usage: punch ca ACTION [flags]

Manage Punch's certificate authority offline, like 'puppetserver ca'. It is
safe to run while 'punch serve' uses the same ssldir: changes are made under
the CA's lock file.

Actions:
  list      [--all | --certname NAME[,NAME]] [--format text|json]
            List pending requests (--all: also signed and revoked).
  sign      --certname NAME[,NAME] | --all  [--ttl 5y]
            Sign pending certificate requests.
  revoke    --certname NAME[,NAME]
            Revoke signed certificates (they stay in the CA; the CRL lists them).
  clean     --certname NAME[,NAME]
            Revoke and delete certificates and pending requests, so the
            nodes can request new ones.
  generate  --certname NAME[,NAME] [--subject-alt-names NAME[,NAME]] [--ca-client]
            Create a key and a signed certificate in the ssldir.
  setup     [--certname NAME] [--subject-alt-names NAME[,NAME]] [--ca-name NAME]
            (--ca-name is the ca_name setting, as for every action)
            Create a new CA and the server's certificate (refused when any
            of their files exists), as punch serve does at its first start.
  import    --cert-bundle FILE --private-key FILE --crl-chain FILE
            [--certname NAME] [--subject-alt-names NAME[,NAME]]
            Bring in an external or intermediate CA (its certificate bundle
            up to the root, its key, the CRLs of the chain) and create the
            server's certificate signed by it, as 'puppetserver ca import'
            (refused when any of the files it writes exists).
  prune     Remove duplicate revocations from the CA's CRL.

Common flags:
  --config FILE  puppet.conf to read (default: Puppet's, as punch serve reads it)
  --ssldir DIR   SSL directory (default: the ssldir setting, as punch serve;
                 $PUNCH_SSLDIR when set and no --ssldir or puppet.conf value)
  --cadir DIR    CA directory (default: the cadir setting, as punch serve)
  --log-level L  log level for CA messages on stderr (default warn)
Every other Puppet setting is a flag too, except certname: as in
'puppetserver ca', --certname names the certificates to act on.

Exit status: 0 success, 1 error, 24 nothing to do (no pending request to
sign, or a revoke of a certificate that is not signed).
`

// caFlags are the flags every action takes.
type caFlags struct {
	fs        *flag.FlagSet
	st        *settings.Settings
	certnames string
	all       bool
	format    string
	ttl       string
	altNames  string
	caClient  bool
	// import's files
	certBundle, privateKey, crlChain string
}

func newCAFlags(action string) *caFlags {
	f := &caFlags{fs: flag.NewFlagSet("punch ca "+action, flag.ContinueOnError), st: settings.New()}
	f.fs.SetOutput(io.Discard)
	// Puppet's settings (--config, --ssldir, --cadir, --log_level, ...),
	// read with puppet.conf as punch serve reads them, so that both find
	// the same CA.
	f.st.RegisterFlags(f.fs, "certname")
	f.fs.StringVar(&f.certnames, "certname", "", "certificate name(s), comma-separated")
	switch action {
	case "list":
		f.fs.BoolVar(&f.all, "all", false, "list all certificates")
		f.fs.StringVar(&f.format, "format", "text", "text or json")
	case "sign":
		f.fs.BoolVar(&f.all, "all", false, "sign all pending requests")
		f.fs.StringVar(&f.ttl, "ttl", "", "lifetime of the certificates (e.g. 90d, 5y)")
	case "generate":
		f.fs.StringVar(&f.altNames, "subject-alt-names", "", "alternative names, comma-separated (DNS names or IP:addr)")
		f.fs.BoolVar(&f.caClient, "ca-client", false, "allow the certificate to use the CA admin API (pp_cli_auth)")
	case "setup":
		f.fs.StringVar(&f.altNames, "subject-alt-names", "", "alternative names of the server's certificate, comma-separated")
	case "import":
		f.fs.StringVar(&f.altNames, "subject-alt-names", "", "alternative names of the server's certificate, comma-separated")
		f.fs.StringVar(&f.certBundle, "cert-bundle", "", "the CA's certificate and those above it up to the root (PEM)")
		f.fs.StringVar(&f.privateKey, "private-key", "", "the CA's private key (PEM)")
		f.fs.StringVar(&f.crlChain, "crl-chain", "", "the CRLs of the chain (PEM)")
	}
	return f
}

func (f *caFlags) names() []string {
	var out []string
	for _, n := range strings.Split(f.certnames, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

func runCA(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, caUsage)
		return 1
	}
	action := args[0]
	switch action {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, caUsage)
		return 0
	case "list", "sign", "revoke", "clean", "generate", "setup", "import", "prune":
	default:
		fmt.Fprintf(stderr, "Error:\n    Unknown action %q\n\n%s", action, caUsage)
		return 1
	}
	f := newCAFlags(action)
	settings.RegisterPuppetFlags(f.fs)
	if err := f.fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(stdout, caUsage)
			return 0
		}
		fmt.Fprintf(stderr, "Error:\n    %v\n\n%s", err, caUsage)
		return 1
	}
	if f.fs.NArg() > 0 {
		fmt.Fprintf(stderr, "Error:\n    Unexpected argument %q (use --certname NAME[,NAME])\n", f.fs.Arg(0))
		return 1
	}
	if err := f.st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error:\n    %v\n", err)
		return 1
	}
	ssldir, cadir := f.st.Ssldir, f.st.Cadir
	if env := os.Getenv("PUNCH_SSLDIR"); env != "" && !f.st.IsSet("ssldir") {
		// The environment variable is punch ca's older default; a cadir
		// that is only the default then follows it (SSLDIR/ca).
		ssldir = env
		if !f.st.IsSet("cadir") {
			cadir = ""
		}
	}
	level := "warn"
	if f.st.Source("log_level").Kind == settings.FromFlag {
		level = f.st.LogLevel
	}
	log, err := newLogger(stderr, "auto", level)
	if err != nil {
		fmt.Fprintf(stderr, "Error:\n    %v\n", err)
		return 1
	}
	var ttl time.Duration
	if f.ttl != "" {
		if ttl, err = parseTTL(f.ttl); err != nil {
			fmt.Fprintf(stderr, "Error:\n    '%s' is an invalid ttl value\n    Value should match regex \"^(\\d+)(s|m|h|d|y)?$\"\n", f.ttl)
			return 1
		}
	}
	names := f.names()
	switch action {
	case "list":
		if f.all && len(names) > 0 {
			fmt.Fprintln(stderr, "Error:\n    Cannot combine use of --all and --certname.")
			return 1
		}
		if f.format != "text" && f.format != "json" {
			fmt.Fprintf(stderr, "Error:\n    Unknown format flag '%s'. Valid formats are 'text', 'json'.\n", f.format)
			return 1
		}
	case "sign":
		switch {
		case f.all && len(names) > 0:
			fmt.Fprintln(stderr, "Error:\n    --all and --certname cannot be used together")
			return 1
		case !f.all && len(names) == 0:
			fmt.Fprintln(stderr, "Error:\n    No arguments given")
			return 1
		}
	case "setup":
		return caSetupAction(f, ssldir, cadir, log, stdout, stderr)
	case "import":
		return caImportAction(f, ssldir, cadir, log, stdout, stderr)
	case "prune":
	default:
		if len(names) == 0 {
			fmt.Fprintf(stderr, "Error:\n    --certname is required for 'punch ca %s'\n", action)
			return 1
		}
	}
	c, err := ca.Load(ca.Config{SSLDir: ssldir, CADir: cadir, Logger: log.With().Str("component", "punch ca").Logger()})
	if err != nil {
		fmt.Fprintf(stderr, "Error:\n    %v\n", err)
		return 1
	}
	by := "punch ca " + action
	switch action {
	case "list":
		return caList(c, f, names, stdout, stderr)
	case "sign":
		return caSign(c, f.all, names, ttl, by, stdout, stderr)
	case "revoke":
		return caRevoke(c, names, by, stdout, stderr)
	case "clean":
		return caClean(c, names, by, stdout, stderr)
	case "prune":
		return caPrune(c, stdout, stderr)
	default:
		return caGenerate(c, names, f, by, stdout, stderr)
	}
}

// parseTTL reads Puppet's duration syntax: a number with an optional unit
// s, m, h, d or y (365 days); no unit means seconds.
func parseTTL(s string) (time.Duration, error) {
	if s == "" {
		return 0, errors.New("empty")
	}
	unit := time.Second
	num := s
	switch s[len(s)-1] {
	case 's':
		num = s[:len(s)-1]
	case 'm':
		unit, num = time.Minute, s[:len(s)-1]
	case 'h':
		unit, num = time.Hour, s[:len(s)-1]
	case 'd':
		unit, num = 24*time.Hour, s[:len(s)-1]
	case 'y':
		unit, num = 365*24*time.Hour, s[:len(s)-1]
	}
	var n int64
	if num == "" || len(num) > 9 {
		return 0, errors.New("bad number")
	}
	for _, r := range num {
		if r < '0' || r > '9' {
			return 0, errors.New("bad number")
		}
		n = n*10 + int64(r-'0')
	}
	if n == 0 {
		return 0, errors.New("zero")
	}
	return time.Duration(n) * unit, nil
}

func caList(c *ca.CA, f *caFlags, names []string, stdout, stderr io.Writer) int {
	state := ""
	if !f.all && len(names) == 0 {
		state = ca.StateRequested
	}
	list, err := c.Statuses(state)
	if err != nil {
		fmt.Fprintf(stderr, "Error while getting certificates:\n    %v\n", err)
		return 1
	}
	var missing []string
	if len(names) > 0 {
		byName := map[string]ca.Status{}
		for _, s := range list {
			byName[s.Name] = s
		}
		var keep []ca.Status
		for _, n := range names {
			if s, ok := byName[n]; ok {
				keep = append(keep, s)
			} else {
				missing = append(missing, n)
			}
		}
		list = keep
	}
	groups := map[string][]ca.Status{ca.StateRequested: {}, ca.StateSigned: {}, ca.StateRevoked: {}}
	for _, s := range list {
		groups[s.State] = append(groups[s.State], s)
	}
	if f.format == "json" {
		out := map[string]any{}
		if f.all {
			for k, v := range groups {
				out[k] = v
			}
		} else {
			for k, v := range groups {
				if len(v) > 0 {
					out[k] = v
				}
			}
			if len(missing) > 0 {
				out["missing"] = missing
			}
			if len(out) == 0 {
				out["requested"] = []ca.Status{}
			}
		}
		data, _ := json.Marshal(out)
		fmt.Fprintln(stdout, string(data))
	} else if len(list) == 0 && len(missing) == 0 {
		fmt.Fprintln(stdout, "No certificates to list")
	} else {
		for _, g := range []struct{ title, state string }{
			{"Requested Certificates:", ca.StateRequested},
			{"Signed Certificates:", ca.StateSigned},
			{"Revoked Certificates:", ca.StateRevoked},
		} {
			certs := groups[g.state]
			if len(certs) == 0 {
				continue
			}
			fmt.Fprintln(stdout, g.title)
			width := 0
			for _, s := range certs {
				if len(s.Name) > width {
					width = len(s.Name)
				}
			}
			for _, s := range certs {
				fmt.Fprintln(stdout, formatCertLine(s, width))
			}
		}
		if len(missing) > 0 {
			fmt.Fprintln(stdout, "Missing Certificates:")
			for _, n := range missing {
				fmt.Fprintf(stdout, "    %s\n", n)
			}
		}
	}
	if len(missing) > 0 {
		return 1
	}
	return 0
}

// formatCertLine is one line of `puppetserver ca list`.
func formatCertLine(s ca.Status, width int) string {
	line := fmt.Sprintf("    %-*s (SHA256)  %s", width+6, s.Name, s.Fingerprints["SHA256"])
	if len(s.SubjectAltNames) > 0 {
		q := make([]string, len(s.SubjectAltNames))
		for i, n := range s.SubjectAltNames {
			q[i] = fmt.Sprintf("%q", n)
		}
		line += "\talt names: [" + strings.Join(q, ", ") + "]"
	}
	if len(s.AuthorizationExtensions) > 0 {
		keys := make([]string, 0, len(s.AuthorizationExtensions))
		for k := range s.AuthorizationExtensions {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = k + ": " + s.AuthorizationExtensions[k]
		}
		line += "\tauthorization extensions: [" + strings.Join(parts, ", ") + "]"
	}
	return line
}

func caSign(c *ca.CA, all bool, names []string, ttl time.Duration, by string, stdout, stderr io.Writer) int {
	if all {
		pending, err := c.Statuses(ca.StateRequested)
		if err != nil {
			fmt.Fprintf(stderr, "Error:\n    %v\n", err)
			return 1
		}
		if len(pending) == 0 {
			fmt.Fprintln(stderr, "Error:\n    No waiting certificate requests to sign")
			return 24
		}
		for _, s := range pending {
			names = append(names, s.Name)
		}
	}
	code := 0
	for _, n := range names {
		_, err := c.Sign(n, ca.SignOptions{TTL: ttl, By: by})
		switch {
		case err == nil:
			fmt.Fprintf(stdout, "Successfully signed certificate request for %s\n", n)
		case ca.IsNotFound(err):
			fmt.Fprintf(stderr, "Error:\n    Could not find certificate request for %s\n", n)
			code = 1
		default:
			fmt.Fprintf(stderr, "Error:\n    When attempting to sign certificate request '%s', received:\n      %v\n", n, err)
			code = 1
		}
	}
	return code
}

func caRevoke(c *ca.CA, names []string, by string, stdout, stderr io.Writer) int {
	code := 0
	worst := func(n int) {
		if n == 1 || (n == 24 && code == 0) {
			code = n
		}
	}
	for _, n := range names {
		err := c.Revoke([]string{n}, by)
		switch {
		case err == nil:
			fmt.Fprintf(stdout, "Certificate for %s has been revoked\n", n)
		case ca.IsNotFound(err):
			fmt.Fprintf(stderr, "Error:\n    Could not find certificate for %s\n", n)
			worst(1)
		case ca.StatusOf(err) == 409:
			fmt.Fprintf(stderr, "Error:\n    Could not revoke unsigned csr for %s\n", n)
			worst(24)
		default:
			fmt.Fprintf(stderr, "Error:\n    When attempting to revoke certificate '%s', received:\n      %v\n", n, err)
			worst(1)
		}
	}
	return code
}

func caClean(c *ca.CA, names []string, by string, stdout, stderr io.Writer) int {
	code := 0
	for _, n := range names {
		_, reqErr := c.Request(n)
		missing, err := c.Clean([]string{n}, by)
		switch {
		case err != nil:
			fmt.Fprintf(stderr, "Error:\n    When attempting to clean certificate '%s', received:\n      %v\n", n, err)
			code = 1
		case len(missing) > 0 && reqErr != nil:
			fmt.Fprintf(stderr, "Error:\n    Could not find files to clean for %s\n", n)
			code = 1
		default:
			fmt.Fprintf(stdout, "Cleaned files related to %s\n", n)
		}
	}
	return code
}

func caGenerate(c *ca.CA, names []string, f *caFlags, by string, stdout, stderr io.Writer) int {
	var alt []string
	if f.altNames != "" {
		alt = strings.Split(f.altNames, ",")
	}
	code := 0
	for _, n := range names {
		// puppetserver ca generate's check, with its words (Generate
		// checks again under the CA's lock).
		p := c.Paths()
		var existing []string
		for _, path := range []string{p.HostCert(n), p.HostKey(n), p.HostPub(n), p.SignedCert(n)} {
			if _, err := os.Lstat(path); err == nil {
				existing = append(existing, fmt.Sprintf("Existing file at '%s'", path))
			}
		}
		if len(existing) > 0 {
			fmt.Fprintf(stderr, "Error:\n%s\nPlease delete these files if you really want to generate a new cert for %s.\n", strings.Join(existing, "\n"), n)
			code = 1
			continue
		}
		g, err := c.Generate(n, alt, f.caClient, by)
		if err != nil {
			fmt.Fprintf(stderr, "Error:\n    %v\n", err)
			code = 1
			continue
		}
		if f.caClient {
			// puppetserver ca generate --ca-client signs offline and
			// saves the certificate first, also as the CA's copy.
			fmt.Fprintf(stdout, "Successfully saved certificate for %s to %s\n", n, g.Certificate)
			fmt.Fprintf(stdout, "Successfully saved certificate for %s to %s\n", n, c.Paths().SignedCert(n))
		}
		fmt.Fprintf(stdout, "Successfully saved private key for %s to %s\n", n, g.PrivateKey)
		fmt.Fprintf(stdout, "Successfully saved public key for %s to %s\n", n, g.PublicKey)
		if !f.caClient {
			// (As puppetserver ca generate prints it once the CA signed.)
			fmt.Fprintf(stdout, "Successfully saved certificate for %s to %s\n", n, g.Certificate)
		}
	}
	return code
}
