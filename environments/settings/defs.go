package settings

import (
	"runtime"
	"strconv"
	"time"
)

// kind is how a setting's text is checked and converted.
type kind int

const (
	kString        kind = iota
	kPath               // one file or directory, made absolute
	kPathList           // ':'-separated directories, each made absolute
	kBool               // true or false
	kInt                // Ruby Integer()
	kPort               // integer 0..65535
	kDuration           // Puppet duration: 30, 30s, 5m, 6h, 2d, 5y
	kTTL                // duration or "unlimited"
	kEnum               // one of values
	kList               // comma-separated
	kAutosign           // true, false or an absolute path
	kCertname           // lower-case name
	kLogLevel           // Puppet's or zerolog's level names
	kPunchDuration      // Puppet duration or Go duration (500ms, 1h30m)
	kSize               // bytes: 1024, 64k, 64m, 1g
	kPositive           // integer >= 1
)

// def defines one setting.
type def struct {
	name    string
	kind    kind
	section string // Puppet's section for the setting (docs), or "punch"
	// def is the default text; it may refer to other settings ($confdir).
	// defFn computes the default instead, when set.
	def    string
	defFn  func(r *resolver) (string, error)
	values []string // for kEnum
	usage  string
	// cliOnly settings may be given on the command line but not in
	// puppet.conf (Puppet: "Cannot set modulepath settings in puppet.conf");
	// they override environment.conf for every environment.
	cliOnly bool
	// optional settings have no value unless set (printed as empty).
	optional bool
	set      func(s *Settings, v value)
}

// value is a converted setting value.
type value struct {
	str   string // printed form (what Value returns and $name interpolates)
	strs  []string
	b     bool
	i     int64
	d     time.Duration
	ttl   TTL
	isSet bool // explicitly given (file or flag), for optional settings
	// printed is, for a Puppet setting Punch does not model, its value
	// as Puppet prints it (puppetPrint).
	printed any
}

// defs lists every setting Punch knows, with Puppet 7's names and defaults.
// Defaults that depend on the user (root or not) are computed by the
// resolver from Host.
var defs = []*def{
	// Directories
	{name: "confdir", kind: kPath, section: "main", defFn: func(r *resolver) (string, error) { return r.host.dir("confdir"), nil },
		usage: "main configuration directory (puppet.conf, ssl/, hiera.yaml)",
		set:   func(s *Settings, v value) { s.Confdir = v.str }},
	{name: "codedir", kind: kPath, section: "main", defFn: func(r *resolver) (string, error) { return r.host.dir("codedir"), nil },
		usage: "code directory (environments/, modules/, hiera.yaml)",
		set:   func(s *Settings, v value) { s.Codedir = v.str }},
	{name: "vardir", kind: kPath, section: "main", defFn: func(r *resolver) (string, error) { return r.host.dir("vardir"), nil },
		usage: "directory for data Punch writes (reports, fact cache, server data)",
		set:   func(s *Settings, v value) { s.Vardir = v.str }},
	{name: "logdir", kind: kPath, section: "main", defFn: func(r *resolver) (string, error) { return r.host.dir("logdir"), nil },
		usage: "log directory",
		set:   func(s *Settings, v value) { s.Logdir = v.str }},
	{name: "rundir", kind: kPath, section: "main", defFn: func(r *resolver) (string, error) { return r.host.dir("rundir"), nil },
		usage: "directory for PID files",
		set:   func(s *Settings, v value) { s.Rundir = v.str }},
	{name: "publicdir", kind: kPath, section: "main", defFn: func(r *resolver) (string, error) { return r.host.dir("publicdir"), nil },
		usage: "directory for public data (last run summary)",
		set:   func(s *Settings, v value) { s.Publicdir = v.str }},
	{name: "statedir", kind: kPath, section: "main", def: "$vardir/state", usage: "state directory",
		set: func(s *Settings, v value) { s.Statedir = v.str }},
	{name: "libdir", kind: kPath, section: "main", def: "$vardir/lib", usage: "plugin library directory",
		set: func(s *Settings, v value) { s.Libdir = v.str }},
	{name: "yamldir", kind: kPath, section: "server", def: "$vardir/yaml", usage: "YAML data directory (fact cache in yaml/facts)",
		set: func(s *Settings, v value) { s.Yamldir = v.str }},
	{name: "server_datadir", kind: kPath, section: "server", def: "$vardir/server_data", usage: "server data directory",
		set: func(s *Settings, v value) { s.ServerDatadir = v.str }},
	{name: "reportdir", kind: kPath, section: "server", def: "$vardir/reports", usage: "directory for stored reports",
		set: func(s *Settings, v value) { s.Reportdir = v.str }},
	{name: "bucketdir", kind: kPath, section: "server", def: "$vardir/bucket", usage: "filebucket directory",
		set: func(s *Settings, v value) { s.Bucketdir = v.str }},
	{name: "puppetserver_confdir", kind: kPath, section: "punch", optional: true, defFn: func(r *resolver) (string, error) { return r.host.serverConfDir(), nil },
		usage: "Puppet Server's conf.d directory (HOCON: puppetserver.conf, webserver.conf, auth.conf, ...), read by punch serve when it exists",
		set:   func(s *Settings, v value) { s.PuppetServerConfdir = v.str }},
	{name: "config", kind: kPath, section: "application", optional: true,
		usage: "configuration file to read: a puppet.conf, or a Punch YAML file (.yaml/.yml)",
		set:   func(s *Settings, v value) { s.Config = v.str }},

	// Environments and code
	{name: "environmentpath", kind: kPathList, section: "main", def: "$codedir/environments",
		usage: "directories holding environments, ':'-separated",
		set:   func(s *Settings, v value) { s.EnvironmentPath = v.strs }},
	{name: "basemodulepath", kind: kPathList, section: "server", defFn: func(r *resolver) (string, error) { return "$codedir/modules:" + r.host.systemModules(), nil },
		usage: "global module directories, ':'-separated, after each environment's modules",
		set:   func(s *Settings, v value) { s.BaseModulePath = v.strs }},
	{name: "vendormoduledir", kind: kString, section: "server", defFn: func(r *resolver) (string, error) { return r.host.vendorModules(), nil },
		usage: "vendored modules directory",
		set:   func(s *Settings, v value) { s.VendorModuleDir = v.str }},
	{name: "default_manifest", kind: kString, section: "server", def: "./manifests",
		usage: "main manifest of environments whose environment.conf sets none; relative to each environment",
		set:   func(s *Settings, v value) { s.DefaultManifest = v.str }},
	{name: "disable_per_environment_manifest", kind: kBool, section: "server", def: "false",
		usage: "use default_manifest (which must be absolute) for every environment",
		set:   func(s *Settings, v value) { s.DisablePerEnvironmentManifest = v.b }},
	{name: "environment", kind: kString, section: "main", def: "production",
		usage: "environment for nodes that do not ask for one and are not classified into one",
		set:   func(s *Settings, v value) { s.Environment = v.str }},
	{name: "environment_timeout", kind: kTTL, section: "main", def: "0",
		usage: "how long a parsed environment is kept: 0, a duration (3m) or unlimited",
		set:   func(s *Settings, v value) { s.EnvironmentTimeout = v.ttl }},
	{name: "versioned_environment_dirs", kind: kBool, section: "main", def: "false",
		usage: "resolve environment directories that are symlinks to their target",
		set:   func(s *Settings, v value) { s.VersionedEnvironmentDirs = v.b }},
	{name: "manifest", kind: kPath, section: "environment", cliOnly: true, optional: true,
		usage: "main manifest for every environment (command line only; overrides environment.conf)",
		set:   func(s *Settings, v value) { s.Manifest = v.str }},
	{name: "modulepath", kind: kPathList, section: "environment", cliOnly: true, optional: true,
		usage: "module path for every environment (command line only; overrides environment.conf)",
		set:   func(s *Settings, v value) { s.ModulePath = v.strs }},
	{name: "config_version", kind: kString, section: "environment", cliOnly: true, optional: true,
		usage: "command whose output is the catalog version for every environment (command line only)",
		set:   func(s *Settings, v value) { s.ConfigVersion = v.str }},
	{name: "environment_data_provider", kind: kString, section: "main", optional: true,
		usage: "deprecated: an environment's data provider (none, hiera, function) where its environment.conf sets none",
		set:   func(s *Settings, v value) { s.EnvironmentDataProvider = v.str }},
	{name: "hiera_config", kind: kPath, section: "main", defFn: defaultHieraConfig,
		usage: "global hiera.yaml",
		set:   func(s *Settings, v value) { s.HieraConfig = v.str }},
	{name: "strict_variables", kind: kBool, section: "parser", def: "false",
		usage: "make references to unknown variables an error",
		set:   func(s *Settings, v value) { s.StrictVariables = v.b }},
	{name: "strict", kind: kEnum, section: "main", def: "warning", values: []string{"off", "warning", "error"},
		usage: "strictness of language checks: off, warning or error",
		set:   func(s *Settings, v value) { s.Strict = v.str }},
	{name: "disable_warnings", kind: kList, section: "main", def: "",
		usage: "warning types to suppress: deprecations, undefined_variables, undefined_resources",
		set:   func(s *Settings, v value) { s.DisableWarnings = v.strs }},
	{name: "max_errors", kind: kInt, section: "parser", def: "10", usage: "most parser errors reported per manifest",
		set: func(s *Settings, v value) { s.MaxErrors = int(v.i) }},
	{name: "max_warnings", kind: kInt, section: "parser", def: "10", usage: "most parser warnings reported per manifest",
		set: func(s *Settings, v value) { s.MaxWarnings = int(v.i) }},
	{name: "max_deprecations", kind: kInt, section: "parser", def: "10", usage: "most deprecation warnings reported per manifest",
		set: func(s *Settings, v value) { s.MaxDeprecations = int(v.i) }},
	{name: "static_catalogs", kind: kBool, section: "main", def: "true", usage: "compile static catalogs (file content inlined by checksum)",
		set: func(s *Settings, v value) { s.StaticCatalogs = v.b }},
	{name: "rich_data", kind: kBool, section: "main", def: "true", usage: "keep rich data types (Sensitive, Timestamp...) in catalogs",
		set: func(s *Settings, v value) { s.RichData = v.b }},
	{name: "trusted_external_command", kind: kPath, section: "main", optional: true,
		usage: "executable (or directory of them) giving trusted external facts for a node",
		set:   func(s *Settings, v value) { s.TrustedExternalCommand = v.str }},
	{name: "trusted_oid_mapping_file", kind: kPath, section: "server", def: "$confdir/custom_trusted_oid_mapping.yaml",
		usage: "names for custom certificate extension OIDs in $trusted",
		set:   func(s *Settings, v value) { s.TrustedOIDMappingFile = v.str }},
	{name: "fileserverconfig", kind: kPath, section: "server", def: "$confdir/fileserver.conf",
		usage: "file server mount points",
		set:   func(s *Settings, v value) { s.Fileserverconfig = v.str }},
	{name: "reports", kind: kList, section: "server", def: "store",
		usage: "report processors, comma-separated: store (YAML under reportdir), http (to reporturl), log, none",
		set:   func(s *Settings, v value) { s.Reports = v.strs }},
	{name: "reporturl", kind: kString, section: "server", def: "http://localhost:3000/reports/upload",
		usage: "where the http report processor POSTs reports",
		set:   func(s *Settings, v value) { s.ReportURL = v.str }},
	{name: "report_keep", kind: kInt, section: "punch", def: "0",
		usage: "YAML reports the store processor keeps per node, newest first (0: all, as Puppet)",
		set:   func(s *Settings, v value) { s.ReportKeep = int(v.i) }},
	{name: "report_ttl", kind: kPunchDuration, section: "punch", def: "0",
		usage: "the store processor deletes a node's YAML reports older than this (0: never)",
		set:   func(s *Settings, v value) { s.ReportTTL = v.d }},

	// Node classification
	{name: "node_terminus", kind: kEnum, section: "main", def: "plain", values: []string{"plain", "exec"},
		usage: "where node data comes from: plain (manifests only) or exec (external_nodes)",
		set:   func(s *Settings, v value) { s.NodeTerminus = v.str }},
	{name: "external_nodes", kind: kString, section: "main", def: "none",
		usage: "ENC command (absolute path, optional arguments); the node name is added as last argument",
		set:   func(s *Settings, v value) { s.ExternalNodes = v.str }},
	// Puppet's settings for its HTTP client; punch serve's http report
	// processor uses them. Puppet Server sets its client's timeouts from
	// conf.d's http-client.connect-timeout-milliseconds and
	// idle-timeout-milliseconds (serverconf.go), which win as they do there.
	{name: "http_connect_timeout", kind: kPunchDuration, section: "main", def: "2m",
		usage: "how long an outgoing HTTP connection (the http report processor) may take to connect",
		set:   func(s *Settings, v value) { s.HTTPConnectTimeout = v.d }},
	{name: "http_read_timeout", kind: kPunchDuration, section: "main", def: "10m",
		usage: "how long an outgoing HTTP request (the http report processor) may wait for data",
		set:   func(s *Settings, v value) { s.HTTPReadTimeout = v.d }},
	{name: "enc_timeout", kind: kPunchDuration, section: "punch", def: "30s",
		usage: "how long the ENC may run for one node; 0 waits forever",
		set:   func(s *Settings, v value) { s.ENCTimeout = v.d }},

	// Identity and certificates
	{name: "certname", kind: kCertname, section: "main", defFn: func(r *resolver) (string, error) { return r.host.certname(), nil },
		usage: "the server's certificate name (default: this host's FQDN, lower case)",
		set:   func(s *Settings, v value) { s.Certname = v.str }},
	{name: "dns_alt_names", kind: kList, section: "main", def: "",
		usage: "extra names for the server certificate, comma-separated (DNS:name, IP:address)",
		set:   func(s *Settings, v value) { s.DNSAltNames = v.strs }},
	{name: "server", kind: kString, section: "agent", def: "puppet", usage: "the Puppet server agents connect to",
		set: func(s *Settings, v value) { s.Server = v.str }},
	{name: "serverport", kind: kPort, section: "server", defFn: func(r *resolver) (string, error) { return "$masterport", nil },
		usage: "port agents connect to (alias: masterport)",
		set:   func(s *Settings, v value) { s.ServerPort = int(v.i) }},
	{name: "masterport", kind: kPort, section: "server", def: "8140", usage: "legacy name of serverport"},
	{name: "ssldir", kind: kPath, section: "main", defFn: func(r *resolver) (string, error) { return r.host.ssldir(), nil }, usage: "SSL directory",
		set: func(s *Settings, v value) { s.Ssldir = v.str }},
	{name: "certdir", kind: kPath, section: "main", def: "$ssldir/certs", usage: "certificate directory",
		set: func(s *Settings, v value) { s.Certdir = v.str }},
	{name: "privatekeydir", kind: kPath, section: "main", def: "$ssldir/private_keys", usage: "private key directory",
		set: func(s *Settings, v value) { s.Privatekeydir = v.str }},
	{name: "publickeydir", kind: kPath, section: "main", def: "$ssldir/public_keys", usage: "public key directory",
		set: func(s *Settings, v value) { s.Publickeydir = v.str }},
	{name: "requestdir", kind: kPath, section: "main", def: "$ssldir/certificate_requests", usage: "certificate request directory",
		set: func(s *Settings, v value) { s.Requestdir = v.str }},
	{name: "privatedir", kind: kPath, section: "main", def: "$ssldir/private", usage: "private directory",
		set: func(s *Settings, v value) { s.Privatedir = v.str }},
	{name: "hostcert", kind: kPath, section: "main", def: "$certdir/$certname.pem", usage: "the server's certificate",
		set: func(s *Settings, v value) { s.Hostcert = v.str }},
	{name: "hostprivkey", kind: kPath, section: "main", def: "$privatekeydir/$certname.pem", usage: "the server's private key",
		set: func(s *Settings, v value) { s.Hostprivkey = v.str }},
	{name: "hostpubkey", kind: kPath, section: "main", def: "$publickeydir/$certname.pem", usage: "the server's public key",
		set: func(s *Settings, v value) { s.Hostpubkey = v.str }},
	{name: "hostcrl", kind: kPath, section: "main", def: "$ssldir/crl.pem", usage: "the CRL the server checks clients against",
		set: func(s *Settings, v value) { s.Hostcrl = v.str }},
	{name: "localcacert", kind: kPath, section: "main", def: "$certdir/ca.pem", usage: "CA certificate(s) the server trusts",
		set: func(s *Settings, v value) { s.Localcacert = v.str }},
	{name: "csr_attributes", kind: kPath, section: "main", def: "$confdir/csr_attributes.yaml", usage: "attributes for certificate requests",
		set: func(s *Settings, v value) { s.CSRAttributes = v.str }},
	{name: "ssl_client_header", kind: kString, section: "server", def: "HTTP_X_CLIENT_DN",
		usage: "header carrying the client DN when TLS ends at a proxy",
		set:   func(s *Settings, v value) { s.SSLClientHeader = v.str }},
	{name: "ssl_client_verify_header", kind: kString, section: "server", def: "HTTP_X_CLIENT_VERIFY",
		usage: "header carrying the client verification status when TLS ends at a proxy",
		set:   func(s *Settings, v value) { s.SSLClientVerifyHeader = v.str }},

	// Certificate authority
	{name: "cadir", kind: kPath, section: "ca", defFn: defaultCadir, usage: "CA directory",
		set: func(s *Settings, v value) { s.Cadir = v.str }},
	{name: "cacert", kind: kPath, section: "ca", def: "$cadir/ca_crt.pem", usage: "CA certificate",
		set: func(s *Settings, v value) { s.Cacert = v.str }},
	{name: "cakey", kind: kPath, section: "ca", def: "$cadir/ca_key.pem", usage: "CA private key",
		set: func(s *Settings, v value) { s.Cakey = v.str }},
	{name: "capub", kind: kPath, section: "ca", def: "$cadir/ca_pub.pem", usage: "CA public key",
		set: func(s *Settings, v value) { s.Capub = v.str }},
	{name: "cacrl", kind: kPath, section: "ca", def: "$cadir/ca_crl.pem", usage: "CA certificate revocation list",
		set: func(s *Settings, v value) { s.Cacrl = v.str }},
	{name: "csrdir", kind: kPath, section: "ca", def: "$cadir/requests", usage: "pending certificate requests",
		set: func(s *Settings, v value) { s.Csrdir = v.str }},
	{name: "signeddir", kind: kPath, section: "ca", def: "$cadir/signed", usage: "signed certificates",
		set: func(s *Settings, v value) { s.Signeddir = v.str }},
	{name: "serial", kind: kPath, section: "ca", def: "$cadir/serial", usage: "next certificate serial number",
		set: func(s *Settings, v value) { s.Serial = v.str }},
	{name: "cert_inventory", kind: kPath, section: "ca", def: "$cadir/inventory.txt", usage: "list of all signed certificates",
		set: func(s *Settings, v value) { s.CertInventory = v.str }},
	{name: "ca_name", kind: kString, section: "ca", def: "Puppet CA: $certname", usage: "CN of the CA certificate",
		set: func(s *Settings, v value) { s.CAName = v.str }},
	{name: "ca_ttl", kind: kDuration, section: "ca", def: "5y", usage: "lifetime of new certificates",
		set: func(s *Settings, v value) { s.CATTL = v.d }},
	{name: "autosign", kind: kAutosign, section: "ca", def: "$confdir/autosign.conf",
		usage: "autosigning: true, false, or an absolute path to autosign.conf or a policy executable",
		set:   func(s *Settings, v value) { s.Autosign = v.str }},
	{name: "allow_subject_alt_names", kind: kBool, section: "ca", def: "false",
		usage: "sign CSRs that ask for subject alternative names (Puppet Server's ca.conf allow-subject-alt-names)",
		set:   func(s *Settings, v value) { s.AllowSubjectAltNames = v.b }},
	{name: "allow_authorization_extensions", kind: kBool, section: "ca", def: "false",
		usage: "sign CSRs that ask for pp_auth extensions (Puppet Server's ca.conf allow-authorization-extensions)",
		set:   func(s *Settings, v value) { s.AllowAuthorizationExtensions = v.b }},
	{name: "allow_duplicate_certs", kind: kBool, section: "ca", def: "false", usage: "let a new request replace an existing certificate",
		set: func(s *Settings, v value) { s.AllowDuplicateCerts = v.b }},
	{name: "keylength", kind: kInt, section: "ca", def: "4096", usage: "RSA key size for generated keys",
		set: func(s *Settings, v value) { s.Keylength = int(v.i) }},

	// Logging
	{name: "log_level", kind: kLogLevel, section: "main", def: "notice",
		usage: "least severe messages logged: debug, info, notice (= info), warning, err (Puppet names) or warn, error",
		set:   func(s *Settings, v value) { s.PuppetLogLevel, s.LogLevel = v.str, logLevels[v.str] }},
	{name: "log_format", kind: kEnum, section: "punch", def: "auto", values: []string{"json", "console", "auto"},
		usage: "log format: json, console, or auto (console on a terminal, JSON otherwise)",
		set:   func(s *Settings, v value) { s.LogFormat = v.str }},

	// Punch's server
	{name: "bind", kind: kString, section: "punch", def: "0.0.0.0:8140", usage: "address and port punch serve listens on",
		set: func(s *Settings, v value) { s.Bind = v.str }},
	{name: "max_compiles", kind: kPositive, section: "punch", defFn: func(r *resolver) (string, error) { return strconv.Itoa(runtime.NumCPU()), nil },
		usage: "catalogs compiled at the same time (default: number of CPUs)",
		set:   func(s *Settings, v value) { s.MaxCompiles = int(v.i) }},
	{name: "max_queued_compiles", kind: kInt, section: "punch", defFn: func(r *resolver) (string, error) {
		n, err := r.value("max_compiles")
		if err != nil {
			return "", err
		}
		return strconv.FormatInt(4*n.i, 10), nil
	}, usage: "catalog requests that may wait for a compile slot before Punch answers 503 (default: 4 x max_compiles)",
		set: func(s *Settings, v value) { s.MaxQueuedCompiles = int(v.i) }},
	{name: "max_connections", kind: kPositive, section: "punch", defFn: func(r *resolver) (string, error) { return strconv.Itoa(DefaultMaxConnections()), nil },
		usage: "connections punch serve keeps open at once; more are closed before their TLS handshake (default: 3/4 of the open file limit, 64 to 10000)",
		set:   func(s *Settings, v value) { s.MaxConnections = int(v.i) }},
	{name: "max_request_body", kind: kSize, section: "punch", def: "64m", usage: "largest request body accepted (facts, reports, CSRs)",
		set: func(s *Settings, v value) { s.MaxRequestBody = v.i }},
	{name: "max_compile_read", kind: kSize, section: "punch", def: "64m",
		usage: "largest file a compile may read (file(), binary_file(), templates, loadjson/loadyaml) and largest generate() output; only regular files are read",
		set:   func(s *Settings, v value) { s.MaxCompileRead = v.i }},
	{name: "max_value_size", kind: kSize, section: "punch", def: "128m",
		usage: "largest value a compile may build, in bytes: a String's bytes, an Array's elements (16 bytes each), a Hash's entries (80 bytes each); a larger one is an evaluation error naming it",
		set:   func(s *Settings, v value) { s.MaxValueSize = v.i }},
	{name: "regexp_timeout", kind: kPunchDuration, section: "punch", def: "10s",
		usage: "longest one regular expression match may take (a pattern that backtracks: lookaround, backreferences); a match past it is an evaluation error naming the pattern; the request's deadline (request_timeout) stops a match sooner",
		set:   func(s *Settings, v value) { s.RegexpTimeout = v.d }},
	{name: "max_connections_per_address", kind: kPositive, section: "punch", defFn: func(r *resolver) (string, error) {
		n, err := r.value("max_connections")
		if err != nil {
			return "", err
		}
		return strconv.FormatInt(max(8, n.i/8), 10), nil
	}, usage: "connections one client address may hold open at once; more are closed before their TLS handshake (default: max_connections/8, at least 8)",
		set: func(s *Settings, v value) { s.MaxConnectionsPerAddress = int(v.i) }},
	{name: "http_bind", kind: kString, section: "punch", optional: true,
		usage: "ADDRESS:PORT of a plain HTTP listener for a TLS-terminating load balancer (Puppet Server's webserver host/port); off by default",
		set:   func(s *Settings, v value) { s.HTTPBind = v.str }},
	{name: "allow_header_cert_info", kind: kBool, section: "punch", def: "false",
		usage: "on the http_bind listener, take the client's identity from ssl_client_verify_header, ssl_client_header and X-Client-Cert (auth.conf's allow-header-cert-info)",
		set:   func(s *Settings, v value) { s.AllowHeaderCertInfo = v.b }},
	{name: "tls_handshake_timeout", kind: kPunchDuration, section: "punch", def: "10s",
		usage: "how long a new connection may take to finish its TLS handshake before it is closed",
		set:   func(s *Settings, v value) { s.TLSHandshakeTimeout = v.d }},
	{name: "max_memory", kind: kSize, section: "punch", defFn: func(r *resolver) (string, error) { return strconv.FormatInt(DefaultMaxMemory(), 10), nil },
		usage: "memory ceiling of punch serve and punch compile: Go's soft limit (GOMEMLIMIT) is 90% of it, and above it the compile that built the most values is stopped with an error (default: 3/4 of the cgroup's memory limit, else half of the machine's memory, at most a quarter of the address space limit)",
		set:   func(s *Settings, v value) { s.MaxMemory = v.i }},
	{name: "max_request_bodies", kind: kSize, section: "punch", defFn: func(r *resolver) (string, error) {
		n, err := r.value("max_memory")
		if err != nil {
			return "", err
		}
		return strconv.FormatInt(max(n.i/16, 1<<20), 10), nil
	}, usage: "request bodies (facts, reports, catalog requests) being read at once, in bytes; beyond it requests get 503 with Retry-After (default: max_memory/16: a decoded body takes several times its size)",
		set: func(s *Settings, v value) { s.MaxRequestBodies = v.i }},
	{name: "request_timeout", kind: kPunchDuration, section: "punch", def: "5m", usage: "longest time one HTTP request may take, compile included",
		set: func(s *Settings, v value) { s.RequestTimeout = v.d }},
}

var defsByName map[string]*def

func init() {
	defsByName = make(map[string]*def, len(defs))
	for _, d := range defs {
		defsByName[d.name] = d
	}
}
