package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/catdiff"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/settings"
)

func init() {
	register(&command{
		name:    "diff",
		summary: "show what changes in nodes' catalogs between two versions of the code (or two catalog files)",
		run:     runDiff,
	})
}

// Exit statuses of punch diff, as diff(1): the same, different, trouble.
const (
	diffSame      = 0
	diffDifferent = 1
	diffTrouble   = 2
)

func runDiff(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("diff", flag.ContinueOnError)
	fl.SetOutput(stderr)
	st := settings.New()
	st.RegisterFlags(fl)
	oldPath := fl.String("old-environmentpath", "", "environmentpath of the old code (default: --environmentpath)")
	newPath := fl.String("new-environmentpath", "", "environmentpath of the new code (default: --environmentpath)")
	oldEnv := fl.String("old-environment", "", "environment of the old code (default: --environment)")
	newEnv := fl.String("new-environment", "", "environment of the new code (default: --environment)")
	node := fl.String("node", "", "node name (default: the facts' clientcert or fqdn)")
	factsFile := fl.String("facts", "", "facts of the node: JSON or YAML, a plain hash or Puppet's {name, values}")
	factsDir := fl.String("facts-dir", "", "a directory of facts files, one node each (NODE.json or NODE.yaml)")
	format := fl.String("format", "text", "output: text or json (one JSON object per node and line)")
	source := fl.Bool("source", false, "also compare each resource's file and line")
	noEdges := fl.Bool("no-edges", false, "leave containment edges out")
	verbose := fl.Bool("verbose", false, "print the compiles' messages on stderr (notice and above, or from --log_level)")
	fl.Usage = func() {
		fmt.Fprint(stderr, `Usage:
  punch diff OLD.json NEW.json
  punch diff --old-environmentpath DIR --new-environmentpath DIR --node NAME --facts FILE [flags]
  punch diff --old-environment A --new-environment B --environmentpath DIR --facts-dir DIR [flags]

Compares catalogs: two catalog JSON files, or the catalogs of one node (--facts) or of many
(--facts-dir) compiled from two versions of the code. Prints what the new catalog adds (+),
removes (-) and changes (~), parameter by parameter; sensitive values are never printed.
Exit status: 0 no differences, 1 differences, 2 trouble (a compile failed, bad input).
`)
		fl.PrintDefaults()
	}
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return diffTrouble
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "Error: --format %q: expected text or json\n", *format)
		return diffTrouble
	}
	opts := catdiff.Options{Source: *source, NoEdges: *noEdges}
	out := &diffOutput{w: stdout, json: *format == "json"}

	if fl.NArg() > 0 {
		if fl.NArg() != 2 || *factsFile != "" || *factsDir != "" {
			fmt.Fprintln(stderr, "Error: give two catalog files, or compile options (--facts or --facts-dir), not both")
			return diffTrouble
		}
		return diffFiles(fl.Arg(0), fl.Arg(1), opts, out, stderr)
	}

	if err := st.Load(); err != nil {
		fmt.Fprintf(stderr, "Error: the configuration is not valid:\n%v\n", err)
		return diffTrouble
	}
	nodes, err := diffNodes(*node, *factsFile, *factsDir)
	if err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return diffTrouble
	}
	if *oldPath == "" && *newPath == "" && *oldEnv == "" && *newEnv == "" {
		fmt.Fprintln(stderr, "Error: nothing to compare: give --old-environmentpath/--new-environmentpath or --old-environment/--new-environment")
		return diffTrouble
	}
	sides := [2]*diffSide{{label: "old"}, {label: "new"}}
	for i, o := range [2]struct{ path, env string }{{*oldPath, *oldEnv}, {*newPath, *newEnv}} {
		s := *st
		if o.path != "" {
			abs, err := filepath.Abs(o.path)
			if err != nil {
				fmt.Fprintf(stderr, "Error: %v\n", err)
				return diffTrouble
			}
			s.EnvironmentPath = []string{abs}
		}
		if o.env != "" {
			s.Environment = o.env
		}
		sides[i].st = &s
		reg, err := environments.New(environments.Options{Settings: &s})
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return diffTrouble
		}
		sides[i].reg = reg
	}

	// Compile the nodes in parallel (the registries share each side's parsed
	// environment), print in the nodes' order.
	results := make([]nodeDiff, len(nodes))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range nodes {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			results[i] = diffNode(nodes[i], sides, opts, *verbose)
		}(i)
	}
	wg.Wait()
	rc := diffSame
	for _, r := range results {
		stderr.Write(r.log)
		switch {
		case r.err != "":
			fmt.Fprint(stderr, r.err)
			rc = diffTrouble
		case r.diff != nil && !r.diff.Empty():
			if err := out.write(r.diff); err != nil {
				fmt.Fprintf(stderr, "Error: %v\n", err)
				return diffTrouble
			}
			if rc == diffSame {
				rc = diffDifferent
			}
		}
	}
	if !out.json {
		changed := 0
		for _, r := range results {
			if r.diff != nil && !r.diff.Empty() {
				changed++
			}
		}
		fmt.Fprintf(stderr, "punch diff: %d of %d nodes changed\n", changed, len(nodes))
	}
	return rc
}

// diffOutput writes one node's differences as text or as a line of JSON.
type diffOutput struct {
	w     io.Writer
	json  bool
	wrote bool
}

func (o *diffOutput) write(d *catdiff.Diff) error {
	if o.json {
		enc := json.NewEncoder(o.w)
		enc.SetEscapeHTML(false)
		return enc.Encode(d)
	}
	if o.wrote {
		fmt.Fprintln(o.w)
	}
	o.wrote = true
	return d.WriteText(o.w, catdiff.TextOptions{DetailAdd: true})
}

func diffFiles(oldFile, newFile string, opts catdiff.Options, out *diffOutput, stderr io.Writer) int {
	var cats [2]*catdiff.Catalog
	for i, f := range []string{oldFile, newFile} {
		b, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "Error: %v\n", err)
			return diffTrouble
		}
		if cats[i], err = catdiff.Parse(b); err != nil {
			fmt.Fprintf(stderr, "Error: %s: %v\n", f, err)
			return diffTrouble
		}
	}
	d := catdiff.Compare(cats[0], cats[1], opts)
	if d.Empty() {
		return diffSame
	}
	if err := out.write(d); err != nil {
		fmt.Fprintf(stderr, "Error: %v\n", err)
		return diffTrouble
	}
	return diffDifferent
}

// diffTarget is a node to compile and its facts.
type diffTarget struct {
	name  string
	facts *values.Hash
}

// diffNodes reads the nodes to compare: one from --facts (and --node), or
// one per file of --facts-dir, named after the file.
func diffNodes(node, factsFile, factsDir string) ([]diffTarget, error) {
	switch {
	case factsFile != "" && factsDir != "":
		return nil, errors.New("give --facts or --facts-dir, not both")
	case factsFile != "":
		f, err := readFacts(factsFile)
		if err != nil {
			return nil, fmt.Errorf("reading facts %s: %v", factsFile, err)
		}
		name := node
		for _, k := range []string{"clientcert", "fqdn"} {
			if name != "" {
				break
			}
			if v, ok := f.GetString(k); ok {
				name, _ = v.(string)
			}
		}
		if name == "" {
			return nil, errors.New("no node name: give --node (or facts with clientcert or fqdn)")
		}
		return []diffTarget{{name, f}}, nil
	case factsDir != "":
		entries, err := os.ReadDir(factsDir)
		if err != nil {
			return nil, err
		}
		var out []diffTarget
		for _, e := range entries {
			ext := filepath.Ext(e.Name())
			if e.IsDir() || (ext != ".json" && ext != ".yaml" && ext != ".yml") {
				continue
			}
			path := filepath.Join(factsDir, e.Name())
			f, err := readFacts(path)
			if err != nil {
				return nil, fmt.Errorf("reading facts %s: %v", path, err)
			}
			out = append(out, diffTarget{strings.TrimSuffix(e.Name(), ext), f})
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("no facts files (*.json, *.yaml) in %s", factsDir)
		}
		sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
		return out, nil
	}
	return nil, errors.New("no node: give --facts FILE (and --node NAME) or --facts-dir DIR")
}

// diffSide is one version of the code.
type diffSide struct {
	label string
	st    *settings.Settings
	reg   *environments.Registry
}

// nodeDiff is the outcome for one node: its differences, or why it could
// not be compared (a compile failed), and the compiles' messages.
type nodeDiff struct {
	diff *catdiff.Diff
	err  string
	log  []byte
}

func diffNode(t diffTarget, sides [2]*diffSide, opts catdiff.Options, verbose bool) nodeDiff {
	var res nodeDiff
	var cats [2]*catdiff.Catalog
	var failures []string
	for i, s := range sides {
		var msgs bytes.Buffer
		// The messages of log_level and above (notice by default), and
		// always the errors (a failure's reason).
		con := newConsole(&msgs, s.st.PuppetLogLevel)
		con.min = min(con.min, levelRank("err"))
		cat, _, rc := compileNode(s.st, s.reg, t.name, t.facts, nil, con)
		if verbose {
			res.log = append(res.log, msgs.Bytes()...)
		}
		if rc != 0 {
			failures = append(failures, fmt.Sprintf("the %s code fails for node %s:\n%s", s.label, t.name, indent(errorLines(msgs.String()))))
			continue
		}
		// Catalogs name files by absolute path, as Puppet's do; the two
		// sides are compared by each file's path in its own environment
		// directory, so two checkouts of the same code do not differ. The
		// compile has just loaded the environment: Peek takes its snapshot
		// without scanning the files again (Get would, per node and side,
		// with environment_timeout 0).
		if snap, err := s.reg.Peek(cat.Environment); err == nil {
			dir := snap.Dir()
			for _, r := range cat.Resources {
				r.File = catalog.RelativePath(r.File, dir)
			}
		}
		b, err := cat.MarshalJSON()
		if err == nil {
			cats[i], err = catdiff.Parse(b)
		}
		if err != nil {
			failures = append(failures, fmt.Sprintf("the %s catalog of node %s cannot be read back: %v", s.label, t.name, err))
		}
	}
	if len(failures) > 0 {
		res.err = "Error: " + strings.Join(failures, "\nError: ") + "\n"
		return res
	}
	res.diff = catdiff.Compare(cats[0], cats[1], opts)
	return res
}

// errorLines keeps the "Error: " lines of a compile's output (all of it if
// there are none).
func errorLines(s string) string {
	var keep []string
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		if strings.HasPrefix(l, "Error: ") {
			keep = append(keep, strings.TrimPrefix(l, "Error: "))
		}
	}
	if len(keep) == 0 {
		return strings.TrimRight(s, "\n")
	}
	return strings.Join(keep, "\n")
}

func indent(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}
