// Package compilecmd is `punch compile` as a library: the command's flags,
// the node's facts, the node terminus (an ENC), the environment, the
// compile, and what the command prints (the catalog's JSON on stdout; the
// compile's messages and its "Error: ... (file: F, line: L, column: C)"
// on stderr, as Puppet's console prints them). cmd/punch runs it as its
// compile command, adding what changes the process (the garbage
// collector's settings, a CPU profile) and storeconfigs through Hooks;
// the golden tests (compiler/golden) run the same code in-process, so
// that what they compare with Puppet's output is what the command prints.
package compilecmd

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/util/hostnet"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/facts"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/punch-dev/punch/environments/trusted"
)

// Hooks are what the punch command adds around the compile. The library
// changes nothing of the process itself, so that a test may run many
// compiles at once in one process.
type Hooks struct {
	// PrintFlags prints the flags in the usage; nil: flag.PrintDefaults.
	PrintFlags func(fl *flag.FlagSet)
	// Flags registers the command's other flags (storeconfigs, the CPU
	// profile).
	Flags func(fl *flag.FlagSet)
	// Start runs once the flags and the settings are read, before the
	// facts: the process's setup for one compile. A non-zero status ends
	// the command with it; stop, when not nil, runs at the end.
	Start func(st *settings.Settings, stderr io.Writer) (stop func(), status int)
	// Store, when set, joins the compile of node (with its facts and its
	// $trusted: nil for Puppet's default, eval.DefaultTrusted) to
	// storeconfigs and PuppetDB: mods adjust the request, after is given
	// the compiled catalog (a non-zero status fails the command), done
	// runs at the end. A non-zero status ends the command with it.
	Store func(st *settings.Settings, node string, facts, trusted *values.Hash, stderr io.Writer) (mods []func(*compiler.Request), after func(*catalog.Catalog) int, done func(), status int)
	// Failed, when set, is given the error a compile fails with (after
	// it is printed): a test reads its diagnostic (code, range).
	Failed func(err error)
	// Registry, when set, gives the registry of environments to compile in
	// (made from the command's settings): a test compiles a case several
	// times, at once too, over one shared environment snapshot as punch
	// serve does. Nil: a registry of its own for the one compile.
	Registry func(st *settings.Settings) (*environments.Registry, error)
}

// MultiFlag collects a repeatable flag.
type MultiFlag []string

func (m *MultiFlag) String() string     { return strings.Join(*m, ",") }
func (m *MultiFlag) Set(v string) error { *m = append(*m, v); return nil }

// Run is `punch compile ARGS`: it prints the catalog (or writes it to -o)
// and returns the command's exit status.
func Run(args []string, stdout, stderr io.Writer, h Hooks) int {
	// Puppet's settings (--environmentpath, --environment, --manifest,
	// --modulepath, --hiera_config, --node_terminus, --external_nodes,
	// --enc_timeout, --strict_variables, --config FILE, ...).
	fl, st := SettingsFlags("compile", stderr)
	node := fl.String("node", "", "node name (certname); default: the facts' clientcert or fqdn")
	factsFile := fl.String("facts", "", "facts file: JSON or YAML, a plain hash or Puppet's {name, values}")
	var factOverrides MultiFlag
	fl.Var(&factOverrides, "fact", "override one fact: key=value (repeatable)")
	serverName := fl.String("servername", "", "$servername of the compile (default: the certname setting, as punch serve)")
	serverIP := fl.String("serverip", "", "$serverip of the compile (default: this host's primary IPv4 address, Facter's ipaddress, with $serverip6 its ipaddress6, as Puppet gives them)")
	code := fl.String("e", "", "compile this code instead of the environment's manifests")
	out := fl.String("o", "", "write the catalog to this file instead of stdout")
	timings := fl.Bool("timings", false, "print the duration of each compile stage on stderr")
	extsFile := fl.String("trusted_extensions", "", "the node certificate's extensions, $trusted['extensions'] (pp_role...): a JSON or YAML hash; an agent's come from its certificate")
	var lf LevelFlags
	lf.Register(fl)
	if h.Flags != nil {
		h.Flags(fl)
	}
	fl.Usage = func() {
		fmt.Fprintln(stderr, "Usage: punch compile --environmentpath DIR [--environment NAME] --node NAME --facts FILE [flags]")
		fmt.Fprintln(stderr, "       with --storeconfigs [--vardir DIR | --storeconfigs_backend puppetdb --server_urls URLS]: collect other nodes' exported resources and store this node's catalog (docs/storeconfigs.md)")
		if h.PrintFlags != nil {
			h.PrintFlags(fl)
		} else {
			fl.PrintDefaults()
		}
	}
	if status, ok := ParseFlags(fl, args); !ok {
		return status
	}
	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: the configuration is not valid:\n%v\n", err)
		return 2
	}
	level := lf.Level(st)
	con := NewConsole(stderr, level)
	if st.LogFormat == "json" {
		// log_format json: each message a JSON log line, an error with
		// its diagnostic's code and range (the text is unchanged)
		con = con.JSON()
	}
	con.failed = h.Failed
	for _, m := range st.Messages() {
		if m.Level == settings.Warning {
			con.Printf("warning", "Warning: %s\n", m)
		}
	}
	if h.Start != nil {
		stop, rc := h.Start(st, stderr)
		if stop != nil {
			defer stop()
		}
		if rc != 0 {
			return rc
		}
	}

	facts := values.NewHash(0)
	if *factsFile != "" {
		f, err := ReadFacts(*factsFile)
		if err != nil {
			fmt.Fprintf(stderr, "Error: reading facts: %v\n", err) // the error names the file
			return 1
		}
		facts = f
	}
	if len(factOverrides) > 0 {
		facts = facts.Clone()
		for _, kv := range factOverrides {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || k == "" {
				fmt.Fprintf(stderr, "Error: --fact %q: expected key=value\n", kv)
				return 2
			}
			facts.Put(k, factValue(v))
		}
	}
	nodeName := *node
	if nodeName == "" {
		for _, k := range []string{"clientcert", "fqdn"} {
			if v, ok := facts.GetString(k); ok {
				if s, ok := v.(string); ok && s != "" {
					nodeName = s
					break
				}
			}
		}
	}
	if nodeName == "" {
		fmt.Fprintln(stderr, "Error: no node name: give --node (or facts with clientcert or fqdn)")
		return 2
	}

	var codeP *string
	if *code != "" {
		codeP = code
	}
	var mods []func(*compiler.Request)
	var trustedHash *values.Hash
	if *extsFile != "" {
		// What `punch serve` reads from an agent's certificate; a local
		// compile has no certificate (puppet apply's $trusted has none),
		// so a site that classifies by pp_role gives them here.
		exts, err := ReadTrustedExtensions(*extsFile)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		trustedHash = TrustedWithExtensions(nodeName, exts)
		mods = append(mods, func(r *compiler.Request) { r.Trusted = trustedHash.Clone() })
	}
	if *serverName != "" || *serverIP != "" {
		name := *serverName
		if name == "" {
			name = st.Certname
		}
		mods = append(mods, func(r *compiler.Request) { r.ServerFacts = ServerFacts(name, *serverIP) })
	}
	if st.TrustedExternalCommand != "" {
		// Puppet Server asks trusted_external_command once per request,
		// when the node's facts are stored with $trusted (the PuppetDB
		// facts terminus saves the request's trusted information, its
		// external data included) before the compile: so here, before
		// the Store hook, and the compile gets the same $trusted.
		if trustedHash == nil {
			trustedHash = eval.DefaultTrusted(nodeName)
		}
		if rc := addTrustedExternal(st, nodeName, trustedHash, con); rc != 0 {
			return rc
		}
		if *extsFile == "" {
			mods = append(mods, func(r *compiler.Request) { r.Trusted = trustedHash.Clone() })
		}
	}
	var after func(*catalog.Catalog) int
	if h.Store != nil {
		more, a, done, rc := h.Store(st, nodeName, facts, trustedHash, stderr)
		if done != nil {
			defer done()
		}
		if rc != 0 {
			return rc
		}
		mods, after = append(mods, more...), a
	}
	var reg *environments.Registry
	if h.Registry != nil {
		r, err := h.Registry(st)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		reg = r
	}
	start := time.Now()
	cat, stages, rc := compileNode(st, reg, nodeName, facts, codeP, con, false, mods...)
	if *timings {
		for _, st := range stages {
			fmt.Fprintf(stderr, "Timing: %-24s %v\n", st.Name, st.Duration)
		}
		fmt.Fprintf(stderr, "Timing: %-24s %v\n", "total", time.Since(start))
	}
	if rc != 0 {
		return rc
	}
	if after != nil {
		if rc := after(cat); rc != 0 {
			return rc
		}
	}
	// The catalog is streamed (WriteJSON buffers): no copy of the whole
	// JSON is built in memory.
	if *out != "" {
		f, err := os.Create(*out)
		if err == nil {
			err = cat.WriteJSON(f)
			if cerr := f.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		return 0
	}
	if err := cat.WriteJSON(stdout); err != nil {
		fmt.Fprintf(stderr, "Error: writing the catalog: %v\n", err)
		return 1
	}
	return 0
}

// Node compiles a node's catalog as punch compile does: the node
// terminus (an ENC's classes, parameters and environment), the environment
// (or code, when code is not nil), the compile. Messages and errors go to
// the console as Puppet prints them (those of its level and above); a
// failure returns a non-zero exit status.
// reg, when not nil, is the registry of environments to compile in (shared
// by several compiles); otherwise one is made from st.
// mods, when given, adjust the compile's request (storeconfigs).
func Node(st *settings.Settings, reg *environments.Registry, nodeName string, facts *values.Hash, code *string, con Console, mods ...func(*compiler.Request)) (*catalog.Catalog, []compiler.StageTiming, int) {
	return compileNode(st, reg, nodeName, facts, code, con, true, mods...)
}

// compileNode is Node; external tells whether it runs
// trusted_external_command (Run has run it before storing the facts).
func compileNode(st *settings.Settings, reg *environments.Registry, nodeName string, facts *values.Hash, code *string, con Console, external bool, mods ...func(*compiler.Request)) (*catalog.Catalog, []compiler.StageTiming, int) {
	show := func(m compiler.Message) { con.Printf(m.Level, "%s\n", m) }
	printLog := func(level, text string) { show(compiler.Message{Level: level, Text: text}) }
	// The node terminus: with an ENC, its environment is authoritative and
	// its classes and parameters go to the compile.
	envName := st.Environment
	var classes []compiler.NodeClass
	var params *values.Hash
	encFailed := func(err error) int {
		var ee *enc.Error
		switch {
		case errors.As(err, &ee) && ee.Kind == enc.Empty:
			con.Printf("err", "Error: %s\n", ee.Msg)
		case errors.As(err, &ee):
			con.Printf("err", "Error: Failed when searching for node %s: %s\n", nodeName, ee.Msg)
		default:
			con.Printf("err", "Error: Failed when searching for node %s: %v\n", nodeName, err)
		}
		if ee != nil && ee.Hint != "" {
			// Puppet's message above; what Punch knows besides.
			con.Printf("err", "  (%s)\n", ee.Hint)
		}
		return 1
	}
	if st.NodeTerminus == "exec" {
		classifier, err := enc.New(st.ExternalNodes, st.ENCTimeout)
		if err != nil {
			return nil, nil, encFailed(err)
		}
		c, err := classifier.Classify(context.Background(), nodeName)
		if err != nil {
			return nil, nil, encFailed(err)
		}
		if c.Environment != "" {
			envName = c.Environment
		}
		classes, params = environments.NodeClasses(c)
	}
	envOpts := environments.Options{Settings: st, Code: code}
	var snap *environments.Snapshot
	var err error
	if !st.IsSet("environmentpath") && (code != nil || st.Manifest != "") {
		// Code or a manifest without environments: an environment of the
		// current directory.
		wd, _ := os.Getwd()
		snap, err = environments.Open(envName, wd, envOpts)
	} else {
		if reg == nil {
			reg, err = environments.New(envOpts)
		}
		if err == nil {
			snap, err = reg.Get(envName)
		}
	}
	if err != nil {
		if st.NodeTerminus == "exec" && errors.Is(err, environments.ErrUnknownEnvironment) {
			return nil, nil, encFailed(err)
		}
		con.Printf("err", "Error: %v\n", err)
		return nil, nil, 1
	}
	for _, m := range snap.Messages() {
		con.Printf(m.Level, "%s\n", m)
	}
	env := snap.NewInstance(environments.LoaderOptions{Log: printLog}, time.Time{})
	req := env.Bind(&compiler.Request{
		Node:            nodeName,
		Facts:           facts,
		Classes:         classes,
		Parameters:      params,
		ServerFacts:     HostServerFacts(st.Certname),
		StrictVariables: st.StrictVariables,
		Log:             show,
	})
	for _, m := range mods {
		m(req)
	}
	if external && st.TrustedExternalCommand != "" {
		if req.Trusted == nil {
			req.Trusted = eval.DefaultTrusted(nodeName)
		}
		if rc := addTrustedExternal(st, nodeName, req.Trusted, con); rc != 0 {
			return nil, nil, rc
		}
	}
	cat, stages, err := compiler.CompileTimed(context.Background(), req)
	if err != nil {
		if con.failed != nil {
			defer con.failed(err)
		}
		// After several validation errors Puppet logs each and "Language
		// validation logged N errors. Giving up", then fails with that;
		// puppet apply does not print the failure again.
		if !givingUp(err) {
			con.Fail(err)
		}
		return nil, stages, 1
	}
	return cat, stages, 0
}

// addTrustedExternal puts $trusted['external'] into t: puppet apply runs
// trusted_external_command as Puppet Server does (TrustedInformation.local),
// with the node's certname. A failure is printed; its status is 1.
func addTrustedExternal(st *settings.Settings, nodeName string, t *values.Hash, con Console) int {
	ext, err := trusted.External(context.Background(), st.TrustedExternalCommand, nodeName)
	if err != nil {
		con.Printf("err", "Error: Could not retrieve the trusted external data of %s: %v\n", nodeName, err)
		return 1
	}
	t.Put("external", ext)
	return 0
}

// ReadTrustedExtensions reads a --trusted_extensions file (punch compile,
// punch lookup): a JSON or YAML hash, read as a facts file is.
func ReadTrustedExtensions(path string) (*values.Hash, error) {
	_, err := os.Stat(path) // its own words, not the facts reader's
	var exts *values.Hash
	if err == nil {
		exts, err = ReadFacts(path)
	}
	if err != nil {
		return nil, fmt.Errorf("reading --trusted_extensions: %v", err)
	}
	return exts, nil
}

// TrustedWithExtensions is $trusted of a compile whose node has the given
// certificate extensions (--trusted_extensions, punch diff's facts from
// PuppetDB).
func TrustedWithExtensions(node string, exts *values.Hash) *values.Hash {
	t := eval.DefaultTrusted(node)
	t.Put("extensions", exts)
	return t
}

// HostServerFacts are $server_facts as Puppet's compiler sets them on the
// machine that compiles: serverversion, servername (here the certname
// setting) and serverip/serverip6 from Facter's ipaddress/ipaddress6 of
// this host (compiler/util/hostnet). --servername and --serverip replace
// them with exactly what they give (ServerFacts).
func HostServerFacts(name string) *values.Hash {
	v4, v6 := hostnet.Primary()
	h := ServerFacts(name, v4)
	if v6 != "" {
		h.Put("serverip6", v6)
	}
	return h
}

// ServerFacts are $server_facts' serverversion, servername and serverip
// (without an address, none), as punch serve gives them.
func ServerFacts(name, ip string) *values.Hash {
	h := values.HashFrom("serverversion", resourcetypes.PuppetVersion)
	if name != "" {
		h.Put("servername", name)
	}
	if ip != "" {
		h.Put("serverip", ip)
	}
	return h
}

// ReadFacts reads a facts file as every command does (environments/facts:
// JSON or YAML as Puppet reads them, a plain hash, Puppet's {name, values}
// object or its YAML fact cache).
func ReadFacts(path string) (*values.Hash, error) {
	f, err := facts.LoadFile(path)
	if err != nil {
		return nil, err
	}
	h, _ := values.FromData(f.Sanitized()).(*values.Hash)
	return h, nil
}

// factValue converts a --fact value: true/false, integers and floats as
// such, anything else as a string.
func factValue(s string) values.Value {
	switch s {
	case "true":
		return true
	case "false":
		return false
	}
	if i, err := strconv.ParseInt(s, 10, 64); err == nil {
		return i
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && strings.ContainsAny(s, ".eE") {
		return f
	}
	return s
}
