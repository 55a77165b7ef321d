package main

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/mattn/go-isatty"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/compiler/catdiff"
	"github.com/punch-dev/punch/compiler/values"
)

// diffTarget is a node to compare and its facts (nil when both sides are
// catalog files).
type diffTarget struct {
	name  string
	facts *values.Hash
}

// targets reads the nodes to compare: from --facts (one), --facts-dir (one
// per file, named after it) or PuppetDB's inventory, narrowed by --nodes.
func (r *diffRun) targets(sides [2]*diffSide) ([]diffTarget, error) {
	f := r.f
	want := map[string]bool{}
	for _, n := range strings.Split(f.nodes, ",") {
		if n = strings.TrimSpace(n); n != "" {
			want[n] = true
		}
	}
	if sides[0].catalogFile != "" && sides[1].catalogFile != "" {
		return []diffTarget{{name: f.node}}, nil
	}
	if f.factsFile != "" && f.factsDir != "" {
		return nil, errors.New("give --facts or --facts-dir, not both")
	}
	var out []diffTarget
	switch {
	case f.factsFile != "":
		facts, err := readFacts(f.factsFile)
		if err != nil {
			return nil, fmt.Errorf("reading facts %s: %v", f.factsFile, err)
		}
		name := f.node
		// With one facts file, --nodes (octocatalog-diff's -n/--hostname
		// beside its --fact-file) names the node: it was ignored, and the
		// facts' own name compiled instead without a word.
		if len(want) > 1 {
			return nil, fmt.Errorf("--nodes %s: --facts holds the facts of one node; give --facts-dir (a file per node) or --puppetdb-url for several", f.nodes)
		}
		for n := range want {
			if name != "" && name != n {
				return nil, fmt.Errorf("--node %s and --nodes %s name different nodes", name, n)
			}
			name = n
		}
		for _, k := range []string{"clientcert", "fqdn"} {
			if name != "" {
				break
			}
			if v, ok := facts.GetString(k); ok {
				name, _ = v.(string)
			}
		}
		if name == "" {
			return nil, errors.New("no node name: give --node (or facts with clientcert or fqdn)")
		}
		out = append(out, diffTarget{name, facts})
	case f.factsDir != "":
		entries, err := os.ReadDir(f.factsDir)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			ext := filepath.Ext(e.Name())
			if e.IsDir() || (ext != ".json" && ext != ".yaml" && ext != ".yml") {
				continue
			}
			name := strings.TrimSuffix(e.Name(), ext)
			if len(want) > 0 && !want[name] {
				continue
			}
			path := filepath.Join(f.factsDir, e.Name())
			facts, err := readFacts(path)
			if err != nil {
				return nil, fmt.Errorf("reading facts %s: %v", path, err)
			}
			out = append(out, diffTarget{name, facts})
		}
		// With --nodes, names without a file are reported below by name.
		if len(out) == 0 && len(want) == 0 {
			return nil, fmt.Errorf("no facts files (*.json, *.yaml) in %s", f.factsDir)
		}
	case f.puppetdbURL != "":
		c, err := r.puppetDB()
		if err != nil {
			return nil, err
		}
		query := []byte(f.puppetdbQuery)
		if len(want) > 0 {
			var names []any
			for n := range want {
				names = append(names, []any{"=", "certname", n})
			}
			q := append([]any{"or"}, names...)
			if len(query) > 0 {
				var user any
				if err := json.Unmarshal(query, &user); err != nil {
					return nil, fmt.Errorf("--puppetdb-query is not a JSON query: %v", err)
				}
				q = []any{"and", user, q}
			}
			query, _ = json.Marshal(q)
		}
		err = c.Inventory(context.Background(), query, func(n puppetdb.InventoryNode) error {
			v, err := decodeJSON(n.Facts)
			if err != nil {
				return fmt.Errorf("the facts of %s from PuppetDB: %v", n.Certname, err)
			}
			h, ok := v.(*values.Hash)
			if !ok {
				return fmt.Errorf("the facts of %s from PuppetDB are not a hash", n.Certname)
			}
			out = append(out, diffTarget{n.Certname, h})
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(out) == 0 && len(want) == 0 {
			return nil, fmt.Errorf("PuppetDB at %s has no active node with facts matching the query", f.puppetdbURL)
		}
	default:
		return nil, errors.New("no node: give --facts FILE (and --node NAME), --facts-dir DIR or --puppetdb-url URL")
	}
	if len(want) > 0 {
		have := map[string]bool{}
		for _, t := range out {
			have[t.name] = true
		}
		var missing []string
		for n := range want {
			if !have[n] {
				missing = append(missing, n)
			}
		}
		if len(missing) > 0 && f.factsFile == "" {
			sort.Strings(missing)
			where := ""
			switch {
			case f.factsDir != "":
				where = fmt.Sprintf(" in %s (a node's facts are NAME.json or NAME.yaml)", f.factsDir)
			case f.puppetdbURL != "":
				where = fmt.Sprintf(" among the active nodes of PuppetDB at %s", f.puppetdbURL)
				if f.puppetdbQuery != "" {
					where += " matching --puppetdb-query"
				}
			}
			return nil, fmt.Errorf("--nodes: no facts for %s%s", strings.Join(missing, ", "), where)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out, nil
}

// puppetDB makes the PuppetDB client of --puppetdb-url.
func (r *diffRun) puppetDB() (*puppetdb.Client, error) {
	f := r.f
	if f.puppetdbURL == "" {
		return nil, errors.New("give --puppetdb-url")
	}
	cfg := puppetdb.DefaultConfig()
	if err := cfg.Set("server_urls", f.puppetdbURL); err != nil {
		return nil, fmt.Errorf("--puppetdb-url: %v", err)
	}
	var tc *tls.Config
	if f.pdbCA != "" || f.pdbCert != "" {
		tc = &tls.Config{MinVersion: tls.VersionTLS12}
		if f.pdbCA != "" {
			pool, err := ca.LoadCertPool(f.pdbCA, nil)
			if err != nil {
				return nil, fmt.Errorf("--puppetdb-ssl-ca: %w", err)
			}
			tc.RootCAs = pool
		}
		if f.pdbCert != "" {
			cert, err := tls.LoadX509KeyPair(f.pdbCert, f.pdbKey)
			if err != nil {
				return nil, fmt.Errorf("--puppetdb-ssl-client-cert/--puppetdb-ssl-client-key: %v", err)
			}
			tc.Certificates = []tls.Certificate{cert}
		}
	}
	log := zerolog.New(zerolog.ConsoleWriter{Out: r.stderr, NoColor: true}).With().Timestamp().Str("command", "diff").Logger().Level(zerolog.WarnLevel)
	return puppetdb.NewClient(cfg, tc, "punch-diff", log), nil
}

// catalogFromPuppetDB reads a node's last catalog from PuppetDB's catalogs
// endpoint (PuppetDB's wire form: resources and edges as "data" lists,
// edges by type and title) as catalog JSON.
func catalogFromPuppetDB(c *puppetdb.Client, node string) (*catdiff.Catalog, error) {
	data, err := c.Query(context.Background(), "catalogs/"+node, nil)
	if err != nil {
		return nil, err
	}
	var w struct {
		Certname    string `json:"certname"`
		Environment string `json:"environment"`
		Resources   struct {
			Data []json.RawMessage `json:"data"`
		} `json:"resources"`
		Edges struct {
			Data []struct {
				SourceType   string `json:"source_type"`
				SourceTitle  string `json:"source_title"`
				TargetType   string `json:"target_type"`
				TargetTitle  string `json:"target_title"`
				Relationship string `json:"relationship"`
			} `json:"data"`
		} `json:"edges"`
	}
	if err := json.Unmarshal(data, &w); err != nil {
		return nil, fmt.Errorf("the catalog of %s from PuppetDB: %v", node, err)
	}
	type edge struct {
		Source string `json:"source"`
		Target string `json:"target"`
	}
	doc := struct {
		Name        string            `json:"name"`
		Environment string            `json:"environment"`
		Resources   []json.RawMessage `json:"resources"`
		Edges       []edge            `json:"edges"`
	}{Name: w.Certname, Environment: w.Environment, Resources: w.Resources.Data, Edges: []edge{}}
	if doc.Resources == nil {
		doc.Resources = []json.RawMessage{}
	}
	for _, e := range w.Edges.Data {
		if e.Relationship == "contains" {
			doc.Edges = append(doc.Edges, edge{e.SourceType + "[" + e.SourceTitle + "]", e.TargetType + "[" + e.TargetTitle + "]"})
		}
	}
	b, _ := json.Marshal(doc)
	return catdiff.Parse(b)
}

// nodeInput is what a node is compiled with on each side.
type nodeInput struct {
	facts [2]*values.Hash
	cls   [2]*classified
	err   [2]error
}

// prepare applies the fact overrides and classifies every node on both
// sides (in parallel), so that an override that matches nothing stops the
// run before anything is compiled.
func (r *diffRun) prepare(sides [2]*diffSide, nodes []diffTarget) ([]nodeInput, error) {
	in := make([]nodeInput, len(nodes))
	for i, t := range nodes {
		for s, side := range sides {
			facts := t.facts
			if facts != nil && len(side.factOverrides) > 0 {
				var warns []string
				facts, warns = applyFacts(facts, t.name, side.factOverrides)
				for _, w := range warns {
					r.warn(w)
				}
			}
			in[i].facts[s] = facts
		}
	}
	var wg sync.WaitGroup
	sem := make(chan struct{}, r.f.jobs)
	for i, t := range nodes {
		for s, side := range sides {
			if side.classifier == nil {
				continue
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				sem <- struct{}{}
				defer func() { <-sem }()
				in[i].cls[s], in[i].err[s] = side.classify(t.name)
			}()
		}
	}
	wg.Wait()
	var all []*override
	for _, side := range sides {
		all = append(all, side.factOverrides...)
		if side.classifier != nil {
			all = append(all, side.encOverrides...)
		}
	}
	if err := unmatched(all); err != nil {
		return nil, err
	}
	return in, nil
}

// compare compiles and compares every node, jobs at a time, and writes
// the report as results come, in the nodes' order.
func (r *diffRun) compare(sides [2]*diffSide, nodes []diffTarget, out io.Writer) int {
	in, err := r.prepare(sides, nodes)
	if err != nil {
		return r.fail("%v", err)
	}
	f := r.f
	rep := newReporter(r, out, len(nodes))
	results := make(chan indexed, f.jobs)
	go func() {
		var wg sync.WaitGroup
		sem := make(chan struct{}, f.jobs)
		for i := range nodes {
			sem <- struct{}{}
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				defer func() { <-sem }()
				results <- indexed{i, r.diffNode(sides, nodes[i], &in[i])}
			}(i)
		}
		wg.Wait()
		close(results)
	}()
	// Print in order: a result waits only for those before it.
	pending := map[int]nodeOutcome{}
	next := 0
	for res := range results {
		pending[res.i] = res.o
		rep.progress(res.o)
		for {
			o, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if err := rep.add(o); err != nil {
				return r.fail("%v", err)
			}
		}
	}
	return rep.finish()
}

type indexed struct {
	i int
	o nodeOutcome
}

// nodeOutcome is one node's result and the messages its compiles printed.
type nodeOutcome struct {
	catdiff.NodeResult
	log []byte
}

// diffNode compiles and compares one node.
func (r *diffRun) diffNode(sides [2]*diffSide, t diffTarget, in *nodeInput) nodeOutcome {
	var o nodeOutcome
	o.Node = t.name
	var cats [2]*catdiff.Catalog
	var failures []string
	for i, side := range sides {
		if in.err[i] != nil {
			failures = append(failures, fmt.Sprintf("the %s code fails for node %s:\n%s", side.label, t.name, indent(in.err[i].Error())))
			continue
		}
		c, log, err := side.catalog(t.name, in.facts[i], in.cls[i], r.f.verbose)
		o.log = append(o.log, log...)
		if err != nil {
			failures = append(failures, fmt.Sprintf("the %s code fails for node %s:\n%s", side.label, t.name, indent(err.Error())))
			continue
		}
		cats[i] = c
	}
	if len(failures) > 0 {
		o.Err = "Error: " + strings.Join(failures, "\nError: ") + "\n"
		return o
	}
	o.Diff = catdiff.Compare(cats[0], cats[1], r.opts)
	if o.Diff.Node == "" {
		o.Diff.Node = t.name
	}
	if o.Node == "" {
		o.Node = o.Diff.Node
	}
	return o
}

// reporter writes the report in the chosen format, a progress bar on a
// terminal, and the run's summary.
type reporter struct {
	r       *diffRun
	w       io.Writer
	total   int
	done    int
	sum     catdiff.RunSummary
	live    catdiff.RunSummary
	md      *catdiff.Markdown
	bar     bool
	wrote   bool
	trouble bool
}

func newReporter(r *diffRun, w io.Writer, total int) *reporter {
	rep := &reporter{r: r, w: w, total: total}
	switch r.f.progress {
	case "always":
		rep.bar = true
	case "auto":
		if file, ok := r.stderr.(*os.File); ok && total > 1 {
			rep.bar = isatty.IsTerminal(file.Fd())
		}
	}
	if r.f.format == "markdown" {
		rep.md = &catdiff.Markdown{Title: r.f.title, Limit: r.f.markdownLimit, Text: r.text}
	}
	return rep
}

// progress redraws the bar for a finished node.
func (p *reporter) progress(o nodeOutcome) {
	p.done++
	p.live.Add(o.NodeResult)
	p.draw()
}

// draw writes the bar (on a terminal: the report and the bar share it).
func (p *reporter) draw() {
	if !p.bar || p.done == 0 {
		return
	}
	const width = 30
	filled := width * p.done / max(p.total, 1)
	fmt.Fprintf(p.r.stderr, "\r\x1b[Kpunch diff [%s%s] %d/%d nodes, %d changed, %d failed",
		strings.Repeat("=", filled), strings.Repeat(" ", width-filled), p.done, p.total, p.live.Changed, p.live.Failed)
}

func (p *reporter) clearBar() {
	if p.bar {
		fmt.Fprint(p.r.stderr, "\r\x1b[K")
	}
}

// add writes one node's result.
func (p *reporter) add(o nodeOutcome) error {
	p.sum.Add(o.NodeResult)
	// The report goes to the terminal the bar is on: without clearing the
	// bar first, the report's first line was printed after it.
	p.clearBar()
	defer p.draw()
	if len(o.log) > 0 || o.Err != "" {
		p.r.stderr.Write(o.log)
		if o.Err != "" {
			p.trouble = true
			fmt.Fprint(p.r.stderr, o.Err)
		}
	}
	switch p.r.f.format {
	case "markdown":
		p.md.Add(o.NodeResult)
		return nil
	case "json":
		var v any
		switch {
		case o.Err != "":
			v = map[string]string{"node": o.Node, "error": strings.TrimSpace(o.Err)}
		case o.Diff != nil && !o.Diff.Empty():
			v = o.Diff
		default:
			return nil
		}
		enc := json.NewEncoder(p.w)
		enc.SetEscapeHTML(false)
		return enc.Encode(v)
	}
	if o.Diff == nil || o.Diff.Empty() {
		return nil
	}
	if p.wrote {
		fmt.Fprintln(p.w)
	}
	p.wrote = true
	return o.Diff.WriteText(p.w, p.r.text)
}

// finish writes what comes after the nodes and returns the exit status.
func (p *reporter) finish() int {
	p.clearBar()
	switch p.r.f.format {
	case "markdown":
		if _, err := p.md.WriteTo(p.w); err != nil {
			return p.r.fail("%v", err)
		}
	case "json":
		enc := json.NewEncoder(p.w)
		enc.SetEscapeHTML(false)
		s := p.sum
		enc.Encode(map[string]any{"run": map[string]int{"nodes": s.Nodes, "changed": s.Changed, "failed": s.Failed,
			"resources_added": s.Added, "resources_removed": s.Removed, "resources_changed": s.ChangedResources, "ignored": s.Ignored}})
	}
	if !p.r.f.quiet {
		fmt.Fprintf(p.r.stderr, "punch diff: %s\n", p.sum)
	}
	switch {
	case p.trouble:
		return diffTrouble
	case p.sum.Changed > 0:
		return diffDifferent
	}
	return diffSame
}
