package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/mattn/go-isatty"

	"github.com/punch-dev/punch/cmd/punch/compilecmd"
	"github.com/punch-dev/punch/compiler/catdiff"
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
// --exit-codes octocatalog gives octocatalog-diff's instead: 0, 2 and 1.
const (
	diffSame      = 0
	diffDifferent = 1
	diffTrouble   = 2
)

// diffFlags are punch diff's own flags (Puppet's settings come besides).
type diffFlags struct {
	// repeatable names the flags that add a value each time they are given
	// (filled by register; per flag set, as tests register flag sets in
	// parallel goroutines).
	repeatable map[string]bool

	oldPath, newPath, oldEnv, newEnv, oldDir, newDir string
	oldCatalog, newCatalog                           string
	oldFromPuppetDB                                  bool

	repo, from, to                string
	bootstrapCmd, bootstrapScript string
	bootstrapEnv                  multiFlag
	bootstrapCurrent              bool
	bootstrapTimeout              time.Duration
	cacheDir                      string
	noCache                       bool
	cacheKeep                     int

	node, factsFile, factsDir, nodes string
	puppetdbURL, puppetdbQuery       string
	pdbCA, pdbCert, pdbKey           string

	factOv, oldFactOv, newFactOv multiFlag
	encPath, oldEnc, newEnc      string
	noEnc                        bool
	encOv, oldEncOv, newEncOv    multiFlag

	oldHieraConfig, newHieraConfig            string
	hieraPath, oldHieraPath, newHieraPath     string
	hieraStrip, oldHieraStrip, newHieraStrip  string
	ignore, ignoreAttr, ignoreTags            multiFlag
	hideClasses, noTags, noEdges, source      bool
	noFileContent                             bool
	exemptTags, exempt                        multiFlag
	redact, noRedact                          multiFlag
	diffConfig                                string
	noDiffConfig                              bool
	format, output, color, progress, exitCode string
	noColor, detailAdd, verbose, quiet        bool
	jobs, markdownLimit                       int
	title                                     string
}

func (f *diffFlags) register(fl *flag.FlagSet) {
	f.repeatable = map[string]bool{}
	// names are a flag and its aliases, each alias's usage pointing at the
	// first name.
	aliases := func(usage string, names []string, add func(name, usage string)) {
		for i, n := range names {
			if i > 0 {
				usage = "same as --" + names[0]
			}
			add(n, usage)
		}
	}
	str := func(p *string, def, usage string, names ...string) {
		aliases(usage, names, func(n, u string) { fl.StringVar(p, n, def, u) })
	}
	boolean := func(p *bool, usage string, names ...string) {
		aliases(usage, names, func(n, u string) { fl.BoolVar(p, n, false, u) })
	}
	multi := func(p *multiFlag, usage string, names ...string) {
		aliases(usage+" (repeatable)", names, func(n, u string) {
			fl.Var(p, n, u)
			f.repeatable[n] = true
		})
	}
	// Where each side's code is.
	str(&f.oldPath, "", "environmentpath of the old code (default: --environmentpath)", "old-environmentpath")
	str(&f.newPath, "", "environmentpath of the new code (default: --environmentpath)", "new-environmentpath")
	str(&f.oldEnv, "", "environment of the old code (default: --environment)", "old-environment", "from-environment")
	str(&f.newEnv, "", "environment of the new code (default: --environment)", "new-environment", "to-environment")
	str(&f.oldDir, "", "a checkout of the control repository (an environment directory) for the old code", "old-dir", "bootstrapped-from-dir")
	str(&f.newDir, "", "a checkout of the control repository for the new code", "new-dir", "bootstrapped-to-dir")
	str(&f.oldCatalog, "", "the old catalog from a file instead of compiling it (one node)", "old-catalog", "from-catalog")
	str(&f.newCatalog, "", "the new catalog from a file instead of compiling it (one node)", "new-catalog", "to-catalog")
	boolean(&f.oldFromPuppetDB, "take the old catalogs from PuppetDB (--puppetdb-url) instead of compiling them", "old-from-puppetdb", "from-puppetdb")
	str(&f.repo, "", "a git repository: compare --from and --to, checked out in cached worktrees", "repo", "basedir")
	str(&f.from, "", "with --repo: the old code's branch, tag or commit", "from", "f")
	str(&f.to, ".", "with --repo: the new code's branch, tag or commit; . is the working tree as it is", "to", "t")
	str(&f.bootstrapCmd, "", "a shell command run in each checkout punch makes before compiling (r10k puppetfile install, ...)", "bootstrap")
	str(&f.bootstrapScript, "", "a script of the checkout run as the bootstrap (relative to the checkout)", "bootstrap-script")
	multi(&f.bootstrapEnv, "KEY=VALUE in the bootstrap's environment", "bootstrap-env", "bootstrap-environment")
	boolean(&f.bootstrapCurrent, "run the bootstrap in checkouts given as they are too (--to ., --old-dir, --new-dir)", "bootstrap-current")
	fl.DurationVar(&f.bootstrapTimeout, "bootstrap-timeout", 15*time.Minute, "bound on each bootstrap run")
	str(&f.cacheDir, "", "where worktrees of commits are kept between runs (default: the user's cache directory)", "cache-dir", "cached-master-dir")
	boolean(&f.noCache, "make worktrees for this run only and remove them after", "no-cache")
	fl.IntVar(&f.cacheKeep, "cache-keep", 8, "cached worktrees kept (the most recently used)")
	// Nodes and their facts.
	str(&f.node, "", "node name (default: the facts' clientcert or fqdn)", "node")
	str(&f.factsFile, "", "facts of the node: JSON or YAML, a plain hash or Puppet's {name, values}", "facts", "fact-file")
	str(&f.factsDir, "", "a directory of facts files, one node each (NODE.json or NODE.yaml)", "facts-dir")
	str(&f.nodes, "", "only these nodes (comma-separated names) of --facts-dir or PuppetDB", "nodes", "hostname", "n")
	str(&f.puppetdbURL, "", "PuppetDB's URL: the nodes' facts come from its inventory", "puppetdb-url")
	str(&f.puppetdbQuery, "", "with --puppetdb-url: a v4 query (JSON AST) choosing the nodes (default: every active node)", "puppetdb-query")
	str(&f.pdbCA, "", "CA certificate that signed PuppetDB's certificate", "puppetdb-ssl-ca")
	str(&f.pdbCert, "", "client certificate for PuppetDB", "puppetdb-ssl-client-cert")
	str(&f.pdbKey, "", "client key for PuppetDB", "puppetdb-ssl-client-key")
	multi(&f.factOv, "override a fact for both sides: [NODEGLOB@]PATH=[(TYPE)]VALUE, PATH dotted (os.family)", "fact-override")
	multi(&f.oldFactOv, "override a fact for the old side", "old-fact-override", "from-fact-override")
	multi(&f.newFactOv, "override a fact for the new side", "new-fact-override", "to-fact-override")
	// Classification.
	str(&f.encPath, "", "ENC script for both sides, relative to each checkout or absolute", "enc")
	str(&f.oldEnc, "", "ENC script for the old side", "old-enc", "from-enc")
	str(&f.newEnc, "", "ENC script for the new side", "new-enc", "to-enc")
	boolean(&f.noEnc, "no ENC (even if puppet.conf sets node_terminus = exec)", "no-enc")
	multi(&f.encOv, "override the ENC's answer for both sides: [NODEGLOB@]classes::C::P=V, parameters::P=V, environment=E", "enc-override")
	multi(&f.oldEncOv, "override the ENC's answer for the old side", "old-enc-override", "from-enc-override")
	multi(&f.newEncOv, "override the ENC's answer for the new side", "new-enc-override", "to-enc-override")
	// Hiera (besides Puppet's --hiera_config, which a relative path makes relative to each checkout).
	str(&f.oldHieraConfig, "", "global hiera.yaml of the old side (relative to its checkout, or absolute)", "old-hiera-config", "from-hiera-config")
	str(&f.newHieraConfig, "", "global hiera.yaml of the new side", "new-hiera-config", "to-hiera-config")
	str(&f.hieraPath, "", "the global hiera.yaml's datadirs become this directory of each checkout", "hiera-path")
	str(&f.oldHieraPath, "", "--hiera-path for the old side", "old-hiera-path", "from-hiera-path")
	str(&f.newHieraPath, "", "--hiera-path for the new side", "new-hiera-path", "to-hiera-path")
	str(&f.hieraStrip, "", "this prefix of the global hiera.yaml's datadirs becomes each checkout", "hiera-path-strip")
	str(&f.oldHieraStrip, "", "--hiera-path-strip for the old side", "old-hiera-path-strip", "from-hiera-path-strip")
	str(&f.newHieraStrip, "", "--hiera-path-strip for the new side", "new-hiera-path-strip", "to-hiera-path-strip")
	// What is compared.
	multi(&f.ignore, "leave out changes matching Type[Title][::attribute[=>value]] (docs/diff.md)", "ignore")
	multi(&f.ignoreAttr, "leave out changes of an attribute anywhere (owner, parameters::owner)", "ignore-attr")
	multi(&f.ignoreTags, "leave out resources tagged TAG (or TAG__type)", "ignore-tags")
	boolean(&f.hideClasses, "leave classes and class parameters out", "hide-classes")
	boolean(&f.noTags, "leave resources' tags out", "no-tags", "no-include-tags")
	boolean(&f.noEdges, "leave containment edges out", "no-edges")
	boolean(&f.source, "also compare each resource's file and line", "source")
	boolean(&f.noFileContent, "do not compare the content of files behind source =>", "no-file-content", "no-compare-file-text")
	multi(&f.exempt, "do not compare the source content of resources matching Type[Title]", "file-content-exempt")
	multi(&f.exemptTags, "do not compare the source content of resources tagged TAG", "file-content-exempt-tags", "compare-file-text-ignore-tags")
	multi(&f.redact, "also redact values of parameters or hash keys so named", "redact")
	multi(&f.noRedact, "show values of parameters or hash keys so named (their names look secret but are not)", "no-redact")
	str(&f.diffConfig, "", "settings file (default: "+diffConfigName+" of the old side's checkout)", "diff-config")
	boolean(&f.noDiffConfig, "read no "+diffConfigName, "no-diff-config")
	// Reports.
	str(&f.format, "text", "output: text, json (one object per node and line, then the run) or markdown", "format", "output-format")
	str(&f.output, "", "write the report to this file", "output", "o", "output-file")
	str(&f.color, "auto", "colour: auto (on a terminal), always or never", "color")
	boolean(&f.noColor, "no colour", "no-color")
	str(&f.progress, "auto", "progress bar on stderr: auto (on a terminal), always or never", "progress")
	str(&f.exitCode, "punch", "exit statuses: punch (0 same, 1 changes, 2 trouble) or octocatalog (0, 2, 1)", "exit-codes")
	boolean(&f.detailAdd, "print the parameters of added resources", "detail-add", "display-detail-add")
	fl.IntVar(&f.jobs, "jobs", runtime.GOMAXPROCS(0), "nodes compiled at once")
	fl.IntVar(&f.markdownLimit, "markdown-limit", 60000, "largest Markdown report in bytes (GitHub's comment limit is 65536)")
	str(&f.title, "punch diff", "title of the Markdown report", "title", "header")
	boolean(&f.verbose, "print the compiles' messages and the bootstrap's output on stderr", "verbose")
	boolean(&f.quiet, "print no summary line on stderr", "quiet", "q")
}

func runDiff(args []string, stdout, stderr io.Writer) int {
	fl, st := compilecmd.SettingsFlags("diff", stderr)
	var f diffFlags
	f.register(fl)
	fl.Usage = func() {
		fmt.Fprint(fl.Output(), `Usage:
  punch diff OLD.json NEW.json
  punch diff --repo DIR --from REF [--to REF] --facts-dir DIR [flags]
  punch diff --old-dir DIR --new-dir DIR --facts-dir DIR [flags]
  punch diff --old-environmentpath DIR --new-environmentpath DIR --facts FILE [--node NAME] [flags]
  punch diff --old-environment A --new-environment B --environmentpath DIR --puppetdb-url URL [flags]

Compiles the nodes' catalogs from two versions of the code and prints what the new code adds
(+), removes (-) and changes (~), parameter by parameter, including the content of files
behind source =>. Secrets (Sensitive values, show_diff => false content, parameters named like
passwords) are never printed. See docs/diff.md (it maps octocatalog-diff's options).
Exit status: 0 no differences, 1 differences, 2 trouble (--exit-codes octocatalog: 0, 2, 1).

`)
		printFlags(fl)
	}
	// The flag package prints the whole usage (hundreds of lines) after a
	// bad flag, which buries the one line that matters: print that line.
	fl.SetOutput(io.Discard)
	settings.RegisterPuppetFlags(fl)
	err := fl.Parse(args)
	fl.SetOutput(stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fl.Usage()
			return 0
		}
		fmt.Fprintf(stderr, "Error: %v (punch diff --help lists the flags)\n", err)
		return exitStatus(exitCodesArg(args), diffTrouble)
	}
	run := &diffRun{f: &f, fl: fl, st: st, stderr: stderr}
	return exitStatus(f.exitCode, run.main(stdout))
}

// exitStatus maps punch diff's status to the --exit-codes convention.
func exitStatus(mode string, rc int) int {
	if mode == "octocatalog" {
		return map[int]int{diffSame: 0, diffDifferent: 2, diffTrouble: 1}[rc]
	}
	return rc
}

// exitCodesArg finds --exit-codes in arguments the flags could not be
// parsed from: a CI job reading octocatalog-diff's statuses must see a bad
// command line as trouble (1), not as changes (2).
func exitCodesArg(args []string) string {
	mode := ""
	for i, a := range args {
		if a == "--" {
			break
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "exit-codes" {
			continue
		}
		if !hasValue && i+1 < len(args) {
			value = args[i+1]
		}
		mode = value
	}
	return mode
}

// diffRun is one run of punch diff.
type diffRun struct {
	f      *diffFlags
	fl     *flag.FlagSet
	st     *settings.Settings
	stderr io.Writer
	tmp    string
	opts   catdiff.Options
	text   catdiff.TextOptions
}

func (r *diffRun) fail(format string, args ...any) int {
	fmt.Fprintf(r.stderr, "Error: "+format+"\n", args...)
	return diffTrouble
}

func (r *diffRun) warn(msg string) {
	fmt.Fprintf(r.stderr, "Warning: %s\n", msg)
}

func (r *diffRun) main(stdout io.Writer) int {
	f := r.f
	switch f.format {
	case "text", "json", "markdown":
	default:
		return r.fail("--format %q: expected text, json or markdown", f.format)
	}
	switch f.exitCode {
	case "punch", "octocatalog":
	default:
		return r.fail("--exit-codes %q: expected punch or octocatalog", f.exitCode)
	}
	if f.jobs < 1 {
		return r.fail("--jobs %d: expected a positive number", f.jobs)
	}
	out := stdout
	if f.output != "" {
		file, err := os.Create(f.output)
		if err != nil {
			return r.fail("%v", err)
		}
		defer file.Close()
		out = file
	}
	if fl := r.fl; fl.NArg() > 0 {
		if fl.NArg() != 2 || f.factsFile != "" || f.factsDir != "" || f.oldCatalog != "" || f.newCatalog != "" {
			return r.fail("give two catalog files, or compile options (--facts or --facts-dir), not both")
		}
		f.oldCatalog, f.newCatalog = fl.Arg(0), fl.Arg(1)
	}
	if err := r.st.Load(); err != nil {
		return r.fail("the configuration is not valid:\n%v", err)
	}
	tmp, err := os.MkdirTemp("", "punch-diff-")
	if err != nil {
		return r.fail("%v", err)
	}
	r.tmp = tmp
	defer os.RemoveAll(tmp)

	// A run compiles many nodes one after the other in one process:
	// unlike punch compile's single compile, it must collect garbage as it
	// goes to keep its memory bounded (compileNode leaves the collector
	// alone when GOGC is set).
	if os.Getenv("GOGC") == "" {
		os.Setenv("GOGC", "100")
		debug.SetGCPercent(100)
		debug.SetMemoryLimit(-1)
	}

	sides, cleanup, rc := r.setupSides()
	defer cleanup()
	if rc != 0 {
		return rc
	}
	if err := r.compareOptions(); err != nil {
		return r.fail("%v", err)
	}
	nodes, err := r.targets(sides)
	if err != nil {
		return r.fail("%v", err)
	}
	return r.compare(sides, nodes, out)
}

// compareOptions builds what is compared and how it is printed from the
// flags (after the configuration file was read).
func (r *diffRun) compareOptions() error {
	f := r.f
	r.opts = catdiff.Options{Source: f.source, NoEdges: f.noEdges, NoTags: f.noTags, HideClasses: f.hideClasses,
		IgnoreTags: f.ignoreTags}
	for _, s := range f.ignore {
		rule, err := catdiff.ParseRule(s)
		if err != nil {
			return err
		}
		r.opts.Ignore = append(r.opts.Ignore, rule)
	}
	for _, s := range f.ignoreAttr {
		rule, err := catdiff.ParseAttrRule(s)
		if err != nil {
			return err
		}
		r.opts.Ignore = append(r.opts.Ignore, rule)
	}
	if len(f.redact)+len(f.noRedact) > 0 {
		r.opts.Redact = catdiff.NewRedactor(f.redact, f.noRedact)
	}
	color := false
	switch {
	case f.noColor || f.color == "never":
	case f.color == "always":
		color = true
	case f.color == "auto":
		if file, ok := r.outFile(); ok && os.Getenv("NO_COLOR") == "" {
			color = isatty.IsTerminal(file.Fd())
		}
	default:
		return fmt.Errorf("--color %q: expected auto, always or never", f.color)
	}
	r.text = catdiff.TextOptions{Color: color && f.format == "text", DetailAdd: f.detailAdd}
	return nil
}

// outFile is the report's file when it is os.Stdout (for colour).
func (r *diffRun) outFile() (*os.File, bool) {
	if r.f.output != "" {
		return nil, false
	}
	return os.Stdout, true
}

// exemptions builds the resources whose source content is not compared.
func (r *diffRun) exemptions() (func(*catdiff.Resource) bool, error) {
	var rules []*catdiff.Rule
	for _, s := range r.f.exempt {
		rule, err := catdiff.ParseRule(s)
		if err != nil {
			return nil, fmt.Errorf("--file-content-exempt: %v", err)
		}
		rules = append(rules, rule)
	}
	tags := r.f.exemptTags
	if len(rules)+len(tags) == 0 {
		return nil, nil
	}
	return func(res *catdiff.Resource) bool {
		for _, t := range tags {
			if res.HasTag(t) {
				return true
			}
		}
		for _, rule := range rules {
			if rule.MatchesResource(res) {
				return true
			}
		}
		return false
	}, nil
}

// relTo makes a path given relative to a checkout absolute.
func relTo(dir, p string) string {
	if p == "" || filepath.IsAbs(p) || dir == "" {
		return p
	}
	return filepath.Join(dir, p)
}

// firstOf returns the first non-empty string.
func firstOf(s ...string) string {
	for _, x := range s {
		if x != "" {
			return x
		}
	}
	return ""
}

func indent(s string) string {
	return "  " + strings.ReplaceAll(s, "\n", "\n  ")
}
