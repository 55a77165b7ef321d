package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/facts"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/environments/settings"
	trustedinfo "github.com/punch-dev/punch/environments/trusted"
)

func init() {
	register(&command{
		name:    "lookup",
		summary: "look a key up in Hiera data for a node, as puppet lookup does (--explain tells how)",
		run:     runLookup,
	})
}

const lookupRunHelp = "Run 'punch lookup --help' for more details"

// runLookup is `punch lookup KEY... --node N --facts F [flags]`: Puppet's
// `puppet lookup` without --compile. Flags may come before or after the
// keys.
func runLookup(args []string, stdout, stderr io.Writer) int {
	fl, st := compilecmd.SettingsFlags("lookup", stderr)
	node := fl.String("node", "", "the node to look up for (default: certname)")
	factsFile := fl.String("facts", "", "facts of the node: a JSON or YAML file (required)")
	merge := fl.String("merge", "", "merge strategy: first, unique, hash or deep (default: the key's lookup_options, else first)")
	knockout := fl.String("knock-out-prefix", "", "with --merge deep: prefix that removes a value of lower priority")
	sortArrays := fl.Bool("sort-merged-arrays", false, "with --merge deep: sort merged arrays")
	mergeHashArrays := fl.Bool("merge-hash-arrays", false, "with --merge deep: merge hashes inside arrays by position")
	explain := fl.Bool("explain", false, "explain how the value was found (or why not)")
	explainOptions := fl.Bool("explain-options", false, "explain how the lookup_options were found")
	var dflt optionalString
	fl.Var(&dflt, "default", "value to give when no data binds the key")
	typ := fl.String("type", "", "the type the value must have (Puppet type syntax)")
	renderAs := fl.String("render-as", "", "output format: s, json or yaml (default: yaml, or s with --explain)")
	extsFile := fl.String("trusted_extensions", "", "the node certificate's extensions, $trusted['extensions'] (pp_role...): a JSON or YAML hash, as punch compile takes them")
	compile := fl.Bool("compile", false, "compile the node's catalog first, so that data sees the variables its manifests set (slower)")
	var lf levelFlags // --debug and --verbose: the compile's messages with --compile
	lf.Register(fl)
	fl.Usage = func() {
		fmt.Fprintln(stderr, "Usage: punch lookup [flags] KEY... --node NAME --facts FILE")
		printFlags(fl)
	}
	keys, status, ok := compilecmd.ParseInterleaved(fl, args)
	if !ok {
		return status
	}
	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return 1
	}
	// What puppet lookup's main raises, Puppet's application prints as
	// "Error: Could not run: MESSAGE" (exit_on_fail), option checks and
	// facts files included; a lookup's own LookupError is printed as it is
	// (below).
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "Error: Could not run: "+format+"\n", a...)
		return 1
	}
	for _, m := range st.Messages() {
		if m.Level == settings.Warning {
			fmt.Fprintln(stderr, "Warning: "+m.String())
		}
	}

	if (*sortArrays || *mergeHashArrays || *knockout != "") && *merge != "deep" {
		return fail("The options --knock-out-prefix, --sort-merged-arrays, and --merge-hash-arrays are only available with '--merge deep'\n%s", lookupRunHelp)
	}
	var mergeOpt values.Value
	if *merge != "" {
		switch *merge {
		case "first", "hash", "unique":
			mergeOpt = values.HashFrom("strategy", *merge)
		case "deep":
			h := values.HashFrom("strategy", "deep", "sort_merged_arrays", *sortArrays, "merge_hash_arrays", *mergeHashArrays)
			if *knockout != "" {
				h.Put("knockout_prefix", *knockout)
			}
			mergeOpt = h
		default:
			return fail("The --merge option only accepts 'first', 'hash', 'unique', or 'deep'\n%s", lookupRunHelp)
		}
	}
	onlyOptions := *explainOptions && !*explain
	if len(keys) == 0 {
		if !onlyOptions {
			return fail("No keys were given to lookup.")
		}
		keys = []string{"__global__"}
	}
	explaining := *explain || *explainOptions
	format := strings.ToLower(*renderAs)
	if format == "" {
		format = "yaml"
		if explaining {
			format = "s"
		}
	}
	switch format {
	case "s", "json", "yaml":
	default:
		return fail("Unknown rendering format '%s'", format)
	}

	nodeName := *node
	if nodeName == "" {
		nodeName = st.Certname
	}
	f, err := lookupFacts(st, *node != "", nodeName, *factsFile, stderr)
	if err != nil {
		return fail("%v", err)
	}
	factValues, _ := values.FromData(f.Sanitized()).(*values.Hash)

	envName := st.Environment
	envDir, ok := settings.EnvironmentDir(st.EnvironmentPath, envName)
	if !ok {
		return fail("Could not find a directory environment named '%s' anywhere in the path: %s. Does the directory exist?", envName, strings.Join(st.EnvironmentPath, ":"))
	}
	// $trusted: a local node's (puppet lookup's), or, with
	// --trusted_extensions, what Puppet Server makes of the node's
	// certificate (puppet lookup --compile fetches the certificate from the
	// CA when the node terminus is not plain; a Hiera hierarchy over
	// trusted.extensions.pp_role needs them without --compile too).
	var trusted *values.Hash
	if *extsFile != "" {
		exts, err := compilecmd.ReadTrustedExtensions(*extsFile)
		if err != nil {
			return fail("%v", err)
		}
		certname := nodeName
		if c, ok := factValues.GetString("certname"); ok {
			if cs, isString := c.(string); isString && cs != "" {
				certname = cs
			}
		}
		trusted = compilecmd.TrustedWithExtensions(certname, exts)
	}
	if st.TrustedExternalCommand != "" {
		// puppet lookup's local trusted information runs
		// trusted_external_command for the node's certname too
		// (TrustedInformation.local; QA-SITE-7 S7-9). Puppet runs it when
		// trusted.external is first read; Punch before the lookup.
		if trusted == nil {
			trusted = localTrusted(factValues)
		}
		if trusted == nil {
			return fail("no trusted information for %s", nodeName)
		}
		certname, _ := trusted.GetString("certname")
		name, _ := certname.(string)
		ext, err := trustedinfo.External(context.Background(), st.TrustedExternalCommand, name)
		if err != nil {
			return fail("Could not retrieve the trusted external data of %s: %v", name, err)
		}
		trusted.Put("external", ext)
	}
	q := &hiera.Query{Names: keys, Merge: mergeOpt, Scope: hiera.NodeScopeTrusted(envName, factValues, trusted)}
	if len(keys) == 1 {
		q.NameArg = keys[0]
	}
	if dflt.set {
		q.Default, q.HasDefault = dflt.value, true
	}
	if *typ != "" {
		t, err := values.ParseType(*typ, nil)
		if err != nil {
			return fail("%v", err)
		}
		q.ValueType = t
	}
	var ex *hiera.Explainer
	if explaining {
		ex = hiera.NewExplainer(onlyOptions)
		q.Explain = ex
	}
	var result values.Value
	if *compile {
		var rc int
		result, err, rc = compileLookup(st, lf.Level(st), envName, nodeName, factValues, trusted, q, stdout, stderr)
		if rc != 0 {
			return rc
		}
	} else {
		log := func(level, text string) {
			fmt.Fprintf(stderr, "%s: %s\n", strings.ToUpper(level[:1])+level[1:], text)
		}
		data, derr := environments.NodeDataLookup(envName, envDir, st, log)
		if derr != nil {
			return fail("%v", derr)
		}
		result, err = data.QueryNode(q, nodeName, factValues)
	}
	if err != nil {
		var he *hiera.Error
		if !errors.As(err, &he) || !he.Preformatted() {
			return fail("%v", err)
		}
		if ex == nil {
			return 1
		}
		ex.Text(err.Error())
	}
	if ex != nil {
		switch format {
		case "s":
			text := ex.Explain()
			if !strings.HasSuffix(text, "\n") {
				text += "\n"
			}
			io.WriteString(stdout, text)
		case "yaml":
			out, err := render(format, symbolize(ex.Hash()))
			if err != nil {
				return fail("%v", err)
			}
			fmt.Fprintln(stdout, out)
		default:
			out, err := render(format, ex.Hash())
			if err != nil {
				return fail("%v", err)
			}
			fmt.Fprintln(stdout, out)
		}
		return 0
	}
	out, err := render(format, result)
	if err != nil {
		return fail("%v", err)
	}
	fmt.Fprintln(stdout, out)
	return 0
}

// optionalString is a string flag that records whether it was given.
type optionalString struct {
	value string
	set   bool
}

func (o *optionalString) String() string     { return o.value }
func (o *optionalString) Set(v string) error { o.value, o.set = v, true; return nil }

// trustedInformationFacts are the facts that make $trusted for a local
// node: a --facts file that gives one of them must give all.
var trustedInformationFacts = []string{"hostname", "domain", "fqdn", "clientcert"}

// lookupFacts are the facts puppet lookup looks up with. For --node N
// they are N's facts from the facts terminus, lookup's default yaml
// (Puppet Server's fact cache, $yamldir/facts/N.yaml; none when it is
// missing), with the --facts file's added over them
// (Facts#add_extra_values: a fact the file gives replaces the cached
// one, a new one comes after them). Without --node Puppet asks Facter for
// this machine's facts, which Punch cannot do: the --facts file alone.
func lookupFacts(st *settings.Settings, byNode bool, nodeName, factsFile string, stderr io.Writer) (*facts.Facts, error) {
	var given *facts.Facts
	if factsFile != "" {
		var err error
		if given, err = facts.LoadFile(factsFile); err != nil {
			return nil, err
		}
		some, all := false, true
		for _, k := range trustedInformationFacts {
			if _, ok := given.Values.Get(k); ok {
				some = true
			} else {
				all = false
			}
		}
		if some && !all {
			return nil, fmt.Errorf("When overriding any of the %s facts with %s given via the --facts flag, they must all be overridden.", strings.Join(trustedInformationFacts, ","), factsFile)
		}
	}
	var f *facts.Facts
	if byNode {
		cached, err := cachedFacts(st, nodeName, stderr)
		if err != nil {
			return nil, err
		}
		f = cached
	}
	switch {
	case f == nil:
		f = given
	case given != nil:
		for k, v := range given.Values.All() {
			f.Values.Set(k, v)
		}
	}
	if f == nil || f.Values.Len() == 0 {
		if !byNode && factsFile == "" {
			return nil, fmt.Errorf("No facts available for target node: %s (Punch cannot ask Facter for this machine's facts: give them with --facts FILE, or --node NAME for a node in the fact cache)", nodeName)
		}
		return nil, fmt.Errorf("No facts available for target node: %s", nodeName)
	}
	return f, nil
}

// cachedFacts are a node's facts from the facts terminus puppet lookup
// uses: facts_terminus when puppet.conf or a flag sets it, else yaml (the
// lookup application's default), which reads $yamldir/facts/NODE.yaml;
// puppetdb asks the PuppetDB of $confdir/puppetdb.conf (puppetdbFacts).
// A missing file is no facts (nil), as the terminus finds none; another
// terminus is not read by Punch: a warning, and no facts.
func cachedFacts(st *settings.Settings, nodeName string, stderr io.Writer) (*facts.Facts, error) {
	terminus := "yaml"
	if st.Source("facts_terminus").Kind != settings.FromDefault {
		terminus, _ = st.Value("facts_terminus")
	}
	if terminus == "puppetdb" {
		return puppetdbFacts(st, nodeName, stderr)
	}
	if terminus != "yaml" {
		fmt.Fprintf(stderr, "Warning: Punch reads a node's facts from the YAML fact cache or PuppetDB only, not from the facts terminus %s: give them with --facts FILE\n", terminus)
		return nil, nil
	}
	if nodeName == "" || strings.ContainsAny(nodeName, "/\\") || nodeName == "." || nodeName == ".." {
		// Not a name the YAML terminus can have a file for.
		return nil, nil
	}
	p := filepath.Join(st.Yamldir, "facts", nodeName+".yaml")
	if _, err := os.Stat(p); errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	return facts.LoadFile(p)
}

// puppetdbFacts are nodeName's facts as PuppetDB's facts terminus finds
// them: /pdb/query/v4/nodes/NODE/facts on the PuppetDB of
// $confdir/puppetdb.conf (with this host's certificate, as punch compile's
// storeconfigs), each fact's name and value in PuppetDB's order. A node
// PuppetDB does not know (404) has no facts (nil), as the terminus answers.
func puppetdbFacts(st *settings.Settings, nodeName string, stderr io.Writer) (*facts.Facts, error) {
	// Errors only: PuppetDB's 404 for an unknown node is the terminus's
	// quiet "no facts", not a warning.
	log := zerolog.New(zerolog.ConsoleWriter{Out: stderr, NoColor: true, PartsExclude: []string{zerolog.TimestampFieldName}}).Level(zerolog.ErrorLevel)
	client, err := (&storeconfigsFlags{}).client(st, log)
	if err != nil {
		return nil, fmt.Errorf("facts_terminus puppetdb: %w", err)
	}
	body, err := client.Query(context.Background(), "nodes/"+url.PathEscape(nodeName)+"/facts", nil)
	var pe *puppetdb.Error
	if errors.As(err, &pe) && pe.Status == http.StatusNotFound {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("facts_terminus puppetdb: %w", err)
	}
	var answer []struct {
		Name  string          `json:"name"`
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(body, &answer); err != nil {
		return nil, fmt.Errorf("facts_terminus puppetdb: the answer of PuppetDB for %s's facts: %w", nodeName, err)
	}
	// The terminus's Facts.new(name, values), as a facts file.
	var doc bytes.Buffer
	name, _ := json.Marshal(nodeName)
	doc.WriteString(`{"name":` + string(name) + `,"values":{`)
	seen := map[string]int{}
	var names []string
	var vals []json.RawMessage
	for _, f := range answer {
		if i, ok := seen[f.Name]; ok {
			vals[i] = f.Value // (Hash#merge: the last one wins)
			continue
		}
		seen[f.Name] = len(names)
		names, vals = append(names, f.Name), append(vals, f.Value)
	}
	for i, n := range names {
		if i > 0 {
			doc.WriteByte(',')
		}
		k, _ := json.Marshal(n)
		doc.Write(k)
		doc.WriteByte(':')
		doc.Write(vals[i])
	}
	doc.WriteString("}}")
	return facts.Parse(doc.Bytes(), "PuppetDB facts of "+nodeName)
}

// render formats a value as puppet lookup's renderers do: yaml (Psych's
// to_yaml), json (the json gem's to_json) or s (Ruby's to_s).
func render(format string, v values.Value) (string, error) {
	switch format {
	case "s":
		if s, ok := v.(string); ok {
			return s, nil
		}
		return values.Sprintf("%s", []values.Value{v})
	case "json":
		if _, ok := v.(*values.Sensitive); ok {
			return `"Sensitive [value redacted]"`, nil
		}
		return callFunction("to_json", v)
	}
	switch x := v.(type) {
	case values.Timestamp:
		return fmt.Sprintf("--- !ruby/object:Puppet::Pops::Time::Timestamp\nnsecs: %d", int64(x)), nil
	case values.Timespan:
		return fmt.Sprintf("--- !ruby/object:Puppet::Pops::Time::Timespan\nnsecs: %d", int64(x)), nil
	}
	if s, ok := v.(*values.Sensitive); ok {
		inner, err := callFunction("to_yaml", values.HashFrom("value", s.Value))
		if err != nil {
			return "", err
		}
		return "--- !ruby/object:Puppet::Pops::Types::PSensitiveType::Sensitive\n" + strings.TrimSuffix(strings.TrimPrefix(inner, "---\n"), "\n"), nil
	}
	out, err := callFunction("to_yaml", v)
	return strings.TrimSuffix(out, "\n"), err
}

// symbol is a Ruby Symbol, which Psych writes as :name.
func symbol(name string) values.Value { return values.RubyObject{Class: "Symbol", Text: name} }

// symbolize makes Symbols of what Puppet's explanation hash holds as
// Symbols: its keys, and the values of event, type and merge.
func symbolize(v values.Value) values.Value {
	h, ok := v.(*values.Hash)
	if !ok {
		return v
	}
	out := values.NewHash(h.Len())
	for i := 0; i < h.Len(); i++ {
		k, e := h.At(i)
		ks, _ := k.(string)
		switch ks {
		case "branches":
			if list, ok := e.([]values.Value); ok {
				nl := make([]values.Value, len(list))
				for j, b := range list {
					nl[j] = symbolize(b)
				}
				e = nl
			}
		case "event", "type", "merge":
			if s, ok := e.(string); ok {
				e = symbol(s)
			}
		}
		out.Put(symbol(ks), e)
	}
	return out
}

// callFunction calls a function of Punch's library that needs no
// compile (to_yaml, to_json).
func callFunction(name string, v values.Value) (string, error) {
	f, ok := eval.GoFunctions().Lookup(name)
	if !ok || len(f.Signatures) == 0 {
		return "", fmt.Errorf("function %s is not available", name)
	}
	out, err := f.Signatures[0].Call(nil, []values.Value{v}, nil)
	if err != nil {
		return "", err
	}
	s, _ := out.(string)
	return s, nil
}

// compileLookup is `puppet lookup --compile`: the node's catalog is
// compiled first (with its classifier's classes when node_terminus is exec;
// an --environment given on the command line wins over the classifier's, as
// in Puppet), then the query runs in that compile's lookup session with its
// top scope, so data sees the variables the manifests set ($::role,
// %{holder::x}) and the compile's caches. The compile's messages are
// printed as Puppet's console prints them (those of level and above):
// notices on stdout, warnings and errors on stderr; a failed compile is
// "Error: Could not run: ..." with exit status 1.
func compileLookup(st *settings.Settings, level string, envName, nodeName string, factValues, trusted *values.Hash, q *hiera.Query, stdout, stderr io.Writer) (values.Value, error, int) {
	if trusted == nil {
		trusted = localTrusted(factValues)
	}
	// Puppet's console: notices and below on stdout, warnings and above
	// on stderr.
	out, errOut := newConsole(stdout, level), newConsole(stderr, level)
	show := func(m compiler.Message) {
		c := out
		if levelRank(m.Level) >= levelRank("warning") {
			c = errOut
		}
		c.Printf(m.Level, "%s\n", m)
	}
	console := func(level, text string) { show(compiler.Message{Level: level, Text: text}) }
	couldNotRun := func(err error) (values.Value, error, int) {
		var ce *compiler.Error
		if errors.As(err, &ce) {
			// Puppet's compiler instance (not Compiler.compile) does not add
			// " on node N".
			ce.Node = ""
		}
		fmt.Fprintf(stderr, "Error: Could not run: %v\n", err)
		return nil, nil, 1
	}
	// A classifier failure is Puppet's message (without the "Failed when
	// searching for node" of a catalog request), then Punch's hint.
	encFailed := func(err error) (values.Value, error, int) {
		fmt.Fprintf(stderr, "Error: Could not run: %v\n", err)
		var ee *enc.Error
		if errors.As(err, &ee) && ee.Hint != "" {
			fmt.Fprintf(stderr, "  (%s)\n", ee.Hint)
		}
		return nil, nil, 1
	}
	var classes []compiler.NodeClass
	var params *values.Hash
	if st.NodeTerminus == "exec" {
		classifier, err := enc.New(st.ExternalNodes, st.ENCTimeout)
		if err != nil {
			return encFailed(err)
		}
		c, err := classifier.Classify(context.Background(), nodeName)
		if err != nil {
			return encFailed(err)
		}
		// The classifier's environment is authoritative (the command
		// line's --environment is set on the node only after it is found).
		if c.Environment != "" {
			envName = c.Environment
		}
		classes, params = environments.NodeClasses(c)
	}
	reg, err := environments.New(environments.Options{Settings: st})
	if err != nil {
		return couldNotRun(err)
	}
	snap, err := reg.Get(envName)
	if err != nil {
		return couldNotRun(err)
	}
	for _, m := range snap.Messages() {
		console(m.Level, m.Text)
	}
	env := snap.NewInstance(environments.LoaderOptions{Log: console}, time.Time{})
	var result values.Value
	var lookupErr error
	req := env.Bind(&compiler.Request{
		Node:            nodeName,
		Facts:           factValues,
		Trusted:         trusted,
		Classes:         classes,
		Parameters:      params,
		StrictVariables: st.StrictVariables,
		Log:             show,
		Finished: func(top func(string) (values.Value, bool)) error {
			q.Scope = hiera.ScopeFunc(top)
			// A convert_to's alias is resolved as the compile resolves
			// it (site.pp's aliases too).
			resolve, err := eval.TypeResolver(context.Background(), &eval.Request{Node: nodeName, Environment: snap.Name(), Loader: env.Loader})
			if err != nil {
				return err
			}
			// Data provider functions run in a compile of their own (the
			// node's top scope), as the type resolver above.
			call, err := eval.DataFunctions(context.Background(), &eval.Request{Node: nodeName, Environment: snap.Name(), Loader: env.Loader,
				Facts: factValues, Trusted: trusted, Settings: env})
			if err != nil {
				return err
			}
			result, lookupErr = env.Data.Query(q, resolve, call)
			return nil
		},
	})
	if _, err := compiler.Compile(context.Background(), req); err != nil {
		return couldNotRun(err)
	}
	return result, lookupErr, 0
}

// localTrusted is $trusted for a node looked up outside Puppet Server: the
// trusted data of a local node, its certname the clientcert fact (as
// hiera.NodeScope makes it).
func localTrusted(facts *values.Hash) *values.Hash {
	v, _ := hiera.NodeScope("", facts).Variable("trusted")
	h, _ := v.(*values.Hash)
	return h
}
