package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/facts"
	"github.com/punch-dev/punch/environments/settings"
)

func init() {
	register(&command{
		name:    "compile",
		summary: "compile a node's catalog and print it as Puppet's catalog JSON",
		run:     runCompile,
	})
}

// multiFlag collects a repeatable flag.
type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(v string) error { *m = append(*m, v); return nil }

func runCompile(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("compile", flag.ContinueOnError)
	fl.SetOutput(stderr)
	// Puppet's settings (--environmentpath, --environment, --manifest,
	// --modulepath, --hiera_config, --node_terminus, --external_nodes,
	// --enc_timeout, --strict_variables, --config FILE, ...).
	st := settings.New()
	st.RegisterFlags(fl)
	node := fl.String("node", "", "node name (certname); default: the facts' clientcert or fqdn")
	factsFile := fl.String("facts", "", "facts file: JSON or YAML, a plain hash or Puppet's {name, values}")
	var factOverrides multiFlag
	fl.Var(&factOverrides, "fact", "override one fact: key=value (repeatable)")
	serverName := fl.String("servername", "", "$servername of the compile (default: the certname setting, as punch serve)")
	serverIP := fl.String("serverip", "", "$serverip of the compile (default: none, as punch serve on an unspecified address)")
	code := fl.String("e", "", "compile this code instead of the environment's manifests")
	out := fl.String("o", "", "write the catalog to this file instead of stdout")
	timings := fl.Bool("timings", false, "print the duration of each compile stage on stderr")
	cpuProfile := fl.String("cpuprofile", "", "write a CPU profile of the compile to this file")
	var lf levelFlags
	lf.register(fl)
	var sc storeconfigsFlags
	sc.register(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "Usage: punch compile --environmentpath DIR [--environment NAME] --node NAME --facts FILE [flags]")
		fmt.Fprintln(stderr, "       with --storeconfigs [--vardir DIR | --storeconfigs_backend puppetdb --server_urls URLS]: collect other nodes' exported resources and store this node's catalog (docs/storeconfigs.md)")
		printFlags(fl)
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: the configuration is not valid:\n%v\n", err)
		return 2
	}
	level := lf.level(st)
	for _, m := range st.Messages() {
		if m.Level == settings.Warning {
			newConsole(stderr, level).printf("warning", "Warning: %s\n", m)
		}
	}

	// A compile allocates a few tens of MB that mostly live until the
	// catalog is written: a one-shot process gains nothing from collecting
	// early (the GC runs only if the heap passes the limit). Its heap is
	// given huge pages (hugeHeap): 64 MB covers a 10,000-resource catalog.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(-1)
		debug.SetMemoryLimit(1 << 30)
		hugeHeap(64 << 20)
	}

	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	facts := values.NewHash(0)
	if *factsFile != "" {
		f, err := readFacts(*factsFile)
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
	if *serverName != "" || *serverIP != "" {
		name := *serverName
		if name == "" {
			name = st.Certname
		}
		mods = append(mods, func(r *compiler.Request) { r.ServerFacts = serverFacts(name, *serverIP) })
	}
	var backend puppetdb.Backend
	// PuppetDB's and the store's warnings.
	log := zerolog.New(zerolog.ConsoleWriter{Out: stderr, NoColor: true}).With().Timestamp().Str("node", nodeName).Logger().Level(zerolog.WarnLevel)
	if sc.enabled(st) {
		// As Puppet Server with storeconfigs: the facts are stored, the
		// compile collects from the store, the catalog is stored.
		b, closeFn, err := sc.openBackend(st, log)
		if err != nil {
			fmt.Fprintf(stderr, "Error: storeconfigs: %v\n", err)
			return 1
		}
		defer closeFn()
		backend = b
		vals := facts
		if _, embedded := b.(*puppetdb.Embedded); !embedded {
			// As Puppet's facts terminus (and punch serve): $trusted
			// added, here the compile's own (no certificate).
			vals = facts.Clone()
			vals.Put("trusted", eval.DefaultTrusted(nodeName))
		}
		if err := b.StoreFacts(context.Background(), puppetdb.Facts{Certname: nodeName, Environment: st.Environment,
			Values: wire.AppendValue(nil, vals), Producer: st.Certname}); err != nil {
			fmt.Fprintf(stderr, "Error: storeconfigs: storing the facts of %s in %s: %v\n", nodeName, b.Name(), err)
			return 1
		}
		mods = append(mods, func(r *compiler.Request) { r.StoreConfigs = b })
	}
	start := time.Now()
	// puppetdb_query's PuppetDB (storeconfigs.go), also without storeconfigs.
	if q, err := sc.queryClient(st, backend, log); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	} else if q != nil {
		mods = append(mods, func(r *compiler.Request) { r.PuppetDB = q })
	}
	cat, stages, rc := compileNode(st, nil, nodeName, facts, codeP, newConsole(stderr, level), mods...)
	if *timings {
		for _, st := range stages {
			fmt.Fprintf(stderr, "Timing: %-24s %v\n", st.Name, st.Duration)
		}
		fmt.Fprintf(stderr, "Timing: %-24s %v\n", "total", time.Since(start))
	}
	if rc != 0 {
		return rc
	}
	if backend != nil {
		if err := backend.StoreCatalog(context.Background(), cat, wire.CatalogOptions{Producer: st.Certname}); err != nil {
			fmt.Fprintf(stderr, "Error: storeconfigs: storing the catalog of %s in %s: %v\n", nodeName, backend.Name(), err)
			return 1
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

// compileNode compiles a node's catalog as punch compile does: the node
// terminus (an ENC's classes, parameters and environment), the environment
// (or code, when code is not nil), the compile. Messages and errors go to
// the console as Puppet prints them (those of its level and above); a
// failure returns a non-zero exit status.
// reg, when not nil, is the registry of environments to compile in (shared
// by several compiles); otherwise one is made from st.
// mods, when given, adjust the compile's request (storeconfigs).
func compileNode(st *settings.Settings, reg *environments.Registry, nodeName string, facts *values.Hash, code *string, con console, mods ...func(*compiler.Request)) (*catalog.Catalog, []compiler.StageTiming, int) {
	show := func(m compiler.Message) { con.printf(m.Level, "%s\n", m) }
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
			con.printf("err", "Error: %s\n", ee.Msg)
		case errors.As(err, &ee):
			con.printf("err", "Error: Failed when searching for node %s: %s\n", nodeName, ee.Msg)
		default:
			con.printf("err", "Error: Failed when searching for node %s: %v\n", nodeName, err)
		}
		if ee != nil && ee.Hint != "" {
			// Puppet's message above; what Punch knows besides.
			con.printf("err", "  (%s)\n", ee.Hint)
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
		con.printf("err", "Error: %v\n", err)
		return nil, nil, 1
	}
	for _, m := range snap.Messages() {
		con.printf(m.Level, "%s\n", m)
	}
	env := snap.NewInstance(environments.LoaderOptions{Log: printLog}, time.Time{})

	// A compile allocates a few tens of MB that mostly live until the
	// catalog is written: a one-shot process gains nothing from collecting
	// early. The GC runs only if the heap passes the limit.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(-1)
		debug.SetMemoryLimit(1 << 30)
	}
	req := &compiler.Request{
		Node:            nodeName,
		Facts:           facts,
		Environment:     snap.Name(),
		Classes:         classes,
		Parameters:      params,
		ServerFacts:     serverFacts(st.Certname, ""),
		Loader:          env.Loader,
		Data:            env.Data,
		Versioner:       env,
		Recheck:         env,
		StrictVariables: st.StrictVariables,
		Log:             show,
	}
	for _, m := range mods {
		m(req)
	}
	cat, stages, err := compiler.CompileTimed(context.Background(), req)
	if err != nil {
		// After several validation errors Puppet logs each and "Language
		// validation logged N errors. Giving up", then fails with that;
		// puppet apply does not print the failure again.
		if !givingUp(err) {
			con.printf("err", "Error: %v\n", err)
		}
		return nil, stages, 1
	}
	return cat, stages, 0
}

// serverFacts are $server_facts' serverversion, servername and serverip
// (without an address, none), as punch serve gives them.
func serverFacts(name, ip string) *values.Hash {
	h := values.HashFrom("serverversion", resourcetypes.PuppetVersion)
	if name != "" {
		h.Put("servername", name)
	}
	if ip != "" {
		h.Put("serverip", ip)
	}
	return h
}

// readFacts reads a facts file as every command does (environments/facts:
// JSON or YAML as Puppet reads them, a plain hash, Puppet's {name, values}
// object or its YAML fact cache).
func readFacts(path string) (*values.Hash, error) {
	f, err := facts.LoadFile(path)
	if err != nil {
		return nil, err
	}
	h, _ := values.FromData(f.Sanitized()).(*values.Hash)
	return h, nil
}

// decodeJSON decodes one JSON value keeping the order of object keys.
func decodeJSON(dec *json.Decoder) (values.Value, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	switch t := tok.(type) {
	case json.Delim:
		switch t {
		case '{':
			h := values.NewHash(8)
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, err
				}
				k, _ := kt.(string)
				v, err := decodeJSON(dec)
				if err != nil {
					return nil, err
				}
				h.Put(k, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return h, nil
		case '[':
			out := []values.Value{}
			for dec.More() {
				v, err := decodeJSON(dec)
				if err != nil {
					return nil, err
				}
				out = append(out, v)
			}
			if _, err := dec.Token(); err != nil {
				return nil, err
			}
			return out, nil
		}
		return nil, fmt.Errorf("unexpected %v", t)
	case json.Number:
		if i, err := strconv.ParseInt(string(t), 10, 64); err == nil {
			return i, nil
		}
		f, err := t.Float64()
		return f, err
	case string, bool:
		return t, nil
	case nil:
		return nil, nil
	}
	return nil, fmt.Errorf("unexpected JSON token %v", tok)
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
