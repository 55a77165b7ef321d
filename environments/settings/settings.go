// Package settings holds Punch's configuration: Puppet's settings, with
// Puppet 7's names and defaults, plus Punch's own.
//
// Values come from, lowest precedence first: the defaults (Puppet's AIO
// layout, for root or for a normal user); a configuration file given with
// --config, either an existing puppet.conf or a Punch YAML file using the
// same names; and command-line flags, which win when given.
//
// A puppet.conf is read as Puppet Server reads it: sections [server], then
// the legacy [master], then [main] apply; [agent] and [user] are for other
// Puppet applications and ignored. Values may refer to other settings
// ($confdir/ssl), durations use Puppet's syntax (30, 5m, 1h, 2d, 5y), TTLs
// also accept "unlimited". See docs/configuration.md for every setting.
//
// Typical use in a subcommand:
//
//	st := settings.New()
//	st.RegisterFlags(fs)
//	if err := fs.Parse(args); err != nil { ... }
//	if err := st.Load(); err != nil { ... }     // every bad value, with file and line
//	for _, m := range st.Messages() { ... }     // warnings to log
//
// A loaded Settings is read-only and safe to share between goroutines.
package settings

import (
	"errors"
	"fmt"
	"maps"
	"net"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/parser/diag"
)

// Settings is Punch's resolved configuration. The exported fields hold the
// values after Load; Value and Source give any setting by name.
type Settings struct {
	// Directories.
	Confdir, Codedir, Vardir, Logdir, Rundir, Publicdir string
	Statedir, Libdir, Yamldir, ServerDatadir, Reportdir string
	Bucketdir                                           string
	// Config is the configuration file that was read ("" when none):
	// --config, else $confdir/puppet.conf when it exists.
	Config string
	// PuppetServerConfdir is Puppet Server's conf.d (punch serve).
	PuppetServerConfdir string

	// Environments and compiling.
	EnvironmentPath               []string
	BaseModulePath                []string
	VendorModuleDir               string
	DefaultManifest               string
	DisablePerEnvironmentManifest bool
	Environment                   string
	EnvironmentTimeout            TTL
	VersionedEnvironmentDirs      bool
	// Manifest, ModulePath and ConfigVersion are set only from the command
	// line; when set they override environment.conf for every environment.
	Manifest        string
	ModulePath      []string
	ConfigVersion   string
	HieraConfig     string
	StrictVariables bool
	Strict          string // off, warning or error
	// EnvironmentDataProvider is the deprecated environment_data_provider
	// (docs/hiera.md, "Puppet 4.x data providers"); "" when unset.
	EnvironmentDataProvider string
	DisableWarnings         []string
	MaxErrors               int
	MaxWarnings             int
	MaxDeprecations         int
	StaticCatalogs          bool
	RichData                bool
	TrustedExternalCommand  string
	TrustedOIDMappingFile   string
	Fileserverconfig        string
	Reports                 []string
	ReportURL               string
	ReportKeep              int
	ReportTTL               time.Duration

	// Node classification.
	NodeTerminus  string // plain or exec
	ExternalNodes string // "none" or the ENC command line
	ENCTimeout    time.Duration

	// Identity, SSL and CA.
	Certname                                     string
	DNSAltNames                                  []string
	Server                                       string
	ServerPort                                   int
	Ssldir, Certdir, Privatekeydir, Publickeydir string
	Requestdir, Privatedir                       string
	Hostcert, Hostprivkey, Hostpubkey, Hostcrl   string
	Localcacert, CSRAttributes                   string
	SSLClientHeader, SSLClientVerifyHeader       string
	Cadir, Cacert, Cakey, Capub, Cacrl           string
	Csrdir, Signeddir, Serial, CertInventory     string
	CAName                                       string
	CATTL                                        time.Duration
	Autosign                                     string // "true", "false" or an absolute path
	AllowDuplicateCerts                          bool
	// AllowSubjectAltNames and AllowAuthorizationExtensions are Puppet
	// Server's ca.conf settings.
	AllowSubjectAltNames, AllowAuthorizationExtensions bool
	Keylength                                          int

	// Logging.
	LogLevel string // zerolog level: debug, info, warn or error
	// PuppetLogLevel is the level as Puppet names it (debug, info, notice,
	// warning, err, alert, emerg or crit): what punch compile prints.
	PuppetLogLevel string
	LogFormat      string // json, console or auto

	// Punch's server.
	Bind              string
	MaxCompiles       int
	MaxQueuedCompiles int
	MaxConnections    int
	MaxRequestBody    int64
	RequestTimeout    time.Duration
	// HTTPConnectTimeout and HTTPReadTimeout bound the server's outgoing
	// HTTP requests (the http report processor).
	HTTPConnectTimeout, HTTPReadTimeout time.Duration
	// MaxConnectionsPerAddress bounds one client address's connections;
	// TLSHandshakeTimeout a new connection's handshake.
	MaxConnectionsPerAddress int
	TLSHandshakeTimeout      time.Duration
	// HTTPBind is a plain HTTP listener for a TLS-terminating proxy ("":
	// none); AllowHeaderCertInfo takes identities from its headers there.
	HTTPBind            string
	AllowHeaderCertInfo bool
	// MaxMemory is the soft memory limit; MaxRequestBodies the bytes of
	// request bodies read at once.
	MaxMemory        int64
	MaxRequestBodies int64
	// MaxCompileRead bounds each file a compile reads and generate()'s
	// output.
	MaxCompileRead int64
	// MaxValueSize bounds each value a compile builds (values.SetMaxValueSize).
	MaxValueSize int64
	// RegexpTimeout bounds one regexp match (values.SetRegexpTimeout).
	RegexpTimeout time.Duration

	// Application is the Puppet application the command stands for
	// (config for punch config print): Puppet's name setting.
	Application string

	host   Host
	cli    map[string]rawValue
	file   map[string]rawValue
	server map[string]rawValue // from Puppet Server's conf.d
	// wantServerConf: Load reads conf.d (ReadServerConf).
	wantServerConf bool
	// sections are the puppet.conf sections read, most specific first
	// (ReadSection); nil is serverSections.
	sections   []string
	serverConf *ServerConf
	extra      map[string]rawValue // Puppet settings Punch does not model, from the file or a flag
	// unmodelled holds the values of the Puppet settings Punch does not
	// model (resolveUnmodelled). A pointer: a copy of the Settings (punch
	// diff makes them) shares it and its lock.
	unmodelled *unmodelledValues
	// section is ReadSection's, Puppet's run mode ($run_mode); "" is
	// server.
	section  string
	cliExtra map[string]rawValue // those given as flags (they win over the file)
	// userEnv is puppet.conf's environment in [user], else [main] (""
	// when neither sets it): UserEnvironment.
	userEnv  string
	values   map[string]value
	sources  map[string]Source
	messages []Message
	loaded   bool
	readFile func(string) ([]byte, error) // os.ReadFile; tests replace it
}

// New returns settings for the current process (root or not), not yet
// loaded: register flags, parse them, then call Load.
func New() *Settings { return NewForHost(CurrentHost()) }

// NewForHost returns settings whose defaults are computed for h.
func NewForHost(h Host) *Settings {
	return &Settings{host: h, cli: map[string]rawValue{}, readFile: os.ReadFile}
}

// SourceKind says where a value came from.
type SourceKind int

// Sources of values.
const (
	FromDefault SourceKind = iota
	FromFile
	FromFlag
)

// Source is where a setting's value came from.
type Source struct {
	Kind    SourceKind
	File    string // FromFile
	Line    int    // FromFile
	Col     int    // FromFile, when known (Puppet Server's conf.d); not shown in messages
	Section string // FromFile, for puppet.conf
	Flag    string // FromFlag: the flag as typed, e.g. "--dns-alt-names"
}

func (s Source) String() string {
	switch s.Kind {
	case FromFile:
		loc := s.File
		if s.Line > 0 {
			loc += ":" + strconv.Itoa(s.Line)
		}
		if s.Section != "" {
			loc += " [" + s.Section + "]"
		}
		return loc
	case FromFlag:
		return s.Flag
	}
	return "default"
}

// location is the prefix for messages about a value from this source.
func (s Source) location() string {
	switch s.Kind {
	case FromFile:
		if s.Line > 0 {
			return fmt.Sprintf("%s:%d", s.File, s.Line)
		}
		return s.File
	case FromFlag:
		return "command line " + s.Flag
	}
	return "default"
}

type rawValue struct {
	text string
	src  Source
}

// Level of a Message.
type Level int

// Message levels.
const (
	Debug Level = iota
	Warning
)

func (l Level) String() string {
	if l == Warning {
		return "warning"
	}
	return "debug"
}

// Message is a note about the configuration for the log: an unknown
// setting, a setting Punch does not use, a duplicate.
type Message struct {
	Level   Level
	Setting string
	Source  Source
	Text    string
}

func (m Message) String() string {
	if m.Source.Kind == FromDefault {
		return m.Text
	}
	return m.Source.location() + ": " + m.Text
}

// Error is an invalid setting value. It converts to the one diagnostic
// type (Diagnostic; errors.As with a *diag.Diagnostic).
type Error struct {
	Setting string
	Source  Source
	Msg     string
}

func (e *Error) Error() string {
	if e.Setting == "" {
		return e.Source.location() + ": " + e.Msg
	}
	return fmt.Sprintf("%s: setting %s: %s", e.Source.location(), e.Setting, e.Msg)
}

// Diagnostic is the error as the one diagnostic type: SETTING_ERROR, at
// the point of the file the value came from (no range for a value from
// the command line or a default); the message names the setting.
func (e *Error) Diagnostic() diag.Diagnostic {
	var r diag.Range
	if e.Source.Kind == FromFile {
		r = diag.Point(e.Source.File, e.Source.Line, e.Source.Col)
	}
	msg := e.Msg
	if e.Setting != "" {
		msg = "setting " + e.Setting + ": " + msg
	}
	return diag.Diagnostic{Severity: diag.Error, Span: r, Code: diag.SettingError, Message: msg}
}

// As lets errors.As read the error as a diag.Diagnostic.
func (e *Error) As(target any) bool { return diag.Fill(target, e.Diagnostic) }

// errDependency marks a failure caused by another setting's bad value,
// which is reported on its own.
var errDependency = errors.New("depends on a setting with an invalid value")

// Set sets a setting as if given on the command line (after Puppet's value
// translation). It is an error to name an unknown setting or to call Set
// after Load.
func (s *Settings) Set(name, val string) error {
	return s.setFlag(name, val, "--"+name)
}

func (s *Settings) setFlag(name, val, flagName string) error {
	if s.loaded {
		return fmt.Errorf("settings: cannot set %s after Load", name)
	}
	rv := rawValue{text: TranslateValue(val), src: Source{Kind: FromFlag, Flag: flagName}}
	if _, ok := defsByName[name]; !ok {
		if !IsPuppetSetting(name) {
			return fmt.Errorf("unknown setting %q", name)
		}
		// A Puppet setting Punch does not model: kept as given, as a
		// line of puppet.conf would be, and noted at Load.
		if s.cliExtra == nil {
			s.cliExtra = map[string]rawValue{}
		}
		s.cliExtra[name] = rv
		return nil
	}
	s.cli[name] = rv
	return nil
}

// Load reads the configuration file named by the config setting (if any),
// resolves every setting and checks the values. It returns all problems
// found, joined; warnings are available from Messages.
func (s *Settings) Load() error {
	if s.loaded {
		return errors.New("settings: Load called twice")
	}
	s.file = map[string]rawValue{}
	s.server = map[string]rawValue{}
	s.extra = map[string]rawValue{}
	s.values = map[string]value{}
	s.sources = map[string]Source{}

	r := s.newResolver()
	// Puppet Server's conf.d first: its jruby-puppet directories decide
	// where puppet.conf is (server-conf-dir is the confdir).
	if s.wantServerConf {
		d, err := r.value("puppetserver_confdir")
		if err != nil {
			return err
		}
		if d.str != "" {
			if err := s.loadServerConf(d.str); err != nil {
				return err
			}
			r = s.newResolver()
		}
	}
	cfg, err := r.value("config")
	if err != nil {
		return err
	}
	implicit := ""
	if cfg.isSet && cfg.str != "" {
		if err := s.readConfigFile(cfg.str); err != nil {
			return err
		}
		r = s.newResolver()
	} else if conf, err := r.value("confdir"); err == nil {
		// As Puppet: $confdir/puppet.conf, when it exists.
		if p := filepath.Join(conf.str, "puppet.conf"); s.host.exists(p) {
			if err := s.readConfigFile(p); err != nil {
				return err
			}
			implicit = p
			r = s.newResolver()
		}
	}

	// Flags for Puppet settings Punch does not model win over the file,
	// as every flag does, and say what Punch makes of them.
	for _, name := range slices.Sorted(maps.Keys(s.cliExtra)) {
		rv := s.cliExtra[name]
		s.extra[name] = rv
		l, msg := unusedAdvice(name)
		s.note(l, name, rv.src, msg)
	}
	r = s.newResolver()

	var errs []error
	for _, d := range defs {
		if _, err := r.value(d.name); err != nil && !errors.Is(err, errDependency) {
			errs = append(errs, err)
		}
	}
	if len(errs) == 0 {
		for _, d := range defs {
			v := r.cache[d.name]
			s.values[d.name] = v
			if d.set != nil {
				d.set(s, v)
			}
		}
		errs = append(errs, s.validate()...)
		if implicit != "" {
			s.Config = implicit
			s.values["config"] = value{str: implicit}
		}
		s.noteUnimplemented()
		s.noteDeprecated()
		s.resolveUnmodelled(r)
	}
	s.messages = append(s.messages, r.messages...)
	sort.SliceStable(s.messages, func(i, j int) bool {
		a, b := s.messages[i], s.messages[j]
		if a.Level != b.Level {
			return a.Level > b.Level
		}
		if a.Source.File != b.Source.File {
			return a.Source.File < b.Source.File
		}
		return a.Source.Line < b.Source.Line
	})
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	s.loaded = true
	return nil
}

// Messages returns warnings and debug notes about the configuration,
// warnings first.
func (s *Settings) Messages() []Message {
	out := append([]Message(nil), s.messages...)
	if u := s.unmodelled; u != nil {
		// (A default resolved on first use may have added one.)
		u.mu.Lock()
		defer u.mu.Unlock()
		out = append(out, u.messages...)
	}
	return out
}

// Value returns a setting's value as Punch uses it, in the form `puppet
// config print` shows: paths absolute, durations in seconds, lists as
// written. The second result is false for unknown names.
func (s *Settings) Value(name string) (string, bool) {
	if v, ok := s.values[name]; ok {
		return v.str, true
	}
	if v, ok := s.unmodelledValue(name); ok && (v.isSet || v.printed != nil) {
		// (A setting whose value is Puppet's nil has none.)
		return v.str, true
	}
	return "", false
}

// Source returns where a setting's value came from (for a Puppet setting
// Punch does not model, the file line that set it).
func (s *Settings) Source(name string) Source {
	if src, ok := s.sources[name]; ok {
		return src
	}
	if rv, ok := s.extra[name]; ok {
		return rv.src
	}
	return Source{}
}

// IsSet reports whether a setting was given in the file or on the command
// line (rather than left at its default).
func (s *Settings) IsSet(name string) bool {
	return s.sources[name].Kind != FromDefault
}

// unmodelledValues are the values of the Puppet settings Punch does not
// model resolved so far: at Load, those the file or a flag gives and the
// defaults that refer to them (their warnings are Load's); every other
// default on first use (Value, Printed), with r, the resolver of the last
// Load. Resolving all ~155 at every Load cost every `punch compile` ~0.9 ms
// of CPU for settings nothing reads. mu guards the rest: a loaded Settings
// is shared by concurrent requests.
type unmodelledValues struct {
	mu     sync.Mutex
	values map[string]value
	r      *resolver
	// messages are the warnings of defaults resolved after Load.
	messages []Message
}

// resolveUnmodelled starts the values of the Puppet settings Punch does
// not model over r, the resolver of the modelled settings: those the file
// or a flag gives, and the defaults that refer to them (directly or through
// other defaults), are resolved now, their warnings among Load's; every
// other default is resolved by unmodelledValue when first asked for (a
// default that refers only to modelled settings and other defaults cannot
// come out differently later). Call it before s is shared.
func (s *Settings) resolveUnmodelled(r *resolver) {
	u := &unmodelledValues{values: map[string]value{}, r: r}
	for _, name := range unmodelledDependents(slices.Sorted(maps.Keys(s.extra))) {
		u.resolve(s, name)
	}
	s.messages = append(s.messages, u.messages...)
	u.messages = nil
	s.unmodelled = u
}

// resolve resolves one Puppet setting Punch does not model with u.r: the
// file's or a flag's text, else Puppet's default, with its $references
// replaced. One that cannot be resolved (a $reference to a setting that
// has no value, a value its Puppet class refuses) keeps the text as given,
// with a warning: Puppet fails where it uses the setting. The caller holds
// u.mu, or u is not shared yet.
func (u *unmodelledValues) resolve(s *Settings, name string) value {
	v, err := u.r.unmodelled(name)
	switch {
	case err == nil:
	case errors.Is(err, errNotFound):
		// A nil default: printed as nothing.
		v = value{printed: mustPrint(name)}
	default:
		rv := s.extra[name]
		u.messages = append(u.messages, Message{Level: Warning, Setting: name, Source: rv.src,
			Text: fmt.Sprintf("%v; the value is kept as given", err)})
		v = value{str: rv.text, printed: rv.text, isSet: true}
	}
	u.values[name] = v
	return v
}

// unmodelledValue is the value of name, a Puppet setting Punch does not
// model, resolved on first use; false for any other name or before Load.
func (s *Settings) unmodelledValue(name string) (value, bool) {
	u := s.unmodelled
	if u == nil || modelled(name) || !IsPuppetSetting(name) {
		return value{}, false
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	if v, ok := u.values[name]; ok {
		return v, true
	}
	n := len(u.r.messages)
	v := u.resolve(s, name)
	// (a kept $environment's warning: Load took those before)
	u.messages = append(u.messages, u.r.messages[n:]...)
	return v, true
}

// defaultUsers maps each setting name to the Puppet settings Punch does not
// model whose default refers to it ($name or ${name}).
var defaultUsers = sync.OnceValue(func() map[string][]string {
	users := map[string][]string{}
	for _, name := range slices.Sorted(maps.Keys(puppetSettings)) {
		if modelled(name) {
			continue
		}
		for _, m := range reInterp.Re().FindAllStringSubmatch(puppetSettings[name].def, -1) {
			ref := m[1] + m[2]
			users[ref] = append(users[ref], name)
		}
	}
	return users
})

// unmodelledDependents is names (those Punch does not model), then the
// unmodelled settings whose defaults refer to one of them, directly or
// through other defaults, each once.
func unmodelledDependents(names []string) []string {
	seen := map[string]bool{}
	var out []string
	queue := slices.Clone(names)
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		if seen[name] || modelled(name) {
			continue
		}
		seen[name] = true
		out = append(out, name)
		queue = append(queue, defaultUsers()[name]...)
	}
	return out
}

// mustPrint is the printed form of a setting whose default is nil.
func mustPrint(name string) any {
	v, _ := puppetPrint(name, "", true)
	return v
}

// Names returns the names of all settings Punch knows, sorted.
func Names() []string {
	out := make([]string, 0, len(defs))
	for _, d := range defs {
		out = append(out, d.name)
	}
	sort.Strings(out)
	return out
}

// PrintNames returns the names `punch config print all` prints, sorted:
// every Puppet 7.23 setting (as `puppet config print all`), and Punch's
// own.
func PrintNames() []string {
	seen := map[string]bool{}
	var out []string
	for _, d := range defs {
		seen[d.name] = true
		out = append(out, d.name)
	}
	for n := range puppetSettings {
		if !seen[n] {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// Interpolate replaces $name and ${name} references in text with the
// values of settings, as Puppet does for environment.conf. $environment is
// replaced by env only for config_version; elsewhere it stays as written
// and the returned warning says so (Puppet's behaviour). An unknown name is
// an error with Puppet's message.
func (s *Settings) Interpolate(text, setting, env string) (out, warning string, err error) {
	keptEnv := false
	out = reInterp.ReplaceAllStringFunc(text, func(m string) string {
		name := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(m, "$"), "{"), "}")
		switch {
		case name == "environment":
			if setting == "config_version" && env != "" {
				return env
			}
			keptEnv = true
			return m
		case name == "run_mode":
			return s.runMode()
		}
		v, ok := s.Value(name)
		if !ok && err == nil {
			err = fmt.Errorf("Error converting value for param '%s': Could not find value for %s", setting, m)
		}
		return v
	})
	if err != nil {
		return "", "", err
	}
	if keptEnv {
		warning = fmt.Sprintf("You cannot interpolate $environment within '%s' when using directory environments. Its value will remain %s.", setting, out)
	}
	return out, warning, nil
}

var reInterp = lazyre.New(`\$(\w+)|\$\{(\w+)\}`)

// validate checks rules that involve several settings.
func (s *Settings) validate() []error {
	var errs []error
	fail := func(name, format string, args ...any) {
		errs = append(errs, &Error{Setting: name, Source: s.sources[name], Msg: fmt.Sprintf(format, args...)})
	}
	if len(s.EnvironmentPath) == 0 {
		fail("environmentpath", "The environmentpath setting cannot be empty or nil.")
	}
	if !ValidEnvironmentName(s.Environment) {
		fail("environment", "%q is not a valid environment name: use letters, digits and underscores", s.Environment)
	}
	if s.DisablePerEnvironmentManifest && !filepath.IsAbs(s.DefaultManifest) {
		fail("disable_per_environment_manifest", "The 'default_manifest' setting must be set to an absolute path when 'disable_per_environment_manifest' is true")
	}
	var bad []string
	for _, w := range s.DisableWarnings {
		switch w {
		case "deprecations", "undefined_variables", "undefined_resources":
		default:
			bad = append(bad, w)
		}
	}
	if len(bad) > 0 {
		fail("disable_warnings", "Cannot disable unrecognized warning types '%s'. Valid values are 'deprecations, undefined_variables, undefined_resources'.", strings.Join(bad, ","))
	}
	if s.NodeTerminus == "exec" {
		words := strings.Fields(s.ExternalNodes)
		switch {
		case s.ExternalNodes == "none" || len(words) == 0:
			fail("external_nodes", "You must set the 'external_nodes' parameter to use the external node terminus (node_terminus is exec, set at %s)", s.sources["node_terminus"])
		case !filepath.IsAbs(words[0]):
			fail("external_nodes", "You must set the exec parameter to a fully qualified command: %q is not an absolute path", words[0])
		}
	}
	if host, port, err := net.SplitHostPort(s.Bind); err != nil {
		fail("bind", "%q is not ADDRESS:PORT: %v", s.Bind, err)
	} else if p, err := strconv.Atoi(port); err != nil || p < 0 || p > 65535 {
		fail("bind", "%q: port %q is not a number from 0 to 65535", s.Bind, port)
	} else if host != "" && net.ParseIP(host) == nil && !reHostname.MatchString(host) {
		fail("bind", "%q: %q is neither an IP address nor a host name", s.Bind, host)
	}
	if s.HTTPBind != "" {
		if _, _, err := net.SplitHostPort(s.HTTPBind); err != nil {
			fail("http_bind", "%q is not ADDRESS:PORT: %v", s.HTTPBind, err)
		}
	}
	if s.MaxQueuedCompiles < 0 {
		fail("max_queued_compiles", "must be 0 or more, not %d", s.MaxQueuedCompiles)
	}
	if s.Keylength < 1024 {
		fail("keylength", "RSA keys shorter than 1024 bits are refused, not %d", s.Keylength)
	}
	return errs
}

var reHostname = lazyre.New(`^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$`)

// reEnvName is Puppet::Node::Environment.valid_name? (/\A\w+\Z/): ASCII
// letters of either case, digits and underscores. Puppet's documentation
// asks for lower-case names, but Puppet 7.23 compiles in an environment
// directory named "Staging" and Puppet Server accepts
// ?environment=Secure (QA-SITE-4 S2): Puppet's behaviour wins. Ruby's \Z
// would also let one trailing newline through; that is refused here, as a
// name that could not be a directory the agent meant.
var reEnvName = lazyre.New(`^\w+$`)

// ValidEnvironmentName reports whether name is a valid Puppet environment
// name (ASCII letters, digits and underscores), as Puppet checks it.
func ValidEnvironmentName(name string) bool { return reEnvName.MatchString(name) }

// EnvironmentDir is the directory of the environment named name: the first
// entry of path (environmentpath) that holds a directory of that name,
// links followed, as Puppet's Environments::Directories looks for it; ok is
// false when none does. The name is not checked (ValidEnvironmentName).
func EnvironmentDir(path []string, name string) (dir string, ok bool) {
	for _, p := range path {
		d := filepath.Join(p, name)
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			return d, true
		}
	}
	return "", false
}

// readConfigFile reads the configuration file into s.file (and s.extra),
// adding messages about unknown or unused settings.
func (s *Settings) readConfigFile(path string) error {
	src, err := s.readFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("cannot read the configuration file given with --config: %s does not exist", path)
		}
		return fmt.Errorf("cannot read the configuration file %s: %v", path, err)
	}
	if len(src) > MaxConfBytes {
		return &Error{Source: Source{Kind: FromFile, File: path}, Msg: fmt.Sprintf("file is %d bytes, more than the limit of %d bytes", len(src), MaxConfBytes)}
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".yaml", ".yml":
		return s.readYAML(path, src)
	}
	return s.readPuppetConf(path, src)
}

// serverSections are the puppet.conf sections Puppet Server reads, most
// specific first.
var serverSections = []string{"server", "master", "main"}

// AllowedSections are the sections Puppet accepts in puppet.conf.
var AllowedSections = []string{"main", "server", "master", "agent", "user"}

// ReadSection makes Load read puppet.conf as the Puppet application of
// that run mode does (puppet config print --section NAME): "server" (what
// every Punch command uses; "master" is the same, as in Puppet 7) reads
// [server], [master], [main]; "agent" [agent], [main]; "user" [user],
// [main]; "main" [main] alone. Call it before Load.
func (s *Settings) ReadSection(section string) error {
	switch section {
	case "server", "master":
		s.sections = serverSections
		s.section = section
	case "agent", "user":
		s.sections = []string{section, "main"}
		s.section = section
	case "main":
		s.sections = []string{"main"}
		s.section = section
	default:
		return fmt.Errorf("unknown section %q: the puppet.conf sections are %s", section, strings.Join(AllowedSections, ", "))
	}
	return nil
}

// UserEnvironment is the environment `puppet config print` resolves the
// environment's settings (modulepath, manifest, environment.conf's) in,
// whatever its --section: Puppet[:environment] in its own run mode, user,
// so --environment, else puppet.conf's [user] or [main] environment, else
// production. (--section picks the section's plain values only: with
// [agent] environment = staging, `puppet config print modulepath
// --section agent` prints production's.)
func (s *Settings) UserEnvironment() string {
	switch {
	case s.Source("environment").Kind == FromFlag:
		return s.Environment
	case s.userEnv != "":
		return s.userEnv
	}
	return "production"
}

// runMode is Puppet's run mode, what $run_mode gives: the section
// ReadSection was given (puppet config print --section NAME runs in that
// mode), else server.
func (s *Settings) runMode() string {
	if s.section == "" {
		return "server"
	}
	return s.section
}

// readSections are the sections Load reads, most specific first.
func (s *Settings) readSections() []string {
	if s.sections == nil {
		return serverSections
	}
	return s.sections
}

func (s *Settings) readPuppetConf(path string, src []byte) error {
	conf, err := ParseConf(src, path)
	if err != nil {
		return err
	}
	for _, sec := range conf.Sections {
		if !slices.Contains(AllowedSections, sec.Name) {
			return &Error{Source: Source{Kind: FromFile, File: path, Line: sec.Line},
				Msg: fmt.Sprintf("Illegal section '%s' in config file. The only valid puppet.conf sections are: [%s]. Please use the directory environments feature to specify environments. (See https://puppet.com/docs/puppet/latest/environments_about.html)", sec.Name, strings.Join(AllowedSections, ", "))}
		}
		seen := map[string]int{}
		for _, e := range sec.Settings {
			src := Source{Kind: FromFile, File: path, Line: e.Line, Section: sec.Name}
			if d, ok := defsByName[e.Name]; ok && d.cliOnly {
				return &Error{Setting: e.Name, Source: src, Msg: fmt.Sprintf("Cannot set %s settings in puppet.conf (set it in each environment's environment.conf, or on the command line)", e.Name)}
			}
			if first, dup := seen[e.Name]; dup {
				s.note(Warning, e.Name, src, fmt.Sprintf("%s is set again in [%s] (first at line %d); the first value is used, as Puppet does", e.Name, sec.Name, first))
				continue
			}
			seen[e.Name] = e.Line
			s.classify(e.Name, src, !slices.Contains(s.readSections(), sec.Name))
		}
	}
	s.userEnv = ""
	for _, name := range []string{"user", "main"} {
		if sec := conf.Section(name); sec != nil && s.userEnv == "" {
			for _, e := range sec.Settings {
				if e.Name == "environment" {
					s.userEnv = e.Value
					break
				}
			}
		}
	}
	// Apply [server], then [master], then [main] (or the sections
	// ReadSection chose): the first found wins.
	for _, name := range s.readSections() {
		sec := conf.Section(name)
		if sec == nil {
			continue
		}
		for _, e := range sec.Settings {
			if _, done := s.file[e.Name]; done {
				continue
			}
			if _, done := s.extra[e.Name]; done {
				continue
			}
			rv := rawValue{text: e.Value, src: Source{Kind: FromFile, File: path, Line: e.Line, Section: name}}
			for _, m := range [][2]string{{"owner", e.Owner}, {"group", e.Group}} {
				if m[1] != "" && m[1] != "root" && m[1] != "service" {
					return &Error{Setting: e.Name, Source: rv.src, Msg: fmt.Sprintf("The :%s parameter for the setting '%s' must be either 'root' or 'service', not '%s'", m[0], e.Name, m[1])}
				}
			}
			if _, ok := defsByName[e.Name]; ok {
				s.file[e.Name] = rv
			} else if IsPuppetSetting(e.Name) {
				s.extra[e.Name] = rv
			}
		}
	}
	return nil
}

// classify adds a message for a setting name read from a file.
func (s *Settings) classify(name string, src Source, otherSection bool) {
	_, punch := defsByName[name]
	switch {
	case !punch && !IsPuppetSetting(name):
		msg := fmt.Sprintf("unknown setting %s is ignored", name)
		if alt := suggest(name); alt != "" {
			msg += fmt.Sprintf(" (did you mean %s?)", alt)
		}
		s.note(Warning, name, src, msg)
	case otherSection:
		s.note(Debug, name, src, fmt.Sprintf("%s in [%s] is for other Puppet applications; Punch, like Puppet Server, reads [server], [master] and [main]", name, src.Section))
	case !punch:
		l, msg := unusedAdvice(name)
		s.note(l, name, src, msg)
	}
}

func (s *Settings) note(l Level, name string, src Source, text string) {
	s.messages = append(s.messages, Message{Level: l, Setting: name, Source: src, Text: text})
}

// suggest returns a known setting name close to name, or "".
func suggest(name string) string {
	n := strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(name))
	if _, ok := defsByName[n]; ok && n != name {
		return n
	}
	if IsPuppetSetting(n) && n != name {
		return n
	}
	best, bestD := "", 3
	for _, d := range defs {
		if dist := editDistance(n, d.name); dist < bestD {
			best, bestD = d.name, dist
		}
	}
	return best
}

func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 99
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := prev[j-1]
			if a[i-1] != b[j-1] {
				c++
			}
			cur[j] = min(c, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// SetUnmodelled gives a Puppet setting that Punch does not model (it has no
// definition here) the value of a command's own flag, e.g. punch compile's
// --storeconfigs: the flag wins over puppet.conf, and $settings::NAME and
// `punch config print` see it as Puppet's command line would set it. Call
// it after Load and before the settings are shared.
func (s *Settings) SetUnmodelled(name, val, flag string) error {
	if modelled(name) || !IsPuppetSetting(name) {
		return fmt.Errorf("settings: %s is not a Puppet setting Punch leaves unmodelled", name)
	}
	if !s.loaded {
		return fmt.Errorf("settings: cannot set %s before Load", name)
	}
	s.extra[name] = rawValue{text: TranslateValue(val), src: Source{Kind: FromFlag, Flag: flag}}
	// Resolved again with the new value (and those that refer to it),
	// over the modelled settings' values as Load resolved them.
	r := s.newResolver()
	maps.Copy(r.cache, s.unmodelled.r.cache)
	for _, name := range unmodelledDependents([]string{name}) {
		delete(r.cache, name)
	}
	s.resolveUnmodelled(r)
	return nil
}

// PuppetText is a setting's value as Puppet's settings hold it (what a
// compile's $settings::NAME converts): Value, except that a Puppet setting
// to which Punch adds Go's duration syntax is whole seconds
// (http_connect_timeout's "2m" is 120), as Puppet's duration type munges
// it.
func (s *Settings) PuppetText(name string) (string, bool) {
	v, ok := s.Value(name)
	if !ok {
		return v, false
	}
	if d, ok := defsByName[name]; ok && d.kind == kPunchDuration && IsPuppetSetting(name) {
		if dur := s.values[name].d; dur%time.Second == 0 {
			return strconv.FormatInt(int64(dur/time.Second), 10), true
		}
	}
	return v, true
}

// Printed is a setting's value as `puppet config print --render-as json`
// gives it: converted and printed as its Puppet::Settings class does
// (nil, bool, int64, string or []any; durations in seconds, arrays as
// arrays, an unset setting whose Puppet default is nil as nil). Punch's
// own settings are their text. false for a name that is no setting.
func (s *Settings) Printed(name string) (any, bool) {
	if v, ok := s.unmodelledValue(name); ok {
		return v.printed, true
	}
	text, ok := s.PuppetText(name)
	if !ok {
		return nil, false
	}
	if !IsPuppetSetting(name) {
		return text, true
	}
	null := puppetSettings[name].null && text == "" && !s.IsSet(name)
	if v, err := puppetPrint(name, text, null); err == nil {
		return v, true
	}
	return text, true
}

// PrintedForm is text, the value of the Puppet setting name that an
// environment's environment.conf gives, as Printed gives it; text when its
// Puppet class refuses it or name is no Puppet setting. Paths are left as
// the environment gives them (Puppet prints an environment's manifest
// no_manifest as it is).
func PrintedForm(name, text string) any {
	switch puppetSettings[name].class {
	case "", "FileSetting", "DirectorySetting", "FileOrDirectorySetting", "PathSetting":
		return text
	}
	if v, err := puppetPrint(name, text, false); err == nil {
		return v
	}
	return text
}

// PrintedValue is a setting's value as `puppet config print` prints it:
// Printed, written as Ruby's to_s writes it (durations in seconds, an
// array as Ruby inspects it, nil as nothing).
func (s *Settings) PrintedValue(name string) (string, bool) {
	v, ok := s.Printed(name)
	if !ok {
		return "", false
	}
	return RubyToS(v), true
}
